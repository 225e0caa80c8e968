import type { DiscoverySources } from '@newsjack/shared';
import type { DiscoveryService } from '../../discovery/discovery.service';
import { badRequest, notFound } from '../../errors';
import { FetchFailedError, FetchRefusedError, systemResolver } from '../../net';
import { resolveChecked } from '../../net/address-policy';
import { MAX_ADMIN_FEEDS } from './admin-config.service';

/** Throws a 400 when the outbound-fetch guard would refuse the URL (private address, unresolvable host). */
export type CheckFeedUrl = (url: URL, allowPrivate: boolean) => Promise<void>;

/** The guard discovery's fetches use, asked up front, so an admin learns at once that a feed cannot be read. */
export const guardCheckFeedUrl: CheckFeedUrl = async (url, allowPrivate) => {
  try {
    await resolveChecked(url, { resolve: systemResolver, allowPrivate, allowHosts: new Set() });
  } catch (err) {
    if (err instanceof FetchRefusedError || err instanceof FetchFailedError)
      throw badRequest(`Feed URL refused: ${err.message}`);
    throw err;
  }
};

/**
 * The Discovery tab's feed list: add or remove one admin feed URL. The list is stored by discovery
 * (setFeeds); the next global cycle on any instance reads it, so no restart is needed.
 */
export function createFeedAdmin(deps: {
  discovery: Pick<DiscoveryService, 'admin' | 'setFeeds'>;
  allowPrivate: boolean;
  checkFeedUrl?: CheckFeedUrl | undefined;
}) {
  const check = deps.checkFeedUrl ?? guardCheckFeedUrl;
  const adminFeeds = async () =>
    (await deps.discovery.admin.sources()).sources
      .filter((s) => s.origin === 'admin' && s.url)
      .map((s) => s.url as string);

  return {
    sources: (): Promise<DiscoverySources> => deps.discovery.admin.sources(),

    async add(url: string, adminId: string): Promise<DiscoverySources> {
      const inUse = (await deps.discovery.admin.sources()).sources.some((s) => s.url === url);
      if (inUse) throw badRequest('This feed is already in use');
      const current = await adminFeeds();
      if (current.length >= MAX_ADMIN_FEEDS) throw badRequest(`At most ${MAX_ADMIN_FEEDS} feed URLs can be configured`);
      await check(new URL(url), deps.allowPrivate);
      await deps.discovery.setFeeds([...current, url], adminId);
      return deps.discovery.admin.sources();
    },

    async remove(url: string, adminId: string): Promise<DiscoverySources> {
      const current = await adminFeeds();
      if (!current.includes(url))
        throw notFound('No admin feed with this URL (feeds from DISCOVERY_FEEDS are changed in the environment)');
      await deps.discovery.setFeeds(
        current.filter((f) => f !== url),
        adminId,
      );
      return deps.discovery.admin.sources();
    },
  };
}
