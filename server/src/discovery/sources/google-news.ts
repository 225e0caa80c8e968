/**
 * Google News search RSS for one keyword (personal searches), read as a person reads it. Google appends
 * ' - Outlet' to every title and puts the outlet in a `<source>` element: the outlet is kept apart and the suffix
 * removed so titles cluster cleanly. Links redirect through Google: the publisher's own address is used when the
 * link carries it (google-news-links.ts). A story several outlets told arrives as one item whose description
 * lists the others: each listed report becomes an item of its own, so the story counts every report.
 */
import type { NewsItem, NewsSource } from '../types';
import { API_MAX_BYTES, XML_ACCEPT, runNetworkSource, type NetworkOptions } from './conditional-get';
import { asArray, hashFingerprint, httpUrlOrNull, isNode, itemDate, parseXml, stripHtml, textOf } from './feed-text';
import { articleId, listedReports, publisherUrl } from './google-news-links';

const SUFFIX = /\s+[-–—|]\s+([^-–—|]{2,80})$/;

/** Splits 'Headline - Outlet' into its parts, preferring the outlet named by the `<source>` element. */
export function splitOutletSuffix(rawTitle: string, sourceName: string | null): { title: string; outlet: string | null } {
  const title = rawTitle.trim();
  if (sourceName) {
    for (const sep of [' - ', ' – ', ' — ', ' | ']) {
      const suffix = `${sep}${sourceName}`;
      if (title.toLowerCase().endsWith(suffix.toLowerCase()) && title.length > suffix.length) {
        return { title: title.slice(0, -suffix.length).trim(), outlet: sourceName };
      }
    }
    return { title, outlet: sourceName };
  }
  const m = SUFFIX.exec(title);
  if (m && m.index > 0) return { title: title.slice(0, m.index).trim(), outlet: (m[1] ?? '').trim() };
  return { title, outlet: null };
}

/** Google's description repeats the headline and outlet; keep only text that adds something. */
function summaryOf(description: string, title: string, outlet: string | null): string {
  let text = stripHtml(description);
  for (const known of [title, outlet ?? '']) {
    if (known) text = text.split(known).join(' ');
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length >= 20 ? text : '';
}

export function parseGoogleNews(xml: string, options: { source: string; keyword: string; now: Date }): NewsItem[] {
  const doc = parseXml(xml);
  const rss = doc['rss'];
  const channel = isNode(rss) ? rss['channel'] : undefined;
  if (!isNode(channel)) throw new Error('not a Google News RSS document');
  const items: NewsItem[] = [];
  for (const raw of asArray(channel['item'])) {
    if (!isNode(raw)) continue;
    const sourceName = stripHtml(textOf(raw['source']), 200) || null;
    const { title, outlet } = splitOutletSuffix(stripHtml(textOf(raw['title']), 500), sourceName);
    if (!title) continue;
    const link = httpUrlOrNull(textOf(raw['link']));
    const guid = textOf(raw['guid']);
    const dateText = textOf(raw['pubDate']);
    const publishedAt = itemDate(dateText, options.now);
    const description = textOf(raw['description']);
    const listed = listedReports(description);
    const fingerprint = guid || link || hashFingerprint(options.source, title, dateText);
    const others = listed.filter((r) => r.link !== link);
    const story = others.length > 0 ? { storyKey: fingerprint } : {};
    items.push({
      source: options.source,
      fingerprint,
      title,
      // A list names the other reports (they become items below), not what this one says.
      summary: listed.length > 0 ? '' : summaryOf(description, title, outlet),
      url: publisherUrl(link) ?? link,
      outlet,
      author: null,
      authorEmail: null,
      publishedAt,
      keyword: options.keyword,
      ...story,
    });
    for (const report of listed) {
      const split = splitOutletSuffix(report.title, report.outlet);
      if (report.link === link || (split.title === title && split.outlet === outlet)) continue;
      items.push({
        source: options.source,
        // The article id, as a guid would be: the same report found as an item of its own is the same item.
        fingerprint: articleId(report.link) ?? report.link,
        title: split.title,
        summary: '',
        url: publisherUrl(report.link) ?? report.link,
        outlet: split.outlet,
        author: null,
        authorEmail: null,
        // The list gives no dates: a listed report is as recent as the story it belongs to.
        publishedAt,
        keyword: options.keyword,
        ...story,
      });
    }
  }
  return items;
}

export interface GoogleNewsOptions extends NetworkOptions {
  keyword: string;
  baseUrl?: string;
}

export function googleNewsUrl(keyword: string, baseUrl = 'https://news.google.com/rss/search'): string {
  return `${baseUrl}?q=${encodeURIComponent(keyword)}&hl=en-US&gl=US&ceid=US:en`;
}

/** Key: `gnews:<keyword>`. */
export function createGoogleNewsSource(options: GoogleNewsOptions): NewsSource {
  const key = `gnews:${options.keyword}`;
  const url = googleNewsUrl(options.keyword, options.baseUrl);
  return {
    key,
    kind: 'google-news',
    fetch: (ctx) =>
      runNetworkSource(key, url, options, { accept: XML_ACCEPT, maxBytes: API_MAX_BYTES, state: ctx.state }, (body) =>
        parseGoogleNews(body, { source: key, keyword: options.keyword, now: ctx.now }),
      ),
  };
}
