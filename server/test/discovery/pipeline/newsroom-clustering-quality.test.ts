import { trendCategories } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import { clusterItems } from '../../../src/discovery/pipeline/cluster';
import { scoreClustering } from '../../fixtures/clustering/score';
import {
  newsroomHardNegatives,
  newsroomHeldOutLabels,
  newsroomItems,
  newsroomStories,
  type NewsroomItem,
  type NewsroomStory,
  type StoryTrait,
} from '../../fixtures/newsroom-clustering';
import { testStoryLexicon } from '../../helpers/semantic';

// Every cycle clusters with the offline word vectors (run-cycle), so the gates measure with them too.
const lexicon = await testStoryLexicon();

/**
 * Clustering quality on the hand-written newsroom set (server/test/fixtures/newsroom-clustering): 65 stories in
 * every trend category, each told 4-8 times by different kinds of outlet, with paraphrase-only stories, aliases,
 * follow-ups days later, and hard negatives next to their look-alikes. Unlike the demo corpus, no two items share
 * a summary, so this set measures what a reader would call one story.
 *
 * Target of the issue "Intelligence that holds on real companies and real news: meaning, not word stems":
 * B-cubed purity and recall both ≥ 0.92 here. Today's engine (average link over TF-IDF, sentence vectors and word
 * alignment; docs/decisions/0034-same-story-by-words-and-meaning.md) is below it, so the assertions are a
 * non-regression floor: the figures measured on the engine of this commit, rounded down.
 * The options were tuned without the held-out labels (newsroomHeldOutLabels); that part is also clustered alone
 * and floored, as an estimate for unseen news. With an embeddings engine configured, clustering also reads the
 * engine's vectors (docs/decisions/0033); newsroom-meaning-clustering.test.ts gates that path at the target.
 */
const TARGET = 0.92;
// Before (word stems, MinHash and names as candidates): purity 0.954, recall 0.578, paraphrase 0.261, alias 0.569,
// follow-up 0.562, apart 0.840; held-out part 0.955 / 0.466.
// Best-first linking with entity and event vetoes (decision 27): purity 0.951, recall 0.691, paraphrase 0.498,
// alias 0.700, follow-up 0.648, apart 0.853; held-out part 0.967 / 0.536.
// Average link over words, sentence vectors and word alignment (decision 34, this set used for tuning): purity
// 0.870, recall 0.822, paraphrase 0.676, alias 0.783, follow-up 0.860, apart 0.680; held-out part 0.876 / 0.801.
// Recall was bought with purity here on purpose: this set's hard negatives are a fifth of its items, each written
// to share the event or the actor of its look-alike, far more than news carries (see the event sets' gate).
const FLOOR = {
  purity: 0.86,
  recall: 0.82,
  paraphraseRecall: 0.67,
  aliasRecall: 0.78,
  followUpRecall: 0.85,
  negativesApart: 0.67,
};
const HELD_OUT_FLOOR = { purity: 0.87, recall: 0.8 };

const labels = newsroomItems.map((i) => i.label);
const result = clusterItems(newsroomItems, {}, [], undefined, lexicon);
const score = scoreClustering(labels, result.clusters);
const clusterOf = new Map<number, number>();
result.clusters.forEach((members, c) => members.forEach((i) => clusterOf.set(i, c)));
const indicesOf = (label: string) => labels.flatMap((l, i) => (l === label ? [i] : []));

/** Mean B-cubed recall over the items of the given stories: how whole a reader's story stays. */
function recallOf(trait: StoryTrait | ((story: NewsroomStory) => boolean)): number {
  const stories = newsroomStories.filter(typeof trait === 'string' ? (s) => s.traits.includes(trait) : trait);
  let sum = 0;
  let n = 0;
  for (const story of stories) {
    const members = indicesOf(story.label);
    for (const i of members) {
      sum += members.filter((j) => clusterOf.get(j) === clusterOf.get(i)).length / members.length;
      n += 1;
    }
  }
  return sum / n;
}

/** Share of hard negatives none of whose items landed in a cluster with an item of their look-alike story. */
function negativesApart(): { share: number; joined: string[] } {
  const joined = newsroomHardNegatives.filter((neg) => {
    const lookalikeClusters = new Set(indicesOf(neg.lookalike).map((i) => clusterOf.get(i)));
    return indicesOf(neg.label).some((i) => lookalikeClusters.has(clusterOf.get(i)));
  });
  return {
    share: 1 - joined.length / newsroomHardNegatives.length,
    joined: joined.map((n) => `${n.label} → ${n.lookalike}`),
  };
}

/** The held-out labels clustered alone (their own idf): what the options do on stories they were not tuned on. */
function scorePart(keep: (item: NewsroomItem) => boolean) {
  const part = newsroomItems.filter(keep);
  return scoreClustering(
    part.map((i) => i.label),
    clusterItems(part, {}, [], undefined, lexicon).clusters,
  );
}
const heldOut = scorePart((i) => newsroomHeldOutLabels.has(i.label));
const tuning = scorePart((i) => !newsroomHeldOutLabels.has(i.label));

const measured = {
  purity: score.bcubedPrecision,
  recall: score.bcubedRecall,
  paraphraseRecall: recallOf('paraphrase'),
  aliasRecall: recallOf('alias'),
  followUpRecall: recallOf('follow-up'),
  negativesApart: negativesApart().share,
};

describe('clustering quality on the newsroom set', () => {
  it('when the set is read, then it holds ≥ 400 items in ≥ 60 stories of 4-9 items over every category, with each hard case', () => {
    expect(newsroomItems.length).toBeGreaterThanOrEqual(400);
    expect(newsroomStories.length).toBeGreaterThanOrEqual(60);
    for (const story of newsroomStories) {
      expect(story.rows.length, story.label).toBeGreaterThanOrEqual(4);
      expect(story.rows.length, story.label).toBeLessThanOrEqual(9);
      // Told by different outlets; an outlet may come back to its story days later in a follow-up.
      expect(new Set(story.rows.map((r) => r[0])).size, `${story.label}: outlets`).toBeGreaterThanOrEqual(
        Math.max(4, story.rows.length - 2),
      );
    }
    expect(new Set(newsroomStories.map((s) => s.category))).toEqual(new Set(trendCategories));
    for (const trait of ['paraphrase', 'alias', 'follow-up'] as const) {
      expect(newsroomStories.filter((s) => s.traits.includes(trait)).length, trait).toBeGreaterThanOrEqual(6);
    }
    for (const story of newsroomStories.filter((s) => s.traits.includes('follow-up'))) {
      const hours = story.rows.map((r) => r[1]);
      expect(
        Math.max(...hours) - Math.min(...hours),
        `${story.label}: a follow-up comes days later`,
      ).toBeGreaterThanOrEqual(48);
    }
    expect(newsroomHardNegatives.length).toBeGreaterThanOrEqual(60);
    const storyLabels = new Set(newsroomStories.map((s) => s.label));
    for (const neg of newsroomHardNegatives) expect(storyLabels.has(neg.lookalike), neg.lookalike).toBe(true);
    expect(new Set(labels).size).toBe(newsroomStories.length + newsroomHardNegatives.length);
    // Written, not generated: no summary repeats.
    expect(new Set(newsroomItems.map((i) => i.summary)).size).toBe(newsroomItems.length);
  });

  it('when the set is clustered, then purity, recall and the hard cases stay at or above the floor measured today', () => {
    const negatives = negativesApart();
    console.info(
      [
        `newsroom clustering: ${newsroomItems.length} items, ${newsroomStories.length} stories, ${newsroomHardNegatives.length} hard negatives → ${result.clusters.length} clusters`,
        `  B-cubed purity ${measured.purity.toFixed(3)}  recall ${measured.recall.toFixed(3)}  (target ${TARGET} each)`,
        `  pairwise precision ${score.pairwisePrecision.toFixed(3)}  recall ${score.pairwiseRecall.toFixed(3)}`,
        `  recall of paraphrase-only stories ${measured.paraphraseRecall.toFixed(3)}, alias stories ${measured.aliasRecall.toFixed(3)}, follow-up stories ${measured.followUpRecall.toFixed(3)}`,
        `  recall by category: ${trendCategories.map((c) => `${c} ${recallOf((s) => s.category === c).toFixed(2)}`).join(', ')}`,
        `  tuning part alone: purity ${tuning.bcubedPrecision.toFixed(3)} recall ${tuning.bcubedRecall.toFixed(3)}; held-out part alone (${newsroomHeldOutLabels.size} labels): purity ${heldOut.bcubedPrecision.toFixed(3)} recall ${heldOut.bcubedRecall.toFixed(3)}`,
        `  hard negatives kept apart ${measured.negativesApart.toFixed(3)}${negatives.joined.length ? `; joined: ${negatives.joined.join(', ')}` : ''}`,
      ].join('\n'),
    );
    expect(measured.purity).toBeGreaterThanOrEqual(FLOOR.purity);
    expect(measured.recall).toBeGreaterThanOrEqual(FLOOR.recall);
    expect(measured.paraphraseRecall).toBeGreaterThanOrEqual(FLOOR.paraphraseRecall);
    expect(measured.aliasRecall).toBeGreaterThanOrEqual(FLOOR.aliasRecall);
    expect(measured.followUpRecall).toBeGreaterThanOrEqual(FLOOR.followUpRecall);
    expect(measured.negativesApart).toBeGreaterThanOrEqual(FLOOR.negativesApart);
    expect(heldOut.bcubedPrecision).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.purity);
    expect(heldOut.bcubedRecall).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.recall);
  });
});
