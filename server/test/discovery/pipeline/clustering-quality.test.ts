import { describe, expect, it } from 'vitest';
import { clusterItems } from '../../../src/discovery/pipeline/cluster';
import { labelledItems } from '../../fixtures/clustering';
import { scoreClustering } from '../../fixtures/clustering/score';

/**
 * The hand-labelled fixture: 15 stories told 5-8 times each by different outlets in different words, and 42
 * unrelated items of which 21 are hard negatives (same company, other story; same subject word, other event).
 * Quality is measured with B-cubed precision (purity) and recall, averaged over items (see score.ts).
 */
describe('clustering quality on the labelled fixture', () => {
  const labels = labelledItems.map((i) => i.label);
  const result = clusterItems(labelledItems);
  const score = scoreClustering(labels, result.clusters);

  it('when the fixture is clustered, then it holds at least 120 items, 15 stories and 30 unrelated items', () => {
    const sizes = new Map<string, number>();
    for (const label of labels) sizes.set(label, (sizes.get(label) ?? 0) + 1);
    const stories = [...sizes.values()].filter((n) => n >= 4);
    expect(labelledItems.length).toBeGreaterThanOrEqual(120);
    expect(stories.length).toBeGreaterThanOrEqual(15);
    expect([...sizes.values()].filter((n) => n === 1).length).toBeGreaterThanOrEqual(30);
  });

  it('when the fixture is clustered, then B-cubed purity and recall are both at least 0.9', () => {
    expect(score.bcubedPrecision).toBeGreaterThanOrEqual(0.9);
    expect(score.bcubedRecall).toBeGreaterThanOrEqual(0.9);
  });

  it('when hard negatives sit next to their look-alike story, then none joins it', () => {
    const clusterOf = new Map<number, number>();
    result.clusters.forEach((members, c) => members.forEach((i) => clusterOf.set(i, c)));
    const ecb = labels.indexOf('ecb-rate-cut');
    const boe = labelledItems.findIndex((i) => i.title.startsWith('Bank of England holds'));
    const taiwan = labels.indexOf('taiwan-quake');
    const chile = labelledItems.findIndex((i) => i.title.includes('central Chile'));
    expect(clusterOf.get(boe)).not.toBe(clusterOf.get(ecb));
    expect(clusterOf.get(chile)).not.toBe(clusterOf.get(taiwan));
  });

  it('when candidates are generated, then far fewer pairs are checked than all n·(n−1)/2, repeats included', () => {
    const n = labelledItems.length;
    expect(result.stats.pairChecks).toBeLessThan((n * (n - 1)) / 2 / 5);
  });
});
