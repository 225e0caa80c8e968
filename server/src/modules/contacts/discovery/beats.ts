/**
 * A journalist's areas of focus, derived from what they wrote: the noun phrases of their headlines (multi-word
 * topics, never single words or bare names), grouped by closeness in meaning, each group named by its
 * best-evidenced real phrase, most-evidenced first.
 */
import { nounPhrases } from '../../../ai/offline/noun-phrases';
import { normalise, unitSimilarity, type SemanticEngine } from '../../../semantic';
import type { HarvestedArticle } from './harvest';

export const MAX_AREAS_OF_FOCUS = 6;
/**
 * Two phrases are one topic at this closeness. On the offline word vectors, paraphrases of one subject
 * ('card settlement', 'settlement times') sit above it while merely related subjects ('card fraud', 'card
 * settlement') sit below, so a beat keeps its distinct topics.
 */
export const TOPIC_SIMILARITY = 0.6;
/** Longest topic kept: longer noun phrases are one story's detail, not a beat. */
const MAX_TOPIC_WORDS = 3;

interface Candidate {
  term: string;
  key: string;
  articles: Set<number>;
  score: number;
}

/** An acronym is a subject ('AI', 'BNPL', 'EVs'); any other capitalised word names a company, product, place or person. */
const isAcronym = (word: string) => /^[A-Z]{2,5}s?$/.test(word);
/** Words that make a phrase one story's detail: counts, sizes, ranks, comparisons ('nine-hour', 'largest', 'second'). */
const DETAIL_WORD =
  /^(?:\d.*|.*\d.*|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|hundred|thousand|million|billion|half|multi|single|double)-.+|second|third|fourth|fifth|largest|biggest|smallest|highest|lowest|latest|fewer|longest|long|short|long-time|initial|example|use|record|key|major|minor|top|former|likely|possible|similar|fresh|recent|current|further|additional|annual|monthly|weekly|daily)$/i;

/**
 * Headline verbs the tagger reads as nouns ('Chip stocks fall', 'Pixelray cuts price'): a phrase holding one
 * is a clause, not a subject.
 */
const HEADLINE_VERB =
  /^(?:falls?|rises?|cuts?|hits?|wins?|says?|faces?|seeks?|counts?|warns?|slips?|jumps?|drops?|soars?|surges?|slumps?|eases?|grows?|loses?|gains?|eyes?|backs?|bans?|plans?|urges?|vows?|sets?|gets?|makes?|takes?|opens?|closes?|ends?|starts?|launches|leads?|tops?|doubles?|halves?|delays?|slows?|lifts?|adds?|pushes?|pulls?|calls?|stalls?)$/i;

/** A phrase that names a subject a journalist covers, rather than one story's actor or detail. */
function isTopicPhrase(term: string): boolean {
  const words = term.split(/\s+/);
  if (words.length < 2 || words.length > MAX_TOPIC_WORDS) return false;
  return words.every((w) => !DETAIL_WORD.test(w) && !HEADLINE_VERB.test(w) && (!/\p{Lu}/u.test(w) || isAcronym(w)));
}

/** Topic phrases of one text, by key. */
function phrasesOf(text: string): Map<string, { term: string; score: number }> {
  const found = new Map<string, { term: string; score: number }>();
  for (const phrase of nounPhrases(text)) {
    if (!phrase.proper && isTopicPhrase(phrase.term)) found.set(phrase.key, { term: phrase.term, score: phrase.score });
  }
  return found;
}

/**
 * Topic candidates: noun phrases of the headlines (what the journalist chose to lead with), each evidenced by
 * every article whose headline or opening sentence uses it.
 */
function candidatesOf(articles: readonly HarvestedArticle[]): Candidate[] {
  const byKey = new Map<string, Candidate>();
  const leads = articles.map((a) => phrasesOf((a.summary ?? '').split(/(?<=[.!?])\s+/)[0] ?? ''));
  articles.forEach((article, index) => {
    for (const [key, phrase] of phrasesOf(article.title)) {
      const entry = byKey.get(key) ?? { term: phrase.term, key, articles: new Set<number>(), score: 0 };
      entry.articles.add(index);
      entry.score = Math.max(entry.score, phrase.score);
      byKey.set(key, entry);
    }
  });
  leads.forEach((lead, index) => {
    for (const key of lead.keys()) byKey.get(key)?.articles.add(index);
  });
  return [...byKey.values()].sort(
    (a, b) => b.articles.size - a.articles.size || b.score - a.score || a.term.localeCompare(b.term),
  );
}

/**
 * Areas of focus for one journalist: at most MAX_AREAS_OF_FOCUS topics. Phrases are clustered greedily, most
 * evidenced first: a phrase joins the first topic whose name it is close to (TOPIC_SIMILARITY), else opens its own.
 * A topic evidenced by one article only is kept when the journalist has few articles, so a new byline still shows
 * what it covers.
 */
export async function areasOfFocus(articles: readonly HarvestedArticle[], semantic: SemanticEngine): Promise<string[]> {
  const candidates = candidatesOf(articles).slice(0, 60);
  if (candidates.length === 0) return [];
  const vectors = await semantic.embed(candidates.map((c) => c.term));
  const topics: { name: Candidate; centroid: Float32Array; articles: Set<number> }[] = [];
  candidates.forEach((candidate, i) => {
    const vector = vectors[i]!;
    const home = topics.find(
      (t) =>
        t.name.key.endsWith(` ${candidate.key}`) ||
        candidate.key.endsWith(` ${t.name.key}`) ||
        unitSimilarity(t.centroid, vector) >= TOPIC_SIMILARITY,
    );
    if (!home) {
      topics.push({ name: candidate, centroid: Float32Array.from(vector), articles: new Set(candidate.articles) });
      return;
    }
    for (const a of candidate.articles) home.articles.add(a);
    // The topic's meaning is its members' mean direction, weighted by evidence, so it does not drift to one stray phrase.
    for (let d = 0; d < vector.length; d++)
      home.centroid[d] = home.centroid[d]! + vector[d]! * (candidate.articles.size / Math.max(1, home.articles.size));
    normalise(home.centroid);
  });
  const ranked = topics.sort((a, b) => b.articles.size - a.articles.size || b.name.score - a.name.score);
  const minEvidence = articles.length >= 6 && ranked.filter((t) => t.articles.size >= 2).length >= 3 ? 2 : 1;
  return ranked
    .filter((t) => t.articles.size >= minEvidence)
    .slice(0, MAX_AREAS_OF_FOCUS)
    .map((t) => t.name.term);
}
