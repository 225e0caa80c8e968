import { statsSchema } from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of stats.routes.ts. */
export const statsContract = defineContract('Dashboard', {
  'GET /api/stats': {
    summary: 'The dashboard counts and their weekly change',
    responses: { 200: statsSchema },
  },
});
