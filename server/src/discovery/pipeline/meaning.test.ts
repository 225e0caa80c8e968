import { describe, expect, it } from 'vitest';
import { forEachMeaningPair, liftMeaning } from './meaning';
import { clusterItems } from './cluster';

/** Seeded uniform values in -1..1. */
function noise(dims: number, seed: number): Float32Array {
  const v = new Float32Array(dims);
  let state = (seed * 2654435761) >>> 0;
  for (let i = 0; i < dims; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    v[i] = (state / 2 ** 32) * 2 - 1;
  }
  return v;
}

/**
 * A unit vector near the dense direction `story` (as a model's vectors are: spread over every dimension), moved
 * by `spread` of seeded noise.
 */
function unit(dims: number, story: number, spread: number, seed: number, common = 0): Float32Array {
  const base = noise(dims, 1_000_003 + story);
  const jitter = noise(dims, seed);
  const shared = noise(dims, 7);
  const v = base.map((x, i) => x + spread * jitter[i]! + common * shared[i]!);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

/** How strongly every test vector leans one way (unrelated pairs then sit near 0.5, same-story pairs above 0.9). */
const COMMON = 1;

describe('the meaning signal in clustering', () => {
  it('when a cosine is lifted, then the bar lands on the pair bar, 1 stays 1, and below the bar the model says nothing', () => {
    expect(liftMeaning(0.6, 0.6, 0.28)).toBeCloseTo(0.28);
    expect(liftMeaning(1, 0.6, 0.28)).toBeCloseTo(1);
    expect(liftMeaning(0.8, 0.6, 0.28)).toBeCloseTo(0.64);
    expect(liftMeaning(0.59, 0.6, 0.28)).toBe(0);
    expect(liftMeaning(Number.NaN, 0.6, 0.28)).toBe(0);
  });

  it('when a large batch is hashed, then near-duplicate vectors meet as candidates and most unrelated pairs do not', () => {
    // 1,200 items of 1,536 dimensions: over the exhaustive limit, so the LSH path runs.
    const dims = 1536;
    // A direction every vector shares (as a model's vectors do) fills a few buckets per band, and the two tellings
    // of a story sit 600 places apart: a bucket walked with a window of 16 meets them only in some bands, so a pair
    // must not be dropped for an earlier band it shared but was never met in.
    const story = (i: number) => i % 600;
    const vectors = Array.from({ length: 1200 }, (_, i) => unit(dims, story(i), 0.3, i + 1, COMMON));
    const met = new Set<string>();
    let visits = 0;
    forEachMeaningPair(vectors, 16, 7, 0.8, (a, b) => {
      visits += 1;
      met.add(`${a}:${b}`);
    });
    let found = 0;
    for (let i = 0; i < 600; i += 1) if (met.has(`${i}:${i + 600}`)) found += 1;
    expect(found / 600).toBeGreaterThan(0.95);
    expect(visits).toBeLessThan((1200 * 1199) / 2 / 100);
  });

  it('when two retellings share few words and the model reads them as one story, then they cluster; words alone keep them apart', () => {
    const now = Date.parse('2026-06-15T12:00:00Z');
    const docs = [
      { title: 'ECB keeps rates on hold as inflation path stays uncertain', summary: 'Policymakers in Frankfurt kept the deposit rate at 2%.', publishedAt: new Date(now - 3_600_000) },
      { title: 'Eurozone borrowing costs left unchanged by ECB for a second meeting', summary: 'Lagarde said wage data would decide the next move.', publishedAt: new Date(now - 2 * 3_600_000) },
      { title: 'Striker signs four-year deal with champions', summary: 'The forward joins for a club-record fee.', publishedAt: new Date(now - 3 * 3_600_000) },
    ];
    const words = clusterItems(docs).clusters;
    expect(words.some((c) => c.includes(0) && c.includes(1))).toBe(false);
    const vectors = [unit(64, 3, 0.1, 1), unit(64, 3, 0.1, 2), unit(64, 40, 0.1, 3)];
    const withMeaning = clusterItems(docs, {}, [], { vectors, bar: 0.8 }).clusters;
    expect(withMeaning.some((c) => c.includes(0) && c.includes(1) && !c.includes(2))).toBe(true);
  });

  it('when the model reads two word-alike items as two stories, then their words still join them: the model adds, never vetoes', () => {
    const now = Date.parse('2026-06-15T12:00:00Z');
    const docs = [
      { title: 'Kestrel Bank reports record quarterly profit', summary: 'Kestrel Bank said profit rose on higher lending margins.', publishedAt: new Date(now - 3_600_000) },
      { title: 'Kestrel Bank reports record quarterly profit, shares rise', summary: 'Kestrel Bank said profit rose on lending margins.', publishedAt: new Date(now - 2 * 3_600_000) },
    ];
    expect(clusterItems(docs).clusters).toHaveLength(1);
    const apart = [unit(64, 3, 0.05, 1), unit(64, 30, 0.05, 2)];
    expect(apart[0]!.reduce((s, x, i) => s + x * apart[1]![i]!, 0)).toBeLessThan(0.5);
    expect(clusterItems(docs, {}, [], { vectors: apart, bar: 0.8 }).clusters).toHaveLength(1);
  });

  it('when the model gave one item no usable vector, then that item keeps its word joins', () => {
    const now = Date.parse('2026-06-15T12:00:00Z');
    const docs = [
      { title: 'Kestrel Bank reports record quarterly profit', summary: 'Kestrel Bank said profit rose on higher lending margins.', publishedAt: new Date(now - 3_600_000) },
      { title: 'Kestrel Bank reports record quarterly profit, shares rise', summary: 'Kestrel Bank said profit rose on lending margins.', publishedAt: new Date(now - 2 * 3_600_000) },
    ];
    for (const missing of [new Float32Array(64), new Float32Array(10).fill(0.3)]) {
      const vectors = [missing, unit(64, 30, 0.05, 2)];
      expect(clusterItems(docs, {}, [], { vectors, bar: 0.8 }).clusters).toEqual([[1, 0]]);
    }
  });

  it('when the vectors do not match the items, then clustering refuses rather than guess', () => {
    const doc = { title: 'One', summary: 'Item', publishedAt: new Date() };
    expect(() => clusterItems([doc, doc], {}, [], { vectors: [new Float32Array(4)], bar: 0.5 })).toThrow(RangeError);
  });
});
