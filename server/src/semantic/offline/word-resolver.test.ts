import { describe, expect, it } from 'vitest';
import { quantise } from '../vector-store/vector-file';
import { SentenceEmbedder } from './sentence-embedder';
import { unknownVector, variants, WordResolver } from './word-resolver';
import { WordTable } from './word-table';

/** A tiny vocabulary with hand-set 3-d vectors, in frequency order. */
function table(entries: Record<string, number[]>): WordTable {
  const words = Object.keys(entries);
  const values = new Int8Array(words.length * 3);
  const scales = Float32Array.from(words.map((w, i) => quantise(entries[w]!, values, i * 3)));
  return new WordTable({ dims: 3, words, ranks: Uint32Array.from(words.map((_, i) => i)), scales, values });
}

const words = table({
  the: [0.1, 0.1, 0.1],
  heat: [1, 0, 0],
  pump: [0, 1, 0],
  nurse: [0, 0, 1],
  organization: [0.5, 0.5, 0],
  artificial: [1, 1, 0],
  intelligence: [1, 0, 1],
  based: [0, 1, 1],
  plant: [1, 0, 1],
});
const slot = (w: string) => words.slot(w)!;

describe('finding vectors for words the vocabulary lacks', () => {
  const resolver = new WordResolver(words);

  it('when a word is known, then it is its own vector', () => {
    expect(resolver.resolve('heat')).toEqual([{ slot: slot('heat'), share: 1 }]);
  });

  it('when a word is a plural or a British spelling of a known word, then the known word stands for it', () => {
    expect(resolver.resolve('nurses')).toEqual([{ slot: slot('nurse'), share: 1 }]);
    expect(resolver.resolve('organisation')).toEqual([{ slot: slot('organization'), share: 1 }]);
    expect(variants('companies')[0]).toBe('company');
  });

  it('when a word is two known words run together or hyphenated, then both halves share its weight', () => {
    expect(resolver.resolve('heatpump')).toEqual([
      { slot: slot('heat'), share: 0.5 },
      { slot: slot('pump'), share: 0.5 },
    ]);
    expect(resolver.resolve('plant-based')).toEqual([
      { slot: slot('plant'), share: 0.5 },
      { slot: slot('based'), share: 0.5 },
    ]);
  });

  it('when a newer term is in the glossary, then its spelled-out words stand for it', () => {
    expect(resolver.resolve('ai')).toEqual([
      { slot: slot('artificial'), share: 0.5 },
      { slot: slot('intelligence'), share: 0.5 },
    ]);
    expect(new WordResolver(words, false).resolve('ai')).toEqual([{ unknown: 'ai', share: 1 }]);
  });

  it('when nothing matches, then the word stays unknown with a fixed vector of its own', () => {
    expect(resolver.resolve('zyxwv')).toEqual([{ unknown: 'zyxwv', share: 1 }]);
    expect(Array.from(unknownVector('zyxwv', 8))).toEqual(Array.from(unknownVector('zyxwv', 8)));
    expect(Array.from(unknownVector('zyxwv', 8))).not.toEqual(Array.from(unknownVector('qwrtp', 8)));
  });
});

describe('sentence vectors', () => {
  it('when two texts share an unknown brand name, then they are closer than to a text without it', () => {
    const e = new SentenceEmbedder(words, { weighting: 'sif' });
    const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
    const a = e.embed('Zorblax heat');
    expect(dot(a, e.embed('zorblax pump'))).toBeGreaterThan(dot(a, e.embed('nurse pump')));
  });

  it('when a text has no word at all, then its vector is zero, not NaN', () => {
    const v = new SentenceEmbedder(words, { weighting: 'sif' }).embed('  — 42 !');
    expect(Array.from(v)).toEqual([0, 0, 0]);
  });

  it('when SIF weights words, then a frequent word counts far less than a rare one', () => {
    const e = new SentenceEmbedder(words, { weighting: 'sif', sifA: 1e-3 });
    // "the" (rank 0) against "heat" (rank 1) would be nearly equal; against an unknown word it nearly vanishes.
    const v = e.embed('the zyxwv');
    const u = unknownVector('zyxwv', 3);
    const cos = v.reduce((s, x, i) => s + x * u[i]!, 0) / Math.hypot(...u);
    expect(cos).toBeGreaterThan(0.95);
  });
});
