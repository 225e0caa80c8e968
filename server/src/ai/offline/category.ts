import { trendCategories, type TrendCategory } from '@newsjack/shared';
import { dot, type WordLexicon } from '../../semantic/semantic-engine';
import { exemplarVotes } from './category-exemplars';
import { compileCues, matchCues, stemCounts, type CompiledCue } from './lexicon-match';
import { NEWS_SUBJECTS, type FinerSubject, type NewsSubject } from '../../text/news-subjects';

/** Normalises a hint such as 'World Events' or 'Health Care' to a category, or null. */
export function asCategory(hint: string | undefined | null): TrendCategory | null {
  const key = (hint ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return (trendCategories as readonly string[]).includes(key) ? (key as TrendCategory) : null;
}

/** How much one point of sentence cosine above the floor weighs against one point of cue weight. */
const MEANING_WEIGHT = 20;
/** Cosine every news text has with every subject's scope (the SIF vectors' common ground): no evidence. */
const MEANING_FLOOR = 0.2;
/**
 * With some sixty subjects, a text is also close to many that it is not about (a council's levy on
 * staff parking reads near hospital staff and their pay): meaning counts only above the text's own common ground, its mean cosine to every
 * subject plus this many spreads (as field-sense.ts compares a story's fields).
 */
const MEANING_SPREADS = 1;

/**
 * What the votes of the nearest example reports (category-exemplars.ts) count for against the subjects' scores, each
 * scaled to its best, for a single report: the subjects say what a story names, the examples where an editor files
 * stories like it; the larger share when no cue word of the best subject is in the text. A story of several reports
 * gives them the share divided by its reports.
 */
const EXAMPLES_SHARE = 0.15;
const EXAMPLES_SHARE_UNCUED = 0.4;

/** What a frame subject's score counts for against a field's (see NewsSubject.frame). */
const FRAME_SHARE = 0.5;
/** What a broad subject's score counts for (see NewsSubject.broad). */
const BROAD_SHARE = 0.75;

/** One subject a text is scored against: a top-level subject, or a finer one under it with its parent's cues too. */
interface ScoredSubject {
  subject: NewsSubject;
  finer: FinerSubject | null;
  category: TrendCategory;
  share: number;
  cues: CompiledCue[];
  scope: string;
}

const SUBJECTS: readonly ScoredSubject[] = NEWS_SUBJECTS.flatMap((subject) => [
  { subject, finer: null, category: subject.category, share: subject.frame ? FRAME_SHARE : subject.broad ? BROAD_SHARE : 1, cues: compileCues(subject.cues), scope: `${subject.subject}: ${subject.about}` },
  ...(subject.finer ?? []).map((finer) => {
    const category = finer.category ?? subject.category;
    const own = category === subject.category;
    return {
      subject,
      finer,
      category,
      share: finer.frame || (own && subject.frame) ? FRAME_SHARE : finer.broad ? BROAD_SHARE : 1,
      cues: compileCues(own ? { ...subject.cues, ...finer.cues } : finer.cues),
      scope: `${finer.subject}: ${finer.about}`,
    };
  }),
]);

/** The most words a cue has ('bank of england'): the text's runs of words are counted up to it. */
const LONGEST_CUE = Math.max(...SUBJECTS.flatMap((s) => s.cues.map((c) => c.key.split(' ').length)));

const scopeVectors = new WeakMap<WordLexicon, Float32Array[]>();

export interface SubjectMatch {
  category: TrendCategory;
  subject: NewsSubject | null;
  /** The finer subject under it that scored, if one did. */
  finer: FinerSubject | null;
  /** The cue words the text matched, strongest first. */
  cues: string[];
}

/**
 * The news subject (IPTC Media Topics, see news-subjects.ts) a text is about, and so its trend category: each
 * subject, top-level or finer, scores its cues over the whole text (a story's every headline and summary, so no
 * single word decides) and, with the word vectors, how close the text's sentence vector is to the subject's scope
 * note; frames and broad subjects count for a share; the example reports nearest to it vote (category-exemplars.ts).
 * `reports`: how many reports the text holds. A valid hint (a feed's own category) wins; 'business' when nothing
 * matches.
 */
export function detectCategory(text: string, hint?: string | null, lexicon?: WordLexicon, reports = 1): SubjectMatch {
  const fromHint = asCategory(hint);
  if (fromHint) return { category: fromHint, subject: null, finer: null, cues: [] };
  // The text's sentence vector, made once for the subjects' scope notes and the examples.
  const sentence = lexicon?.sentence(text);
  const ranked = rankSubjects(text, lexicon, sentence);
  const votes = exemplarVotes(text, lexicon, sentence);
  const top = Math.max(0, ranked[0]?.score ?? 0);
  const topVote = Math.max(0, ...votes.values());
  if (top === 0 && topVote === 0) return { category: 'business', subject: null, finer: null, cues: [] };
  // The examples speak more when the best subject matched no word of its own, only by meaning (a tram order read near
  // transport accidents), and less as a story's own reports say more: the examples are single reports.
  const share = ((ranked[0]?.cueScore ?? 0) > 0 ? EXAMPLES_SHARE : EXAMPLES_SHARE_UNCUED) / Math.max(1, reports);
  const weigh = (category: TrendCategory): number => {
    const subject = ranked.find((r) => r.category === category)?.score ?? 0;
    const vote = votes.get(category) ?? 0;
    return (1 - share) * (top > 0 ? Math.max(0, subject) / top : 0) + share * (topVote > 0 ? vote / topVote : 0);
  };
  // Ties go to the category whose subject ranks first (as the subjects alone decided), then to the list's order.
  const rank = (category: TrendCategory) => {
    const at = ranked.findIndex((r) => r.category === category);
    return at < 0 ? ranked.length : at;
  };
  const category = [...trendCategories].sort((a, b) => weigh(b) - weigh(a) || rank(a) - rank(b))[0]!;
  const best = ranked.find((r) => r.category === category && r.score > 0);
  return best ?? { category, subject: null, finer: null, cues: [] };
}

export interface ScoredMatch extends SubjectMatch {
  score: number;
  /** The part of the score from cue words, and from meaning (both before the subject's share). */
  cueScore: number;
  meaningScore: number;
}

/** Every subject's score for a text, best first (what detectCategory reads; a measuring aid). */
export function rankSubjects(text: string, lexicon?: WordLexicon, sentence = lexicon?.sentence(text)): ScoredMatch[] {
  const counts = stemCounts(text, LONGEST_CUE);
  const meaning = lexicon && sentence ? subjectCosines(sentence, lexicon) : null;
  const floor = meaning ? meaningFloor(meaning) : MEANING_FLOOR;
  return SUBJECTS.map(({ subject, finer, category, share, cues }, i) => {
    const { score: cueScore, matches } = matchCues(counts, cues);
    const meaningScore = meaning ? MEANING_WEIGHT * Math.max(0, meaning[i]! - floor) : 0;
    return { category, subject, finer, cues: matches.map((m) => m.surface), score: (cueScore + meaningScore) * share, cueScore, meaningScore };
  }).sort((a, b) => b.score - a.score);
}

function meaningFloor(cosines: readonly number[]): number {
  const mean = cosines.reduce((a, b) => a + b, 0) / cosines.length;
  const sd = Math.sqrt(cosines.reduce((a, b) => a + (b - mean) ** 2, 0) / cosines.length);
  return Math.max(MEANING_FLOOR, mean + MEANING_SPREADS * sd);
}

function subjectCosines(v: Float32Array, lexicon: WordLexicon): number[] {
  let scopes = scopeVectors.get(lexicon);
  if (!scopes) scopeVectors.set(lexicon, (scopes = SUBJECTS.map((s) => lexicon.sentence(s.scope))));
  return scopes.map((a) => (a.length === v.length && v.length > 0 ? dot(a, v) : 0));
}
