import { trendCategories, type TrendCategory } from '@newsjack/shared';
import { dot, type WordLexicon } from '../../semantic/semantic-engine';
import { compileCues, matchCues, stemCounts } from './lexicon-match';
import { NEWS_SUBJECTS, type NewsSubject } from '../../text/news-subjects';

const COMPILED = NEWS_SUBJECTS.map((subject) => ({ subject, cues: compileCues(subject.cues) }));

/** Normalises a hint such as 'World Events' or 'Health Care' to a category, or null. */
export function asCategory(hint: string | undefined | null): TrendCategory | null {
  const key = (hint ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return (trendCategories as readonly string[]).includes(key) ? (key as TrendCategory) : null;
}

/** How much one point of sentence cosine above the floor weighs against one point of cue weight. */
const MEANING_WEIGHT = 20;
/** Cosine every news text has with every subject's scope (the SIF vectors' common ground): no evidence. */
const MEANING_FLOOR = 0.2;

/** What a frame subject's score counts for against a field's (see NewsSubject.frame). */
const FRAME_SHARE = 0.5;
/** What a broad subject's score counts for (see NewsSubject.broad). */
const BROAD_SHARE = 0.75;

const aboutVectors = new WeakMap<WordLexicon, Float32Array[]>();

export interface SubjectMatch {
  category: TrendCategory;
  subject: NewsSubject | null;
  /** The cue words the text matched, strongest first. */
  cues: string[];
}

/**
 * The news subject (IPTC Media Topics, see news-subjects.ts) a text is about, and so its trend category: each
 * subject scores its cues over the whole text (a story's every headline and summary, so no single word decides)
 * and, with the word vectors, how close the text's sentence vector is to the subject's scope note. A valid hint
 * (a feed's own category) wins; 'business' when nothing matches.
 */
export function detectCategory(text: string, hint?: string | null, lexicon?: WordLexicon): SubjectMatch {
  const fromHint = asCategory(hint);
  if (fromHint) return { category: fromHint, subject: null, cues: [] };
  const counts = stemCounts(text);
  const meaning = lexicon ? subjectCosines(text, lexicon) : null;
  let best: { score: number; match: SubjectMatch } = { score: 0, match: { category: 'business', subject: null, cues: [] } };
  COMPILED.forEach(({ subject, cues }, i) => {
    const { score, matches } = matchCues(counts, cues);
    const total = (score + (meaning ? MEANING_WEIGHT * Math.max(0, meaning[i]! - MEANING_FLOOR) : 0)) * (subject.frame ? FRAME_SHARE : subject.broad ? BROAD_SHARE : 1);
    if (total > best.score) best = { score: total, match: { category: subject.category, subject, cues: matches.map((m) => m.surface) } };
  });
  return best.match;
}

function subjectCosines(text: string, lexicon: WordLexicon): number[] {
  let about = aboutVectors.get(lexicon);
  if (!about) aboutVectors.set(lexicon, (about = NEWS_SUBJECTS.map((s) => lexicon.sentence(`${s.subject}: ${s.about}`))));
  const v = lexicon.sentence(text);
  return about.map((a) => (a.length === v.length && v.length > 0 ? dot(a, v) : 0));
}
