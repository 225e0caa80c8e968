/**
 * Contact discovery for one outlet: find its feeds, harvest the bylines of recent items, build one journalist
 * per person with the articles that evidence them and the beat those articles show. Cached per outlet for 24 h
 * (the spec's media-contacts TTL) under `media_contacts:`, keyed by the normalised outlet name only, so the entry
 * holds public evidence and nothing a user typed beyond the outlet's name.
 */
import { CACHE_TTLS_MS, type AiCache } from '../../../ai';
import type { NewsItem } from '../../../discovery/types';
import { notFound } from '../../../errors';
import type { SafeFetch } from '../../../net';
import type { SemanticEngine } from '../../../semantic';
import { areasOfFocus } from './beats';
import { harvestJournalists, type HarvestedJournalist } from './harvest';
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

export interface ContactDiscoveryDeps {
  news: OutletNews;
  fetch: SafeFetch;
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

  /** The outlet's items and display name, from the first place that has them. */
  async function itemsOf(outlet: string): Promise<{ outlet: string; items: NewsItem[] }> {
    const held = await deps.news.outletFeeds(outlet);
    if (held.demoItems.length > 0) return { outlet: held.demoItems[0]!.outlet ?? outlet.trim(), items: held.demoItems };
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
    const journalists = harvestJournalists(found.items, found.outlet);
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
