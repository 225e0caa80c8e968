import type { TopicCleanupResponse } from '@newsjack/shared';
import { topicCleanupResponseSchema } from '@newsjack/shared';
import { z } from 'zod';
import type { AiCache } from '../../ai/cache/ai-cache';
import { pruneExpiredSessions } from '../../auth/session-store';
import type { Db } from '../../db/client';
import type { DiscoveryService } from '../../discovery/discovery.service';
import { awaitedHandler, runAwaited } from '../../jobs/awaited';
import type { JobQueue } from '../../jobs/job-queue';
import { MAINTENANCE_QUEUE } from '../../jobs/queues';
import type { Logger } from '../../logger';
import type { SavedItemsService } from '../saved-items/saved-items.service';

const HOUR_MS = 3_600_000;
/** Expired AI cache entries and sessions are deleted once an hour, whichever process's tick sends the job first. */
export const PRUNE_EVERY_SECONDS = 3_600;
export const PRUNE_KEY = 'prune-expired';

/** The maintenance queue's jobs, as stored. */
const maintenanceJobSchema = z.discriminatedUnion('task', [
  z.object({ task: z.literal('topics'), hours: z.number().positive() }),
  z.object({ task: z.literal('global-trends'), hours: z.number().positive() }),
  z.object({ task: z.literal('cache-clear'), prefix: z.string().optional() }),
  z.object({ task: z.literal('prune-expired') }),
]);
type MaintenanceJob = z.infer<typeof maintenanceJobSchema>;

const deletedMessageSchema = z.object({ message: z.string(), deleted: z.number().int() });

export type MaintenanceDeps = {
  db: Db;
  now: () => Date;
  logger: Logger;
  jobs: JobQueue;
  savedItems: Pick<SavedItemsService, 'savedIdsOf'>;
  discovery: Pick<DiscoveryService, 'admin'>;
  aiCache: AiCache;
};

/**
 * The operator's cleanups and the pruning of expired cache entries and sessions, each a job on the maintenance queue (decision 0041): durable,
 * retried with backoff, never run twice at once for one key. The admin screens wait for their job's answer, so they
 * read exactly as before; the hourly pruning is sent by the scheduler's tick and waited for by no one.
 */
export function createMaintenance(deps: MaintenanceDeps) {
  const { now, aiCache, discovery } = deps;
  const hoursAgo = (hours: number) => new Date(now().getTime() - hours * HOUR_MS);

  async function run(job: MaintenanceJob): Promise<unknown> {
    switch (job.task) {
      case 'global-trends': {
        const saved = await deps.savedItems.savedIdsOf('trend');
        const deleted = await discovery.admin.deleteGlobalTrendsBefore(hoursAgo(job.hours), saved);
        return { message: `Deleted ${deleted} global ${deleted === 1 ? 'trend' : 'trends'} older than ${job.hours} hours`, deleted };
      }
      case 'topics': {
        const saved = await deps.savedItems.savedIdsOf('trend');
        const results = await discovery.admin.cleanupTopics(hoursAgo(job.hours), saved);
        return { message: `Evaluated ${results.evaluated} topics older than ${job.hours} hours`, results };
      }
      case 'cache-clear': {
        const deleted = await aiCache.clear(job.prefix);
        const what = job.prefix ? `'${job.prefix}' entries` : 'entries';
        return { message: `Cleared ${deleted} cache ${what}`, deleted };
      }
      case 'prune-expired': {
        const entries = await aiCache.purgeExpired();
        const sessions = await pruneExpiredSessions(deps.db, now());
        if (entries + sessions > 0) deps.logger.info({ entries, sessions }, 'expired AI cache entries and sessions pruned');
        return { entries, sessions };
      }
    }
  }

  deps.jobs.work(MAINTENANCE_QUEUE, awaitedHandler((data) => maintenanceJobSchema.parse(data), run));

  return {
    /** Global trends not seen for `hours`; personal trends and trends someone saved stay. */
    async cleanupGlobalTrends(hours: number): Promise<{ message: string; deleted: number }> {
      return deletedMessageSchema.parse(await runAwaited(deps.jobs, MAINTENANCE_QUEUE, { task: 'global-trends', hours }, `global-trends:${hours}`));
    },

    /** Topics not seen for `hours`, except those linked to a trend some user saved. */
    async cleanupTopics(hours: number): Promise<TopicCleanupResponse> {
      return topicCleanupResponseSchema.parse(await runAwaited(deps.jobs, MAINTENANCE_QUEUE, { task: 'topics', hours }, `topics:${hours}`));
    },

    async clearCache(prefix: string | undefined): Promise<{ message: string; deleted: number }> {
      const job = prefix ? { task: 'cache-clear', prefix } : { task: 'cache-clear' };
      return deletedMessageSchema.parse(await runAwaited(deps.jobs, MAINTENANCE_QUEUE, job, `cache-clear:${prefix ?? 'all'}`));
    },

    /**
     * Queues the hourly pruning of expired AI cache entries and sessions: every process's tick may call it, and the
     * queue stores one job per hour (its throttle), so the pruning runs once an hour across every server.
     */
    async queueExpiredPrune(): Promise<void> {
      await deps.jobs.send(MAINTENANCE_QUEUE, { task: 'prune-expired' }, { singletonKey: PRUNE_KEY, singletonSeconds: PRUNE_EVERY_SECONDS });
    },
  };
}

export type Maintenance = ReturnType<typeof createMaintenance>;
