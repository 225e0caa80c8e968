import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EMPTY_FACT_SHEET, mentionVelocities, mentionVolumes, sentiments, timeframes, trendScopes, type FactSheet } from '@newsjack/shared';
import { createdAt, id, ts, updatedAt } from './columns';
import type { TrendReport } from '@newsjack/shared';
import { companyProfiles } from './companies';
import { users } from './users';

/** A story cluster seen across sources. Global trends come from general sources; personal ones from a company's keyword searches. */
export const trends = pgTable(
  'trends',
  {
    id: id(),
    scope: text('scope', { enum: trendScopes }).notNull(),
    companyId: integer('company_id').references(() => companyProfiles.id, { onDelete: 'cascade' }),
    /** Stable identity of the cluster across cycles, so a trend is updated in place rather than duplicated. */
    clusterKey: text('cluster_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('business'),
    relatedKeywords: jsonb('related_keywords').$type<string[]>().notNull().default([]),
    /** The reports, most recent first (at most MAX_TREND_REPORTS): link, outlet, headline, ISO publication time. */
    reports: jsonb('reports').$type<TrendReport[]>().notNull().default([]),
    mentions: integer('mentions').notNull().default(0),
    growth: real('growth').notNull().default(0),
    mentionVelocity: text('mention_velocity', { enum: mentionVelocities }).notNull().default('low'),
    mentionVolume: text('mention_volume', { enum: mentionVolumes }).notNull().default('low'),
    sentiment: text('sentiment', { enum: sentiments }).notNull().default('neutral'),
    sentimentScore: real('sentiment_score').notNull().default(0),
    trendingReason: text('trending_reason').notNull().default(''),
    timeframe: text('timeframe').notNull().default('24h'),
    rank: integer('rank').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The keyword whose search produced a personal trend, if any. */
    keyword: text('keyword'),
    /**
     * A story off the day's list (discovery/off-list-stories.ts: one outlet alone told it, or it ranked past the
     * list's cap): seen only by the companies whose relevance reaches OFF_LIST_MIN_RELEVANCE, where every other
     * trend is seen by all.
     */
    offList: boolean('off_list').notNull().default(false),
    /** A story off the list that one outlet alone reported: its card says so. */
    singleReport: boolean('single_report').notNull().default(false),
    /** Every report is from the bundled demo corpus (fictional outlets): every screen labels it as demo news. */
    demo: boolean('demo').notNull().default(false),
    /** What the reports say (text/fact-sheet.ts), written with the trend: the ground story angles and pitches stand on. */
    factSheet: jsonb('fact_sheet').$type<FactSheet>().notNull().default(EMPTY_FACT_SHEET),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('trends_scope_company_cluster_uq').on(t.scope, t.companyId, t.clusterKey).nullsNotDistinct(),
    index('trends_company_idx').on(t.companyId),
    index('trends_scope_active_rank_idx').on(t.scope, t.isActive, t.rank),
    index('trends_last_seen_idx').on(t.lastSeenAt),
  ],
);

/** Relevance of a trend to one company: score, the evidence, and the explanation shown to the user. */
export const trendExplanations = pgTable(
  'trend_explanations',
  {
    id: id(),
    trendId: integer('trend_id')
      .notNull()
      .references(() => trends.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    relevanceScore: real('relevance_score').notNull().default(0),
    matchedKeywords: jsonb('matched_keywords').$type<string[]>().notNull().default([]),
    semanticSimilarity: real('semantic_similarity').notNull().default(0),
    explanation: text('explanation').notNull().default(''),
    computedAt: ts('computed_at').notNull().defaultNow(),
    /**
     * Set when the company's keyword search found news of this (global) trend: the search links the story to the
     * global trend that already covers it instead of storing a personal copy, so it shows in My Trends and in the
     * search's results as the one trend it is everywhere. The keyword whose search found it, and when.
     */
    searchKeyword: text('search_keyword'),
    linkedAt: ts('linked_at'),
  },
  (t) => [
    uniqueIndex('trend_explanations_trend_company_uq').on(t.trendId, t.companyId),
    index('trend_explanations_company_score_idx').on(t.companyId, t.relevanceScore),
  ],
);

/** One point of a mention-over-time chart (the wire's MentionPoint). */
export type StoredMentionPoint = { t: string; mentions: number };

/**
 * A trend's figures for one timeframe the API offers, as discovery measured them at the end of its last cycle
 * (discovery/publish-facts.ts): mentions, growth against the window before, velocity and volume graded against
 * every trend live in that window, and the chart series. Only windows with mentions have a row, so the API's read
 * is a join. See docs/decisions/0006-trend-facts.md.
 */
export const trendFacts = pgTable(
  'trend_facts',
  {
    trendId: integer('trend_id')
      .notNull()
      .references(() => trends.id, { onDelete: 'cascade' }),
    timeframe: text('timeframe', { enum: timeframes }).notNull(),
    mentions: integer('mentions').notNull(),
    previousMentions: integer('previous_mentions').notNull(),
    growth: real('growth').notNull(),
    velocity: text('velocity', { enum: mentionVelocities }).notNull(),
    volume: text('volume', { enum: mentionVolumes }).notNull(),
    history: jsonb('history').$type<StoredMentionPoint[]>().notNull(),
    computedAt: ts('computed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trendId, t.timeframe] }),
    index('trend_facts_timeframe_idx').on(t.timeframe, t.computedAt),
  ],
);

/** Mentions per time bucket (hourly or daily), for the mention-over-time charts. */
export const trendMentions = pgTable(
  'trend_mentions',
  {
    id: id(),
    trendId: integer('trend_id')
      .notNull()
      .references(() => trends.id, { onDelete: 'cascade' }),
    bucketStart: ts('bucket_start').notNull(),
    mentions: integer('mentions').notNull(),
  },
  (t) => [uniqueIndex('trend_mentions_trend_bucket_uq').on(t.trendId, t.bucketStart)],
);

/** One distinct story title seen by discovery (normalised), linked to the trend it was enriched into. */
export const discoveredTopics = pgTable(
  'discovered_topics',
  {
    id: id(),
    scope: text('scope', { enum: trendScopes }).notNull().default('global'),
    companyId: integer('company_id').references(() => companyProfiles.id, { onDelete: 'cascade' }),
    rawTitle: text('raw_title').notNull(),
    normalizedTitle: text('normalized_title').notNull(),
    enrichedTrendId: integer('enriched_trend_id').references(() => trends.id, { onDelete: 'set null' }),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('discovered_topics_scope_company_title_uq').on(t.scope, t.companyId, t.normalizedTitle).nullsNotDistinct(),
    index('discovered_topics_last_seen_idx').on(t.lastSeenAt),
    index('discovered_topics_trend_idx').on(t.enrichedTrendId),
  ],
);

/** An article from a feed: the evidence behind topics, trends and (through bylines) media contacts. */
export const newsItems = pgTable(
  'news_items',
  {
    id: id(),
    /** Source key, e.g. `demo:techpulse`, `rss:https://…`, `gnews:keyword`, `hn`. */
    source: text('source').notNull(),
    /** Stable identity: guid, else link, else a hash of title and date. */
    fingerprint: text('fingerprint').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    url: text('url'),
    outlet: text('outlet'),
    author: text('author'),
    publishedAt: ts('published_at').notNull(),
    fetchedAt: ts('fetched_at').notNull().defaultNow(),
    scope: text('scope', { enum: trendScopes }).notNull().default('global'),
    companyId: integer('company_id').references(() => companyProfiles.id, { onDelete: 'cascade' }),
    keyword: text('keyword'),
    /** Reports the source grouped as one story share it (NewsItem.storyKey). */
    storyKey: text('story_key'),
    topicId: integer('topic_id').references(() => discoveredTopics.id, { onDelete: 'set null' }),
    trendId: integer('trend_id').references(() => trends.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('news_items_fingerprint_uq').on(t.fingerprint),
    index('news_items_published_idx').on(t.publishedAt),
    index('news_items_author_idx').on(t.author),
    index('news_items_outlet_idx').on(t.outlet),
    index('news_items_trend_idx').on(t.trendId),
    index('news_items_company_idx').on(t.companyId),
  ],
);

/** Conditional-GET state per source URL (ETag / Last-Modified) and its last outcome. */
export const sourceStates = pgTable('source_states', {
  key: text('key').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastFetchedAt: ts('last_fetched_at'),
  /** The last fetch that worked (answered or not modified): kept across later failures, for the admin's sources list. */
  lastSuccessAt: ts('last_success_at'),
  lastStatus: text('last_status'),
  lastError: text('last_error'),
  itemCount: integer('item_count').notNull().default(0),
});

export const discoveryRuns = pgTable(
  'discovery_runs',
  {
    id: id(),
    kind: text('kind', { enum: trendScopes }).notNull(),
    companyId: integer('company_id').references(() => companyProfiles.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['schedule', 'manual', 'onboarding', 'keyword', 'startup'] }).notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed', 'skipped'] })
      .notNull()
      .default('running'),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    itemsFetched: integer('items_fetched').notNull().default(0),
    topicsUpserted: integer('topics_upserted').notNull().default(0),
    trendsUpserted: integer('trends_upserted').notNull().default(0),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    triggeredBy: uuid('triggered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('discovery_runs_started_idx').on(t.startedAt), index('discovery_runs_company_idx').on(t.companyId)],
);

/** The scheduler's state, one row (id = 1), so pause and status survive a restart. */
export const discoveryState = pgTable('discovery_state', {
  id: integer('id').primaryKey().default(1),
  status: text('status', { enum: ['running', 'paused', 'stopped', 'error'] })
    .notNull()
    .default('stopped'),
  isPaused: boolean('is_paused').notNull().default(false),
  lastRunAt: ts('last_run_at'),
  nextRunAt: ts('next_run_at'),
  lastError: text('last_error'),
  updatedAt: updatedAt(),
});
