import {
  generatePitchesBodySchema,
  generatePitchesResponseSchema,
  idParamSchema,
  pitchesResponseSchema,
  pitchSchema,
  recentRecipientsResponseSchema,
  replyCheckResultSchema,
  sendFollowUpBodySchema,
  sendPitchBodySchema,
  sentPitchSchema,
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
  'POST /api/pitches/check-replies': {
    summary: 'Read your inbox (IMAP) for replies to and bounces of pitches sent from your mailbox',
    description:
      'A reply (In-Reply-To or References naming a pitch’s Message-ID) marks the pitch replied; a delivery report ' +
      'quoting one puts its address on the company’s do-not-contact list as bounced. 400 without an IMAP server ' +
      'in Settings; 422 when it refuses the login or cannot be reached.',
    responses: { 200: replyCheckResultSchema },
    errors: [422],
  },
  'POST /api/pitches/:id/follow-up': {
    summary: 'Send a follow-up in the pitch’s thread from your mailbox (Re: its subject, In-Reply-To its Message-ID)',
    description:
      'Only for a pitch sent from your mailbox and not answered; the inbox is read first when an IMAP server is set, ' +
      'so no follow-up goes once a reply is in. At most two; the do-not-contact list applies. Without a body, a short ' +
      'note pointing back at the pitch. 409 when not allowed, 422 when the mail server refuses it.',
    params: idParamSchema,
    body: sendFollowUpBodySchema,
    responses: { 200: pitchSchema },
    errors: [404, 409, 422],
  },
  'POST /api/pitches/:id/send': {
    summary: 'Send a drafted pitch from your own mailbox to the contact’s address',
    description:
      'Plain text, the pitch’s subject and body, no tracking. The pitch becomes sent with the time and the ' +
      'Message-ID. 409: already sent, on the company’s do-not-contact list, or pitched to the same journalist in ' +
      'the last 14 days (send with confirm: true to go ahead). 400: no address, or no mailbox in Settings. 422: the ' +
      'mail server refused the login or the recipient, or could not be reached; the pitch stays drafted.',
    params: idParamSchema,
    body: sendPitchBodySchema,
    responses: { 200: sentPitchSchema },
    errors: [404, 409, 422],
  },
});
