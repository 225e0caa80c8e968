import type { DiscoveryRun, DiscoverySources } from '@newsjack/shared';
import type { Db } from '../db/client';
import * as facts from './admin-facts.repo';
import { readDiscoverySettings } from './discovery-settings.repo';
import { defaultIncludeDemo } from './sources/registry';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/**
 * The admin screen's reads and pruning of what discovery wrote (runs, sources, global trends, topics). The caller
 * passes anything owned elsewhere (the ids of trends users saved), since discovery does not import modules.
 */
export function createDiscoveryAdminView(deps: { db: Db; envFeeds: readonly string[] }) {
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

    /** The sources the next global cycle reads: the demo corpus when no feed is configured, else the feeds. */
    async sources(): Promise<DiscoverySources> {
      const saved = (await readDiscoverySettings(db)).feeds;
      const env = [...new Set(deps.envFeeds)];
      const admin = saved.filter((f) => !env.includes(f));
      const demo = defaultIncludeDemo([...env, ...admin]);
      const entries = [
        ...(demo ? [{ key: 'demo', kind: 'demo' as const, url: null, origin: 'builtin' as const }] : []),
        ...env.map((url) => ({ key: `rss:${url}`, kind: 'feed' as const, url, origin: 'environment' as const })),
        ...admin.map((url) => ({ key: `rss:${url}`, kind: 'feed' as const, url, origin: 'admin' as const })),
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
        mode: demo ? 'demo' : 'live',
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
