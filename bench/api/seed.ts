/**
 * Seeds a running app through its own API, the way a user does: an operator account (ADMIN_EMAILS) to watch
 * discovery, and onboarded users (registered, company curated, tour done). Then waits until no discovery run is
 * running and the start-up (demo) cycle has succeeded, so the figures measure a settled server.
 */
export interface BenchUser {
  email: string;
  cookie: string;
  companyId: number;
}

export const ADMIN_EMAIL = 'operator@newsjack.test';
const PASSWORD = 'Harbor-Lantern!2026';

async function call(
  base: string,
  method: string,
  url: string,
  cookie: string | undefined,
  body?: unknown,
): Promise<Response> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

async function register(base: string, email: string): Promise<string> {
  const res = await call(base, 'POST', '/api/auth/register', undefined, {
    email,
    password: PASSWORD,
    firstName: 'Bench',
    lastName: 'User',
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const COMPANIES = [
  {
    companyName: 'Northwind Payments',
    website: 'northwind-payments.example',
    companyProfile:
      'Northwind Payments runs card payments and instant payouts for online merchants: checkout, settlement, ' +
      'buy-now-pay-later and fraud screening for mid-sized retailers in Europe and North America.',
    selectedKeywords: ['payments', 'fraud prevention', 'open banking'],
  },
  {
    companyName: 'Lithia Grid',
    website: 'lithia-grid.example',
    companyProfile: 'Lithia Grid builds battery storage for utilities and refines lithium for electric vehicle makers.',
    selectedKeywords: ['battery storage', 'lithium', 'electric vehicles'],
  },
  {
    companyName: 'Orbit Health',
    website: 'orbit-health.example',
    companyProfile: 'Orbit Health makes hospital software and runs vaccine logistics for public health systems.',
    selectedKeywords: ['hospitals', 'vaccines', 'public health'],
  },
];

export async function onboardedUser(base: string, email: string, index: number): Promise<BenchUser> {
  const cookie = await register(base, email);
  const company = COMPANIES[index % COMPANIES.length]!;
  await call(base, 'POST', '/api/onboarding/curate', cookie, {
    ...company,
    mediaOutlets: [],
    socialMediaLinks: {},
    customKeywords: [],
    suggestedMediaOutlets: [],
    aiSocialMediaLinks: {},
  });
  await call(base, 'POST', '/api/dashboard-tour/complete', cookie, {});
  const active = (await (await call(base, 'GET', '/api/user/active-company', cookie)).json()) as {
    activeCompanyId: number;
  };
  return { email, cookie, companyId: active.activeCompanyId };
}

export async function operatorCookie(base: string): Promise<string> {
  return register(base, ADMIN_EMAIL);
}

/** Servers (by URL) whose global cycle was seen to succeed: the runs list shows only the newest 20 runs. */
const globalSeen = new Set<string>();

/** Waits until a global cycle has succeeded and nothing runs (the start-up demo cycle and onboarding's personal ones). */
export async function waitForDiscovery(base: string, operator: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const runs = (await (await call(base, 'GET', '/api/admin/trend-discovery/runs', operator)).json()) as Array<{
      kind: string;
      status: string;
    }>;
    if (runs.some((r) => r.kind === 'global' && r.status === 'succeeded')) globalSeen.add(base);
    if (globalSeen.has(base) && !runs.some((r) => r.status === 'running')) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('discovery did not settle in time');
}

/** Ids of trends the user sees (for the save-an-item writes of the mixed load). */
export async function trendIds(base: string, user: BenchUser): Promise<number[]> {
  const body = (await (await call(base, 'GET', '/api/trends', user.cookie)).json()) as unknown;
  const list = Array.isArray(body) ? body : ((body as { trends?: unknown[] }).trends ?? []);
  return (list as Array<{ id: number }>).map((t) => t.id);
}

/**
 * `count` onboarded users, as the API bench seeds them: the first, then (once the start-up cycle has succeeded, while
 * it is still among the runs listed) the others, then until discovery is quiet again.
 */
export async function onboardedUsers(base: string, operator: string, count: number): Promise<BenchUser[]> {
  const users = [await onboardedUser(base, 'bench-0@newsjack.test', 0)];
  await waitForDiscovery(base, operator);
  for (let i = 1; i < count; i += 1) users.push(await onboardedUser(base, `bench-${i}@newsjack.test`, i));
  await waitForDiscovery(base, operator);
  return users;
}
