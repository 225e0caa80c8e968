import { z } from 'zod';
import { registerBodySchema } from './auth';

/** Why an address is on a company's do-not-contact list. */
export const doNotContactReasons = ['asked', 'bounced'] as const;

/** GET /api/do-not-contact: the active company's list. */
export const doNotContactEntrySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  contactId: z.number().int().nullable(),
  reason: z.enum(doNotContactReasons),
  createdAt: z.string(),
});
export type DoNotContactEntry = z.infer<typeof doNotContactEntrySchema>;
export const doNotContactListSchema = z.array(doNotContactEntrySchema);

/** POST and DELETE /api/do-not-contact: an address, or one of the user's contacts (its address). */
export const doNotContactBodySchema = z
  .object({
    email: registerBodySchema.shape.email.optional(),
    contactId: z.number().int().positive().optional(),
  })
  .strict()
  .refine((b) => (b.email === undefined) !== (b.contactId === undefined), {
    error: 'Give either an email or a contactId',
  });
export type DoNotContactBody = z.infer<typeof doNotContactBodySchema>;

export const NOT_CONTACTABLE_MESSAGE = 'This journalist is on your do-not-contact list. Remove them from it to send.';
