/**
 * Discovery benchmark: the pure pipeline (normalise → cluster → metrics → relevance for 3 companies) over 5,000,
 * 10,000 and 20,000 items of a seeded synthetic corpus, each size in its own process so its peak RSS is its own.
 *
 * Budgets (checked here, printed beside the figures, exit code 1 when any is broken):
 *   - one 20k pipeline: wall time < 15 s and peak RSS < 600 MB (average-link clustering over words, sentence vectors
 *     and word alignment, docs/decisions/0034; it was < 10 s and < 500 MB for TF-IDF and best-first linking);
 *   - growth no worse than n log n: t(20k) / t(5k) ≤ (20000 · ln 20000) / (5000 · ln 5000) × 1.25
 *     = 4 · ln(20000)/ln(5000) · 1.25 ≈ 5.81 (the 1.25 absorbs timer noise).
 * CPU time is printed too: on a shared machine wall time also measures the neighbours.
 *
 * Then the full cycle with every write (20k items through runDiscoveryCycle, measure-db.ts) on PGlite as the app
 * opens it and on a PostgreSQL server started here: wall time < 30 s, peak RSS < 600 MB and no event-loop stall of
 * 100 ms or more on each (issue 20; clustering runs in its worker thread, which shares the process's memory; the
 * bench process holds the corpus and the pipeline too, as the server would). It runs bundled like the server (compiled.ts;
 * BENCH_DISCOVERY_TSX=1 runs it from source through tsx, ~100 MB more). The phases are printed beside.
 * BENCH_DISCOVERY_DB=0 skips it.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../lib/postgres';
import { bundleLikeTheServer } from './compiled';
import { reportFigure } from '../lib/report';

const SIZES = [5000, 10_000, 20_000];
const WALL_BUDGET_MS = 15_000;
const RSS_BUDGET_MB = 600;
const CYCLE_WALL_BUDGET_MS = 30_000;
const CYCLE_RSS_BUDGET_MB = 600;
const CYCLE_STALL_BUDGET_MS = 100;
const RATIO_BUDGET = 4 * (Math.log(20_000) / Math.log(5000)) * 1.25;

interface Measurement {
  n: number;
  ms: number;
  cpuMs: number;
  peakRssMb: number;
  drafts: number;
  clusters: number;
  pairChecks: number;
  quality: { bcubedPrecision: number; bcubedRecall: number };
}

function runChild(script: string, args: string[]): string {
  const path = fileURLToPath(new URL(script, import.meta.url));
  return runNode(['--import', 'tsx', path, ...args]);
}

function runNode(args: string[]): string {
  return execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
}

const fmt = (v: number, digits = 0) =>
  v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main(): Promise<void> {
  process.stdout.write(
    `discovery pipeline (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})\n`,
  );
  process.stdout.write(
    '  items    wall ms   cpu ms   items/s  peak RSS MB  clusters  trends  pair checks  B³ purity  B³ recall\n',
  );
  const results: Measurement[] = [];
  for (const n of SIZES) {
    const m = JSON.parse(
      runChild('./measure-pipeline.ts', [String(n)])
        .trim()
        .split('\n')
        .pop()!,
    ) as Measurement;
    results.push(m);
    process.stdout.write(
      `  ${String(n).padStart(6)} ${fmt(m.ms).padStart(10)} ${fmt(m.cpuMs).padStart(8)} ${fmt(n / (m.ms / 1000)).padStart(9)} ${fmt(m.peakRssMb).padStart(12)} ` +
        `${String(m.clusters).padStart(9)} ${String(m.drafts).padStart(7)} ${String(m.pairChecks).padStart(12)} ${m.quality.bcubedPrecision.toFixed(3).padStart(10)} ${m.quality.bcubedRecall.toFixed(3).padStart(10)}\n`,
    );
  }
  const small = results[0]!;
  const large = results[results.length - 1]!;
  const ratio = large.ms / small.ms;
  const figures = [
    {
      name: 'discovery.pipeline.20k.wall',
      value: Math.round(large.ms),
      unit: 'ms',
      budget: `< ${WALL_BUDGET_MS}`,
      ok: large.ms < WALL_BUDGET_MS,
    },
    {
      name: 'discovery.pipeline.20k.peakRss',
      value: Math.round(large.peakRssMb),
      unit: 'MB',
      budget: `< ${RSS_BUDGET_MB}`,
      ok: large.peakRssMb < RSS_BUDGET_MB,
    },
    {
      name: 'discovery.pipeline.t20k/t5k',
      value: Number(ratio.toFixed(2)),
      unit: 'x',
      budget: `<= ${RATIO_BUDGET.toFixed(2)} (4·ln20000/ln5000·1.25)`,
      ok: ratio <= RATIO_BUDGET,
    },
    { name: 'discovery.pipeline.20k.cpu', value: Math.round(large.cpuMs), unit: 'ms', ok: true },
  ];
  // With an embeddings engine configured (decision 33): the same 20k clustered with a 1,536-dimension model's
  // vectors, beside words alone in the same process.
  const meaning = JSON.parse(runChild('./measure-meaning.ts', ['20000']).trim().split('\n').pop()!) as {
    wordsMs: number;
    meaningMs: number;
    meaningChecks: number;
    peakRssMb: number;
    meaning: { purity: number; recall: number };
  };
  process.stdout.write(
    `  clustering 20k with a 1,536-dimension model: ${fmt(meaning.meaningMs)} ms (words alone ${fmt(meaning.wordsMs)} ms), ` +
      `${meaning.meaningChecks} pair checks, peak RSS ${fmt(meaning.peakRssMb)} MB, ` +
      `B³ ${meaning.meaning.purity.toFixed(3)} / ${meaning.meaning.recall.toFixed(3)}\n`,
  );
  figures.push({
    name: 'discovery.clustering.20k.withModel.wall',
    value: Math.round(meaning.meaningMs),
    unit: 'ms',
    budget: `< ${WALL_BUDGET_MS}`,
    ok: meaning.meaningMs < WALL_BUDGET_MS,
  });
  for (const f of figures) {
    process.stdout.write(
      `  ${f.ok ? 'ok  ' : 'FAIL'} ${f.name} = ${f.value} ${f.unit}${f.budget ? `  (budget ${f.budget})` : ''}\n`,
    );
    reportFigure(f);
  }

  if (process.env.BENCH_DISCOVERY_DB !== '0') {
    // The cycle runs compiled, as the server does (see compiled.ts); BENCH_DISCOVERY_TSX=1 runs it from source.
    const measureDb =
      process.env.BENCH_DISCOVERY_TSX === '1'
        ? undefined
        : await bundleLikeTheServer(fileURLToPath(new URL('./measure-db.ts', import.meta.url)));
    const cycle = (kind: string, url = '') => {
      const out = measureDb ? runNode([measureDb, '20000', url]) : runChild('./measure-db.ts', ['20000', url]);
      const db = JSON.parse(out.trim().split('\n').pop()!) as {
        n: number;
        ms: number;
        cpuMs: number;
        secondMs: number;
        secondCpuMs: number;
        gcMs: { minor: number; major: number };
        peakRssMb: number;
        firstPeakRssMb: number;
        longestStallMs: number;
        stalls: Record<string, number>;
        memory: Record<string, { rssMb: number; heapMb: number; externalMb: number }>;
        timings: Record<string, number>;
        secondTimings: Record<string, number>;
        trends: number;
        errors: string[];
      };
      process.stdout.write(
        `full discovery cycle on ${kind}: ${db.n} items in ${fmt(db.ms)} ms (CPU ${fmt(db.cpuMs)} ms; second cycle an hour later ${fmt(db.secondMs)} ms, CPU ${fmt(db.secondCpuMs)} ms; in GC over both: scavenges ${fmt(db.gcMs.minor)} ms, the rest ${fmt(db.gcMs.major)} ms), peak RSS ${fmt(db.peakRssMb)} MB, ` +
          `${db.trends} trends; phases ${Object.entries(db.timings)
            .map(([k, v]) => `${k} ${v} ms`)
            .join(', ')}${db.errors.length ? `; errors ${db.errors.join('; ')}` : ''}\n`,
      );
      process.stdout.write(
        `  peak RSS after the first cycle ${fmt(db.firstPeakRssMb)} MB; longest event-loop stall ${fmt(db.longestStallMs)} ms; at each phase's end (RSS MB / heap MB / external MB / longest stall ms): ${Object.entries(
          db.memory,
        )
          .map(
            ([k, m]) =>
              `${k} ${m.rssMb}/${m.heapMb}/${m.externalMb}${db.stalls[k] === undefined ? '' : `/${db.stalls[k]}`}`,
          )
          .join(', ')}\n`,
      );
      figures.push(
        {
          name: `discovery.cycle.${kind}.20k.wall`,
          value: Math.round(db.ms),
          unit: 'ms',
          budget: `< ${CYCLE_WALL_BUDGET_MS}`,
          ok: db.ms < CYCLE_WALL_BUDGET_MS && db.errors.length === 0,
        },
        {
          name: `discovery.cycle.${kind}.20k.peakRss`,
          value: Math.round(db.peakRssMb),
          unit: 'MB',
          budget: `< ${CYCLE_RSS_BUDGET_MB}`,
          ok: db.peakRssMb < CYCLE_RSS_BUDGET_MB,
        },
        { name: `discovery.cycle.${kind}.20k.second-cycle`, value: Math.round(db.secondMs), unit: 'ms', ok: true },
        { name: `discovery.cycle.${kind}.20k.cpu`, value: db.cpuMs, unit: 'ms', ok: true },
        {
          name: `discovery.cycle.${kind}.20k.longest-stall`,
          value: db.longestStallMs,
          unit: 'ms',
          budget: `< ${CYCLE_STALL_BUDGET_MS}`,
          ok: db.longestStallMs < CYCLE_STALL_BUDGET_MS,
        },
      );
      for (const f of figures.slice(-5)) reportFigure(f);
    };
    cycle('pglite');
    const pg = await startPostgres();
    if (!pg) {
      process.stdout.write('  postgres: no server (set BENCH_DATABASE_URL, or install PostgreSQL): not measured\n');
      figures.push({ name: 'discovery.cycle.postgres.20k.wall', value: 0, unit: 'ms', budget: 'measured', ok: false });
    } else {
      try {
        cycle('postgres', pg.url);
      } finally {
        pg.stop();
      }
    }
  }
  if (figures.some((f) => !f.ok)) process.exitCode = 1;
}

await main();
