/**
 * Finding an outlet's feeds: a short table of well-known outlets' RSS addresses, else the `<link rel="alternate">`
 * feeds its home page announces (feed autodiscovery). Every fetch goes through the outbound-fetch guard.
 */
import { parseFeed } from '../../../discovery/sources/rss';
import type { NewsItem } from '../../../discovery/types';
import type { SafeFetch } from '../../../net';

/** Size and time limits of one fetch for contact discovery (a home page or a feed). */
export const PAGE_MAX_BYTES = 1024 * 1024;
export const FEED_MAX_BYTES = 3 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 8_000;
/** Feeds read per outlet: a home page may announce many (per section, comments); the first few carry bylines. */
export const MAX_FEEDS_PER_OUTLET = 3;

const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

/**
 * Well-known outlets whose feeds print bylines, by normalised name (and their home host). Display names are how
 * contacts show the outlet.
 */
const KNOWN_OUTLETS: readonly { name: string; aliases: readonly string[]; feeds: readonly string[] }[] = [
  { name: 'The Guardian', aliases: ['guardian', 'theguardian.com'], feeds: ['https://www.theguardian.com/uk/rss'] },
  { name: 'The Verge', aliases: ['verge', 'theverge.com'], feeds: ['https://www.theverge.com/rss/index.xml'] },
  { name: 'TechCrunch', aliases: ['techcrunch.com'], feeds: ['https://techcrunch.com/feed/'] },
  { name: 'Wired', aliases: ['wired.com'], feeds: ['https://www.wired.com/feed/rss'] },
  { name: 'Ars Technica', aliases: ['arstechnica.com'], feeds: ['https://feeds.arstechnica.com/arstechnica/index'] },
  { name: 'Engadget', aliases: ['engadget.com'], feeds: ['https://www.engadget.com/rss.xml'] },
  {
    name: 'The New York Times',
    aliases: ['new york times', 'nytimes', 'nytimes.com', 'nyt'],
    feeds: ['https://rss.nytimes.com/services/xml/rss/nyt/HomePage.xml'],
  },
  {
    name: 'The Washington Post',
    aliases: ['washington post', 'washingtonpost.com'],
    feeds: ['https://feeds.washingtonpost.com/rss/national'],
  },
  { name: 'Fast Company', aliases: ['fastcompany.com'], feeds: ['https://www.fastcompany.com/latest/rss'] },
  { name: 'VentureBeat', aliases: ['venturebeat.com'], feeds: ['https://venturebeat.com/feed/'] },
  { name: 'Mashable', aliases: ['mashable.com'], feeds: ['https://mashable.com/feeds/rss/all'] },
  { name: 'The Next Web', aliases: ['tnw', 'thenextweb.com'], feeds: ['https://thenextweb.com/feed'] },
  { name: 'ZDNET', aliases: ['zdnet.com'], feeds: ['https://www.zdnet.com/news/rss.xml'] },
  { name: 'Forbes', aliases: ['forbes.com'], feeds: ['https://www.forbes.com/innovation/feed2'] },
  { name: 'Fortune', aliases: ['fortune.com'], feeds: ['https://fortune.com/feed/fortune-feeds/?id=3230629'] },
  { name: 'Axios', aliases: ['axios.com'], feeds: ['https://api.axios.com/feed/'] },
  { name: 'Healthcare Dive', aliases: ['healthcaredive.com'], feeds: ['https://www.healthcaredive.com/feeds/news/'] },
  { name: 'Payments Dive', aliases: ['paymentsdive.com'], feeds: ['https://www.paymentsdive.com/feeds/news/'] },
  { name: 'Retail Dive', aliases: ['retaildive.com'], feeds: ['https://www.retaildive.com/feeds/news/'] },
  { name: 'STAT', aliases: ['stat news', 'statnews', 'statnews.com'], feeds: ['https://www.statnews.com/feed/'] },
  { name: 'Grist', aliases: ['grist.org'], feeds: ['https://grist.org/feed/'] },
];

/** Lower case, spacing collapsed, a leading 'the' dropped: the form outlet names are compared in. */
export function normaliseOutletName(outlet: string): string {
  return outlet
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '');
}

/** The host of an outlet given as a domain or URL ('example.com', 'https://www.example.com/news'), else null. */
export function outletHost(outlet: string): string | null {
  const text = outlet.trim();
  if (/\s/.test(text)) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !/^\d+\.\d+\.\d+\.\d+$/.test(url.hostname)) return null;
    return url.host.toLowerCase();
  } catch {
    return null;
  }
}

export function knownOutlet(
  outlet: string,
): { name: string; aliases: readonly string[]; feeds: readonly string[] } | null {
  const name = normaliseOutletName(outlet);
  const host = outletHost(outlet)?.replace(/^www\./, '');
  return (
    KNOWN_OUTLETS.find(
      (o) =>
        normaliseOutletName(o.name) === name ||
        o.aliases.includes(name) ||
        (host !== undefined && o.aliases.includes(host)),
    ) ?? null
  );
}

/** The feeds a home page announces with `<link rel="alternate" type="application/rss+xml|atom+xml" href>`. */
export function feedLinksOf(html: string, baseUrl: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
    const value = (name: string) => {
      const m = attr(name);
      return (m?.[2] ?? m?.[3] ?? m?.[4] ?? '').trim();
    };
    if (!value('rel').toLowerCase().split(/\s+/).includes('alternate')) continue;
    if (!/^application\/(rss|atom)\+xml$/i.test(value('type'))) continue;
    const href = value('href').replace(/&amp;/g, '&');
    if (!href) continue;
    // Comment feeds carry readers' names, not journalists'.
    if (/comments?/i.test(href) || /comments?/i.test(value('title'))) continue;
    try {
      const url = new URL(href, baseUrl);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !found.includes(url.href)) found.push(url.href);
    } catch {
      /* an unusable href names no feed */
    }
  }
  return found;
}

export interface FeedRead {
  /** The channel's own title, when it has one. */
  title: string | null;
  items: NewsItem[];
}

/** Reads one feed through the guard; a failure (refused, unreachable, not a feed) is null, never thrown. */
export async function readFeed(fetch: SafeFetch, url: string, now: Date): Promise<FeedRead | null> {
  try {
    const res = await fetch(url, { accept: FEED_ACCEPT, maxBytes: FEED_MAX_BYTES, timeoutMs: FETCH_TIMEOUT_MS });
    if (res.status < 200 || res.status >= 300) return null;
    const feed = parseFeed(res.bodyText, { source: `rss:${url}`, now, baseUrl: res.url || url });
    return { title: feed.outlet, items: feed.items };
  } catch {
    return null;
  }
}

/**
 * The feeds of an outlet given as a domain or URL: the page itself when it is a feed, else the feeds its home
 * page announces. Empty when the page cannot be fetched or announces none.
 */
export async function discoverFeeds(fetch: SafeFetch, outlet: string): Promise<string[]> {
  const text = outlet.trim();
  const start = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const res = await fetch(start, {
      accept: 'text/html, application/xhtml+xml, application/rss+xml, application/atom+xml;q=0.9, */*;q=0.5',
      maxBytes: PAGE_MAX_BYTES,
      timeoutMs: FETCH_TIMEOUT_MS,
    });
    if (res.status < 200 || res.status >= 300) return [];
    if (/xml|rss|atom/i.test(res.contentType) || /^\s*(<\?xml[^>]*>\s*)?<(rss|feed|rdf:RDF)\b/i.test(res.bodyText))
      return [res.url || start];
    return feedLinksOf(res.bodyText, res.url || start).slice(0, MAX_FEEDS_PER_OUTLET);
  } catch {
    return [];
  }
}
