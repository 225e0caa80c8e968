import { z } from 'zod';
import { registerBodySchema } from './auth';

/** Settings: the user's own mailbox, which pitches are sent from (issue 26 point 1). */
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter the server name')
  .max(253, 'Server names are at most 253 characters')
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$|^[0-9a-f:.]+$/, 'Enter a server name such as smtp.example.com');
const port = z.number({ error: 'Enter a port number' }).int('Enter a port number').min(1, 'Ports go from 1 to 65535').max(65535, 'Ports go from 1 to 65535');

/** GET /api/settings/mailbox (and the answer to PUT): never the password, only whether one is stored. */
export const mailboxSettingsSchema = z.object({
  configured: z.boolean(),
  emailAddress: z.string().nullable(),
  smtpHost: z.string().nullable(),
  smtpPort: z.number().int().nullable(),
  smtpUser: z.string().nullable(),
  passwordSet: z.boolean(),
  imapHost: z.string().nullable(),
  imapPort: z.number().int().nullable(),
  /** When a test connection (or a send) last got in with these settings; null since they changed. */
  verifiedAt: z.string().nullable(),
  /** Something the user must act on, e.g. a stored password that can no longer be read. */
  notice: z.string().nullable(),
});
export type MailboxSettings = z.infer<typeof mailboxSettingsSchema>;

/** PUT /api/settings/mailbox. The app password is write-only: omitted keeps the stored one. */
export const updateMailboxBodySchema = z
  .object({
    emailAddress: registerBodySchema.shape.email,
    smtpHost: hostName,
    smtpPort: port,
    smtpUser: z.string().trim().min(1, 'Enter the user name (usually your e-mail address)').max(254),
    smtpPassword: z.string().min(1, 'Enter the app password').max(500).optional(),
    imapHost: hostName.nullable().optional(),
    imapPort: port.nullable().optional(),
  })
  .strict();
export type UpdateMailboxBody = z.infer<typeof updateMailboxBodySchema>;

/** POST /api/settings/mailbox/test: the server let us in (a refusal is a 422 with the reason). */
export const mailboxTestResultSchema = z.object({ ok: z.literal(true), message: z.string() });
export type MailboxTestResult = z.infer<typeof mailboxTestResultSchema>;

export const MAILBOX_NOT_SET_UP_MESSAGE = 'Connect your mailbox in Settings before sending pitches.';
