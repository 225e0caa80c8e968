import type { SecretBox } from '../ai';
import type { SystemMailConfig } from '../config';
import type { JobQueue } from '../jobs/job-queue';
import { SYSTEM_MAIL_QUEUE } from '../jobs/queues';
import type { Logger } from '../logger';
import { MailDeliveryError, type MailSender } from './smtp-sender';

/** A message of the installation's own; the sender is MAIL_FROM. */
export type SystemMessage = { to: string; subject: string; text: string; listUnsubscribe?: string };

/**
 * The installation's outgoing mail (SMTP_URL / SMTP_HOST, MAIL_FROM). `available` is false without them: features
 * that need mail say so instead of failing. `enqueue` stores the message as a job (durable once it resolves) and
 * returns; the job sends it, retried while the server is away.
 */
export interface SystemMail {
  readonly available: boolean;
  enqueue(message: SystemMessage): Promise<void>;
}

type SealedJob = { sealed: string };

/**
 * Job data is kept in the database (pg-boss keeps finished jobs for days), and a message may carry a secret (a reset
 * link), so it is sealed with the settings key (decision 39's AES-256-GCM box) and opened only by the worker.
 */
export function createSystemMail(deps: {
  config: SystemMailConfig | null;
  jobs: JobQueue;
  box: SecretBox;
  sender: () => MailSender;
  logger: Logger;
}): SystemMail {
  const { config, jobs, box, logger } = deps;
  if (!config) {
    return {
      available: false,
      enqueue: () => Promise.reject(new Error('System mail is not configured (SMTP_URL or SMTP_HOST, MAIL_FROM)')),
    };
  }
  let sender: MailSender | undefined;
  jobs.work<SealedJob>(SYSTEM_MAIL_QUEUE, async ({ sealed }) => {
    const opened = box.open(sealed);
    // Sealed under a secret since changed: the message can never be read again, so retrying is pointless.
    if (opened === null) {
      logger.warn('A queued system message could not be opened (the settings key changed); dropped');
      return { sent: false };
    }
    const message = JSON.parse(opened) as SystemMessage;
    try {
      const { messageId } = await (sender ??= deps.sender()).send({ from: config.from, ...message });
      return { sent: true, messageId };
    } catch (err) {
      // A refused recipient stays refused; anything else (server away, busy) is worth the queue's retries.
      if (err instanceof MailDeliveryError && err.failure === 'rejected') {
        logger.warn({ err: err.message }, 'The mail server refused a system message recipient');
        return { sent: false };
      }
      throw err;
    }
  });
  return {
    available: true,
    async enqueue(message) {
      await jobs.send(SYSTEM_MAIL_QUEUE, { sealed: box.seal(JSON.stringify(message)) } satisfies SealedJob);
    },
  };
}
