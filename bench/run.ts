/**
 * `npm run bench`: runs every bench/<name>/index.ts, one after another, each in its own process (so one bench's
 * memory and JIT state never colour another's), streams their output, then prints every checked figure with its
 * budget and exits non-zero when a bench failed or broke a budget.
 *
 * Protocol (see bench/lib/report.ts): a bench prints `BENCH {"name","value","unit","budget?","ok"}` lines for
 * the figures it checks and exits non-zero when any budget is broken. A bench that prints no such line is judged
 * by its exit code alone. `npm run bench -- discovery` runs only the named benches. To add a measurement, add a
 * folder with an index.ts that prints such lines (bench/lib has the app starter, the build check, PostgreSQL).
 * Every figure is also written, beside its budget, to bench/results/latest.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { BenchFigure as Figure } from './lib/report';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

function findBenches(only: readonly string[]): string[] {
  return readdirSync(benchDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(benchDir, d.name, 'index.ts')))
    .map((d) => d.name)
    .filter((name) => only.length === 0 || only.includes(name))
    .sort();
}

function runBench(name: string): Promise<{ code: number; figures: Figure[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, name, 'index.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const figures: Figure[] = [];
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('BENCH ')) figures.push(JSON.parse(line.slice(6)) as Figure);
        else process.stdout.write(`[${name}] ${line}\n`);
      }
    });
    child.on('close', (code) => resolve({ code: code ?? 1, figures }));
  });
}

async function main(): Promise<void> {
  const benches = findBenches(process.argv.slice(2));
  if (benches.length === 0) {
    process.stderr.write('no bench/<name>/index.ts found\n');
    process.exitCode = 1;
    return;
  }
  const summary: Array<{ name: string; code: number; figures: Figure[] }> = [];
  for (const name of benches) {
    process.stdout.write(`── ${name} ──\n`);
    summary.push({ name, ...(await runBench(name)) });
  }
  process.stdout.write('\n── budgets ──\n');
  let failed = false;
  const verdict = (f: Figure) => (f.budget ? (f.ok ? 'met' : 'NOT met') : '');
  for (const { name, code, figures } of summary) {
    for (const f of figures) {
      process.stdout.write(
        `${verdict(f).padEnd(8)} ${f.name.padEnd(40)} ${String(f.value).padStart(10)} ${f.unit.padEnd(3)} ${f.budget ? `budget ${f.budget}` : '(no budget)'}\n`,
      );
      if (!f.ok) failed = true;
    }
    if (code !== 0) {
      process.stdout.write(`FAILED   ${name}: exited with code ${code}\n`);
      failed = true;
    }
  }
  const report = writeReport(summary);
  process.stdout.write(`\nwritten: ${path.relative(process.cwd(), report)}\n`);
  process.exitCode = failed ? 1 : 0;
}

/** bench/results/latest.md: every figure beside its budget, with the machine's state when it was measured. */
function writeReport(summary: Array<{ name: string; code: number; figures: Figure[] }>): string {
  const lines = [
    '# Benchmark results',
    '',
    `${new Date().toISOString()} · node ${process.version} · ${cpus().length} cores · load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the end`,
    '',
  ];
  for (const { name, code, figures } of summary) {
    lines.push(
      `## ${name}${code === 0 ? '' : ` (exited with code ${code})`}`,
      '',
      '| figure | value | budget | |',
      '|---|---:|---|---|',
    );
    for (const f of figures)
      lines.push(
        `| ${f.name} | ${f.value} ${f.unit} | ${f.budget ?? '—'} | ${f.budget ? (f.ok ? 'met' : '**NOT met**') : ''} |`,
      );
    lines.push('');
  }
  const dir = path.join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.md');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

void main();
