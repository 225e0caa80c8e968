/**
 * Contact discovery for one outlet: find its feeds, harvest the bylines of recent items (and, for items whose feed
 * prints none, the authors their article pages name), build one journalist per person with the articles that
 * evidence them and the beat those articles show. Cached per outlet for 24 h
 * (the spec's media-contacts TTL) under `media_contacts:`, keyed by the normalised outlet name only, so the entry
 * holds public evidence and nothing a user typed beyond the outlet's name.
 */
import { CACHE_TTLS_MS, type AiCache } from '../../../ai';
import type { NewsItem } from '../../../discovery/types';
import { notFound } from '../../../errors';
import type { SafeFetch } from '../../../net';
import type { SemanticEngine } from '../../../semantic';
import type { ArticlePages } from '../../../discovery/articles/article-pages';
import { bylinePeople } from '../../../discovery/sources/byline';
import { areasOfFocus } from './beats';
import { harvestJournalists, type HarvestedJournalist, type HarvestItem } from './harvest';
import {
  discoverFeeds,
  knownOutlet,
  MAX_FEEDS_PER_OUTLET,
  normaliseOutletName,
  outletHost,
  readFeed,
} from './outlet-feeds';

export const NO_JOURNALISTS_MESSAGE = 'no journalists found for this outlet';

/** What discovery (the news engine) holds for an outlet: see DiscoveryService.outletFeeds. Filled by buildDeps. */
export interface OutletNews {
  outletFeeds(outlet: string): Promise<{ demoItems: NewsItem[]; feedUrls: string[] }>;
}

export interface DiscoveredJournalist extends HarvestedJournalist {
  areasOfFocus: string[];
}

export interface OutletJournalists {
  /** The outlet's display name (its feed's own title for outlets we read, else as the user gave it). */
  outlet: string;
  journalists: DiscoveredJournalist[];
}

/** Article pages read per outlet harvest, newest items first: most outlets' feeds print no byline. */
export const PAGES_PER_OUTLET = 12;

export interface ContactDiscoveryDeps {
  news: OutletNews;
  fetch: SafeFetch;
  /** Reads article pages through the guard, politely (discovery/articles); absent: feed bylines only. */
  pages?: ArticlePages;
  semantic: SemanticEngine;
  cache: AiCache;
  now: () => Date;
}

/** A feed's title is a usable display name when it is short and plain ('The Verge'), not a slogan. */
function displayName(given: string, feedTitle: string | null): string {
  const title = feedTitle?.replace(/\s+/g, ' ').trim();
  if (title && title.length <= 60 && !/[|–—:]/.test(title)) return title;
  return given.replace(/\s+/g, ' ').trim();
}

export function createContactDiscovery(deps: ContactDiscoveryDeps) {
  async function readFeeds(urls: readonly string[]): Promise<{ title: string | null; items: NewsItem[] }> {
    const reads = await Promise.all(
      urls.slice(0, MAX_FEEDS_PER_OUTLET).map((url) => readFeed(deps.fetch, url, deps.now())),
    );
    const ok = reads.filter((r) => r !== null);
    return { title: ok.find((r) => r.title)?.title ?? null, items: ok.flatMap((r) => r.items) };
  }

  /**
   * The items whose feed printed no person's byline get the authors their article pages name (newest first, at
   * most PAGES_PER_OUTLET pages). Demo items are fiction: their pages are never asked for.
   */
  async function withPageAuthors(items: NewsItem[], outlet: string, demo: boolean): Promise<HarvestItem[]> {
    if (!deps.pages || demo) return items;
    const unsigned = items
      .filter((i) => i.url && bylinePeople(i.author, outlet).length === 0)
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
      .slice(0, PAGES_PER_OUTLET);
    if (unsigned.length === 0) return items;
    const read = await deps.pages.read(unsigned.map((i) => i.url!), { maxPages: PAGES_PER_OUTLET, outlet });
    return items.map((i) => {
      const page = i.url ? read.get(i.url) : undefined;
      return page && page.authors.length > 0 ? { ...i, pageAuthors: page.authors } : i;
    });
  }

  /** The outlet's items and display name, from the first place that has them. */
  async function itemsOf(outlet: string): Promise<{ outlet: string; items: NewsItem[]; demo?: boolean }> {
    const held = await deps.news.outletFeeds(outlet);
    if (held.demoItems.length > 0) return { outlet: held.demoItems[0]!.outlet ?? outlet.trim(), items: held.demoItems, demo: true };
    const known = knownOutlet(outlet);
    const urls = [...held.feedUrls, ...(known?.feeds ?? [])];
    if (urls.length > 0) {
      const read = await readFeeds(urls);
      if (read.items.length > 0) return { outlet: known?.name ?? displayName(outlet, read.title), items: read.items };
    }
    // A URL or domain, or a known outlet whose listed feeds did not answer: the feeds its home page announces.
    const home = outletHost(outlet) ? outlet : known?.aliases.find((a) => outletHost(a));
    if (home) {
      const read = await readFeeds(await discoverFeeds(deps.fetch, home));
      if (read.items.length > 0) return { outlet: known?.name ?? displayName(outlet, read.title), items: read.items };
    }
    return { outlet: outlet.trim(), items: [] };
  }

  async function harvest(outlet: string): Promise<OutletJournalists> {
    const found = await itemsOf(outlet);
    const journalists = harvestJournalists(await withPageAuthors(found.items, found.outlet, found.demo ?? false), found.outlet);
    if (journalists.length === 0) throw notFound(NO_JOURNALISTS_MESSAGE);
    const withBeats = await Promise.all(
      journalists.map(async (j) => ({ ...j, areasOfFocus: await areasOfFocus(j.articles, deps.semantic) })),
    );
    return { outlet: found.outlet, journalists: withBeats };
  }

  return {
    /**
     * The journalists of one outlet, from its feeds' bylines; 404 'no journalists found for this outlet' when no
     * feed is reachable or none prints a person's byline (nothing is cached then, so a feed back online is read).
     */
    discover(outlet: string): Promise<OutletJournalists> {
      const key = normaliseOutletName(outlet);
      if (!key) return Promise.reject(notFound(NO_JOURNALISTS_MESSAGE));
      return deps.cache.getOrCompute('media_contacts', { outlet: key }, CACHE_TTLS_MS.media_contacts, () =>
        harvest(outlet),
      );
    },
  };
}

export type ContactDiscovery = ReturnType<typeof createContactDiscovery>;
