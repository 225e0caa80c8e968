/**
 * Google Trends "trending now" RSS: each item is a trending search with an approximate search volume and a few
 * news articles about it. Every article becomes an item tagged with the search (`keyword`) and its volume
 * (`traffic`), so the pipeline can group them; a search without articles becomes one item of its own.
 */
import type { NewsItem, NewsSource } from '../types';
import { API_MAX_BYTES, XML_ACCEPT, runNetworkSource, type NetworkOptions } from './conditional-get';
import { asArray, hashFingerprint, httpUrlOrNull, isNode, itemDate, parseXml, stripHtml, textOf } from './feed-text';

/** '20,000+' → 20000, '2K+' → 2000, '1M+' → 1000000; undefined when there is no number. */
export function parseApproxTraffic(text: string): number | undefined {
  const m = /([\d.,]+)\s*([kmb])?/i.exec(text.replace(/\s+/g, ''));
  if (!m) return undefined;
  const base = Number((m[1] ?? '').replace(/,/g, ''));
  if (!Number.isFinite(base)) return undefined;
  const factor = { k: 1e3, m: 1e6, b: 1e9 }[(m[2] ?? '').toLowerCase()] ?? 1;
  return Math.round(base * factor);
}

export function parseGoogleTrends(xml: string, options: { source: string; now: Date }): NewsItem[] {
  const doc = parseXml(xml);
  const rss = doc['rss'];
  const channel = isNode(rss) ? rss['channel'] : undefined;
  if (!isNode(channel)) throw new Error('not a Google Trends RSS document');
  const items: NewsItem[] = [];
  for (const raw of asArray(channel['item'])) {
    if (!isNode(raw)) continue;
    const query = stripHtml(textOf(raw['title']), 200);
    if (!query) continue;
    const traffic = parseApproxTraffic(textOf(raw['ht:approx_traffic']));
    const dateText = textOf(raw['pubDate']);
    const publishedAt = itemDate(dateText, options.now);
    const articles = asArray(raw['ht:news_item']).filter(isNode);
    for (const article of articles) {
      const title = stripHtml(textOf(article['ht:news_item_title']), 500);
      if (!title) continue;
      const url = httpUrlOrNull(textOf(article['ht:news_item_url']));
      items.push({
        source: options.source,
        fingerprint: url ? `gtrends:${url}` : hashFingerprint(options.source, query, title),
        title,
        summary: stripHtml(textOf(article['ht:news_item_snippet'])),
        url,
        outlet: stripHtml(textOf(article['ht:news_item_source']), 200) || null,
        author: null,
        authorEmail: null,
        publishedAt,
        keyword: query,
        traffic,
      });
    }
    if (articles.length === 0) {
      items.push({
        source: options.source,
        fingerprint: hashFingerprint(options.source, query, dateText),
        title: query,
        summary: stripHtml(textOf(raw['description'])),
        url: null,
        outlet: null,
        author: null,
        authorEmail: null,
        publishedAt,
        keyword: query,
        traffic,
      });
    }
  }
  return items;
}

export interface GoogleTrendsOptions extends NetworkOptions {
  /** Country code, e.g. 'US'. */
  geo?: string;
  /** Override for tests; defaults to the public endpoint. */
  baseUrl?: string;
}

export function googleTrendsUrl(geo: string, baseUrl = 'https://trends.google.com/trending/rss'): string {
  return `${baseUrl}?geo=${encodeURIComponent(geo)}`;
}

/** Key: `gtrends:<geo>`. */
export function createGoogleTrendsSource(options: GoogleTrendsOptions): NewsSource {
  const geo = (options.geo ?? 'US').toUpperCase();
  const key = `gtrends:${geo}`;
  const url = googleTrendsUrl(geo, options.baseUrl);
  return {
    key,
    kind: 'google-trends',
    fetch: (ctx) =>
      runNetworkSource(key, url, options, { accept: XML_ACCEPT, maxBytes: API_MAX_BYTES, state: ctx.state }, (body) =>
        parseGoogleTrends(body, { source: key, now: ctx.now }),
      ),
  };
}
