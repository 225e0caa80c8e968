import { replyCheckResultSchema, type ReplyCheckResult } from '@newsjack/shared';
import { z } from 'zod';
import { awaitedHandler, runAwaited, sendUnlessPending } from '../../jobs/awaited';
import type { JobQueue } from '../../jobs/job-queue';
import { REPLY_CHECK_QUEUE } from '../../jobs/queues';
import type { MailboxService } from '../mailbox/mailbox.service';
import type { PitchesRepo } from './pitches.repo';

/** How often every inbox with pitches waiting is read in the background (decision 52). */
export const REPLY_SWEEP_EVERY_SECONDS = 15 * 60;
const SWEEP_KEY = 'reply-sweep';
const userKey = (userId: string) => `reply:${userId}`;

const replyJobSchema = z.discriminatedUnion('task', [
  z.object({ task: z.literal('sweep') }),
  z.object({ task: z.literal('user'), userId: z.uuid() }),
]);

/**
 * The reply check as jobs on one queue keyed by user, so a user's inbox is read by one check at a time whoever asks:
 * the Pitches page's check waits for (or joins) the user's job, and a sweep every REPLY_SWEEP_EVERY_SECONDS queues
 * one for every user with an IMAP server and pitches waiting, unless one of theirs waits or runs already.
 */
export function createReplyJobs(
  deps: { jobs: JobQueue; mailbox: Pick<MailboxService, 'withInbox'> },
  repo: PitchesRepo,
  check: (userId: string) => Promise<ReplyCheckResult>,
) {
  const { jobs } = deps;

  async function sweep(): Promise<number> {
    const waiting = await repo.usersAwaitingReply();
    const readers = await deps.mailbox.withInbox(waiting);
    let queued = 0;
    for (const userId of readers) {
      if (await sendUnlessPending(jobs, REPLY_CHECK_QUEUE, { task: 'user', userId }, userKey(userId))) queued++;
    }
    return queued;
  }

  jobs.work(
    REPLY_CHECK_QUEUE,
    awaitedHandler(
      (data) => replyJobSchema.parse(data),
      async (job) => (job.task === 'sweep' ? { queued: await sweep() } : check(job.userId)),
    ),
  );

  return {
    /** The user's check, run as their job (or the one of theirs already waiting or running); its refusal is thrown. */
    checkNow: async (userId: string): Promise<ReplyCheckResult> =>
      replyCheckResultSchema.parse(await runAwaited(jobs, REPLY_CHECK_QUEUE, { task: 'user', userId }, userKey(userId))),

    /** Queues the sweep; every process's minute tick may call it, the throttle stores one per period. */
    async queueSweep(): Promise<void> {
      await jobs.send(REPLY_CHECK_QUEUE, { task: 'sweep' }, { singletonKey: SWEEP_KEY, singletonSeconds: REPLY_SWEEP_EVERY_SECONDS });
    },

    /** The sweep itself, now (tests look again within the period). */
    sweep,
  };
}
