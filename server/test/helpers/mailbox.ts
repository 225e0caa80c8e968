import { expect } from 'vitest';
import type { SignedUp } from './test-app';

/** Saves the agent's mailbox: SMTP (and IMAP when given) on loopback test servers, user name = address. */
export async function connectMailbox(
  agent: SignedUp,
  mailbox: { address: string; password: string; smtpPort: number; imapPort?: number },
): Promise<void> {
  const res = await agent.put('/api/settings/mailbox').send({
    emailAddress: mailbox.address,
    smtpHost: '127.0.0.1',
    smtpPort: mailbox.smtpPort,
    smtpUser: mailbox.address,
    smtpPassword: mailbox.password,
    ...(mailbox.imapPort ? { imapHost: '127.0.0.1', imapPort: mailbox.imapPort } : {}),
  });
  expect(res.status).toBe(200);
}
