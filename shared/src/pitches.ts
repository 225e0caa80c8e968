import { z } from 'zod';
import { FOLLOW_UP_AFTER_DAYS, MAX_FOLLOW_UPS } from './constants';
import { idInput } from './fields';
import { CONTACTS_REQUIRED_MESSAGE, STORY_ANGLE_REQUIRED_MESSAGE } from './messages';
import { generationModeSchema } from './story-angles';

/** 'scheduled': to go from the user's mailbox at `sentAt` (POST /api/pitches/{id}/send with sendAt). */
export const pitchStatuses = ['drafted', 'scheduled', 'sent', 'replied'] as const;
export const pitchStatusSchema = z.enum(pitchStatuses);
export type PitchStatus = z.infer<typeof pitchStatusSchema>;

export const pitchSchema = z.object({
  id: z.number().int(),
  subjectLine: z.string(),
  body: z.string(),
  mode: generationModeSchema,
  /** Who wrote it: 'offline' or the language model's name. */
  engine: z.string(),
  status: pitchStatusSchema,
  sentAt: z.string().nullable(),
  repliedAt: z.string().nullable().optional(),
  /** The first lines of the journalist's reply, when the inbox check found it (quotes and signature left out). */
  replyExcerpt: z.string().nullable().optional(),
  followUpCount: z.number().int(),
  /** When a follow-up is due; null when replied, not sent yet, or MAX_FOLLOW_UPS reached. */
  nextFollowUpAt: z.string().nullable(),
  contactId: z.number().int().nullable().optional(),
  storyAngleId: z.number().int().nullable().optional(),
  /** A snapshot, so the pitch still reads right after its contact is removed (then id is null). */
  contact: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    outlet: z.string().nullable(),
    email: z.string().nullable(),
  }),
  storyAngle: z.object({ id: z.number().int().nullable(), headline: z.string().nullable() }).nullable(),
  isSaved: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type Pitch = z.infer<typeof pitchSchema>;

export const pitchesResponseSchema = z.array(pitchSchema);

/** POST /api/pitches/generate: one pitch per contact, 1 credit per generation. */
export const generatePitchesBodySchema = z.object({
  storyAngleId: idInput(STORY_ANGLE_REQUIRED_MESSAGE),
  contactIds: z
    .array(idInput(), { error: CONTACTS_REQUIRED_MESSAGE })
    .min(1, CONTACTS_REQUIRED_MESSAGE)
    .max(50, 'At most 50 contacts can be pitched at once')
    .transform((ids) => [...new Set(ids)]),
  mode: generationModeSchema.default('quick'),
});
export type GeneratePitchesBody = z.infer<typeof generatePitchesBodySchema>;

export const generatePitchesResponseSchema = z.object({
  pitches: z.array(pitchSchema),
  creditsRemaining: z.number().int().optional(),
});
export type GeneratePitchesResponse = z.infer<typeof generatePitchesResponseSchema>;

/**
 * PATCH /api/pitches/{id}: move the pitch along drafted → sent → replied, or record a follow-up sent
 * (`followUpSent: true`, only while status is sent).
 */
export const updatePitchStatusBodySchema = z.object({
  status: pitchStatusSchema,
  followUpSent: z.boolean().optional(),
});
export type UpdatePitchStatusBody = z.infer<typeof updatePitchStatusBodySchema>;

const DAY_MS = 86_400_000;

/**
 * When the next follow-up is due, counting FOLLOW_UP_AFTER_DAYS from the last contact (the send or the last
 * follow-up); null once MAX_FOLLOW_UPS have gone out or the journalist replied.
 */
export function nextFollowUpDate(lastContactAt: Date, followUpCount: number, status: PitchStatus): Date | null {
  if (status !== 'sent' || followUpCount >= MAX_FOLLOW_UPS) return null;
  return new Date(lastContactAt.getTime() + FOLLOW_UP_AFTER_DAYS * DAY_MS);
}

/**
 * GET /api/pitches/recent-recipients: the active company's contacts that were sent a pitch in the last
 * REPITCH_WARNING_DAYS days, each with the last send, so the wizard can warn before pitching them again.
 */
export const recentRecipientSchema = z.object({ contactId: z.number().int(), lastSentAt: z.string() });
export type RecentRecipient = z.infer<typeof recentRecipientSchema>;
export const recentRecipientsResponseSchema = z.array(recentRecipientSchema);

/**
 * POST /api/pitches/{id}/send: from the user's own mailbox to the contact's address. `confirm` sends anyway to a
 * journalist the company pitched in the last REPITCH_WARNING_DAYS days (else a 409 saying when).
 */
export const SEND_AT_MAX_DAYS = 30;
export const sendPitchBodySchema = z
  .object({
    confirm: z.boolean().optional(),
    /** Send later: an ISO date and time; the pitch is 'scheduled' with this as its `sentAt` until it goes. */
    sendAt: z.iso.datetime({ offset: true, message: 'Give a date and time such as 2026-12-01T09:00:00Z' }).optional(),
  })
  .strict();
export type SendPitchBody = z.infer<typeof sendPitchBodySchema>;
/** The sent pitch, with the Message-ID its e-mail went out with (kept for threading replies); null while scheduled. */
export const sentPitchSchema = pitchSchema.extend({ messageId: z.string().nullable() });
export type SentPitch = z.infer<typeof sentPitchSchema>;

/** The 409 of a send to a journalist pitched in the last 14 days; the client offers "Send Anyway" on it. */
export const RECENTLY_PITCHED_PREFIX = 'You pitched ';
export const recentlyPitchedMessage = (name: string, on: string) =>
  `${RECENTLY_PITCHED_PREFIX}${name} on ${on}. Pitching the same journalist again within 14 days rarely helps.`;

/** POST /api/pitches/check-replies: what the user's inbox said about their sent pitches. */
export const replyCheckResultSchema = z.object({
  /** Sent pitches now marked replied (a reply answered their Message-ID). */
  replied: z.number().int(),
  /** Addresses that bounced, now on the company's do-not-contact list. */
  bounced: z.number().int(),
});
export type ReplyCheckResult = z.infer<typeof replyCheckResultSchema>;
export const NO_IMAP_MESSAGE = 'Add your IMAP server in Settings so Newsjack can notice replies.';

/**
 * POST /api/pitches/{id}/follow-up: a follow-up in the same thread (Re: the subject, In-Reply-To the pitch's
 * Message-ID), from the user's mailbox. `body` replaces the default note (followUpBody).
 */
export const sendFollowUpBodySchema = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, 'Write the follow-up')
      .max(5000, 'Keep the follow-up under 5000 characters')
      .optional(),
  })
  .strict();
export type SendFollowUpBody = z.infer<typeof sendFollowUpBodySchema>;

/** The follow-up Newsjack writes when the user gives none: short, personal, pointing back at the pitch. */
export function followUpBody(contactName: string, subject: string, senderName: string): string {
  const first = contactName.trim().split(/\s+/)[0] || 'there';
  return [
    `Hi ${first},`,
    '',
    `Just following up on my note below about "${subject}". Happy to send more detail, figures or an interview if it is useful for a piece.`,
    '',
    'Best,',
    senderName,
  ].join('\n');
}
