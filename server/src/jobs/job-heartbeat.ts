import type PgBoss from 'pg-boss';
import { QUEUE_SCHEMA } from './queue-schema';

/**
 * Signs of life of running jobs, so a job whose process died is taken up again within seconds rather than when it
 * expires (decision 0041's addendum). pg-boss 10 keeps no record of who runs a job and has no heartbeat (its issue
 * 436; the maintainer's answer is the expiry), so the worker writes one into the running job's own row: its output,
 * which pg-boss leaves alone while the job is active and replaces when the job is completed or failed. The times are
 * the database's, so the servers' clocks do not matter.
 */

/** Who is running a job: one per queue instance (process), with what an operator reads in a failure's reason. */
export type WorkerId = { id: string; pid: number; host: string };

/** What a beat writes (kept beside the previous failure's `message`, which the admin's queue view still shows). */
const beatJson = `jsonb_build_object('worker', $1::text, 'pid', $2::int, 'host', $3::text, 'beatAt', now())`;

/** Marks a job this worker has just taken (pg-boss made it active) as running here; false if it was not there to take. */
export async function firstBeat(db: PgBoss.Db, worker: WorkerId, id: string): Promise<boolean> {
  const { rows } = await db.executeSql(
    `update ${QUEUE_SCHEMA}.job set output = coalesce(output, '{}'::jsonb) || ${beatJson}
      where id = $4::uuid and state = 'active' and output->>'worker' is null and not coalesce(output ? 'releasedBy', false)
      returning id`,
    [worker.id, worker.pid, worker.host, id],
  );
  return rows.length > 0;
}

/**
 * Marks `ids` as still running here. Answers the ids that are still this worker's: a job missing from the answer was
 * given up as cut short (no beat for too long) and is another attempt's now.
 */
export async function beat(db: PgBoss.Db, worker: WorkerId, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.executeSql(
    `update ${QUEUE_SCHEMA}.job set output = output || ${beatJson}
      where id = any($4::uuid[]) and state = 'active' and output->>'worker' = $1
      returning id::text as id`,
    [worker.id, worker.pid, worker.host, ids],
  );
  return new Set((rows as Array<{ id: string }>).map((r) => r.id));
}

/** Whether the job is still running as this worker's attempt (so its outcome is this worker's to record). */
export async function stillMine(db: PgBoss.Db, worker: WorkerId, id: string): Promise<boolean> {
  const { rows } = await db.executeSql(
    `select 1 from ${QUEUE_SCHEMA}.job where id = $1::uuid and state = 'active' and output->>'worker' = $2`,
    [id, worker.id],
  );
  return rows.length > 0;
}

export type ClaimedJob = { name: string; id: string; pid: number | null; host: string | null };

/**
 * Takes the running jobs whose worker has given no sign of life for `staleSeconds`, for this checker to fail into
 * their retry. One statement: a job is claimed by one checker only (another running at the same moment re-reads the
 * row after the first one's write and finds it no longer unclaimed), and its late worker's next beat misses it,
 * since the claim takes the worker's name off. A claim whose checker died before failing the job is stale in turn.
 * Only jobs that have beaten are looked at: one taken by a process that never beats (an older version, or one that
 * died between taking it and its first beat) is left to its expiry.
 */
export async function claimStale(db: PgBoss.Db, checker: WorkerId, staleSeconds: number): Promise<ClaimedJob[]> {
  const { rows } = await db.executeSql(
    `update ${QUEUE_SCHEMA}.job
        set output = (output - 'worker') || jsonb_build_object('releasedBy', $1::text, 'beatAt', now())
      where state = 'active' and output ? 'beatAt'
        and (output->>'beatAt')::timestamptz < now() - make_interval(secs => $2::float8)
      returning name, id::text as id, (output->>'pid')::int as pid, output->>'host' as host`,
    [checker.id, staleSeconds],
  );
  return rows as ClaimedJob[];
}

/**
 * Lets the retries of jobs cut short by a dead process start now: pg-boss's fail gives them the queue's backoff,
 * which is for a failure of the work itself, not for its process's death.
 */
export async function retryNow(db: PgBoss.Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.executeSql(`update ${QUEUE_SCHEMA}.job set start_after = now() where id = any($1::uuid[]) and state = 'retry'`, [ids]);
}
