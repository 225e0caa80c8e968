/**
 * Relevance at scale (issue 22): scoring 2,000 trends for 100, 300 and 1,000 onboarded companies, each size in its
 * own process so its time and peak memory are its own. The trends are the synthetic corpus's stories (the discovery
 * bench's, 25 reports at most each); the companies are written from the sector taxonomy (a profile in the sector's
 * own words, its label as industry, its terms as keywords), so every company has a different vocabulary, as real
 * onboarded companies do.
 *
 * Budgets, printed beside the figures (exit code 1 when any is broken):
 *   - 1,000 companies × 2,000 trends: wall time < 60 s;
 *   - growth no faster than linear in companies: t(1,000) / t(100) ≤ 10 × 1.25 (the 1.25 absorbs timer noise).
 * This is the scoring a discovery cycle runs for every tracked company (rescore-global-trends); its writes are the
 * discovery bench's. CPU time and peak RSS are printed too.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { reportFigure } from '../lib/report';

const SIZES = [100, 300, 1000];
const TRENDS = 2000;
const WALL_BUDGET_MS = 60_000;
const GROWTH_BUDGET = 10 * 1.25;

interface Measurement {
  companies: number;
  trends: number;
  ms: number;
  cpuMs: number;
  peakRssMb: number;
}

const self = fileURLToPath(new URL('./measure.ts', import.meta.url));
const results: Measurement[] = [];
for (const companies of SIZES) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', self, String(companies), String(TRENDS)], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const m = JSON.parse(out.trim().split('\n').pop()!) as Measurement;
  results.push(m);
  process.stdout.write(
    `${String(m.companies).padStart(5)} companies × ${m.trends} trends: ${(m.ms / 1000).toFixed(1)} s wall, ${(m.cpuMs / 1000).toFixed(1)} s CPU, peak RSS ${m.peakRssMb} MB, ${(m.ms / m.companies).toFixed(1)} ms per company\n`,
  );
}
const last = results[results.length - 1]!;
const first = results[0]!;
const growth = last.ms / first.ms;
reportFigure({ name: `relevance ${last.companies} companies × ${TRENDS} trends`, value: Math.round(last.ms), unit: 'ms', budget: `< ${WALL_BUDGET_MS}`, ok: last.ms < WALL_BUDGET_MS });
reportFigure({
  name: `relevance growth t(${last.companies})/t(${first.companies})`,
  value: Math.round(growth * 100) / 100,
  unit: 'x',
  budget: `≤ ${GROWTH_BUDGET}`,
  ok: growth <= GROWTH_BUDGET,
});
reportFigure({ name: `relevance ${last.companies} companies peak RSS`, value: last.peakRssMb, unit: 'MB', ok: true });
if (last.ms >= WALL_BUDGET_MS || growth > GROWTH_BUDGET) process.exitCode = 1;
