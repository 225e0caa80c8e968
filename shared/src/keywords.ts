import { z } from 'zod';
import { KEYWORD_TERM_MAX } from './constants';
import { idInput } from './fields';
import { dedupeCaseInsensitive } from './vocabulary';
import { KEYWORD_EMPTY_MESSAGE, KEYWORD_TOO_LONG_MESSAGE, NO_KEYWORDS_SELECTED_MESSAGE } from './messages';
import { trendSchema } from './trends';

export const keywordSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  mentions: z.number().int(),
  /** Percent change of mentions against the previous window; may be negative. */
  trend: z.number(),
  companyId: z.number().int().optional(),
  lastSearchedAt: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type Keyword = z.infer<typeof keywordSchema>;

export const keywordsResponseSchema = z.array(keywordSchema);

/** POST /api/keywords (a duplicate is a 409 with KEYWORD_DUPLICATE_MESSAGE). */
export const createKeywordBodySchema = z.object({
  term: z
    .string({ error: KEYWORD_EMPTY_MESSAGE })
    .trim()
    .min(1, { error: KEYWORD_EMPTY_MESSAGE, abort: true })
    .max(KEYWORD_TERM_MAX, KEYWORD_TOO_LONG_MESSAGE),
});
export type CreateKeywordBody = z.infer<typeof createKeywordBodySchema>;

export const keywordSuggestionSchema = z.object({
  keyword: z.string(),
  category: z.string(),
  /** Percent, 0..100. */
  relevanceScore: z.number().min(0).max(100),
  reasoning: z.string(),
});
export type KeywordSuggestion = z.infer<typeof keywordSuggestionSchema>;

/** GET /api/keywords/suggestions */
export const keywordSuggestionsResponseSchema = z.object({ suggestions: z.array(keywordSuggestionSchema) });
export type KeywordSuggestionsResponse = z.infer<typeof keywordSuggestionsResponseSchema>;

/** POST /api/keywords/{id}/search-trends */
export const keywordSearchResponseSchema = z.object({
  trendingTopics: z.array(trendSchema),
  savedTrendsCount: z.number().int(),
  keyword: z.string(),
});
export type KeywordSearchResponse = z.infer<typeof keywordSearchResponseSchema>;

/** POST /api/keywords/smart-batch-search */
export const smartBatchSearchBodySchema = z.object({
  keywordIds: z
    .array(idInput(), { error: NO_KEYWORDS_SELECTED_MESSAGE })
    .min(1, NO_KEYWORDS_SELECTED_MESSAGE)
    .max(100, 'At most 100 keywords can be searched at once')
    .transform((ids) => [...new Set(ids)]),
  useSemanticGrouping: z.boolean().optional(),
  useThematicClustering: z.boolean().optional(),
});
export type SmartBatchSearchBody = z.infer<typeof smartBatchSearchBodySchema>;

/** One theme (thematic search) or one keyword (individual search). */
export const smartBatchResultSchema = z.object({
  theme: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  success: z.boolean(),
  trends: z.array(trendSchema).optional(),
  error: z.string().optional(),
  keyword: z.string().optional(),
  trendingTopics: z.array(trendSchema).optional(),
});
export type SmartBatchResult = z.infer<typeof smartBatchResultSchema>;

export const smartBatchSearchResponseSchema = z.object({
  searchType: z.enum(['thematic', 'individual']),
  results: z.array(smartBatchResultSchema),
  totalSavedTrends: z.number().int(),
  searchStrategy: z.string(),
});
export type SmartBatchSearchResponse = z.infer<typeof smartBatchSearchResponseSchema>;

/** Deduplicates terms ignoring case (for auto-population from suggested keywords). */
export const uniqueKeywordTerms = (terms: readonly string[]): string[] =>
  dedupeCaseInsensitive(terms.map((t) => t.trim()).filter((t) => t.length > 0 && t.length <= KEYWORD_TERM_MAX));
