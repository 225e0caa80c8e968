import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { pgBossDb } from './pg-boss-db';
import { ALL_QUEUES } from './queues';
import type { QueueSpec } from './job-queue';

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const QUEUE_SCHEMA = 'pgboss';

/** What pg-boss stores for a queue's rules (createQueue and updateQueue take the same). */
export const queueOptions = (spec: QueueSpec) => ({
  name: spec.name,
  policy: spec.policy,
  retryLimit: spec.retryLimit,
  retryDelay: spec.retryDelaySeconds,
  retryBackoff: spec.retryBackoff,
  expireInSeconds: spec.expireInSeconds,
});

/**
 * Identifies what `installJobQueue` builds (pg-boss's schema version and the queues' rules), so a test template
 * database made before a change to either is not reused (server/test/helpers/test-db.ts hashes it).
 */
export function jobQueueSignature(): string {
  return JSON.stringify({ pgBoss: PgBoss.getConstructionPlans(QUEUE_SCHEMA), queues: ALL_QUEUES.map((q) => [q.name, queueOptions(q)]) });
}

/**
 * Creates (or upgrades) pg-boss's schema and every queue of `queues.ts`. Called by migrateDatabase under its
 * advisory lock, so two processes starting together take turns and the running queue only checks the version
 * (`migrate: false`): starting a queue costs two queries, not a schema.
 */
export async function installJobQueue(db: Db): Promise<void> {
  const boss = new PgBoss({ db: pgBossDb(db), schema: QUEUE_SCHEMA, migrate: true, supervise: false, schedule: false });
  let failure: unknown = null;
  boss.on('error', (err) => (failure ??= err));
  await boss.start();
  try {
    for (const spec of ALL_QUEUES) {
      await boss.createQueue(spec.name, queueOptions(spec));
      // An existing queue keeps the rules it was created with unless told the new ones.
      await boss.updateQueue(spec.name, queueOptions(spec));
    }
  } finally {
    await boss.stop({ graceful: false });
  }
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
}
