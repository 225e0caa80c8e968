import type { QueueSpec } from './job-queue';

/**
 * Every queue of the app, declared in one place: the schema install creates them all (queue-schema.ts), so a
 * process that only sends, or only reports on the queue, never has to create one.
 *
 * `expireInSeconds` is what takes up a job whose process died mid-job (decision 0041, third addendum): pg-boss's
 * maintenance (every 60 s, in whichever process is alive) fails a job still 'active' that long after it started into
 * its retry, which a live process then runs. So each figure is the longest an honest run can take, worked out from
 * the time limits of what it waits for, plus margin; shorter, a slow job still running would be started a second
 * time beside itself; longer, a crashed one waits that long. AI calls are counted at the default AI_TIMEOUT_MS
 * (60 s) with the SDK's 2 retries: 3 x 60 s plus backoff, about 3 min per call.
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
  // No article pages. Worst honest run, a batch search of 100 keywords (its limit) whose sources all time out:
  // 200 sources (Google News and Hacker News per keyword) 4 at a time, 10 s each (conditional-get.ts) = 500 s,
  // one batched AI enrichment call (~3 min), and the cycle's own work on a few hundred items (seconds): ~12 min.
  expireInSeconds: 15 * 60,
  concurrency: 2,
};

/** A global discovery cycle (start-up ingestion), one at a time across every process. */
export const GLOBAL_CYCLE_QUEUE: QueueSpec = {
  name: 'discovery-global-cycle',
  policy: 'stately',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  // Worst honest run of a scheduled cycle: its ~15 default sources 4 at a time, 10 s each (40 s); 30 article pages
  // (PAGES_PER_CYCLE), at worst all of one site read one after another, robots.txt and each page 8 s
  // (article-pages.ts): 248 s; one batched AI enrichment call (~3 min); the cycle's own work, ~15 s at 20,000 items
  // in the discovery bench (its budget), say 45 s on a loaded host; relevance for 1,000 companies under 60 s
  // (decision 53); with an embeddings server, ~80 requests of 256 texts at 20,000 items (~2 min): ~11.5 min.
  expireInSeconds: 15 * 60,
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
  // Worst honest run: the outlet's home page and up to 3 feeds side by side, 8 s each (outlet-feeds.ts), 16 s; 12
  // article pages (PAGES_PER_OUTLET), at worst of one site in turn, robots.txt and each page 8 s: 104 s; the
  // journalists' beats through an embeddings server, side by side, ~3 min at worst: ~5 min.
  expireInSeconds: 8 * 60,
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
  // Deletes by age over indexed columns: seconds even on a large install; the margin is for a database under load.
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
  // One SMTP conversation: connection and greeting 15 s each, then 30 s at most of silence per step
  // (mail/smtp-sender.ts); a reset message is small, so a minute or so at worst.
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
  // One SMTP conversation, as a system message (mail/smtp-sender.ts: 15 s to connect and greet, 30 s of silence at
  // most per step): a minute or so at worst.
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
  // Worst honest run: the home page 10 s (fetch-website.ts) and the other pages and sitemap within 12 s together
  // (analyse-website.ts), 22 s; ranking the known outlets through an embeddings server (~3 min at worst) and the
  // analysis call (~3 min): ~6.5 min. Offline (no AI server), under 30 s.
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
  // Reads stored trends per company and queues one message: seconds; the margin is for a database under load.
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
  // One IMAP session (mail/imap-reader.ts: 15 s to connect and greet, 30 s of silence at most per step) fetching
  // every message since the oldest pitch awaiting an answer, whole: a busy mailbox's few thousand messages take a
  // few minutes at worst. Nobody waits for it, so the margin is wide.
  expireInSeconds: 10 * 60,
  concurrency: 2,
};

export const ALL_QUEUES: readonly QueueSpec[] = [PERSONAL_CYCLE_QUEUE, GLOBAL_CYCLE_QUEUE, CONTACTS_QUEUE, MAINTENANCE_QUEUE, SYSTEM_MAIL_QUEUE, PITCH_SEND_QUEUE, ONBOARDING_ANALYSIS_QUEUE, TREND_DIGEST_QUEUE, REPLY_CHECK_QUEUE];
