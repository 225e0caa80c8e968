/** autocannon runs and their figures, shared by the API bench's fixed-route and mixed loads. */
import { readFileSync } from 'node:fs';
import autocannonModule from 'autocannon';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  total: number;
  /** CPU time the server spent per answered request (user + system, from /proc): unlike latency, the neighbours' load barely moves it. */
  cpuMsPerRequest?: number;
  statusCodes: Record<string, number>;
}

/** utime + stime of a process in ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '1xx': number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
};
type AutocannonRequest = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
};
type AutocannonClient = { setHeaders: (h: Record<string, string>) => void };
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
  setupClient?: (client: AutocannonClient) => void;
  timeout?: number;
};
const autocannon = autocannonModule as unknown as (o: AutocannonOptions) => Promise<AutocannonResult>;
export type { AutocannonRequest, AutocannonClient };

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 6);

export async function load(
  options: Omit<AutocannonOptions, 'connections' | 'duration'> & { duration?: number; connections?: number; pid?: number },
): Promise<LoadFigures> {
  const { pid, ...rest } = options;
  const cpuBefore = cpuMsOf(pid);
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, timeout: 10, ...rest });
  const cpuAfter = cpuMsOf(pid);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0
      ? { cpuMsPerRequest: Number(((cpuAfter - cpuBefore) / r.requests.total).toFixed(2)) }
      : {}),
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
  };
}

/** A short run first, so V8 has compiled the hot paths and the database its plans before the measured one. */
export async function warmUp(url: string, headers: Record<string, string>): Promise<void> {
  await autocannon({ url, connections: 10, duration: 1, headers });
}

/**
 * Onboarding leaves background work behind (personal discovery, keyword searches, outlet coverage): wait until the
 * server has used under 5% of a core for two seconds in a row, so the load measures requests, not that work.
 */
export async function waitForIdle(pid: number | undefined, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (Date.now() < deadline && quiet < 2) {
    const before = cpuMsOf(pid);
    await new Promise((r) => setTimeout(r, 1000));
    const after = cpuMsOf(pid);
    quiet = before === undefined || after === undefined || after - before <= 50 ? quiet + 1 : 0;
  }
}
