import { trendCategories } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import { clusterItems } from '../../../src/discovery/pipeline/cluster';
import { scoreClustering } from '../../fixtures/clustering/score';
import { freshHardNegatives, freshItems, freshStories } from '../../fixtures/newsroom-clustering-fresh';
import { measureByKind } from '../../fixtures/newsroom-clustering-fresh/measure';

/**
 * Clustering quality on the second newsroom set (server/test/fixtures/newsroom-clustering-fresh), which nobody
 * tunes on: the check that gains on the first set (newsroom-clustering-quality.test.ts) generalise. Issue 9's
 * target is B-cubed purity and recall ≥ 0.92; until then the assertions are a non-regression floor, the figures
 * of main's clustering when the set was written, rounded down to 0.01. Raise them when the engine improves;
 * never tune the engine's options on this set (docs/decisions/0028-a-second-newsroom-set-nobody-tunes-on.md).
 */
const TARGET = 0.92;
// Measured on main (d11eba0) when the set was written, 303 items → 184 clusters: purity 0.9448, recall 0.5996;
// paraphrase-only 0.9776 / 0.4237, alias 0.9566 / 0.5248, follow-up 0.9604 / 0.5753; hard negatives' own items
// purity 0.8714, kept apart 0.8246 (10 of 57 joined their look-alike).
const FLOOR = {
  purity: 0.94,
  recall: 0.59,
  paraphrase: { purity: 0.97, recall: 0.42 },
  alias: { purity: 0.95, recall: 0.52 },
  followUp: { purity: 0.96, recall: 0.57 },
  negatives: { purity: 0.87 },
  negativesApart: 0.82,
};

const labels = freshItems.map((i) => i.label);
const result = clusterItems(freshItems);
const score = scoreClustering(labels, result.clusters);
const kinds = measureByKind(labels, result.clusters, freshStories, freshHardNegatives);

const f = (x: number) => x.toFixed(4);

describe('clustering quality on the fresh newsroom set', () => {
  it('when the fresh set is clustered, then overall purity and recall stay at or above the floor measured on main', () => {
    console.info(
      [
        `fresh newsroom clustering: ${freshItems.length} items, ${freshStories.length} stories, ${freshHardNegatives.length} hard negatives → ${result.clusters.length} clusters`,
        `  B-cubed purity ${f(score.bcubedPrecision)}  recall ${f(score.bcubedRecall)}  (target ${TARGET} each)`,
        `  pairwise precision ${f(score.pairwisePrecision)}  recall ${f(score.pairwiseRecall)}`,
        `  stories' items: purity ${f(kinds.stories.purity)} recall ${f(kinds.stories.recall)}`,
        `  recall by category: ${trendCategories.map((c) => `${c} ${kinds.byCategory(c).recall.toFixed(2)}`).join(', ')}`,
        `  split stories: ${kinds.splitStories.map((s) => `${s.label} (${s.pieces})`).join(', ') || 'none'}`,
      ].join('\n'),
    );
    expect(score.bcubedPrecision).toBeGreaterThanOrEqual(FLOOR.purity);
    expect(score.bcubedRecall).toBeGreaterThanOrEqual(FLOOR.recall);
  });

  it('when the fresh set is clustered, then each kind of hard story keeps its purity and recall floor', () => {
    console.info(
      [
        `fresh newsroom clustering by kind (purity / recall):`,
        `  paraphrase-only ${f(kinds.paraphrase.purity)} / ${f(kinds.paraphrase.recall)} (${kinds.paraphrase.items} items)`,
        `  alias ${f(kinds.alias.purity)} / ${f(kinds.alias.recall)} (${kinds.alias.items} items)`,
        `  follow-up ${f(kinds.followUp.purity)} / ${f(kinds.followUp.recall)} (${kinds.followUp.items} items)`,
        `  hard negatives' own items: purity ${f(kinds.negatives.purity)} (${kinds.negatives.items} items)`,
      ].join('\n'),
    );
    expect(kinds.paraphrase.purity).toBeGreaterThanOrEqual(FLOOR.paraphrase.purity);
    expect(kinds.paraphrase.recall).toBeGreaterThanOrEqual(FLOOR.paraphrase.recall);
    expect(kinds.alias.purity).toBeGreaterThanOrEqual(FLOOR.alias.purity);
    expect(kinds.alias.recall).toBeGreaterThanOrEqual(FLOOR.alias.recall);
    expect(kinds.followUp.purity).toBeGreaterThanOrEqual(FLOOR.followUp.purity);
    expect(kinds.followUp.recall).toBeGreaterThanOrEqual(FLOOR.followUp.recall);
    expect(kinds.negatives.purity).toBeGreaterThanOrEqual(FLOOR.negatives.purity);
  });

  it('when the fresh set is clustered, then hard negatives stay out of their look-alike stories at least as often as on main', () => {
    console.info(
      `fresh newsroom hard negatives kept apart ${f(kinds.negativesApart)}${kinds.joinedNegatives.length ? `; joined: ${kinds.joinedNegatives.join(', ')}` : ''}`,
    );
    expect(kinds.negativesApart).toBeGreaterThanOrEqual(FLOOR.negativesApart);
  });
});
