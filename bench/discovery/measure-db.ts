/**
 * The DB variant: `n` synthetic items through runDiscoveryCycle with every write, on the database the app opens
 * (openDatabase: PGlite on disk in a fresh DATA_DIR with the app's settings, or the PostgreSQL server at the URL given
 * as the second argument, migrated here), global scope, 3 companies with keywords, and an enrichment stand-in that answers at once (the AI layer's latency and
 * cache are not what this measures). Then a second cycle an hour later, which updates the trends in place.
 * Memory and the longest event-loop stall are read at each phase's end (the cycle's onPhase). Prints one JSON line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  constants as perfConstants,
  monitorEventLoopDelay,
  PerformanceObserver,
  type PerformanceEntry,
} from 'node:perf_hooks';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { migrateDatabase } from '../../server/src/db/migrate';
import { companyProfiles, keywords, users } from '../../server/src/db/schema';
import { buildDeps, trackedCompanies } from '../../server/src/deps';
import { limitHeapGrowth } from '../../server/src/heap-growth';
import type { CompanyForRelevance } from '../../server/src/discovery/relevance';
import { runDiscoveryCycle } from '../../server/src/discovery/run-cycle';
import type { NewsItem, NewsSource } from '../../server/src/discovery/types';
import { logger } from '../../server/src/logger';
import { warmTagger } from '../../server/src/text/nlp';
import { BENCH_COMPANIES, BENCH_NOW } from './pipeline';
import { syntheticCorpus } from './synthetic-corpus';

async function main(): Promise<void> {
  // As the server's entry does first thing (index.ts).
  limitHeapGrowth();
  const n = Number(process.argv[2] ?? '20000');
  const databaseUrl = process.argv[3] || undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsjack-bench-discovery-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateDatabase(database);
  const { db } = database;

  const [user] = await db.insert(users).values({ email: 'bench@example.com' }).returning({ id: users.id });
  const companies: CompanyForRelevance[] = [];
  for (const c of BENCH_COMPANIES) {
    const [row] = await db
      .insert(companyProfiles)
      .values({
        userId: user!.id,
        companyName: c.companyName,
        website: 'bench.example',
        companyProfile: c.companyProfile,
        industry: c.industry,
        keyProducts: [...c.keyProducts],
      })
      .returning({ id: companyProfiles.id });
    await db.insert(keywords).values(c.keywords.map((term) => ({ userId: user!.id, companyId: row!.id, term })));
    companies.push({ ...c, id: row!.id });
  }

  const items: NewsItem[] = syntheticCorpus(20_000, BENCH_NOW)
    .slice(0, n)
    .map((i) => ({
      source: 'bench:synthetic',
      fingerprint: i.fingerprint,
      title: i.title,
      summary: i.summary,
      url: i.url,
      outlet: i.outlet,
      author: null,
      authorEmail: null,
      publishedAt: i.publishedAt,
    }));
  const source: NewsSource = { key: 'bench', kind: 'rss', fetch: async () => ({ key: 'bench', items }) };
  const enrich = async (input: { clusters: Array<{ key: string; titles: string[]; summaries: string[] }> }) =>
    input.clusters.map((c) => ({
      key: c.key,
      title: c.titles[0] ?? c.key,
      description: c.summaries[0] ?? '',
      category: 'business' as const,
      trendingReason: 'benchmark',
    }));
  const quiet = logger.child({}, { level: 'silent' });
  // Keywords are read and their counts written through their owner, the keywords service, as in the app.
  const deps = buildDeps(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-session-secret-0123456789abcdef' }),
    db,
  );
  const tracked = trackedCompanies(deps);
  // Relevance reads meaning through the app's semantic engine; its word vectors load once per process (as in the
  // app, on first use), so they are loaded before the clock starts.
  const semantic = deps.semantic;
  // The clustering worker as the server builds it (closed at the end, as index.ts does at shutdown).
  const drafts = deps.drafts;
  await semantic.embed(['warm up']);
  // The tagger's model loads before the server listens (index.ts), so before the clock here too.
  warmTagger();

  // Memory at each phase's end, and event-loop stalls: PGlite runs every statement on this thread, so a stall is how
  // long every request would have waited. monitorEventLoopDelay gives the longest; a 5 ms ticker records when each
  // stall began, so it is charged to the phase it began in (a stall is only seen once the loop turns again).
  // external holds PGlite's WebAssembly memory and the word vectors' typed arrays (arrayBuffers, a part of it).
  const memory: Record<string, { rssMb: number; heapMb: number; externalMb: number; arrayBuffersMb: number }> = {};
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const phaseEnds: Array<{ phase: string; at: number }> = [];
  const stallsSeen: Array<{ startedAt: number; ms: number }> = [];
  let lastTick = performance.now();
  const ticker = setInterval(() => {
    const t = performance.now();
    if (t - lastTick > 50) stallsSeen.push({ startedAt: lastTick, ms: Math.round(t - lastTick) });
    lastTick = t;
  }, 5);
  const snap = (at: string) => {
    const m = process.memoryUsage();
    memory[at] = {
      rssMb: Math.round(m.rss / 1048576),
      heapMb: Math.round(m.heapUsed / 1048576),
      externalMb: Math.round(m.external / 1048576),
      arrayBuffersMb: Math.round(m.arrayBuffers / 1048576),
    };
  };
  const phaseEnd = (cycle: string) => (phase: string) => {
    snap(`${cycle} ${phase}`);
    phaseEnds.push({ phase: `${cycle} ${phase}`, at: performance.now() });
  };
  // The same global cycle twice: the second an hour later, as the scheduler would run it.
  const runCycle = (now: Date, trigger: 'manual' | 'schedule', label: string) =>
    runDiscoveryCycle({
      drafts,
      db,
      tracked,
      semantic,
      sources: [source],
      enrich,
      scope: 'global',
      companies,
      now,
      trigger,
      logger: quiet,
      onPhase: phaseEnd(label),
    });
  // Time spent in garbage collection over both cycles (the price of a heap kept small), scavenges apart from the rest.
  const gcMs = { minor: 0, major: 0 };
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      // A gc entry's detail says which kind of collection it was (the entry's type in @types/node omits it).
      const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) gcMs.minor += e.duration;
      else gcMs.major += e.duration;
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  snap('before');
  loop.enable();
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const first = await runCycle(BENCH_NOW, 'manual', 'first');
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  snap('first finish');
  const firstPeakRssMb = process.resourceUsage().maxRSS / 1024;
  const secondStarted = performance.now();
  const secondCpuStart = process.cpuUsage();
  const second = await runCycle(new Date(BENCH_NOW.getTime() + 3_600_000), 'schedule', 'second');
  const secondMs = performance.now() - secondStarted;
  const secondCpu = process.cpuUsage(secondCpuStart);
  const secondCpuMs = Math.round((secondCpu.user + secondCpu.system) / 1000);
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(ticker);
  loop.disable();
  gcObserver.disconnect();
  const longestStallMs = Math.round(loop.max / 1e6);
  const stalls: Record<string, number> = {};
  for (const s of stallsSeen) {
    const phase = phaseEnds.find((p) => p.at >= s.startedAt)?.phase ?? 'between cycles';
    stalls[phase] = Math.max(stalls[phase] ?? 0, s.ms);
  }
  await drafts.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    `${JSON.stringify({ n, kind: database.kind, ms, cpuMs, secondMs, secondCpuMs, gcMs: { minor: Math.round(gcMs.minor), major: Math.round(gcMs.major) }, peakRssMb, firstPeakRssMb, longestStallMs, stalls, memory, trends: first.trendsUpserted, timings: first.timings, secondTimings: second.timings, errors: [...first.errors, ...second.errors] })}\n`,
  );
}

void main();
