import type { Db } from '../../../src/db/client';
import type { CronScheduler } from '../../../src/discovery/cron';
import { createDiscoveryService, type DiscoveryServiceDeps, type SourcesFor } from '../../../src/discovery/discovery.service';
import type { NewsItem, NewsSource } from '../../../src/discovery/types';
import { logger } from '../../../src/logger';
import { recordingEnrich, trackedCompaniesOn } from '../pipeline/cycle-helpers';
import { testSemanticEngine } from '../../helpers/semantic';
import { testDrafts } from '../../helpers/drafts';
import { InProcessQueue } from '../../helpers/in-process-queue';

export const MINUTE = 60_000;
export const silent = logger.child({}, { level: 'silent' });

/** A cron that never fires by itself: `fire()` runs every live task once, as a minute boundary would. */
export class FakeCron implements CronScheduler {
  readonly tasks: Array<{ pattern: string; fn: () => Promise<void>; destroyed: boolean }> = [];

  schedule(pattern: string, fn: () => Promise<void>) {
    const task = { pattern, fn, destroyed: false };
    this.tasks.push(task);
    return { destroy: async () => void (task.destroyed = true) };
  }

  get live() {
    return this.tasks.filter((t) => !t.destroyed);
  }

  async fire(): Promise<void> {
    await Promise.all(this.live.map((t) => t.fn()));
  }
}

/** A clock tests move by hand. */
export class FakeClock {
  constructor(public time: Date) {}
  now = (): Date => new Date(this.time);
  advance(minutes: number): void {
    this.time = new Date(this.time.getTime() + minutes * MINUTE);
  }
}

/** News items about one story, recent relative to `now`, so a cycle has something to cluster. */
export function storyItems(now: Date, story = 'solar', count = 4): NewsItem[] {
  return Array.from({ length: count }, (_, i) => ({
    source: 'test:story',
    fingerprint: `${story}-${i}`,
    title: `Regulators approve ${story} grid expansion plan ${['today', 'in vote', 'after review', 'for 2027'][i % 4]}`,
    summary: `The ${story} grid expansion plan was approved by regulators, clearing the way for new ${story} farms.`,
    url: `https://news.example/${story}/${i}`,
    outlet: ['Outlet A', 'Outlet B', 'Outlet C', 'Outlet D'][i % 4]!,
    author: null,
    authorEmail: null,
    publishedAt: new Date(now.getTime() - (i + 1) * 30 * MINUTE),
  }));
}

/** A source whose fetch can be made to fail, to succeed, or to wait on a promise the test controls. */
export class ControlledSource implements NewsSource {
  readonly key = 'test:controlled';
  readonly kind = 'rss' as const;
  fetches = 0;
  failWith: string | null = null;
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;
  private entered: Array<() => void> = [];

  constructor(private readonly items: () => NewsItem[]) {}

  /** Makes the next fetches wait until `release()`. */
  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open?.();
    this.gate = null;
  }

  /** Resolves once a fetch has started (and is waiting at the gate, if held). */
  started(): Promise<void> {
    return new Promise((resolve) => this.entered.push(resolve));
  }

  async fetch() {
    this.fetches += 1;
    for (const notify of this.entered.splice(0)) notify();
    if (this.gate) await this.gate;
    if (this.failWith) return { key: this.key, items: [], error: this.failWith };
    return { key: this.key, items: this.items() };
  }
}

export type TestService = ReturnType<typeof createDiscoveryService>;

export function testService(db: Db, options: Partial<DiscoveryServiceDeps> & { source?: NewsSource; now?: () => Date } = {}): TestService {
  const source = options.source;
  const sourcesFor: SourcesFor = options.sourcesFor ?? (() => (source ? [source] : []));
  return createDiscoveryService({ drafts: testDrafts(),
    db,
    config: { discoveryFeeds: [], allowPrivateFetch: false, publicSources: null },
    logger: silent,
    now: options.now ?? (() => new Date()),
    ai: { enrichTrends: recordingEnrich().enrich },
    semantic: testSemanticEngine(),
    companies: options.companies ?? trackedCompaniesOn(db),
    cron: options.cron ?? new FakeCron(),
    ...options,
    jobs: options.jobs ?? new InProcessQueue(),
    sourcesFor,
  });
}
