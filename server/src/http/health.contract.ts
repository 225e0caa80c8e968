import { z } from 'zod';
import { defineContract } from './openapi/contract';

/** The contract of health.ts. */
export const healthContract = defineContract('Operations', {
  'GET /healthz': {
    summary: 'Liveness: the process is up',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
  'GET /readyz': {
    summary: 'Readiness: the database answers',
    responses: { 200: z.object({ status: z.literal('ready') }) },
    errors: [503],
  },
});
