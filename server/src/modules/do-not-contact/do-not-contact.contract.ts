import {
  doNotContactBodySchema,
  doNotContactEntrySchema,
  doNotContactListSchema,
  pitchUnsubscribeResultSchema,
  unsubscribeBodySchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of do-not-contact.routes.ts. */
export const doNotContactContract = defineContract('Do not contact', {
  'GET /api/do-not-contact': {
    summary: 'The active company’s do-not-contact list (newest first)',
    responses: { 200: doNotContactListSchema },
    errors: [404],
  },
  'POST /api/do-not-contact': {
    summary: 'Add an address, or one of your contacts’ address, to the active company’s list',
    description: 'A listed address cannot be pitched by this company. Another user’s contact is a 404.',
    body: doNotContactBodySchema,
    responses: { 201: doNotContactEntrySchema },
    errors: [404, 409],
  },
  'DELETE /api/do-not-contact': {
    summary: 'Take an address (or a contact’s address) off the active company’s list',
    body: doNotContactBodySchema,
    responses: { 204: null },
    errors: [404],
  },
  'POST /api/do-not-contact/unsubscribe': {
    summary: 'A journalist stops a company’s pitches with the token of a pitch’s unsubscribe link (no sign-in needed)',
    description:
      'The token is signed for one company, one address and this one purpose; the address joins the company’s ' +
      'do-not-contact list (reason unsubscribed), so its pitches to it are refused. Using it again answers the same; ' +
      'a token that does not verify is a 400 and changes nothing.',
    body: unsubscribeBodySchema,
    responses: { 200: pitchUnsubscribeResultSchema },
  },
});
