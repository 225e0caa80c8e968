/**
 * Hacker News through the Algolia search API: the front page (global) or a keyword search over recent stories
 * (personal). HN submitters are not journalists, so items carry no byline; the outlet is the linked site.
 */
import { z } from 'zod';
import type { NewsItem, NewsSource } from '../types';
import { API_MAX_BYTES, JSON_ACCEPT, runNetworkSource, type NetworkOptions } from './conditional-get';
import { httpUrlOrNull, itemDate, stripHtml } from './feed-text';

const hitSchema = z.object({
  objectID: z.string().min(1),
  title: z.string().nullish(),
  url: z.string().nullish(),
  points: z.number().nullish(),
  num_comments: z.number().nullish(),
  created_at: z.string().nullish(),
  created_at_i: z.number().nullish(),
  story_text: z.string().nullish(),
});

const responseSchema = z.object({ hits: z.array(z.unknown()) });

const HN_ITEM = 'https://news.ycombinator.com/item?id=';

function outletOf(url: string | null): string {
  if (!url) return 'Hacker News';
  return new URL(url).hostname.replace(/^www\./, '');
}

export function parseHackerNews(json: string, options: { source: string; now: Date; keyword?: string }): NewsItem[] {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch (err) {
    throw new Error('malformed JSON from Hacker News', { cause: err });
  }
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new Error('unexpected Hacker News response: no hits list');
  const items: NewsItem[] = [];
  for (const rawHit of parsed.data.hits) {
    // One odd hit (a deleted story, a poll) is skipped rather than failing the whole response.
    const hit = hitSchema.safeParse(rawHit);
    if (!hit.success || !hit.data.title) continue;
    const { objectID, title, points, num_comments: comments } = hit.data;
    const url = httpUrlOrNull(hit.data.url ?? '');
    const dateText = hit.data.created_at_i ? new Date(hit.data.created_at_i * 1000).toISOString() : (hit.data.created_at ?? '');
    const text = stripHtml(hit.data.story_text ?? '');
    const stats = `${points ?? 0} points and ${comments ?? 0} comments on Hacker News.`;
    items.push({
      source: options.source,
      fingerprint: `hn:${objectID}`,
      title: stripHtml(title, 500),
      summary: text ? `${text} (${stats})` : stats,
      url: url ?? `${HN_ITEM}${encodeURIComponent(objectID)}`,
      outlet: outletOf(url),
      author: null,
      authorEmail: null,
      publishedAt: itemDate(dateText, options.now),
      categoryHint: 'technology',
      ...(options.keyword ? { keyword: options.keyword } : {}),
      ...(points != null ? { traffic: points } : {}),
    });
  }
  return items;
}

const API = 'https://hn.algolia.com/api/v1/search';
const HOUR_MS = 3_600_000;

export interface HackerNewsOptions extends NetworkOptions {
  /** A keyword search; without it, the front page. */
  keyword?: string;
  /** How far back a keyword search looks (default 7 days). */
  windowMs?: number;
  baseUrl?: string;
}

/**
 * The request URL. The lower time bound is rounded down to the hour so that fetches within the same hour use
 * the same URL and can be answered with a 304.
 */
export function hackerNewsUrl(options: Pick<HackerNewsOptions, 'keyword' | 'windowMs' | 'baseUrl'>, now: Date): string {
  const base = options.baseUrl ?? API;
  if (!options.keyword) return `${base}?tags=front_page&hitsPerPage=50`;
  const since = Math.floor((now.getTime() - (options.windowMs ?? 7 * 24 * HOUR_MS)) / HOUR_MS) * 3600;
  const filter = encodeURIComponent(`created_at_i>${since}`);
  return `${base}?query=${encodeURIComponent(options.keyword)}&tags=story&numericFilters=${filter}&hitsPerPage=50`;
}

/** Key: `hn` (front page) or `hn:<keyword>`. */
export function createHackerNewsSource(options: HackerNewsOptions): NewsSource {
  const key = options.keyword ? `hn:${options.keyword}` : 'hn';
  return {
    key,
    kind: 'hacker-news',
    fetch: (ctx) =>
      runNetworkSource(
        key,
        hackerNewsUrl(options, ctx.now),
        options,
        { accept: JSON_ACCEPT, maxBytes: API_MAX_BYTES, state: ctx.state },
        (body) => parseHackerNews(body, { source: key, now: ctx.now, ...(options.keyword ? { keyword: options.keyword } : {}) }),
      ),
  };
}
