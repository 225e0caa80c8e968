/**
 * Bundle bench: JavaScript a first visit to each route downloads (see route-sizes.ts), compressed as the server
 * sends it. Budgets: the landing page ≤ 120 KB, every other route ≤ 250 KB, judged on brotli (what every current
 * browser is sent; the gzip figure is printed beside it for clients without brotli).
 */
import path from 'node:path';
import { reportFigure } from '../lib/report';
import { ensureBuilt } from '../lib/build';
import { routeSizes } from './route-sizes';

const LANDING_BUDGET_KB = 120;
const ROUTE_BUDGET_KB = 250;
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

ensureBuilt();
const sizes = routeSizes(path.join(import.meta.dirname, '..', '..', 'client', 'dist'));
process.stdout.write('first-visit JavaScript per route (KB): raw, gzip, brotli; CSS brotli\n');
let broken = false;
for (const r of sizes) {
  const budget = r.route === 'landing' ? LANDING_BUDGET_KB : ROUTE_BUDGET_KB;
  const ok = kb(r.js.brotli) <= budget;
  broken ||= !ok;
  process.stdout.write(
    `  ${r.route.padEnd(22)} ${r.kind.padEnd(9)} ${String(kb(r.js.raw)).padStart(7)} ${String(kb(r.js.gzip)).padStart(7)} ${String(kb(r.js.brotli)).padStart(7)}   css ${kb(r.css.brotli)}\n`,
  );
  const name = `bundle.${r.route}.js.br`;
  reportFigure({ name, value: kb(r.js.brotli), unit: 'KB', budget: `<= ${budget}`, ok });
  reportFigure({ name: name.replace(/\.br$/, '.gzip'), value: kb(r.js.gzip), unit: 'KB', ok: true });
}
if (broken) process.exitCode = 1;
