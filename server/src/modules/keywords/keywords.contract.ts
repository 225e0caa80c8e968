import {
  createKeywordBodySchema,
  idParamSchema,
  keywordSchema,
  keywordSearchResponseSchema,
  keywordsResponseSchema,
  keywordSuggestionsResponseSchema,
  smartBatchSearchBodySchema,
  smartBatchSearchResponseSchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of keywords.routes.ts. */
export const keywordsContract = defineContract('Keywords', {
  'GET /api/keywords': {
    summary: 'Tracked keywords of the active company',
    responses: { 200: keywordsResponseSchema },
  },
  'POST /api/keywords': {
    summary: 'Track a keyword',
    body: createKeywordBodySchema,
    responses: { 201: keywordSchema },
    errors: [404, 409],
  },
  'GET /api/keywords/suggestions': {
    summary: 'AI suggestions for more keywords',
    responses: { 200: keywordSuggestionsResponseSchema },
    errors: [404, 429],
  },
  'DELETE /api/keywords/:id': {
    summary: 'Stop tracking a keyword',
    params: idParamSchema,
    responses: { 204: null },
    errors: [404],
  },
});

/** The contract of keyword-search.routes.ts. */
export const keywordSearchContract = defineContract('Keywords', {
  'POST /api/keywords/smart-batch-search': {
    summary: 'Search trends for several keywords, optionally grouped by theme',
    body: smartBatchSearchBodySchema,
    responses: { 200: smartBatchSearchResponseSchema },
    errors: [404, 429, 503],
  },
  'POST /api/keywords/:id/search-trends': {
    summary: 'Search trends for one keyword and keep them as trends',
    params: idParamSchema,
    responses: { 200: keywordSearchResponseSchema },
    errors: [404, 429, 503],
  },
});
