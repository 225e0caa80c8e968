import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trendMentions, trends } from '../db/schema';
import { WINDOW_HOURS, type MentionBucket } from './pipeline/metrics';
import { windowFacts, type WindowFacts } from './pipeline/window-facts';
import { chunks, jsonParam } from '../db/batch';
import { yieldToEventLoop } from '../event-loop-turns';

const HOUR = 3_600_000;

/** Hourly buckets of every active trend, enough to measure the widest window and its growth (two months). */
async function activeHistories(db: Db, now: Date): Promise<Map<number, MentionBucket[]>> {
  const since = new Date(now.getTime() - 2 * WINDOW_HOURS.month * HOUR);
  const active = await db.select({ id: trends.id }).from(trends).where(eq(trends.isActive, true));
  const out = new Map<number, MentionBucket[]>(active.map((r) => [r.id, []]));
  const rows = await db
    .select({
      trendId: trendMentions.trendId,
      bucketStart: trendMentions.bucketStart,
      mentions: trendMentions.mentions,
    })
    .from(trendMentions)
    .innerJoin(trends, and(eq(trends.id, trendMentions.trendId), eq(trends.isActive, true)))
    .where(gt(trendMentions.bucketStart, since))
    .orderBy(asc(trendMentions.bucketStart));
  for (const r of rows) out.get(r.trendId)?.push({ bucketStart: r.bucketStart, mentions: r.mentions });
  return out;
}

/**
 * The end of every discovery cycle: measures every active trend for each timeframe the API offers and stores the
 * result (trend_facts), and sets each trend row's summary (timeframe, mentions, growth, velocity, volume) to its
 * own window's facts, so every screen reads one set of figures. Trends and windows with no mention lose their
 * stale rows. Returns each trend's own-window facts (relevance reads its momentum from them).
 */
export async function publishTrendFacts(db: Db, now: Date): Promise<Map<number, WindowFacts>> {
  const { rows, own } = windowFacts(await activeHistories(db, now), now);
  await db.transaction(async (tx) => {
    // One publisher at a time (a global and a personal cycle may end together): the second waits, then writes its
    // newer figures, instead of the two interleaving row locks on trend_facts and trends.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('newsjack:trend_facts'))`);
    const records = rows.map((r) => ({
      trend_id: r.trendId,
      timeframe: r.timeframe,
      mentions: r.mentions,
      previous_mentions: r.previousMentions,
      growth: r.growth,
      velocity: r.velocity,
      volume: r.volume,
      history: r.history,
      computed_at: now,
    }));
    // Sorted, so two cycles publishing at once take row locks in the same order.
    records.sort((a, b) => a.trend_id - b.trend_id || a.timeframe.localeCompare(b.timeframe));
    for (const chunk of chunks(records, 500)) {
      await tx.execute(sql`insert into trend_facts (trend_id, timeframe, mentions, previous_mentions, growth, velocity, volume, history, computed_at)
        select r.trend_id, r.timeframe, r.mentions, r.previous_mentions, r.growth, r.velocity, r.volume, r.history, r.computed_at
        from json_to_recordset(${jsonParam(chunk)}) as r(trend_id int, timeframe text, mentions int, previous_mentions int,
          growth real, velocity text, volume text, history jsonb, computed_at timestamptz)
        on conflict (trend_id, timeframe) do update set mentions = excluded.mentions,
          previous_mentions = excluded.previous_mentions, growth = excluded.growth, velocity = excluded.velocity,
          volume = excluded.volume, history = excluded.history, computed_at = excluded.computed_at`);
      // PGlite answers on this thread and its statements resolve without a turn of the event loop: one is given here.
      await yieldToEventLoop();
    }
    // Windows an active trend no longer has mentions in keep no facts. A deactivated trend keeps its last ones
    // (a saved trend still shows what it was); no list reads them.
    await tx.execute(sql`delete from trend_facts f using trends t
      where t.id = f.trend_id and t.is_active and f.computed_at < ${now}`);
    const summaries = [...own.values()]
      .sort((x, y) => x.trendId - y.trendId)
      .map((f) => ({
        id: f.trendId,
        timeframe: f.timeframe,
        mentions: f.mentions,
        growth: f.growth,
        velocity: f.velocity,
        volume: f.volume,
      }));
    for (const chunk of chunks(summaries)) {
      await tx.execute(sql`update trends t set timeframe = r.timeframe, mentions = r.mentions, growth = r.growth,
          mention_velocity = r.velocity, mention_volume = r.volume
        from json_to_recordset(${jsonParam(chunk)}) as r(id int, timeframe text, mentions int, growth real, velocity text, volume text)
        where t.id = r.id`);
      await yieldToEventLoop();
    }
  });
  return own;
}
