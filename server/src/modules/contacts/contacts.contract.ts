import {
  contactsResponseSchema,
  flagDuplicateBodySchema,
  generateContactsBodySchema,
  generateContactsResponseSchema,
  idParamSchema,
  reviewSubmissionResponseSchema,
  scoreContactsBodySchema,
  scoreContactsResponseSchema,
  suggestEditBodySchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of contacts.routes.ts. */
export const contactsContract = defineContract('Media contacts', {
  'GET /api/contacts': {
    summary: 'Contacts of the active company with their evidence, most relevant first, then by name',
    responses: { 200: contactsResponseSchema },
  },
  'POST /api/contacts/generate': {
    summary: "Find an outlet's journalists from its feeds' bylines and add them as contacts (404 when none are found)",
    body: generateContactsBodySchema,
    responses: { 200: generateContactsResponseSchema },
    errors: [404, 429],
  },
  'POST /api/contacts/score': {
    summary: 'Score every contact against a story angle (or the company profile) and store the tiers',
    body: scoreContactsBodySchema,
    responses: { 200: scoreContactsResponseSchema },
    errors: [404, 429, 502],
  },
  'POST /api/contacts/:id/suggest-edit': {
    summary: 'Suggest an edit of a contact, for admin review',
    params: idParamSchema,
    body: suggestEditBodySchema,
    responses: { 201: reviewSubmissionResponseSchema },
    errors: [404],
  },
  'POST /api/contacts/flag-duplicate': {
    summary: 'Flag two contacts as one person, for admin review (a pair already pending is answered with 200)',
    body: flagDuplicateBodySchema,
    responses: { 200: reviewSubmissionResponseSchema, 201: reviewSubmissionResponseSchema },
    errors: [404],
  },
});
