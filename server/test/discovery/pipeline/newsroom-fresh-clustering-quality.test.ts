import { trendCategories } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import { clusterItems } from '../../../src/discovery/pipeline/cluster';
import { scoreClustering } from '../../fixtures/clustering/score';
import { freshHardNegatives, freshItems, freshStories } from '../../fixtures/newsroom-clustering-fresh';
import { measureByKind } from '../../fixtures/newsroom-clustering-fresh/measure';
import { testStoryLexicon } from '../../helpers/semantic';

// Every cycle clusters with the offline word vectors (run-cycle), so the gates measure with them too.
const lexicon = await testStoryLexicon();

/**
 * Clustering quality on the second newsroom set (server/test/fixtures/newsroom-clustering-fresh). It was written to
 * be held out (docs/decisions/0028); the average-link engine's options were chosen looking at it too, so it is a
 * tuning set from then on, and the held-out checks are the event sets' (newsroom-events-cycle.test.ts). Issue 9's
 * target is B-cubed purity and recall ≥ 0.92; the assertions are a non-regression floor, rounded down to 0.01.
 */
const TARGET = 0.92;
// Measured on main (d11eba0) when the set was written, 303 items → 184 clusters: purity 0.9448, recall 0.5996;
// paraphrase-only 0.9776 / 0.4237, alias 0.9566 / 0.5248, follow-up 0.9604 / 0.5753; hard negatives' own items
// purity 0.8714, kept apart 0.8246 (10 of 57 joined their look-alike).
// Average link over words, sentence vectors and word alignment (decision 34; this set is now a tuning set, its
// figures looked at while choosing the options): purity 0.9164, recall 0.8145; paraphrase-only 0.9462 / 0.8007,
// alias 0.9296 / 0.6581, follow-up 0.9508 / 0.8539; hard negatives' own items purity 0.8051, kept apart 0.7719.
// Decision 82 (a report several outlets' reports meet seeds a story): purity 0.9208, recall 0.8561.
const FLOOR = {
  purity: 0.91,
  recall: 0.85,
  paraphrase: { purity: 0.94, recall: 0.8 },
  alias: { purity: 0.92, recall: 0.65 },
  followUp: { purity: 0.95, recall: 0.85 },
  negatives: { purity: 0.8 },
  negativesApart: 0.77,
};

const labels = freshItems.map((i) => i.label);
const result = clusterItems(freshItems, {}, [], undefined, lexicon);
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
