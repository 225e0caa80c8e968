import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discoveredTopics, discoveryRuns, newsItems, sourceStates } from '../db/schema';
import { chunks, sameCompany, type ScopeRef } from './repo-helpers';
import type { NewsItem, SourceResult, SourceState } from './types';

/**
 * Data access of the discovery cycle. Every write that can touch many rows is one statement per chunk (multi-row
 * INSERT … ON CONFLICT, or UPDATE … FROM (VALUES …)), because PGlite pays per statement, not per row.
 */

// ── runs and source states ────────────────────────────────────────────────────────────────────────────────────

export async function createRun(
  db: Db,
  input: ScopeRef & { trigger: (typeof discoveryRuns.$inferInsert)['trigger']; triggeredBy: string | null; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(discoveryRuns)
    .values({ kind: input.scope, companyId: input.companyId, trigger: input.trigger, triggeredBy: input.triggeredBy, startedAt: input.now })
    .returning({ id: discoveryRuns.id });
  return row!.id;
}

export async function finishRun(
  db: Db,
  id: number,
  result: { status: 'succeeded' | 'failed'; itemsFetched: number; topicsUpserted: number; trendsUpserted: number; errors: string[]; finishedAt: Date },
): Promise<void> {
  await db.update(discoveryRuns).set(result).where(eq(discoveryRuns.id, id));
}

export async function loadSourceStates(db: Db, keys: readonly string[]): Promise<Map<string, SourceState>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(sourceStates).where(inArray(sourceStates.key, [...keys]));
  return new Map(rows.map((r) => [r.key, { etag: r.etag, lastModified: r.lastModified }]));
}

/** Remembers each source's outcome and conditional-GET validators (a failure keeps the previous validators). */
export async function saveSourceStates(db: Db, results: readonly SourceResult[], now: Date): Promise<void> {
  const rows = results.map((r) => ({
    key: r.key,
    etag: r.etag ?? null,
    lastModified: r.lastModified ?? null,
    lastFetchedAt: now,
    lastStatus: r.error ? 'error' : r.notModified ? 'not-modified' : 'ok',
    lastError: r.error ?? null,
    itemCount: r.items.length,
  }));
  for (const chunk of chunks(rows)) {
    await db
      .insert(sourceStates)
      .values(chunk)
      .onConflictDoUpdate({
        target: sourceStates.key,
        set: {
          etag: sql`case when excluded.last_status = 'error' then ${sourceStates.etag} else excluded.etag end`,
          lastModified: sql`case when excluded.last_status = 'error' then ${sourceStates.lastModified} else excluded.last_modified end`,
          lastFetchedAt: sql`excluded.last_fetched_at`,
          lastStatus: sql`excluded.last_status`,
          lastError: sql`excluded.last_error`,
          itemCount: sql`excluded.item_count`,
        },
      });
  }
}

// ── news items and topics ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Inserts new items and refreshes changed ones (a feed may correct a headline; the demo corpus re-dates its items
 * on every read so it always covers the last 30 days). An item keeps the scope it was first stored with.
 */
export async function upsertNewsItems(db: Db, items: readonly NewsItem[], ref: ScopeRef, now: Date): Promise<void> {
  const rows = items.map((i) => ({
    source: i.source,
    fingerprint: i.fingerprint,
    title: i.title,
    summary: i.summary,
    url: i.url,
    outlet: i.outlet,
    author: i.author,
    publishedAt: i.publishedAt,
    fetchedAt: now,
    scope: ref.scope,
    companyId: ref.companyId,
    keyword: i.keyword ?? null,
  }));
  for (const chunk of chunks(rows)) {
    await db
      .insert(newsItems)
      .values(chunk)
      .onConflictDoUpdate({
        target: newsItems.fingerprint,
        set: {
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          url: sql`excluded.url`,
          outlet: sql`excluded.outlet`,
          author: sql`excluded.author`,
          publishedAt: sql`excluded.published_at`,
          fetchedAt: sql`excluded.fetched_at`,
        },
        setWhere: sql`(${newsItems.title}, ${newsItems.summary}, ${newsItems.url}, ${newsItems.outlet}, ${newsItems.author}, ${newsItems.publishedAt})
          is distinct from (excluded.title, excluded.summary, excluded.url, excluded.outlet, excluded.author, excluded.published_at)`,
      });
  }
}

/** Upserts one topic per distinct normalised title (refreshing lastSeenAt); returns normalizedTitle → topic id. */
export async function upsertTopics(
  db: Db,
  topics: readonly { rawTitle: string; normalizedTitle: string }[],
  ref: ScopeRef,
  now: Date,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const rows = topics.map((t) => ({ ...t, scope: ref.scope, companyId: ref.companyId, firstSeenAt: now, lastSeenAt: now }));
  for (const chunk of chunks(rows)) {
    const saved = await db
      .insert(discoveredTopics)
      .values(chunk)
      .onConflictDoUpdate({
        target: [discoveredTopics.scope, discoveredTopics.companyId, discoveredTopics.normalizedTitle],
        set: { lastSeenAt: sql`excluded.last_seen_at`, rawTitle: sql`excluded.raw_title` },
      })
      .returning({ id: discoveredTopics.id, normalizedTitle: discoveredTopics.normalizedTitle });
    for (const row of saved) out.set(row.normalizedTitle, row.id);
  }
  return out;
}

/** Sets news_items.topic_id for (fingerprint, topic) pairs. */
export async function linkItemsToTopics(db: Db, links: readonly { fingerprint: string; topicId: number }[]): Promise<void> {
  for (const chunk of chunks(links)) {
    const values = sql.join(
      chunk.map((l) => sql`(${l.fingerprint}::text, ${l.topicId}::int)`),
      sql`, `,
    );
    await db.execute(sql`update ${newsItems} set topic_id = v.topic_id from (values ${values}) as v(fingerprint, topic_id)
      where ${newsItems.fingerprint} = v.fingerprint and ${newsItems.topicId} is distinct from v.topic_id`);
  }
}

export interface WindowItem {
  id: number;
  fingerprint: string;
  title: string;
  summary: string;
  url: string | null;
  outlet: string | null;
  publishedAt: Date;
  scope: ScopeRef['scope'];
  companyId: number | null;
  topicId: number | null;
  trendId: number | null;
  keyword: string | null;
}

/**
 * Items a cycle clusters: the scope's items published in (since, until], plus (personal searches) the items this
 * cycle fetched that were first stored under another scope.
 */
export async function loadWindowItems(db: Db, ref: ScopeRef, since: Date, until: Date, alsoFingerprints: readonly string[] = []): Promise<WindowItem[]> {
  const columns = {
    id: newsItems.id,
    fingerprint: newsItems.fingerprint,
    title: newsItems.title,
    summary: newsItems.summary,
    url: newsItems.url,
    outlet: newsItems.outlet,
    publishedAt: newsItems.publishedAt,
    scope: newsItems.scope,
    companyId: newsItems.companyId,
    topicId: newsItems.topicId,
    trendId: newsItems.trendId,
    keyword: newsItems.keyword,
  };
  const inWindow = and(gt(newsItems.publishedAt, since), sql`${newsItems.publishedAt} <= ${until}`);
  const rows = await db
    .select(columns)
    .from(newsItems)
    .where(and(eq(newsItems.scope, ref.scope), sameCompany(newsItems.companyId, ref.companyId), inWindow));
  const seen = new Set(rows.map((r) => r.fingerprint));
  const extra = alsoFingerprints.filter((f) => !seen.has(f));
  for (const chunk of chunks(extra)) {
    rows.push(...(await db.select(columns).from(newsItems).where(and(inArray(newsItems.fingerprint, chunk), inWindow))));
  }
  return rows.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id - b.id);
}

/** Personal-search items of these companies published in (since, until], for keyword counts. */
export async function loadCompanyItems(
  db: Db,
  companyIds: readonly number[],
  since: Date,
  until: Date,
): Promise<Array<{ title: string; summary: string; publishedAt: Date; companyId: number | null }>> {
  if (companyIds.length === 0) return [];
  return db
    .select({ title: newsItems.title, summary: newsItems.summary, publishedAt: newsItems.publishedAt, companyId: newsItems.companyId })
    .from(newsItems)
    .where(and(inArray(newsItems.companyId, [...companyIds]), gt(newsItems.publishedAt, since), sql`${newsItems.publishedAt} <= ${until}`));
}
