import { digestSettingsSchema, unsubscribeBodySchema, unsubscribeResultSchema, updateDigestBodySchema } from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of alerts.routes.ts. */
export const alertsContract = defineContract('Trend alerts', {
  'GET /api/settings/digest': {
    summary: 'How often the signed-in user gets the e-mail digest of new trends for their companies',
    responses: { 200: digestSettingsSchema },
  },
  'PUT /api/settings/digest': {
    summary: 'Turn the trend digest off, or have it daily or weekly',
    description:
      'Each digest lists, per company, the trends first seen since the last one whose stored relevance to it reaches ' +
      'the bar; nothing new sends nothing. Daily or weekly needs the server’s outgoing mail (else 400).',
    body: updateDigestBodySchema,
    responses: { 200: digestSettingsSchema },
  },
  'POST /api/alerts/unsubscribe': {
    summary: 'Stop the trend digest with the token of a digest’s unsubscribe link (no sign-in needed)',
    description:
      'The token is signed for one user and this one purpose. Using it again answers the same; a token that does ' +
      'not verify is a 400 and changes nothing.',
    body: unsubscribeBodySchema,
    responses: { 200: unsubscribeResultSchema },
  },
});
