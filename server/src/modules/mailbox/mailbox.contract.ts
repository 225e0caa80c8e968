import { mailboxSettingsSchema, mailboxTestResultSchema, updateMailboxBodySchema } from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of mailbox.routes.ts. */
export const mailboxContract = defineContract('Settings', {
  'GET /api/settings/mailbox': {
    summary: 'The signed-in user’s mailbox for sending pitches (never the password)',
    responses: { 200: mailboxSettingsSchema },
  },
  'PUT /api/settings/mailbox': {
    summary: 'Save the mailbox: SMTP server, user, app password (write-only: omitted keeps the stored one), IMAP server',
    description: 'The app password is stored encrypted. The SMTP host must not be a private address unless the server allows it.',
    body: updateMailboxBodySchema,
    responses: { 200: mailboxSettingsSchema },
  },
  'POST /api/settings/mailbox/test': {
    summary: 'Connect and sign in to the saved SMTP server',
    description: 'A refused user name or app password, or a server that cannot be reached, is a 422 saying which.',
    responses: { 200: mailboxTestResultSchema },
    errors: [422],
  },
});
