/**
 * Contracts between discovery sources (feeds, Google Trends, Google News, Hacker News, the demo corpus) and the
 * pipeline that turns their items into topics and trends.
 */

/** One article (or trend signal) as a source saw it, before the pipeline stores it in `news_items`. */
export interface NewsItem {
  /** Origin of this item, e.g. `rss:https://…`, `gtrends:US`, `gnews:solar`, `hn`, `demo:circuit-ledger`. */
  source: string;
  /** Stable identity: guid/id, else link, else a hash of title and date; the same article keeps it across fetches. */
  fingerprint: string;
  title: string;
  /** Plain text (HTML stripped), possibly empty. */
  summary: string;
  url: string | null;
  outlet: string | null;
  /** Byline as printed by the feed (`dc:creator`, RSS/Atom author); several people are joined with ', '. */
  author: string | null;
  /** Only when the feed itself carries the address; never guessed. */
  authorEmail: string | null;
  publishedAt: Date;
  /** The feed's own category label, if any (lower-cased), e.g. 'technology'. */
  categoryHint?: string;
  /** The search keyword (personal searches) or trending query (Google Trends) that produced the item. */
  keyword?: string;
  /** Popularity signal where the source has one: Google Trends approximate searches, HN points. */
  traffic?: number;
  /**
   * Reports a source itself grouped as one story (a Google News item and the reports its description lists) share
   * this key, the lead item's fingerprint: clustering keeps them together (build-drafts.ts, joinStoryGroups).
   */
  storyKey?: string;
}

/** Conditional-GET validators remembered from the previous fetch of a source (table `source_states`). */
export interface SourceState {
  etag: string | null;
  lastModified: string | null;
}

export interface SourceResult {
  /** The source's key (also the `source_states` primary key). */
  key: string;
  items: NewsItem[];
  /** The server answered 304: nothing changed since the validators in the state. */
  notModified?: boolean;
  /** Set when the source failed; the source never throws, so one failure never stops the others. */
  error?: string;
  /** Validators to store for the next conditional GET (absent for sources that have none). */
  etag?: string | null;
  lastModified?: string | null;
}

export type SourceKind = 'rss' | 'google-trends' | 'google-news' | 'hacker-news' | 'demo';

export interface SourceContext {
  now: Date;
  state?: SourceState;
}

export interface NewsSource {
  key: string;
  kind: SourceKind;
  /** Read only when every other source of the cycle failed (see fetchAll). */
  fallback?: boolean;
  fetch(ctx: SourceContext): Promise<SourceResult>;
}

/** Options a source passes to the outbound fetcher (the shape of `net/safe-fetch.ts`). */
export interface FetchOptions {
  maxBytes?: number;
  timeoutMs?: number;
  accept?: string;
  /** Permit private and loopback addresses (tests, and admins who point at intranet feeds). */
  allowPrivate?: boolean;
  headers?: Record<string, string>;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

/** Response headers as either a WHATWG `Headers` or a plain (Node-style) record. */
export type FetchHeaders = Headers | Record<string, string | string[] | undefined>;

export interface FetchedResponse {
  status: number;
  headers: FetchHeaders;
  /** Final URL after redirects. */
  url: string;
  bodyText: string;
  contentType: string | null;
  /** `net/safe-fetch.ts` always sets it; true on a 304 answer to a conditional GET. */
  notModified?: boolean;
}

export interface NotModifiedResponse {
  notModified: true;
}

/**
 * Outbound HTTP GET with limits (`safeFetch` from `net/safe-fetch.ts` fits it). Throws typed errors on timeout,
 * size overflow, refused addresses and network failure; answers `notModified: true` for a 304.
 */
export type Fetcher = (url: string, options?: FetchOptions) => Promise<FetchedResponse | NotModifiedResponse>;
