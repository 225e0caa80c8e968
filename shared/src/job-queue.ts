import { z } from 'zod';

/** Where a job stands: waiting its turn, waiting to be tried again after a failure, running, or ended. */
export const jobStates = ['waiting', 'retry', 'running', 'completed', 'failed', 'cancelled'] as const;
export const jobStateSchema = z.enum(jobStates);
export type JobState = z.infer<typeof jobStateSchema>;

/** One queue's jobs by state (ended jobs are counted until the queue archives them, about 12 hours). */
export const queueCountsSchema = z.object({
  queue: z.string(),
  waiting: z.number().int(),
  running: z.number().int(),
  retry: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

/** One recent job: `retryCount` is how many times it has been tried again; `error` the last failure's reason. */
export const queueJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: jobStateSchema,
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type QueueJob = z.infer<typeof queueJobSchema>;

/** GET /api/admin/trend-discovery/queue: every queue's background jobs (discovery's first), counted and the newest listed. */
export const jobQueueReportSchema = z.object({
  queues: z.array(queueCountsSchema),
  recent: z.array(queueJobSchema),
});
export type JobQueueReport = z.infer<typeof jobQueueReportSchema>;

/** POST /api/admin/trend-discovery/run answers: queued now, or one already waiting that will do the same. */
export const DISCOVERY_RUN_QUEUED_MESSAGE = 'Trend discovery run queued';
export const DISCOVERY_RUN_WAITING_MESSAGE = 'A trend discovery run is already waiting to start';
