import type { JobQueueReport, JobState, QueueCounts } from '@newsjack/shared';
import type PgBoss from 'pg-boss';
import { QUEUE_SCHEMA } from './queue-schema';

/** pg-boss's state names, as the admin reads them. */
const STATES: Record<string, JobState> = {
  created: 'waiting',
  retry: 'retry',
  active: 'running',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};

type CountRow = { name: string; state: string; n: number | string };
type JobRow = {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  error: string | null;
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Reads the queue's own table (pg-boss 10 has counts per state but no list of jobs). A failure's reason is the
 * message our worker stores (`{ message }`) or pg-boss's own for an expired job (`{ value: { message } }`).
 */
export async function readQueueReport(db: PgBoss.Db, names: readonly string[], limit: number): Promise<JobQueueReport> {
  const counts = await db.executeSql(
    `select name, state::text as state, count(*)::int as n from ${QUEUE_SCHEMA}.job where name = any($1::text[]) group by name, state`,
    [names],
  );
  const jobs = await db.executeSql(
    `select id::text as id, name, state::text as state, retry_count, retry_limit, created_on, started_on, completed_on,
            coalesce(output->>'message', output->'value'->>'message') as error
       from ${QUEUE_SCHEMA}.job where name = any($1::text[]) order by created_on desc, id limit $2`,
    [names, limit],
  );
  const queues = new Map<string, QueueCounts>(names.map((queue) => [queue, { queue, waiting: 0, running: 0, retry: 0, failed: 0, completed: 0 }]));
  for (const row of counts.rows as CountRow[]) {
    const state = STATES[row.state];
    const entry = queues.get(row.name);
    if (entry && state && state !== 'cancelled') entry[state] += Number(row.n);
  }
  return {
    queues: [...queues.values()],
    recent: (jobs.rows as JobRow[]).map((row) => {
      const state = STATES[row.state] ?? 'waiting';
      return {
        id: row.id,
        queue: row.name,
        state,
        retryCount: row.retry_count,
        retryLimit: row.retry_limit,
        createdAt: iso(row.created_on)!,
        startedAt: iso(row.started_on),
        endedAt: iso(row.completed_on),
        // A completed job's output is its result, not an error.
        error: state === 'completed' ? null : row.error,
      };
    }),
  };
}

/** The jobs in the 'active' state, by queue (StartOptions.reclaimActive). */
export async function activeJobs(db: PgBoss.Db): Promise<Map<string, string[]>> {
  const { rows } = await db.executeSql(`select name, id::text as id from ${QUEUE_SCHEMA}.job where state = 'active'`, []);
  const byQueue = new Map<string, string[]>();
  for (const row of rows as Array<{ name: string; id: string }>) byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), row.id]);
  return byQueue;
}

/** The oldest job of `key` on `queue` that has not ended (waiting, waiting for a retry, or running). */
export async function pendingJob(db: PgBoss.Db, queue: string, key: string): Promise<string | null> {
  const { rows } = await db.executeSql(
    `select id::text as id from ${QUEUE_SCHEMA}.job
      where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active') order by created_on, id limit 1`,
    [queue, key],
  );
  return (rows[0] as { id: string } | undefined)?.id ?? null;
}

/** Cancels the job if no worker has taken it yet (pg-boss's own cancel would cancel a running one too). */
export async function withdrawWaiting(db: PgBoss.Db, queue: string, id: string): Promise<boolean> {
  const { rows } = await db.executeSql(
    `update ${QUEUE_SCHEMA}.job set state = 'cancelled', completed_on = now()
      where name = $1 and id = $2::uuid and state = 'created' returning id`,
    [queue, id],
  );
  return rows.length > 0;
}
