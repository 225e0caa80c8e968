import type { CycleSummary, DiscoveryService } from '../../../src/discovery/discovery.service';

/** A summary as a cycle that found nothing would return. */
export const emptySummary = (status: CycleSummary['status'] = 'succeeded'): CycleSummary => ({
  runId: 0,
  status,
  itemsFetched: 0,
  topicsUpserted: 0,
  trendsUpserted: 0,
  errors: [],
});

/**
 * A DiscoveryService that does nothing, for tests of other modules: pass the methods you care about, e.g.
 * `createTestApp({ deps: { discovery: fakeDiscovery({ schedulePersonalCycle: async (i) => void calls.push(i) }) } })`.
 */
export function fakeDiscovery(overrides: Partial<DiscoveryService> = {}): DiscoveryService {
  const status = { status: 'stopped', isPaused: false, hasActiveInterval: false } as const;
  return {
    runGlobalCycle: async () => emptySummary(),
    runPersonalCycle: async () => emptySummary(),
    schedulePersonalCycle: async () => undefined,
    startupIngest: async () => null,
    scheduleStartupIngest: async () => undefined,
    queueManualRun: async () => true,
    status: async () => status,
    pause: async () => ({ ...status, status: 'paused', isPaused: true }),
    resume: async () => status,
    setFrequency: async () => undefined,
    setFeeds: async () => undefined,
    listConfigRows: async () => [],
    getConfigRow: async () => undefined,
    start: async () => undefined,
    stop: async () => undefined,
    tick: async () => 'not-due',
    startPeriodic: async () => undefined,
    periodicTick: async () => undefined,
    whenIdle: async () => undefined,
    queue: async () => ({ queues: [], recent: [] }),
    outletFeeds: async () => ({ demoItems: [], feedUrls: [] }),
    admin: {
      recentRuns: async () => [],
      sources: async () => ({ mode: 'demo', sources: [] }),
      trendCounts: async () => ({ total: 0, global: 0 }),
      globalTrends: async () => [],
      deleteGlobalTrendsBefore: async () => 0,
      topics: async () => [],
      topicCounts: async () => ({ total: 0, linked: 0, unlinked: 0, global: 0 }),
      cleanupTopics: async () => ({ evaluated: 0, deleted: 0, preserved: 0 }),
    },
    ...overrides,
  };
}
