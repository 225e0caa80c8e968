import type { QueueSpec } from './job-queue';

/**
 * Every queue of the app, declared in one place: the schema install creates them all (queue-schema.ts), so a
 * process that only sends, or only reports on the queue, never has to create one.
 */

/**
 * A company's personal discovery cycle: onboarding's first search in the background, a refresh or keyword search
 * awaited by the user. Keyed by company, 'stately': never two of one company running, companies side by side. A
 * cycle is only sent when none of its company waits or runs (jobs/awaited.ts, sendUnlessPending), since pg-boss 10
 * fetches in order and a job waiting behind its running key would hold back every other company's.
 */
export const PERSONAL_CYCLE_QUEUE: QueueSpec = {
  name: 'discovery-personal-cycle',
  policy: 'stately',
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  // A personal cycle reads no article pages and ends within a minute or two; a crashed one is taken up again
  // this long after it started.
  expireInSeconds: 10 * 60,
  concurrency: 2,
};

/** A global discovery cycle (start-up ingestion), one at a time across every process. */
export const GLOBAL_CYCLE_QUEUE: QueueSpec = {
  name: 'discovery-global-cycle',
  policy: 'stately',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  // Scheduled cycles read article pages of many sites; decision 0024 measured the longest at a few minutes.
  expireInSeconds: 30 * 60,
  concurrency: 1,
};

/**
 * Media contacts generated from an outlet's bylines, awaited by the user (jobs/awaited.ts), keyed by company and
 * outlet. 'stately': one waiting and one running per key, never two running; a second request joins the job there.
 */
export const CONTACTS_QUEUE: QueueSpec = {
  name: 'contacts-generate',
  policy: 'stately',
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  // An outlet's feeds and a few article pages, each fetch bounded: well under a minute.
  expireInSeconds: 5 * 60,
  concurrency: 2,
};

/**
 * The operator's cleanups (discovered topics, global trends), clearing the AI cache, and the hourly pruning of its
 * expired entries. Keyed by what they do (`topics:720`, `cache-clear:all`, `cache-prune`), 'stately' as above.
 */
export const MAINTENANCE_QUEUE: QueueSpec = {
  name: 'maintenance',
  policy: 'stately',
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  // Deletes by age over indexed columns: seconds even on a large install.
  expireInSeconds: 10 * 60,
  concurrency: 1,
};

/**
 * A message of the installation's own (a password reset link): sent in the background so the request that asked
 * answers at once and alike whether or not a message went, and retried while the mail server is away (a reset
 * link lives an hour: four tries with backoff stay inside it).
 */
export const SYSTEM_MAIL_QUEUE: QueueSpec = {
  name: 'system-mail',
  policy: 'standard',
  retryLimit: 4,
  retryDelaySeconds: 30,
  retryBackoff: true,
  // One SMTP conversation; its timeouts (mail/smtp-sender.ts) end it well within this.
  expireInSeconds: 5 * 60,
  concurrency: 2,
};

/**
 * A pitch scheduled to go from its user's mailbox (sent with `startAfter` = the chosen time). A server away is
 * retried; a pitch cancelled or sent meanwhile is skipped.
 */
export const PITCH_SEND_QUEUE: QueueSpec = {
  name: 'pitch-send',
  policy: 'standard',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  // One SMTP conversation, bounded by its timeouts (mail/smtp-sender.ts).
  expireInSeconds: 5 * 60,
  concurrency: 2,
};

/**
 * A company's website read and its profile, keywords and outlets drafted (onboarding's analysis, and My Company's
 * "Read the site again"), awaited by the user (jobs/awaited.ts): keyed by the company (for onboarding, the user and
 * what they typed, the company to be), 'stately' as contact generation: a second request joins the job there.
 */
export const ONBOARDING_ANALYSIS_QUEUE: QueueSpec = {
  name: 'onboarding-analysis',
  policy: 'stately',
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  // A few bounded page fetches and one AI call (with its own timeout and bounded retries): a minute or two at most.
  expireInSeconds: 10 * 60,
  concurrency: 4,
};

/**
 * Trend digests (modules/alerts): the hourly sweep (one per hour across every process, by its throttle) queues one
 * job per user whose digest is due, keyed by user so a user's digest is never built twice at once; the message
 * itself then goes as a system-mail job.
 */
export const TREND_DIGEST_QUEUE: QueueSpec = {
  name: 'trend-digest',
  policy: 'short',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  // Reads stored trends per company and queues one message: seconds.
  expireInSeconds: 5 * 60,
  concurrency: 1,
};

/**
 * Reading a user's inbox for replies and bounces (modules/pitches): the periodic sweep queues one job per user with
 * an IMAP server and pitches waiting, and the Pitches page's check joins the same job, keyed by user: one at a time
 * per user ('stately'; a user's job is only sent when none of theirs waits or runs, so none waits behind its key).
 */
export const REPLY_CHECK_QUEUE: QueueSpec = {
  name: 'reply-check',
  policy: 'stately',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  // One IMAP session, bounded by its timeouts (mail/imap-reader.ts).
  expireInSeconds: 5 * 60,
  concurrency: 2,
};

export const ALL_QUEUES: readonly QueueSpec[] = [PERSONAL_CYCLE_QUEUE, GLOBAL_CYCLE_QUEUE, CONTACTS_QUEUE, MAINTENANCE_QUEUE, SYSTEM_MAIL_QUEUE, PITCH_SEND_QUEUE, ONBOARDING_ANALYSIS_QUEUE, TREND_DIGEST_QUEUE, REPLY_CHECK_QUEUE];
