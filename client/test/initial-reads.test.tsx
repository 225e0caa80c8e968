import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getJson, sharedSchema } from '@/lib/api-client';
import { AUDIENCES } from '@/features/landing/landing-content';
import { pageSignedIn, resetInitialReads, takeInitialRead } from '@/lib/initial-reads';
import { statsKeys } from '@/lib/query-keys';
import { makeUser } from './helpers/fixtures';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeCredits, makeStats, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/dashboard-route');
}, 30_000);

/** What the server writes into a signed-in page (server http/personal-page.ts), `<` escaped as it escapes it. */
function putIsland(reads: Record<string, unknown>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'initial-reads';
  script.textContent = JSON.stringify(reads).replace(/</g, '\\u003c');
  document.body.append(script);
  resetInitialReads();
}

/** The dashboard's first screen as the server answers it into the page (the same URLs as its DASHBOARD_READS). */
const dashboardIsland = () => ({
  '/api/auth/user': makeUser({ firstName: '</script><!--Ada', apiCredits: 1000 }),
  '/api/onboarding/status': { hasCompletedOnboarding: true },
  '/api/auth/is-admin': { isAdmin: false },
  '/api/stats': makeStats(),
  '/api/credits': makeCredits({ apiCredits: 612 }),
  '/api/trends?source=all&timeframe=24h': [],
  '/api/saved-items': [],
  '/api/story-angles': [],
  '/api/keywords': [],
});

/** What TanStack Query passes a query function, for calling `getJson`'s function directly. */
const queryContext = () =>
  ({ queryKey: ['s'], signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

afterEach(() => {
  document.getElementById('initial-reads')?.remove();
  resetInitialReads();
});

describe('a signed-in page with its first reads', () => {
  it('when the dashboard opens, then it draws from the page and none of its reads leaves the browser', async () => {
    const island = dashboardIsland();
    // The server would answer the same: what fails without the island is the count of requests alone.
    const calls = mockApi(
      signedInRoutes({ 'GET /api/auth/user': island['/api/auth/user'], 'GET /api/credits': island['/api/credits'] }),
    );
    putIsland(island);
    const { queryClient } = renderApp('/');
    const stats = await screen.findByRole('navigation', { name: 'Statistics' });
    expect(within(stats).getByRole('link', { name: /Active Trends/ })).toHaveTextContent('12');
    await waitFor(() => expect(screen.getAllByTestId('credit-display')[0]).toHaveTextContent('612 / 1000 credits'));
    // Seeded under the query-key factories' keys, so every screen reading them finds them.
    expect(queryClient.getQueryData(statsKeys.summary())).toEqual(makeStats());
    const firstScreen = Object.keys(island).filter((url) => url !== '/api/onboarding/status');
    // Onboarding status is always stale (spec): a later mount asks again; nothing else is asked for.
    expect(calls.map((c) => c.url).filter((url) => firstScreen.includes(url))).toEqual([]);
    // The island is read once and leaves the page.
    expect(document.getElementById('initial-reads')).toBeNull();
  });

  it('when a query is refetched, then it asks the server: the page answers a URL once', async () => {
    const calls = mockApi({ 'GET /api/stats': makeStats({ activeTrends: { value: 99, label: '+1' } } as never) });
    putIsland({ '/api/stats': makeStats() });
    const read = getJson('/api/stats', { on401: 'throw' });
    const context = queryContext();
    expect(await read(context)).toEqual(makeStats());
    expect(calls).toHaveLength(0);
    await read(context);
    expect(calls.map((c) => c.url)).toEqual(['/api/stats']);
  });

  it('when the page carries an answer, then the query takes it as the server wrote it and never loads the schemas', async () => {
    // The server wrote the answer with the route's own code (server/test/http/signed-in-page.test.ts), whose GETs are
    // checked against their schemas (server/test/contract); checking it again here would put zod on the first screen.
    const calls = mockApi({});
    putIsland({ '/api/stats': makeStats() });
    const loadSchema = vi.fn(async () => (await import('@newsjack/shared')).statsSchema);
    const read = getJson('/api/stats', { on401: 'throw', schema: loadSchema });
    const context = queryContext();
    expect(await read(context)).toEqual(makeStats());
    expect(loadSchema).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('when an answer from the network does not match its schema, then the query fails', async () => {
    mockApi({ 'GET /api/stats': { activeTrends: 'many' } });
    const read = getJson('/api/stats', { on401: 'throw', schema: sharedSchema('statsSchema') });
    const context = queryContext();
    await expect(read(context)).rejects.toThrow();
  });

  it('when the page has no island, then nothing is taken from it', () => {
    resetInitialReads();
    expect(takeInitialRead('/api/auth/user')).toBeUndefined();
  });
});

describe('a page served without a session cookie', () => {
  it('when it says nobody is signed in, then the landing page is drawn and the sign-in state is never asked', async () => {
    const calls = mockApi({});
    putIsland({ '/api/auth/user': null });
    expect(pageSignedIn()).toBe(false);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: AUDIENCES[0]!.headline })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([]);
  });

  it('when a page carries no sign-in answer, then whether anyone is signed in is not known from it', () => {
    expect(pageSignedIn()).toBeUndefined();
    putIsland({ '/api/auth/user': makeUser() });
    expect(pageSignedIn()).toBe(true);
  });
});
