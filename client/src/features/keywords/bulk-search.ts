import {
  THEMATIC_SEARCH_MIN_SELECTED,
  type Keyword,
  type SmartBatchSearchBody,
  type SmartBatchSearchResponse,
  type Trend,
} from '@newsjack/shared';

/** Spec 01 §4: thematic grouping is requested when 3 or more keywords are selected; clustering is always on. */
export function bulkSearchBody(keywordIds: readonly number[]): SmartBatchSearchBody {
  return {
    keywordIds: [...keywordIds],
    useSemanticGrouping: keywordIds.length >= THEMATIC_SEARCH_MIN_SELECTED,
    useThematicClustering: true,
  };
}

export interface ResultSection {
  id: string;
  title: string;
  keywords: string[];
  success: boolean;
  trends: Trend[];
  error?: string;
}

/** One section per theme (thematic) or per keyword (individual). */
export function resultSections(response: SmartBatchSearchResponse): ResultSection[] {
  return response.results.map((result, index) => ({
    id: `${index}-${result.theme ?? result.keyword ?? ''}`,
    title: result.theme ?? result.keyword ?? `Result ${index + 1}`,
    keywords: result.keywords ?? (result.keyword ? [result.keyword] : []),
    success: result.success,
    trends: result.trends ?? result.trendingTopics ?? [],
    error: result.error,
  }));
}

/** The latest results per keyword id, so each row's Save can keep them. */
export function resultsByKeyword(
  response: SmartBatchSearchResponse,
  keywords: readonly Keyword[],
): Map<number, Trend[]> {
  const idByTerm = new Map(keywords.map((k) => [k.term.toLowerCase(), k.id]));
  const out = new Map<number, Trend[]>();
  for (const section of resultSections(response)) {
    if (!section.success) continue;
    for (const term of section.keywords) {
      const id = idByTerm.get(term.toLowerCase());
      if (id !== undefined) out.set(id, [...(out.get(id) ?? []), ...section.trends]);
    }
  }
  return out;
}
