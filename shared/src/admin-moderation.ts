import { z } from 'zod';

/** The part of a contact an admin needs to judge a suggestion or a duplicate flag. */
export const contactRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  outlet: z.string(),
  email: z.string().nullable().optional(),
});
export type ContactRef = z.infer<typeof contactRefSchema>;

export const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** GET /api/admin/contact-suggestions (one row): suggestedData maps changed fields to new values. */
export const contactSuggestionViewSchema = z.object({
  id: z.number().int(),
  contactId: z.number().int(),
  contact: contactRefSchema,
  suggestedData: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])),
  notes: z.string().nullable(),
  status: reviewStatusSchema,
  submittedBy: z.object({ id: z.string(), email: z.string().nullable() }).optional(),
  createdAt: z.string(),
});
export type ContactSuggestionView = z.infer<typeof contactSuggestionViewSchema>;

export const contactSuggestionsResponseSchema = z.array(contactSuggestionViewSchema);

export const duplicateFlagStatusSchema = z.enum(['pending', 'merged', 'dismissed']);
export type DuplicateFlagStatus = z.infer<typeof duplicateFlagStatusSchema>;

/** GET /api/admin/duplicate-flags (one row) */
export const duplicateFlagViewSchema = z.object({
  id: z.number().int(),
  contact1: contactRefSchema,
  contact2: contactRefSchema,
  status: duplicateFlagStatusSchema,
  createdAt: z.string(),
});
export type DuplicateFlagView = z.infer<typeof duplicateFlagViewSchema>;

export const duplicateFlagsResponseSchema = z.array(duplicateFlagViewSchema);

/**
 * POST /api/admin/duplicate-flags/{id}/resolve: keep contact 1 (merge 2 into it), keep contact 2, or mark
 * the pair as not duplicates.
 */
export const duplicateFlagActionBodySchema = z.object({
  action: z.enum(['keep1', 'keep2', 'not_duplicates'], {
    error: "Action must be 'keep1', 'keep2' or 'not_duplicates'",
  }),
});
export type DuplicateFlagActionBody = z.infer<typeof duplicateFlagActionBodySchema>;
