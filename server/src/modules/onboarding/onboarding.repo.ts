import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onboardingProgress } from '../../db/schema';

export type ProgressRow = typeof onboardingProgress.$inferSelect;
export type AnalysisPhase = ProgressRow['phase'];
export type AnalysisOutcome = NonNullable<ProgressRow['outcome']>;

/** Durations of the finished analyses since a moment: the 25th and 75th percentile and how many there were. */
export type DurationSpread = { p25Ms: number; p75Ms: number; runs: number };

/** The onboarding module's table: each user's latest analysis run and how far it got. */
export function createOnboardingRepo(db: Db) {
  return {
    /** Starts a run, replacing whatever run the user had before. */
    async start(userId: string, runId: string, at: Date): Promise<void> {
      const row = {
        userId,
        runId,
        phase: 'website' as const,
        outcome: null,
        startedAt: at,
        updatedAt: at,
        finishedAt: null,
      };
      await db
        .insert(onboardingProgress)
        .values(row)
        .onConflictDoUpdate({ target: onboardingProgress.userId, set: row });
    },

    /** Moves a run that is still going on to `phase`; a newer run of the same user is left alone. */
    async advance(userId: string, runId: string, phase: AnalysisPhase, at: Date): Promise<void> {
      await db
        .update(onboardingProgress)
        .set({ phase, updatedAt: at })
        .where(
          and(
            eq(onboardingProgress.userId, userId),
            eq(onboardingProgress.runId, runId),
            isNull(onboardingProgress.outcome),
          ),
        );
    },

    async finish(userId: string, runId: string, outcome: AnalysisOutcome, at: Date): Promise<void> {
      await db
        .update(onboardingProgress)
        .set({ outcome, updatedAt: at, finishedAt: at })
        .where(
          and(
            eq(onboardingProgress.userId, userId),
            eq(onboardingProgress.runId, runId),
            isNull(onboardingProgress.outcome),
          ),
        );
    },

    /** The user's run `runId`, or their latest run whichever it is. */
    async find(userId: string, runId: string | undefined): Promise<ProgressRow | null> {
      const [row] = await db
        .select()
        .from(onboardingProgress)
        .where(and(eq(onboardingProgress.userId, userId), runId ? eq(onboardingProgress.runId, runId) : undefined));
      return row ?? null;
    },

    /** Over every user's latest successful run finished since `since` (no user's details, only durations). */
    async durationSpread(since: Date): Promise<DurationSpread> {
      const duration = sql`extract(epoch from (${onboardingProgress.finishedAt} - ${onboardingProgress.startedAt})) * 1000`;
      const [row] = await db
        .select({
          p25: sql<string | null>`percentile_cont(0.25) within group (order by ${duration})`,
          p75: sql<string | null>`percentile_cont(0.75) within group (order by ${duration})`,
          runs: sql<string>`count(*)`,
        })
        .from(onboardingProgress)
        .where(and(eq(onboardingProgress.outcome, 'done'), gte(onboardingProgress.finishedAt, since)));
      return {
        p25Ms: Math.round(Number(row?.p25 ?? 0)),
        p75Ms: Math.round(Number(row?.p75 ?? 0)),
        runs: Number(row?.runs ?? 0),
      };
    },
  };
}

export type OnboardingRepo = ReturnType<typeof createOnboardingRepo>;
