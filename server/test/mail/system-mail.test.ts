import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/ai';
import { logger } from '../../src/logger';
import { MailDeliveryError, type MailSender, type OutgoingMail } from '../../src/mail/smtp-sender';
import { createSystemMail } from '../../src/mail/system-mail';
import { SYSTEM_MAIL_QUEUE } from '../../src/jobs/queues';
import { InProcessQueue } from '../helpers/in-process-queue';

const config = { transport: { url: 'smtp://127.0.0.1:1' }, from: 'Newsjack <no-reply@newsjack.test>' };
const quiet = logger.child({}, { level: 'silent' });

/** A sender that fails as told for the first attempts, then keeps what it is given. */
function fakeSender(failures: MailDeliveryError[] = []): MailSender & { sent: OutgoingMail[]; attempts: number } {
  const sent: OutgoingMail[] = [];
  const fake = {
    sent,
    attempts: 0,
    async send(mail: OutgoingMail) {
      fake.attempts++;
      const failure = failures.shift();
      if (failure) throw failure;
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
    verify: async () => undefined,
    close: () => undefined,
  };
  return fake;
}

describe('system mail', () => {
  it('when mail is not configured, then it says so and refuses to queue', async () => {
    const mail = createSystemMail({ config: null, jobs: new InProcessQueue(), box: createSecretBox(() => 'k'.repeat(32)), sender: fakeSender, logger: quiet });
    expect(mail.available).toBe(false);
    await expect(mail.enqueue({ to: 'a@b.test', subject: 's', text: 't' })).rejects.toThrow(/not configured/);
  });

  it('when the server is away at first, then the job retries and the message goes from MAIL_FROM', async () => {
    const jobs = new InProcessQueue();
    const sender = fakeSender([new MailDeliveryError('connection', 'away')]);
    const mail = createSystemMail({ config, jobs, box: createSecretBox(() => 'k'.repeat(32)), sender: () => sender, logger: quiet });
    await mail.enqueue({ to: 'maya@example.test', subject: 'Hello', text: 'Body' });
    await jobs.whenIdle();
    expect(sender.attempts).toBe(2);
    expect(sender.sent).toEqual([{ from: config.from, to: 'maya@example.test', subject: 'Hello', text: 'Body' }]);
  });

  it('when the recipient is refused or the job was sealed under another key, then it is not retried', async () => {
    const jobs = new InProcessQueue();
    const sender = fakeSender([new MailDeliveryError('rejected', 'no such user')]);
    const mail = createSystemMail({ config, jobs, box: createSecretBox(() => 'k'.repeat(32)), sender: () => sender, logger: quiet });
    await mail.enqueue({ to: 'gone@example.test', subject: 'Hello', text: 'Body' });
    await jobs.whenIdle();
    expect(sender.attempts).toBe(1);
    expect(jobs.failures).toEqual([]);

    // A job sealed before the settings key changed (here: by another key) is dropped, not retried.
    const stale = createSecretBox(() => 'r'.repeat(32)).seal(JSON.stringify({ to: 'late@example.test', subject: 'x', text: 'y' }));
    await jobs.send(SYSTEM_MAIL_QUEUE, { sealed: stale });
    await jobs.whenIdle();
    expect(sender.attempts).toBe(1);
    expect(sender.sent).toEqual([]);
    expect(jobs.failures).toEqual([]);
  });
});
