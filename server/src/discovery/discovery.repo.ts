import { and, asc, eq, gt, gte, inArray, isNull, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discoveryRuns, newsItems, sourceStates } from '../db/schema';
import { chunks, jsonParam } from '../db/batch';
import { yieldToEventLoop } from '../event-loop-turns';
import { sameCompany, YIELDING_BATCH, type ScopeRef } from './repo-helpers';
import type { NewsItem, SourceResult, SourceState } from './types';
import { DEMO_SOURCE_PREFIX } from './sources/demo-corpus';

/**
 * Data access of the discovery cycle. Every write that can touch many rows is one statement per chunk (multi-row
 * INSERT … ON CONFLICT, or UPDATE … FROM (VALUES …)), because PGlite pays per statement, not per row; the large
 * ones let the event loop turn between chunks (yieldToEventLoop).
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

/**
 * Remembers each source's outcome and conditional-GET validators (a failure keeps the previous validators and the
 * time of the last success).
 */
export async function saveSourceStates(db: Db, results: readonly SourceResult[], now: Date): Promise<void> {
  const rows = results.map((r) => ({
    key: r.key,
    etag: r.etag ?? null,
    lastModified: r.lastModified ?? null,
    lastFetchedAt: now,
    lastSuccessAt: r.error ? null : now,
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
          lastSuccessAt: sql`coalesce(excluded.last_success_at, ${sourceStates.lastSuccessAt})`,
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
 * on every read so it always covers the last 30 days). An item keeps the scope it was first stored with, except
 * that general news takes over an article a company's keyword search stored first: otherwise global discovery
 * would never see it and the story would stay one company's copy (run-cycle folds that copy into the global
 * trend). The search's keyword is the company's own words and is dropped on the way (no other account sees it).
 */
export async function upsertNewsItems(db: Db, items: readonly NewsItem[], ref: ScopeRef, now: Date): Promise<void> {
  for (const batch of chunks(items, YIELDING_BATCH)) {
    const chunk = batch.map((i) => ({
      source: i.source,
      fingerprint: i.fingerprint,
      title: i.title,
      summary: i.summary,
      url: i.url,
      outlet: i.outlet,
      author: i.author,
      published_at: i.publishedAt,
      keyword: i.keyword ?? null,
      story_key: i.storyKey ?? null,
    }));
    await db.execute(sql`
      insert into news_items (source, fingerprint, title, summary, url, outlet, author, published_at, keyword, story_key, fetched_at, scope, company_id)
      select r.source, r.fingerprint, r.title, r.summary, r.url, r.outlet, r.author, r.published_at, r.keyword, r.story_key, ${now}, ${ref.scope}, ${ref.companyId}::int
      from json_to_recordset(${jsonParam(chunk)}) as r(source text, fingerprint text, title text, summary text, url text,
        outlet text, author text, published_at timestamptz, keyword text, story_key text)
      on conflict (fingerprint) do update set
        title = excluded.title, summary = excluded.summary, url = excluded.url, outlet = excluded.outlet,
        author = excluded.author, published_at = excluded.published_at, fetched_at = excluded.fetched_at,
        story_key = coalesce(news_items.story_key, excluded.story_key),
        scope = case when excluded.scope = 'global' then 'global' else news_items.scope end,
        company_id = case when excluded.scope = 'global' then null else news_items.company_id end,
        keyword = case when excluded.scope = 'global' and news_items.scope <> 'global' then null else news_items.keyword end
      where (news_items.title, news_items.summary, news_items.url, news_items.outlet, news_items.author, news_items.published_at)
        is distinct from (excluded.title, excluded.summary, excluded.url, excluded.outlet, excluded.author, excluded.published_at)
        or (news_items.story_key is null and excluded.story_key is not null)
        or (excluded.scope = 'global' and news_items.scope <> 'global')`);
    await yieldToEventLoop();
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
  for (const chunk of chunks(topics.map((t) => ({ raw_title: t.rawTitle, normalized_title: t.normalizedTitle })), YIELDING_BATCH)) {
    const { rows } = await db.execute<{ id: number; normalized_title: string }>(sql`
      insert into discovered_topics (scope, company_id, raw_title, normalized_title, first_seen_at, last_seen_at)
      select ${ref.scope}, ${ref.companyId}::int, r.raw_title, r.normalized_title, ${now}, ${now}
      from json_to_recordset(${jsonParam(chunk)}) as r(raw_title text, normalized_title text)
      on conflict (scope, company_id, normalized_title) do update set last_seen_at = excluded.last_seen_at, raw_title = excluded.raw_title
      returning id, normalized_title`);
    for (const row of rows) out.set(row.normalized_title, row.id);
    await yieldToEventLoop();
  }
  return out;
}

/** Sets news_items.topic_id for (fingerprint, topic) pairs. */
export async function linkItemsToTopics(db: Db, links: readonly { fingerprint: string; topicId: number }[]): Promise<void> {
  for (const chunk of chunks(links.map((l) => ({ fingerprint: l.fingerprint, topic_id: l.topicId })), YIELDING_BATCH)) {
    await db.execute(sql`update news_items n set topic_id = r.topic_id
      from json_to_recordset(${jsonParam(chunk)}) as r(fingerprint text, topic_id int)
      where n.fingerprint = r.fingerprint and n.topic_id is distinct from r.topic_id`);
    await yieldToEventLoop();
  }
}

export interface WindowItem {
  id: number;
  fingerprint: string;
  title: string;
  summary: string;
  url: string | null;
  outlet: string | null;
  author: string | null;
  publishedAt: Date;
  scope: ScopeRef['scope'];
  companyId: number | null;
  topicId: number | null;
  trendId: number | null;
  keyword: string | null;
  /** Where it came from (`demo:…` for the bundled demo corpus). */
  source: string;
  storyKey: string | null;
}

/**
 * Items a cycle clusters: the scope's items published in (since, until], plus (personal searches) the items this
 * cycle fetched that were first stored under another scope.
 */
export async function loadWindowItems(
  db: Db,
  ref: ScopeRef,
  since: Date,
  until: Date,
  alsoFingerprints: readonly string[] = [],
  options: { withoutDemo?: boolean } = {},
): Promise<WindowItem[]> {
  const columns = {
    id: newsItems.id,
    fingerprint: newsItems.fingerprint,
    title: newsItems.title,
    summary: newsItems.summary,
    url: newsItems.url,
    outlet: newsItems.outlet,
    author: newsItems.author,
    publishedAt: newsItems.publishedAt,
    scope: newsItems.scope,
    companyId: newsItems.companyId,
    topicId: newsItems.topicId,
    trendId: newsItems.trendId,
    keyword: newsItems.keyword,
    source: newsItems.source,
    storyKey: newsItems.storyKey,
  };
  const inWindow = and(
    gt(newsItems.publishedAt, since),
    sql`${newsItems.publishedAt} <= ${until}`,
    // Real news answered: the demo corpus read while it did not leaves the window, and its trends end.
    options.withoutDemo ? notLike(newsItems.source, `${DEMO_SOURCE_PREFIX}%`) : undefined,
  );
  // A page at a time in (published_at, id) order, with a turn of the event loop between pages: PGlite answers on
  // this thread, and reading a 20,000-item window in one statement held every request for most of a second.
  const rows: WindowItem[] = [];
  for (let after: { publishedAt: Date; id: number } | null = null; ; ) {
    const page: WindowItem[] = await db
      .select(columns)
      .from(newsItems)
      .where(
        and(
          eq(newsItems.scope, ref.scope),
          sameCompany(newsItems.companyId, ref.companyId),
          inWindow,
          // The range on published_at lets its index find the page's start; the pair breaks ties by id.
          after
            ? and(gte(newsItems.publishedAt, after.publishedAt), sql`(${newsItems.publishedAt}, ${newsItems.id}) > (${after.publishedAt}, ${after.id})`)
            : undefined,
        ),
      )
      .orderBy(asc(newsItems.publishedAt), asc(newsItems.id))
      .limit(WINDOW_PAGE);
    rows.push(...page);
    if (page.length < WINDOW_PAGE) break;
    after = page[page.length - 1]!;
    await yieldToEventLoop();
  }
  const seen = new Set(rows.map((r) => r.fingerprint));
  const extra = alsoFingerprints.filter((f) => !seen.has(f));
  for (const chunk of chunks(extra)) {
    rows.push(...(await db.select(columns).from(newsItems).where(and(inArray(newsItems.fingerprint, chunk), inWindow))));
  }
  return rows.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id - b.id);
}

/** Rows per page of the window read (see loadWindowItems): 1,000 held PGlite, and so the loop, for 65-75 ms. */
const WINDOW_PAGE = 500;

/**
 * Rows per page of the keyword-count read. Each page is counted on this thread before the next is read (a keyword
 * count stems every item's text): 2,000 rows held the loop for 85-150 ms at 20,000 items.
 */
const KEYWORD_PAGE = 500;

/**
 * What keyword counts read, the same in every cycle: the global items and these companies' own search results
 * published in (since, until]. Only the columns counting needs, a page at a time in id order (each page is counted
 * and dropped, so a large window never sits in memory whole), with a turn of the event loop between pages.
 */
export async function forEachKeywordCountPage(
  db: Db,
  companyIds: readonly number[],
  since: Date,
  until: Date,
  visit: (page: Array<{ title: string; summary: string; publishedAt: Date; companyId: number | null }>) => void,
): Promise<void> {
  const owners = companyIds.length === 0 ? isNull(newsItems.companyId) : or(isNull(newsItems.companyId), inArray(newsItems.companyId, [...companyIds]));
  let after = 0;
  for (;;) {
    const page = await db
      .select({ id: newsItems.id, title: newsItems.title, summary: newsItems.summary, publishedAt: newsItems.publishedAt, companyId: newsItems.companyId })
      .from(newsItems)
      .where(and(owners, gt(newsItems.id, after), gt(newsItems.publishedAt, since), sql`${newsItems.publishedAt} <= ${until}`))
      .orderBy(asc(newsItems.id))
      .limit(KEYWORD_PAGE);
    if (page.length === 0) return;
    // The read and the counting are a turn each (on PGlite the read is this thread's work too).
    await yieldToEventLoop();
    visit(page);
    if (page.length < KEYWORD_PAGE) return;
    after = page[page.length - 1]!.id;
    await yieldToEventLoop();
  }
}
