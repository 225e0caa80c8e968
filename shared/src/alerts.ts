import { z } from 'zod';

/** How often a user's trend digest goes (issue 26 point 6): never, every day, every week. */
export const digestFrequencies = ['off', 'daily', 'weekly'] as const;
export const digestFrequencySchema = z.enum(digestFrequencies, { error: 'Choose off, daily or weekly' });
export type DigestFrequency = z.infer<typeof digestFrequencySchema>;

/** GET /api/settings/digest (and the answer to PUT). */
export const digestSettingsSchema = z.object({
  frequency: digestFrequencySchema,
  /** False when the installation has no outgoing mail (SMTP_URL / SMTP_HOST): no digest can go. */
  available: z.boolean(),
  /** When the last digest went (or found nothing new); null before the first. */
  lastSentAt: z.string().nullable(),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

/** PUT /api/settings/digest. */
export const updateDigestBodySchema = z.object({ frequency: digestFrequencySchema });
export type UpdateDigestBody = z.infer<typeof updateDigestBodySchema>;

/** POST /api/alerts/unsubscribe: the token of a digest's unsubscribe link; works signed out. */
export const unsubscribeBodySchema = z.object({
  token: z.string({ error: 'token: The unsubscribe link is incomplete' }).min(1, 'The unsubscribe link is incomplete').max(500, 'This unsubscribe link is not valid'),
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

export const unsubscribeResultSchema = z.object({ message: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

export const UNSUBSCRIBED_MESSAGE = 'You will no longer receive trend digests. You can turn them on again in Settings.';
export const BAD_UNSUBSCRIBE_LINK_MESSAGE =
  'This unsubscribe link is not valid. Open the latest digest’s link, or turn digests off in Settings.';
