import { IDEAS_PER_CONTENT_TYPE } from '@newsjack/shared';
import type { StoryFitFacts } from './types';

/**
 * How many story ideas an answer gives per content type, on either engine (docs/decisions/0060): three for a story
 * that fits, and three ways in for one that fits weakly; one or two for a story that fits only in part, each built
 * on a fact of the story, because fewer honest ideas beat a plan filled in for any story. Without a stored fit the
 * engine decides the level itself, so anything from one to three is a whole answer.
 */
export const PARTIAL_FIT_IDEAS_PER_TYPE = 2;

export function ideasPerType(level: StoryFitFacts['level'] | undefined): { min: number; max: number } {
  if (level === 'partial') return { min: 1, max: PARTIAL_FIT_IDEAS_PER_TYPE };
  if (level === undefined) return { min: 1, max: IDEAS_PER_CONTENT_TYPE };
  return { min: IDEAS_PER_CONTENT_TYPE, max: IDEAS_PER_CONTENT_TYPE };
}
