/**
 * Which sources a discovery cycle reads, and reading them side by side. Global cycles read the configured feeds
 * plus Google Trends and the HN front page; personal (keyword) searches read Google News and HN per keyword.
 * A default install has no feeds and no network: then the bundled demo corpus stands in for both.
 */
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
  /**
   * Use the public internet sources (Google Trends, Google News, Hacker News). Defaults to true exactly when
   * feeds are configured: configuring feeds is how an operator says the server is online.
   */
  network?: boolean;
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
  const feeds = uniqueList(options.feeds);
  const network = options.network ?? feeds.length > 0;
  const net = { fetcher: options.fetcher, allowPrivate: options.allowPrivate };
  const demo = { ...(options.demoDir ? { dir: options.demoDir } : {}) };

  if (options.keywords) {
    const sources: NewsSource[] = [];
    for (const keyword of uniqueList(options.keywords)) {
      if (network) {
        sources.push(createGoogleNewsSource({ ...net, keyword }), createHackerNewsSource({ ...net, keyword }));
      }
      if (options.includeDemo) sources.push(createDemoCorpusSource({ ...demo, keyword }));
    }
    return sources;
  }

  const sources: NewsSource[] = feeds.map((url) => createRssSource({ ...net, url }));
  if (network) {
    sources.push(
      createGoogleTrendsSource({ ...net, ...(options.trendsGeo ? { geo: options.trendsGeo } : {}) }),
      createHackerNewsSource(net),
    );
  }
  if (options.includeDemo) sources.push(createDemoCorpusSource(demo));
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
  /** One result per source, in the order of the sources given. */
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

export async function fetchAll(sources: readonly NewsSource[], ctx: FetchAllContext): Promise<FetchAllResult> {
  const log = ctx.logger ?? defaultLogger;
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
