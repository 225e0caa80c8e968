import { z } from 'zod';
import { registerBodySchema } from './auth';

/**
 * Why an address is on a company's do-not-contact list: the journalist asked the user, the address bounced, or the
 * journalist followed a pitch's unsubscribe link.
 */
export const doNotContactReasons = ['asked', 'bounced', 'unsubscribed'] as const;

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

/** POST /api/do-not-contact/unsubscribe: a pitch's unsubscribe link, confirmed by the journalist (no sign-in). */
export const pitchUnsubscribeResultSchema = z.object({
  message: z.string(),
  /** The company whose pitches stop; null when it no longer exists (nothing of it can be sent any more). */
  companyName: z.string().nullable(),
});
export type PitchUnsubscribeResult = z.infer<typeof pitchUnsubscribeResultSchema>;

export const pitchUnsubscribedMessage = (companyName: string | null): string =>
  `You will not receive pitches from ${companyName ?? 'this company'} again.`;
export const BAD_PITCH_UNSUBSCRIBE_LINK_MESSAGE =
  'This unsubscribe link is not valid. Reply to the message you received and ask not to be contacted again.';

/** The last line of a pitch when its company adds the unsubscribe link: plain words, the link, nothing tracked. */
export const pitchUnsubscribeLine = (companyName: string, url: string): string =>
  `If you would rather not hear from ${companyName} again, unsubscribe: ${url}`;
