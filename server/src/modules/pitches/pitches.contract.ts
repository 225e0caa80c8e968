import {
  generatePitchesBodySchema,
  generatePitchesResponseSchema,
  idParamSchema,
  pitchesResponseSchema,
  pitchSchema,
  recentRecipientsResponseSchema,
  updatePitchStatusBodySchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of pitches.routes.ts. */
export const pitchesContract = defineContract('Pitches', {
  'GET /api/pitches': {
    summary: 'Pitches of the active company, newest first',
    responses: { 200: pitchesResponseSchema },
  },
  'GET /api/pitches/recent-recipients': {
    summary: 'Contacts the active company sent a pitch to in the last 14 days, with the last send',
    responses: { 200: recentRecipientsResponseSchema },
  },
  'POST /api/pitches/generate': {
    summary: 'Write one pitch per chosen contact from a story angle (1 credit per request)',
    body: generatePitchesBodySchema,
    responses: { 201: generatePitchesResponseSchema },
    errors: [402, 404, 429, 502],
  },
  'PATCH /api/pitches/:id': {
    summary: 'Move a pitch along drafted → sent → replied, or record a follow-up sent',
    params: idParamSchema,
    body: updatePitchStatusBodySchema,
    responses: { 200: pitchSchema },
    errors: [404, 409],
  },
});
