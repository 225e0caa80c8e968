import { describe, expect, it } from 'vitest';
import { ArticleWords } from './article-words';
import { RecallTable, WordRows, type ArticleRuns, type ConceptProfile } from './concept-recall';

/**
 * The recall table reads each company word's best match per article from arrays made once per word (WordRows) and
 * sums a trend's articles in one pass; these tests hold it to the definition it replaced, a scan of the article's
 * words per company word (and a second scan without a lemma), on small random calls: the same numbers, not close ones.
 */

/** mulberry32: a seeded generator, so a failure replays. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Call {
  articles: ArticleRuns;
  vectors: Float32Array;
  dims: number;
  /** Each article as its word numbers, in order. */
  ids: number[][];
  companyVectors: Map<string, Float32Array>;
  profile: ConceptProfile;
}

/** A call of `count` articles over `vocabulary` words, lemmas shared by pairs of words ('dog', 'dogs'). */
function randomCall(seed: number, count = 60, vocabulary = 40, dims = 6): Call {
  const next = random(seed);
  const vectors = Float32Array.from({ length: vocabulary * dims }, () => next() * 2 - 1);
  // Some words share a vector's values exactly (ties), as unknown words hashed alike can.
  vectors.copyWithin(dims * 3, 0, dims);
  const ids = Array.from({ length: count }, (_, a) => (a % 13 === 0 ? [] : [...new Set(Array.from({ length: 2 + Math.floor(next() * 8) }, () => Math.floor(next() * vocabulary)))]));
  const words = ids.flat();
  const start = [0];
  for (const list of ids) start.push(start[start.length - 1]! + list.length);
  const lemmaOf = Int32Array.from({ length: vocabulary }, (_, j) => Math.floor(j / 2));
  const companyWords = Array.from({ length: 9 }, (_, k) => `w${k}`);
  const companyVectors = new Map(companyWords.map((w) => [w, Float32Array.from({ length: dims }, () => next() * 2 - 1)]));
  const weights = Float64Array.from(companyWords, () => 0.1 + next());
  const profile = { words: companyWords, weights, total: weights.reduce((a, b) => a + b, 0) };
  const lemmaIds = new Map(Array.from({ length: Math.ceil(vocabulary / 2) }, (_, l) => [`l${l}`, l] as const));
  return { articles: { words: Int32Array.from(words), start: Int32Array.from(start), lemmaOf, lemmaIds }, vectors, dims, ids, companyVectors, profile };
}

/** The cosine as WordRows stores it (a double sum in dimension order, kept as a float). */
function cosine(call: Call, vector: Float32Array, j: number): number {
  let s = 0;
  for (let d = 0; d < call.dims; d++) s += vector[d]! * call.vectors[j * call.dims + d]!;
  return Math.fround(s);
}

/** Company word k's best positive cosine in the article, its words of lemma `skip` left out. */
function scanBest(call: Call, k: number, ids: readonly number[], skip = -1): { value: number; at: number } {
  const vector = call.companyVectors.get(call.profile.words[k]!)!;
  let value = 0;
  let at = -1;
  for (const j of ids) {
    if (call.articles.lemmaOf[j] === skip) continue;
    const c = cosine(call, vector, j);
    if (c > value) [value, at] = [c, j];
  }
  return { value, at };
}

/** The definition: recall of an article, read again without each strongly matching lemma. */
function recallInSenseByScan(call: Call, ids: readonly number[], without: Uint8Array | null, strong: number, senseOf: (rest: number) => number): number {
  if (ids.length === 0) return 0;
  const ks = call.profile.words.map((_, k) => k).filter((k) => !without?.[k]);
  const matches = ks.map((k) => ({ k, ...scanBest(call, k, ids) }));
  const recallOf = (skip: number) => {
    let sum = 0;
    let total = 0;
    for (const m of matches) {
      const value = m.at >= 0 && call.articles.lemmaOf[m.at] === skip ? scanBest(call, m.k, ids, skip).value : m.value;
      sum += call.profile.weights[m.k]! * value;
      total += call.profile.weights[m.k]!;
    }
    return total > 0 ? sum / total : 0;
  };
  const full = recallOf(-1);
  let adjusted = full;
  for (const form of new Set(matches.filter((m) => m.at >= 0 && m.value >= strong).map((m) => call.articles.lemmaOf[m.at]!))) {
    const rest = recallOf(form);
    if (rest >= full) continue;
    adjusted -= (1 - senseOf(rest)) * (full - rest);
  }
  return Math.max(0, adjusted);
}

const tableOf = (call: Call) => new RecallTable(call.profile, new WordRows(call.vectors, call.dims, call.articles), (w) => call.companyVectors.get(w)!, call.articles);
const senseOf = (rest: number) => Math.min(1, Math.max(0.2, rest * 1.7));

describe('RecallTable', () => {
  it('when articles are read for many random calls, then each recall equals the scan of its words', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const call = randomCall(seed);
      const table = tableOf(call);
      const without = Uint8Array.from(call.profile.words, (_, k) => (k % 4 === 1 ? 1 : 0));
      call.ids.forEach((ids, a) => {
        const byScan = (skip: Uint8Array | null) => {
          const ks = call.profile.words.map((_, k) => k).filter((k) => !skip?.[k]);
          const total = ks.reduce((t, k) => t + call.profile.weights[k]!, 0);
          return ids.length === 0 ? 0 : ks.reduce((s, k) => s + call.profile.weights[k]! * scanBest(call, k, ids).value, 0) / total;
        };
        expect(table.recall(a)).toBe(byScan(null));
        expect(table.recall(a, without)).toBe(byScan(without));
      });
    }
  });

  it('when a trend of several articles is read in sense, then each article equals the definition read again without each strong lemma', () => {
    let strongLemmas = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const call = randomCall(seed);
      const table = tableOf(call);
      const strong = 0.35;
      for (const without of [null, Uint8Array.from(call.profile.words, (_, k) => (k === 0 || k === 5 ? 1 : 0))]) {
        for (let first = 0; first + 5 <= call.ids.length; first += 5) {
          const out = new Float64Array(5);
          table.recallsInSense(first, 5, without, strong, senseOf, out);
          for (let i = 0; i < 5; i++) expect(out[i]).toBe(recallInSenseByScan(call, call.ids[first + i]!, without, strong, senseOf));
        }
      }
      strongLemmas += call.ids.filter((ids) => call.profile.words.some((_, k) => scanBest(call, k, ids).value >= 0.35)).length;
    }
    // The second reading (without a lemma) is what the test is for: most articles have one.
    expect(strongLemmas).toBeGreaterThan(200);
  });

  it('when a trend is calibrated against the day, then its mean recall is the mean of its articles', () => {
    const call = randomCall(7);
    const table = tableOf(call);
    const mean = [0, 1, 2, 3].reduce((s, a) => s + table.recall(10 + a), 0) / 4;
    expect(table.meanRecall(10, 4)).toBe(mean);
  });

  it('when one line of the profile is asked for, then only its words count, in the order the profile has them', () => {
    const call = randomCall(3);
    const table = tableOf(call);
    const ks = table.wordsAmong(new Set(['w6', 'w2', 'w9']));
    expect([...ks]).toEqual([2, 6]);
    const a = 4;
    const expected = (call.profile.weights[2]! * scanBest(call, 2, call.ids[a]!).value + call.profile.weights[6]! * scanBest(call, 6, call.ids[a]!).value) / (call.profile.weights[2]! + call.profile.weights[6]!);
    expect(table.recallAmong(a, ks)).toBe(expected);
  });
});

describe('ArticleWords', () => {
  it('when articles repeat words and forms, then each word is numbered once and forms share a lemma number', () => {
    const book: string[] = [];
    const words = new ArticleWords((w) => book.push(w) - 1);
    expect(words.add('Dogs and dogs chase a dog')).toBe(0);
    expect(words.add('')).toBe(1);
    expect(words.add('The dog sleeps')).toBe(2);
    const runs = words.runsOf();
    expect(words.words).toEqual(['dogs', 'chase', 'dog', 'sleeps']);
    expect(book).toEqual(words.words);
    expect([...runs.start]).toEqual([0, 3, 3, 5]);
    expect([...runs.words]).toEqual([0, 1, 2, 2, 3]);
    expect(runs.lemmaOf[0]).toBe(runs.lemmaOf[2]);
    expect(runs.lemmaOf[1]).not.toBe(runs.lemmaOf[0]);
  });
});
