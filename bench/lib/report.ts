/**
 * The result protocol every bench/<name>/index.ts shares with bench/run.ts: one line per checked figure,
 * `BENCH {"name","value","unit","budget","ok"}`, printed beside the human-readable output. A bench also exits
 * non-zero when any budget is broken, so it works on its own too.
 */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** Human-readable limit, e.g. '< 10000'; absent for figures reported without a budget. */
  budget?: string;
  ok: boolean;
}

export function reportFigure(figure: BenchFigure): void {
  process.stdout.write(`BENCH ${JSON.stringify(figure)}\n`);
}
