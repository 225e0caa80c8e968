import { doNotContactBodySchema, doNotContactEntrySchema, doNotContactListSchema } from '@newsjack/shared';
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
});
