/**
 * The mixed load: 50 users, each with one browser tab on its own keep-alive connection (issue 8: "a 50-user mixed
 * read/write load"), each user its own onboarded company, reading the dashboard and writing between reads (profile PATCH, a keyword added then deleted, a trend saved then unsaved) in
 * the order a person would, each sending its next request when the previous one was answered.
 *
 * Every request is one a real browser would send, so every expected answer is a 2xx: each tab saves its own trend,
 * one its user can see, and adds terms nobody added before. (Two tabs of one user racing on one bookmark would get
 * a correct 200 "already saved" and 404 "already removed"; the load does not stage that race.) The answers are
 * counted per step, so a non-2xx figure says which call gave it.
 *
 * The tabs open their connections first (one request each), then the measured period starts. Node (libuv ≥ 1.45)
 * accepts one connection per event-loop turn, so 50 connections opened in the same millisecond against a server
 * already answering the first of them queue behind those answers for seconds: that is connection set-up, which a
 * browser does once per tab, not the latency of a user's requests. It is reported on its own ("connect").
 *
 * A closed loop of its own rather than autocannon: autocannon has no way to open the connections before it starts
 * measuring, nor to give each connection its own state (ids of what it created) without reaching into its internals.
 */
import http from 'node:http';
import { cpuMsOf, CONNECTIONS, DURATION_S } from './load';
import { trendIds, type BenchUser } from './seed';

/**
 * Users of the mixed load, one tab (connection) each: the issue's 50 users. (Decision 0025 ran 10 users with 5 tabs
 * each; a user's writes now leave other users' cached reads alone, so how the tabs are spread over users matters.)
 */
export const MIXED_USERS = 50;

/** A request taking longer than this is an error (autocannon's default, as the fixed-route loads use). */
const TIMEOUT_MS = 10_000;

/** One connection's user: its cookie, its active company, the profile text it edits, the trends it sees. */
export type MixedUser = { cookie: string; companyId: number; profile: string; trendIds: number[] };

/** Per step ('PATCH /api/company-profile/:id'): answers by status ('timeout', 'error' when none came), latencies. */
export type StepTally = Record<string, { statuses: Record<string, number>; latencies: number[] }>;

export interface MixedFigures {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  /** Requests with no answer (timeout, connection error). */
  errors: number;
  /** Answers other than 2xx. */
  non2xx: number;
  /** Server CPU time (user + system) per answered request over the measured period. */
  cpuMsPerRequest?: number;
  /** Time to each tab's first answer on its new connection (accept + request): median and worst. */
  connectP50: number;
  connectMax: number;
  steps: StepTally;
}

/** A tab's state: who it is, and what it created that a later step removes. */
export type Tab = { user: MixedUser; trendId: number; keywordId: number };
export type Step = {
  name: string;
  path: (tab: Tab) => string;
  body?: (tab: Tab) => unknown;
  then?: (tab: Tab, answer: Answer) => void;
};
export type Answer = { status: number | 'timeout' | 'error'; body: string; ms: number };

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

/** What the load needs of each onboarded user, read through the API: its profile text and the trends it sees. */
export async function mixedUsers(base: string, users: readonly BenchUser[]): Promise<MixedUser[]> {
  return Promise.all(
    users.map(async (u) => {
      const res = await fetch(`${base}/api/company-profile`, { headers: { Cookie: u.cookie } });
      const { companyProfile } = (await res.json()) as { companyProfile: string };
      return {
        cookie: u.cookie,
        companyId: u.companyId,
        profile: companyProfile.slice(0, 200),
        trendIds: await trendIds(base, u),
      };
    }),
  );
}

/** The steps of one tab, in order; the first is also what opens its connection. */
export function mixedSteps(): Step[] {
  // Terms never used before, also across runs on one database (a timed-out POST may have added its term).
  const run = Date.now().toString(36);
  let serial = 0;
  return [
    { name: 'GET /api/auth/user', path: () => '/api/auth/user' },
    { name: 'GET /api/trends', path: () => '/api/trends' },
    { name: 'GET /api/keywords', path: () => '/api/keywords' },
    {
      name: 'PATCH /api/company-profile/:id',
      path: (tab) => `/api/company-profile/${tab.user.companyId}`,
      body: (tab) => ({ companyProfile: `${tab.user.profile} Updated ${(serial += 1)}.` }),
    },
    { name: 'GET /api/stats', path: () => '/api/stats' },
    {
      name: 'POST /api/keywords',
      path: () => '/api/keywords',
      body: () => ({ term: `bench ${run} ${(serial += 1)}` }),
      then: (tab, answer) => {
        tab.keywordId = answer.status === 201 ? (JSON.parse(answer.body) as { id: number }).id : 0;
      },
    },
    { name: 'GET /api/company-profile', path: () => '/api/company-profile' },
    { name: 'DELETE /api/keywords/:id', path: (tab) => `/api/keywords/${tab.keywordId}` },
    {
      name: 'POST /api/saved-items',
      path: () => '/api/saved-items',
      body: (tab) => ({ itemType: 'trend', itemId: tab.trendId }),
    },
    { name: 'GET /api/story-angles', path: () => '/api/story-angles' },
    { name: 'DELETE /api/saved-items', path: (tab) => `/api/saved-items?itemType=trend&itemId=${tab.trendId}` },
  ];
}

/**
 * Tab i belongs to user i mod n; the k-th tab of a user saves the user's k-th trend, so no two tabs touch the same
 * bookmark. Throws when a user sees fewer trends than it has tabs.
 */
export function mixedTabs(users: readonly MixedUser[], connections = CONNECTIONS): Tab[] {
  return Array.from({ length: connections }, (_, i) => {
    const user = users[i % users.length]!;
    const k = Math.floor(i / users.length);
    const trendId = user.trendIds[k];
    if (trendId === undefined)
      throw new Error(`a mixed-load user sees ${user.trendIds.length} trends, fewer than its ${k + 1} tabs`);
    return { user, trendId, keywordId: 0 };
  });
}

/** One request on the tab's own connection (an agent of one socket, kept alive; undefined: a fresh connection). */
export function sendStep(base: URL, agent: http.Agent | undefined, tab: Tab, step: Step): Promise<Answer> {
  const body = step.body ? JSON.stringify(step.body(tab)) : undefined;
  const method = step.name.split(' ')[0]!;
  const headers: Record<string, string> = { Cookie: tab.user.cookie };
  if (method !== 'GET') Object.assign(headers, { Origin: base.origin, 'Content-Type': 'application/json' });
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: Answer['status'], text = '') =>
      resolve({ status, body: text, ms: performance.now() - started });
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method, path: step.path(tab), headers, timeout: TIMEOUT_MS },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(res.statusCode ?? 0, text));
        res.on('error', () => done('error'));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      done('timeout');
    });
    req.on('error', () => done('error'));
    req.end(body);
  });
}

/** Runs the mixed load: every tab connects, then all loop through their steps for `duration` seconds. */
export async function mixedLoad(
  base: string,
  users: readonly MixedUser[],
  pid: number | undefined,
  duration = DURATION_S * 2,
): Promise<MixedFigures> {
  const url = new URL(base);
  const steps = mixedSteps();
  const tabs = mixedTabs(users);
  const agents = tabs.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const tally: StepTally = {};
  const all: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const record = (step: Step, answer: Answer) => {
    const row = (tally[step.name] ??= { statuses: {}, latencies: [] });
    row.statuses[answer.status] = (row.statuses[answer.status] ?? 0) + 1;
    if (typeof answer.status !== 'number') errors += 1;
    else if (answer.status < 200 || answer.status > 299) non2xx += 1;
    row.latencies.push(answer.ms);
    all.push(answer.ms);
  };
  try {
    const connect = (await Promise.all(tabs.map((tab, i) => sendStep(url, agents[i]!, tab, steps[0]!)))).map((a) => {
      if (typeof a.status !== 'number') errors += 1;
      else if (a.status < 200 || a.status > 299) non2xx += 1;
      return a.ms;
    });
    const cpuBefore = cpuMsOf(pid);
    const started = performance.now();
    const until = started + duration * 1000;
    await Promise.all(
      tabs.map(async (tab, i) => {
        for (let n = 1; performance.now() < until; n += 1) {
          const step = steps[n % steps.length]!;
          const answer = await sendStep(url, agents[i]!, tab, step);
          record(step, answer);
          if (typeof answer.status === 'number') step.then?.(tab, answer);
        }
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    const cpuAfter = cpuMsOf(pid);
    const sorted = [...all].sort((a, b) => a - b);
    connect.sort((a, b) => a - b);
    return {
      rps: Math.round(all.length / elapsedS),
      p50: Math.round(quantile(sorted, 0.5)),
      p99: Math.round(quantile(sorted, 0.99)),
      max: Math.round(sorted.at(-1) ?? 0),
      total: all.length,
      errors,
      non2xx,
      ...(cpuBefore !== undefined && cpuAfter !== undefined && all.length > 0
        ? { cpuMsPerRequest: Number(((cpuAfter - cpuBefore) / all.length).toFixed(2)) }
        : {}),
      connectP50: Math.round(quantile(connect, 0.5)),
      connectMax: Math.round(connect.at(-1) ?? 0),
      steps: tally,
    };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/** One line per step: latency p50/p99/max and the answers by status. */
export function formatSteps(steps: StepTally): string[] {
  return Object.entries(steps).map(([name, { statuses, latencies }]) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (q: number) => String(Math.round(quantile(sorted, q))).padStart(5);
    return `${name.padEnd(31)} p50 ${ms(0.5)} ms  p99 ${ms(0.99)} ms  max ${ms(1)} ms  ${JSON.stringify(statuses)}`;
  });
}
