import {
  factSheetSchema,
  idParamSchema,
  trendExplanationSchema,
  trendScheduleSchema,
  trendsQuerySchema,
  trendsRefreshResponseSchema,
  trendsResponseSchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of trends.routes.ts. */
export const trendsContract = defineContract('Trends', {
  'GET /api/trends': {
    summary: 'Trends for the active company, most relevant first',
    query: trendsQuerySchema,
    responses: { 200: trendsResponseSchema },
  },
  'GET /api/trends/schedule': {
    summary: 'How often trends are refreshed: the discovery frequency the admin configured, in minutes',
    responses: { 200: trendScheduleSchema },
  },
  'GET /api/trends/:id/explanation': {
    summary: 'Why a trend matters to the active company',
    params: idParamSchema,
    responses: { 200: trendExplanationSchema },
    errors: [404, 429],
  },
  'GET /api/trends/:id/fact-sheet': {
    summary: "What a trend's reports say: what happened, who, figures, dates, each report's key sentence",
    params: idParamSchema,
    responses: { 200: factSheetSchema },
    errors: [404],
  },
  'POST /api/trends/refresh': {
    summary: 'Run a discovery cycle for the active company now',
    responses: { 200: trendsRefreshResponseSchema },
    errors: [409, 429, 503],
  },
});
