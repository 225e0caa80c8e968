import type { DiscoveryRun, DiscoverySources } from '@newsjack/shared';
import type { Db } from '../db/client';
import * as facts from './admin-facts.repo';
import { readDiscoverySettings } from './discovery-settings.repo';
import type { PublicSourcesConfig } from '../config';
import { googleTrendsUrl } from './sources/google-trends';
import { hackerNewsUrl } from './sources/hacker-news';
import { defaultIncludeDemo } from './sources/registry';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/**
 * The admin screen's reads and pruning of what discovery wrote (runs, sources, global trends, topics). The caller
 * passes anything owned elsewhere (the ids of trends users saved), since discovery does not import modules.
 */
export function createDiscoveryAdminView(deps: { db: Db; envFeeds: readonly string[]; publicSources: PublicSourcesConfig | null }) {
  const { db } = deps;
  return {
    async recentRuns(limit = 20): Promise<DiscoveryRun[]> {
      return (await facts.recentRuns(db, limit)).map((r) => ({
        id: r.id,
        kind: r.kind,
        trigger: r.trigger,
        status: r.status,
        startedAt: r.startedAt.toISOString(),
        finishedAt: iso(r.finishedAt),
        itemsFetched: r.itemsFetched,
        topicsUpserted: r.topicsUpserted,
        trendsUpserted: r.trendsUpserted,
        errors: r.errors,
      }));
    },

    /**
     * The sources the next global cycle reads, as buildSources picks them: the configured feeds (else the public
     * default feeds), Google Trends and the HN front page when the public sources are on, and the demo corpus when
     * no feed is configured (then only as a fallback, unless the public sources are off).
     */
    async sources(): Promise<DiscoverySources> {
      const saved = (await readDiscoverySettings(db)).feeds;
      const env = [...new Set(deps.envFeeds)];
      const admin = saved.filter((f) => !env.includes(f));
      const demo = defaultIncludeDemo([...env, ...admin]);
      const online = deps.publicSources;
      const feed = (url: string, origin: 'builtin' | 'environment' | 'admin') => ({ key: `rss:${url}`, kind: 'feed' as const, url, origin, fallback: false });
      const entries = [
        ...env.map((url) => feed(url, 'environment')),
        ...admin.map((url) => feed(url, 'admin')),
        ...(online && demo ? online.feeds.map((url) => feed(url, 'builtin')) : []),
        ...(online
          ? [
              { key: 'gtrends:US', kind: 'google-trends' as const, url: googleTrendsUrl('US', online.googleTrendsUrl), origin: 'builtin' as const, fallback: false },
              { key: 'hn', kind: 'hacker-news' as const, url: hackerNewsUrl({ baseUrl: online.hackerNewsUrl }, new Date()), origin: 'builtin' as const, fallback: false },
            ]
          : []),
        ...(demo ? [{ key: 'demo', kind: 'demo' as const, url: null, origin: 'builtin' as const, fallback: online !== null }] : []),
      ];
      const states = new Map(
        (
          await facts.sourceStatesOf(
            db,
            entries.map((e) => e.key),
          )
        ).map((s) => [s.key, s]),
      );
      return {
        mode: demo && !online ? 'demo' : 'live',
        sources: entries.map((e) => {
          const s = states.get(e.key);
          return {
            ...e,
            lastFetchedAt: iso(s?.lastFetchedAt),
            lastSuccessAt: iso(s?.lastSuccessAt),
            lastError: s?.lastError ?? null,
            itemCount: s?.itemCount ?? 0,
          };
        }),
      };
    },

    trendCounts: () => facts.trendCounts(db),
    globalTrends: (limit: number) => facts.globalTrends(db, limit),
    deleteGlobalTrendsBefore: (cutoff: Date, keep: readonly number[]) =>
      facts.deleteGlobalTrendsBefore(db, cutoff, keep),
    topics: (cutoff: Date | null, limit: number) => facts.topics(db, cutoff, limit),
    topicCounts: () => facts.topicCounts(db),
    cleanupTopics: (cutoff: Date, preservedTrendIds: readonly number[]) =>
      facts.cleanupTopics(db, cutoff, preservedTrendIds),
  };
}

export type DiscoveryAdminView = ReturnType<typeof createDiscoveryAdminView>;
