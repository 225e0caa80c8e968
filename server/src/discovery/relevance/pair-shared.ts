import { phraseStems, tokenize } from '../../text';
import { contentWords } from './concept-recall';

/**
 * What scoring a company against a trend reads that is the same for every pair of one scoring call, worked out
 * once per call instead of once per pair: with 2,000 trends and hundreds of companies, re-reading each company's
 * phrases and each article word's lemma per pair cost about as much as the scoring itself.
 */
export interface PairShared {
  phraseRarity: (phrase: string) => number;
  stemsOf: (phrase: string) => string[] | null;
  phraseWords: (phrase: string) => ReadonlySet<string>;
  single: (phrase: string) => boolean;
}

export function pairShared(phraseRarity: (phrase: string) => number): PairShared {
  return {
    phraseRarity,
    stemsOf: memo(phraseStems),
    phraseWords: memo((phrase) => new Set(contentWords(phrase))),
    single: memo((phrase) => tokenize(phrase).length === 1),
  };
}

function memo<T>(fn: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    const value = fn(key);
    known.set(key, value);
    return value;
  };
}

/** Stories a company's ordinary day is read from, at most (relevance.ts reads the day from DAY_SAMPLE_MIN on). */
const DAY_SAMPLE_MAX = 400;

/**
 * The day's stories the calibration reads: all of them, or, in a cycle of thousands, every k-th (in the order they
 * came): its spreads are quantiles of the day, which a sample of hundreds measures as well as every story does, and
 * reading every story for every company made the calibration as costly as the scoring.
 */
export function daySample<T>(stories: readonly T[]): readonly T[] {
  if (stories.length <= DAY_SAMPLE_MAX) return stories;
  const step = stories.length / DAY_SAMPLE_MAX;
  return Array.from({ length: DAY_SAMPLE_MAX }, (_, i) => stories[Math.floor(i * step)]!);
}

