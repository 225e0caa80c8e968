import type { TrendCategory } from '@newsjack/shared';
import { OTHER_STORY_PAIRS } from './story-pair-references-other';
import { SAME_STORY_PAIRS } from './story-pair-references-same';

/**
 * One reference pair: two news items (headline + first sentence of the summary) and whether a reader sees one story.
 *
 * Every embedding model has its own cosine scale, so at run time the engine embeds these pairs once and picks the
 * cosine bar that separates same-story from different-story pairs. The texts are hand-written in newsroom wording
 * with invented companies and people, none shared with the labelled sets the clustering quality gates measure, so
 * the calibration never tunes on what those gates score.
 */
export interface StoryPairReference {
  kind: 'retelling' | 'paraphrase' | 'same-entity-other-event' | 'same-subject-other-story' | 'unrelated';
  /** The trend category of the pair (for an unrelated pair, of item a); the set covers every category. */
  category: TrendCategory;
  a: { title: string; summary: string };
  b: { title: string; summary: string };
}

/** 36 same-story pairs (18 retellings, 18 paraphrases) and 44 different-story pairs (18 + 16 + 10). */
export const STORY_PAIR_REFERENCES: readonly StoryPairReference[] = [...SAME_STORY_PAIRS, ...OTHER_STORY_PAIRS];

/** true for retelling and paraphrase */
export const isSameStory = (kind: StoryPairReference['kind']): boolean => kind === 'retelling' || kind === 'paraphrase';
