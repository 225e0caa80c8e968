/**
 * A journalist's areas of focus, derived from what they wrote: subject phrases of their headlines (multi-word
 * topics, never single words or bare names), grouped by closeness in meaning, each group named by its
 * best-evidenced real phrase, most-evidenced first.
 *
 * Two sources of phrases: word runs a journalist repeats across headlines ('card settlement' in three of them),
 * which need no tagging and are the strongest evidence of a beat; and the noun phrases of single headlines, so a
 * journalist with few articles still shows what they cover. Headlines are a hard case for part-of-speech tagging
 * ('Chip stocks fall', 'Heat pump grants reopen'), hence the word lists below.
 */
import { nounPhrases } from '../../../text/noun-phrases';
import { tagSentence } from '../../../text/nlp';
import { normalise, unitSimilarity, type SemanticEngine } from '../../../semantic';
import { containsRun, isStopWord, stem, stemSequence } from '../../../text';
import type { HarvestedArticle } from './harvest';

export const MAX_AREAS_OF_FOCUS = 6;
/**
 * Two phrases are one topic at this closeness of meaning. Measured on the offline word vectors: wordings of one
 * subject score 0.57-0.83 ('AI political ad rules' / 'AI ad disclosure rule' 0.83, 'logical qubits' / 'physical
 * qubits' 0.63), different subjects 0.2-0.5 ('payments outage' / 'card settlement' 0.20, 'heat pumps' / 'solar
 * panels' 0.48).
 */
export const TOPIC_SIMILARITY = 0.6;
/** Longest topic kept: longer phrases are one story's detail, not a beat. */
const MAX_TOPIC_WORDS = 3;
/** Candidates considered per journalist (most evidenced first). */
const MAX_CANDIDATES = 60;

interface Candidate {
  term: string;
  stems: string[];
  articles: Set<number>;
  /** Repeated across headlines (2) or one headline's noun phrase (1): repeats name a beat more surely. */
  strength: number;
}

/** An acronym is a subject ('AI', 'BNPL', 'EVs'); any other capitalised word names a company, product, place or person. */
const isAcronym = (word: string) => /^[A-Z]{2,5}s?$/.test(word);
/** Words that make a phrase one story's detail: counts, sizes, ranks, comparisons ('nine-hour', 'largest', 'second'). */
const DETAIL_WORD =
  /^(?:.*\d.*|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|hundred|thousand|million|billion|half|multi|single|double)-.+|second|third|fourth|fifth|largest|biggest|smallest|highest|lowest|latest|fewer|longest|long|short|long-time|initial|example|use|record|key|major|minor|top|former|likely|possible|similar|fresh|recent|current|further|additional|annual|monthly|weekly|daily|new|more|most|still|why|how|what|who|when|here|there|now|just|again|amid|after|over|under)$/i;
/**
 * Headline verbs the tagger reads as nouns ('Chip stocks fall', 'Pixelray cuts price'): a phrase holding one
 * is a clause, not a subject.
 */
const HEADLINE_VERB =
  /^(?:falls?|rises?|cuts?|hits?|wins?|says?|faces?|seeks?|counts?|warns?|slips?|jumps?|drops?|soars?|surges?|slumps?|eases?|grows?|loses?|gains?|eyes?|backs?|bans?|plans?|urges?|vows?|sets?|gets?|makes?|takes?|opens?|closes?|ends?|starts?|launches|leads?|tops?|doubles?|halves?|delays?|slows?|lifts?|adds?|pushes?|pulls?|calls?|stalls?|declines?|booms?|soaks?|rallies|rally|returns?|resumes?|reopens?|signs?|shuts?|sees?|weighs?|mulls?|nears?|wants?|climbs?|spreads?|reviews?|fights?|share|shares|pass|passes|names?|offers?|offered|widens?|targets?|reports?|says|said|expands?|unveils?|announces?|reveals?|tightens?|welcomes?|worry|worries|raises?|wait|waits)$/i;
/** Heads that name a stretch of time or stand in for a noun ('straight week', 'fitted ones'): no subject. */
const EMPTY_HEAD =
  /^(?:day|days|week|weeks|month|months|year|years|season|seasons|quarter|quarters|ones|thing|things|way|ways|time|times)$/i;

/** Heads naming a person's role ('new chief executive'): news about people, not a subject. */
const ROLE_HEAD =
  /^(?:executives?|officers?|directors?|ministers?|secretary|spokes(?:person|man|woman)|founders?|ceos?|chairs?|chairman|president|boss|bosses|leaders?)$/i;

/** A word that can be part of a subject phrase. */
function isContentWord(word: string): boolean {
  return (
    !isStopWord(word.toLowerCase()) &&
    !DETAIL_WORD.test(word) &&
    !HEADLINE_VERB.test(word) &&
    (!/\p{Lu}/u.test(word) || isAcronym(word))
  );
}

/** A phrase that names a subject a journalist covers, rather than one story's actor or detail. */
function isTopicPhrase(words: readonly string[]): boolean {
  if (words.length < 2 || words.length > MAX_TOPIC_WORDS) return false;
  const head = words[words.length - 1]!;
  // A letter left of a split figure or possessive ('£5m move', 'Apple’s data') is no word.
  return !EMPTY_HEAD.test(head) && !ROLE_HEAD.test(head) && words.every((w) => w.length > 1 && isContentWord(w));
}

/** A headline with its first word in lower case when that word is a common one (capitalised by position only). */
function unshoutedTitle(title: string, commonFirstWords: ReadonlySet<string>): string {
  return title.replace(/^(\p{Lu})([\p{Ll}'’-]*)/u, (word) =>
    commonFirstWords.has(word.toLowerCase()) ? word.toLowerCase() : word,
  );
}

/** Parts of speech that never belong in a subject phrase. */
const FUNCTION_POS = new Set(['AUX', 'ADV', 'ADP', 'DET', 'PRON', 'CCONJ', 'SCONJ', 'PART', 'NUM', 'INTJ']);

/**
 * A headline word the tagger reads as a verb that really is one: inflected ('finds', 'declared') or after a
 * plural subject ('customers vent'). A bare form elsewhere is usually a noun the tagger misread ('heat pump').
 */
function isVerbHere(word: string, pos: string | undefined, previous: string | undefined): boolean {
  if (pos !== 'VERB') return false;
  return /(?:s|ed)$/i.test(word) || (previous !== undefined && /[^s]s$/i.test(previous));
}

/** Maximal runs of content words of one headline, split at punctuation, function words and verbs. */
function contentRuns(title: string): string[][] {
  const posOf = new Map(tagSentence(title).map((t) => [t.text.toLowerCase(), t.pos]));
  const runs: string[][] = [];
  for (const part of title.split(/[:;,.!?|()"“”‘’—–]+|\s-\s/)) {
    let run: string[] = [];
    let previous: string | undefined;
    for (const word of part.replace(/['’]s\b/g, '').match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? []) {
      const pos = posOf.get(word.toLowerCase());
      const content = isContentWord(word) && !(pos && FUNCTION_POS.has(pos)) && !isVerbHere(word, pos, previous);
      previous = word;
      if (content) run.push(word);
      else {
        if (run.length > 0) runs.push(run);
        run = [];
      }
    }
    if (run.length > 0) runs.push(run);
  }
  return runs;
}

function addCandidate(byKey: Map<string, Candidate>, term: string, index: number, strength: number): void {
  const stems = stemSequence(term);
  const key = stems.join(' ');
  const entry = byKey.get(key) ?? { term, stems, articles: new Set<number>(), strength };
  entry.articles.add(index);
  entry.strength = Math.max(entry.strength, strength);
  byKey.set(key, entry);
}

/**
 * Topic candidates from the headlines, each evidenced by every article whose headline or opening sentence holds
 * its words in a row (stem-aware).
 */
function candidatesOf(articles: readonly HarvestedArticle[], commonFirstWords: ReadonlySet<string>): Candidate[] {
  const titles = articles.map((a) => unshoutedTitle(a.title, commonFirstWords));
  const byKey = new Map<string, Candidate>();
  // Word runs of 2-3 words that more than one headline uses.
  const runs = new Map<string, { term: string; articles: Set<number> }>();
  const contentOf = titles.map(contentRuns);
  contentOf.forEach((headline, index) => {
    for (const run of headline) {
      for (let n = 2; n <= MAX_TOPIC_WORDS; n++) {
        for (let i = 0; i + n <= run.length; i++) {
          const words = run.slice(i, i + n);
          if (!isTopicPhrase(words)) continue;
          const key = words.map((w) => stem(w.toLowerCase())).join(' ');
          const entry = runs.get(key) ?? { term: words.join(' '), articles: new Set<number>() };
          entry.articles.add(index);
          runs.set(key, entry);
        }
      }
    }
  });
  for (const entry of runs.values()) {
    if (entry.articles.size >= 2) for (const index of entry.articles) addCandidate(byKey, entry.term, index, 2);
  }
  titles.forEach((title, index) => {
    // Each headline's own subject: its content runs (a longer run gives its last two words, head and modifier)…
    for (const run of contentOf[index]!) {
      const words = run.length > MAX_TOPIC_WORDS ? run.slice(-2) : run;
      if (isTopicPhrase(words)) addCandidate(byKey, words.join(' '), index, 1);
    }
    // …and its noun phrases and the runs inside them ('card settlement' in 'card settlement rules'), never one
    // ending on a word the headline uses as its verb ('Aid dries up', 'Apps tumble').
    const posOf = new Map(tagSentence(title).map((t) => [t.text.toLowerCase(), t.pos]));
    const endsOnVerb = (part: readonly string[]) => isVerbHere(part[part.length - 1]!, posOf.get(part[part.length - 1]!.toLowerCase()), part[part.length - 2]);
    for (const phrase of nounPhrases(title)) {
      if (phrase.proper) continue;
      const words = phrase.term.split(/\s+/);
      for (let n = Math.min(MAX_TOPIC_WORDS, words.length); n >= 2; n--) {
        for (let i = 0; i + n <= words.length; i++) {
          const part = words.slice(i, i + n);
          if (isTopicPhrase(part) && !endsOnVerb(part)) addCandidate(byKey, part.join(' '), index, 1);
        }
      }
    }
  });
  const texts = articles.map((a, i) =>
    stemSequence(`${titles[i]}\n${(a.summary ?? '').split(/(?<=[.!?])\s+/)[0] ?? ''}`),
  );
  for (const candidate of byKey.values()) {
    texts.forEach((text, index) => {
      if (containsRun(text, candidate.stems)) candidate.articles.add(index);
    });
  }
  return [...byKey.values()]
    .sort(
      (a, b) =>
        b.articles.size - a.articles.size ||
        b.strength - a.strength ||
        a.stems.length - b.stems.length ||
        a.term.localeCompare(b.term),
    )
    .slice(0, MAX_CANDIDATES);
}

/**
 * First words of headlines that are ordinary words capitalised by position, not names: the journalist's own
 * text uses them in lower case elsewhere ('Heat pump grants…' beside '…a heat pump…').
 */
function commonFirstWords(articles: readonly HarvestedArticle[]): Set<string> {
  const lower = new Set(
    articles.flatMap(
      (a) =>
        `${a.title.split(/\s+/).slice(1).join(' ')} ${a.summary ?? ''}`.match(
          /(?<![\p{L}\p{N}])\p{Ll}[\p{Ll}'’-]*/gu,
        ) ?? [],
    ),
  );
  const firsts = articles.map((a) => /^\p{Lu}[\p{Ll}'’-]*/u.exec(a.title)?.[0]?.toLowerCase());
  return new Set(firsts.filter((w): w is string => w !== undefined && lower.has(w)));
}

const containsWords = (outer: readonly string[], inner: readonly string[]) =>
  inner.length < outer.length && containsRun(outer, inner);

/**
 * Areas of focus for one journalist: at most MAX_AREAS_OF_FOCUS topics. Candidates are clustered greedily, most
 * evidenced first: a phrase joins the first topic that contains it, is contained in it, or is close to it in
 * meaning (TOPIC_SIMILARITY), else opens its own. Topics evidenced by one article are dropped when the journalist
 * has enough repeated topics to show their beat.
 */
export async function areasOfFocus(articles: readonly HarvestedArticle[], semantic: SemanticEngine): Promise<string[]> {
  if (articles.length === 0) return [];
  const candidates = candidatesOf(articles, commonFirstWords(articles));
  if (candidates.length === 0) return [];
  const vectors = await semantic.embed(candidates.map((c) => c.term));
  const topics: { name: Candidate; centroid: Float32Array; articles: Set<number> }[] = [];
  candidates.forEach((candidate, i) => {
    const vector = vectors[i]!;
    const home = topics.find(
      (t) =>
        containsWords(t.name.stems, candidate.stems) ||
        containsWords(candidate.stems, t.name.stems) ||
        unitSimilarity(t.centroid, vector) >= TOPIC_SIMILARITY,
    );
    if (!home) {
      topics.push({ name: candidate, centroid: Float32Array.from(vector), articles: new Set(candidate.articles) });
      return;
    }
    for (const a of candidate.articles) home.articles.add(a);
    // The topic's meaning is its members' mean direction, weighted by evidence, so one stray phrase cannot drag it.
    const weight = candidate.articles.size / Math.max(1, home.articles.size);
    for (let d = 0; d < vector.length; d++) home.centroid[d] = home.centroid[d]! + vector[d]! * weight;
    normalise(home.centroid);
  });
  const ranked = topics.sort((a, b) => b.articles.size - a.articles.size || b.name.strength - a.name.strength);
  const repeated = ranked.filter((t) => t.articles.size >= 2).length;
  const minEvidence = repeated >= 3 ? 2 : 1;
  return ranked
    .filter((t) => t.articles.size >= minEvidence)
    .slice(0, MAX_AREAS_OF_FOCUS)
    .map((t) => t.name.term);
}
