import type { Keyword, StoryAngle } from '@newsjack/shared';

/** The dashboard search asks the server only once the query has this many characters. */
export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_RESULTS_PER_GROUP = 5;

function matches(query: string, ...fields: (string | null | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  return q !== '' && fields.some((f) => f?.toLowerCase().includes(q));
}

export function filterStoryAngles(angles: readonly StoryAngle[], query: string): StoryAngle[] {
  return angles.filter((a) => matches(query, a.headline, a.angle, a.targetAudience, a.trendTitle));
}

export function filterKeywords(keywords: readonly Keyword[], query: string): Keyword[] {
  return keywords.filter((k) => matches(query, k.term));
}
