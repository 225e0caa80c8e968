import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { discoveryRuns } from '../db/schema';
import type { Logger } from '../logger';
import type { ScopeRef } from './repo-helpers';
import { runDiscoveryCycle, type DiscoveryCycleResult, type RunDiscoveryCycleInput, type RunTrigger } from './run-cycle';
import { recordRun } from './scheduler-state.repo';

/**
 * What every caller of a cycle gets back; 'skipped' means a cycle of the same scope was already waiting or running.
 * A schema, since an awaited cycle's summary comes back from the job queue's storage.
 */
export const cycleSummarySchema = z.object({
  runId: z.number().int(),
  status: z.enum(['succeeded', 'failed', 'skipped']),
  itemsFetched: z.number().int(),
  topicsUpserted: z.number().int(),
  trendsUpserted: z.number().int(),
  errors: z.array(z.string()),
});
export type CycleSummary = z.infer<typeof cycleSummarySchema>;

export const SKIPPED_MESSAGE = 'another discovery cycle of the same scope was running';

/** A cycle not run because its scope already has one waiting or running: recorded as a 'skipped' run. */
export async function recordSkipped(input: { db: Db; logger: Logger; ref: ScopeRef; trigger: RunTrigger; triggeredBy: string | null; now: Date }): Promise<CycleSummary> {
  const { db, ref, trigger, triggeredBy, now } = input;
  const runId = await recordRun(db, { ...ref, trigger, status: 'skipped', errors: [SKIPPED_MESSAGE], triggeredBy, now });
  input.logger.info({ runId, scope: ref.scope, companyId: ref.companyId, trigger }, 'discovery cycle skipped: already running');
  return { runId, status: 'skipped', itemsFetched: 0, topicsUpserted: 0, trendsUpserted: 0, errors: [SKIPPED_MESSAGE] };
}

export interface CycleInput {
  db: Db;
  logger: Logger;
  ref: ScopeRef;
  trigger: RunTrigger;
  triggeredBy: string | null;
  now: Date;
  /** Everything the pipeline needs beyond what is above. */
  prepare: () => Promise<Omit<RunDiscoveryCycleInput, 'db' | 'scope' | 'companyId' | 'now' | 'trigger' | 'triggeredBy' | 'logger'>>;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

const toSummary = (r: DiscoveryCycleResult): CycleSummary => ({
  runId: r.runId,
  status: r.status,
  itemsFetched: r.itemsFetched,
  topicsUpserted: r.topicsUpserted,
  trendsUpserted: r.trendsUpserted,
  errors: r.errors,
});

/**
 * The failed run that runDiscoveryCycle recorded before it rethrew (its error does not carry the id): the newest
 * failed row of this scope, trigger and start time (one job per scope runs at a time, so nobody else wrote one since).
 */
async function recordedFailure(input: CycleInput): Promise<number | undefined> {
  const { db, ref, now, trigger } = input;
  const [row] = await db
    .select({ id: discoveryRuns.id })
    .from(discoveryRuns)
    .where(and(eq(discoveryRuns.kind, ref.scope), ref.companyId === null ? isNull(discoveryRuns.companyId) : eq(discoveryRuns.companyId, ref.companyId), eq(discoveryRuns.startedAt, now), eq(discoveryRuns.trigger, trigger), eq(discoveryRuns.status, 'failed')))
    .orderBy(desc(discoveryRuns.id))
    .limit(1);
  return row?.id;
}

/**
 * Runs one cycle. Never two of one scope at once: each runs as a job whose singleton key is its scope (the global
 * queue's one key, a company's on the personal queue; decision 0041). Never throws for a cycle failure: the run
 * row says 'failed' and so does the summary.
 */
export async function runCycle(input: CycleInput): Promise<CycleSummary> {
  const { db, ref, now, trigger, triggeredBy, logger } = input;
  let started = false;
  try {
    const prepared = await input.prepare();
    started = true;
    const result = await runDiscoveryCycle({ ...prepared, db, scope: ref.scope, companyId: ref.companyId, now, trigger, triggeredBy, logger });
    return toSummary(result);
  } catch (err) {
    logger.error({ err, scope: ref.scope, companyId: ref.companyId, trigger }, 'discovery cycle failed');
    const error = message(err);
    // Every cycle leaves a row: the pipeline's own when it got that far, else one recorded here.
    const runId =
      (started ? await recordedFailure(input) : undefined) ??
      (await recordRun(db, { ...ref, trigger, status: 'failed', errors: [`cycle: ${error}`], triggeredBy, now }));
    return { runId, status: 'failed', itemsFetched: 0, topicsUpserted: 0, trendsUpserted: 0, errors: [`cycle: ${error}`] };
  }
}
