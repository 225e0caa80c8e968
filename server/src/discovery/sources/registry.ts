/**
 * Which sources a discovery cycle reads, and reading them side by side. Global cycles read the configured feeds
 * (else the public default feeds) plus Google Trends and the HN front page; personal (keyword) searches read
 * Google News and HN per keyword. With no feed configured, the bundled demo corpus stands in, but only while no
 * public source answers (a `fallback` source), or always when the public sources are switched off.
 */
import type { PublicSourcesConfig } from '../../config';
import { logger as defaultLogger, type Logger } from '../../logger';
import type { Fetcher, NewsItem, NewsSource, SourceResult, SourceState } from '../types';
import { errorMessage } from './conditional-get';
import { createDemoCorpusSource } from './demo-corpus';
import { createGoogleNewsSource } from './google-news';
import { createGoogleTrendsSource } from './google-trends';
import { createHackerNewsSource } from './hacker-news';
import { createRssSource } from './rss';

export interface BuildSourcesOptions {
  /** Feed URLs: DISCOVERY_FEEDS plus the admin config. */
  feeds: string[];
  /** Read the bundled demo corpus; see `defaultIncludeDemo`. */
  includeDemo: boolean;
  /** Present: build the personal sources for these keywords instead of the global ones. */
  keywords?: string[];
  fetcher: Fetcher;
  allowPrivate: boolean;
  /** The public sources (Google News, Google Trends, Hacker News, default feeds); null: an offline install. */
  publicSources: PublicSourcesConfig | null;
  demoDir?: string;
  trendsGeo?: string;
}

/** The demo corpus is the global source of an install with no feeds configured (the default install). */
export function defaultIncludeDemo(feeds: readonly string[]): boolean {
  return uniqueList(feeds).length === 0;
}

function uniqueList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    out.push(value);
  }
  return out;
}

export function buildSources(options: BuildSourcesOptions): NewsSource[] {
  const configured = uniqueList(options.feeds);
  const online = options.publicSources;
  const net = { fetcher: options.fetcher, allowPrivate: options.allowPrivate };
  const demo = { ...(options.demoDir ? { dir: options.demoDir } : {}) };
  // Online, the demo corpus is read only when every real source failed (fetchAll); offline it is the news.
  const demoSource = (keyword?: string): NewsSource => ({
    ...createDemoCorpusSource({ ...demo, ...(keyword ? { keyword } : {}) }),
    ...(online ? { fallback: true } : {}),
  });
  const hn = online?.hackerNewsUrl ? { baseUrl: online.hackerNewsUrl } : {};

  if (options.keywords) {
    const sources: NewsSource[] = [];
    for (const keyword of uniqueList(options.keywords)) {
      if (online) {
        const gnews = online.googleNewsUrl ? { baseUrl: online.googleNewsUrl } : {};
        sources.push(createGoogleNewsSource({ ...net, ...gnews, keyword }), createHackerNewsSource({ ...net, ...hn, keyword }));
      }
      if (options.includeDemo) sources.push(demoSource(keyword));
    }
    return sources;
  }

  const feeds = configured.length > 0 || !online ? configured : uniqueList(online.feeds);
  const sources: NewsSource[] = feeds.map((url) => createRssSource({ ...net, url }));
  if (online) {
    sources.push(
      createGoogleTrendsSource({
        ...net,
        ...(options.trendsGeo ? { geo: options.trendsGeo } : {}),
        ...(online.googleTrendsUrl ? { baseUrl: online.googleTrendsUrl } : {}),
      }),
      createHackerNewsSource({ ...net, ...hn }),
    );
  }
  if (options.includeDemo) sources.push(demoSource());
  return sources;
}

export interface FetchAllContext {
  now: Date;
  /** Conditional-GET validators per source key (rows of `source_states`). */
  states?: ReadonlyMap<string, SourceState>;
  /** Sources fetched at the same time (default 4). */
  concurrency?: number;
  logger?: Logger;
}

export interface FetchAllResult {
  /** One result per source read, in the order of the sources given (a fallback not needed is not read). */
  results: SourceResult[];
  /** Every item of every source that answered. */
  items: NewsItem[];
  errors: { key: string; error: string }[];
}

/** Runs one source; a source that throws despite its contract is reported like any other failure. */
async function runOne(source: NewsSource, ctx: FetchAllContext): Promise<SourceResult> {
  try {
    const state = ctx.states?.get(source.key);
    return await source.fetch({ now: ctx.now, ...(state ? { state } : {}) });
  } catch (err) {
    return { key: source.key, items: [], error: errorMessage(err) };
  }
}

/** Runs the sources side by side, at most `concurrency` at a time; results in the order given. */
async function runAll(sources: readonly NewsSource[], ctx: FetchAllContext): Promise<SourceResult[]> {
  const results = new Array<SourceResult>(sources.length);
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const index = next;
      next += 1;
      const source = sources[index];
      if (source) results[index] = await runOne(source, ctx);
    }
  };
  const width = Math.max(1, Math.min(ctx.concurrency ?? 4, sources.length));
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/**
 * Reads every source; the `fallback` ones only when there is no other source or every other one failed (the demo
 * corpus of an install whose public sources do not answer: no network, or all of them down).
 */
export async function fetchAll(sources: readonly NewsSource[], ctx: FetchAllContext): Promise<FetchAllResult> {
  const log = ctx.logger ?? defaultLogger;
  const primary = sources.filter((s) => !s.fallback);
  const results = await runAll(primary, ctx);
  if (results.every((r) => r.error)) {
    const fallbacks = sources.filter((s) => s.fallback);
    if (fallbacks.length > 0 && primary.length > 0) log.warn({ sources: primary.length }, 'no news source answered; reading the demo corpus');
    results.push(...(await runAll(fallbacks, ctx)));
  }

  const items: NewsItem[] = [];
  const errors: FetchAllResult['errors'] = [];
  for (const result of results) {
    if (result.error) {
      errors.push({ key: result.key, error: result.error });
      log.warn({ source: result.key, err: result.error }, 'discovery source failed; skipped');
    } else {
      items.push(...result.items);
    }
  }
  log.debug({ sources: sources.length, items: items.length, failed: errors.length }, 'discovery sources fetched');
  return { results, items, errors };
}
