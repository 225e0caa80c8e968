import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@newsjack/shared';
import { makeCompanyProfile, makeKeyword } from './helpers/company-fixtures';
import { makeUser } from './helpers/fixtures';
import { mockApi, type RecordedCall, type Reply } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { getToasts } from './helpers/toasts';
import { trendKeys } from '@/lib/query-keys';

vi.setConfig({ testTimeout: 20_000 });

interface Setup {
  user?: Partial<AuthUser>;
  isAdmin?: boolean;
  profiles?: Reply;
  extra?: Record<string, Reply | ((call: RecordedCall) => Reply)>;
}

const ACME = makeCompanyProfile();
const BETA = makeCompanyProfile({ id: 2, companyName: 'Beta Foods', website: 'https://beta.example/' });

function companyApi({ user, isAdmin = false, profiles = [ACME], extra = {} }: Setup = {}): RecordedCall[] {
  return mockApi({
    'GET /api/auth/user': makeUser(user),
    'GET /api/onboarding/status': { hasCompletedOnboarding: true },
    'GET /api/auth/is-admin': { isAdmin },
    'GET /api/company-profiles': profiles,
    'GET /api/user/active-company': { activeCompanyId: 1 },
    'GET /api/company-profile': ACME,
    // A tracked keyword, so auto-population stays out of these tests.
    'GET /api/keywords': [makeKeyword()],
    ...extra,
  });
}

async function openPage() {
  const view = renderApp('/my-company');
  await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' }, { timeout: 5000 });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('My Company', () => {
  it('when the profile loads, then name, website, keywords, outlets and additional info show', async () => {
    companyApi();
    await openPage();
    expect(screen.getByRole('link', { name: 'acme.example' })).toHaveAttribute('href', 'https://acme.example');
    expect(screen.getByText(ACME.companyProfile)).toBeInTheDocument();
    const keywords = screen.getByRole('list', { name: 'Tracking Keywords' });
    expect(within(keywords).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Your outlets' })).getByText('Wired')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Suggested' })).getByText('TechCrunch')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'linkedin.com/company/acme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'x.com/acme' })).toHaveAttribute('href', 'https://x.com/acme');
    expect(screen.getByText('Found on website')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByText('None recorded yet')).toBeInTheDocument();
  });

  it('when the profiles are loading, then the loading text shows', async () => {
    companyApi();
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/company-profiles' ? new Promise<Response>(() => {}) : answered(input, init),
    );
    renderApp('/my-company');
    expect(await screen.findByText('Loading your company profiles...', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('when the user has no profiles, then the empty state offers Add Company to /onboarding', async () => {
    companyApi({ profiles: [] });
    const { location } = renderApp('/my-company');
    expect(await screen.findByText('No Company Profiles Found', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Company' }));
    expect(location.history.at(-1)).toBe('/onboarding');
  });

  it('when the profiles fail to load, then the empty state shows', async () => {
    companyApi({ profiles: { status: 500, json: { message: 'down' } } });
    renderApp('/my-company');
    expect(await screen.findByText('No Company Profiles Found', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('when a plain user opens the page, then the company selector and Add New Company are hidden', async () => {
    companyApi();
    await openPage();
    expect(screen.queryByRole('button', { name: /^Active company: / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Company' })).not.toBeInTheDocument();
  });

  it('when an agency user opens the page, then the selector and Add New Company show', async () => {
    companyApi({ user: { agencyPlan: true }, profiles: [ACME, BETA] });
    const { user, location } = await openPage();
    expect(screen.getByRole('button', { name: /^Active company: / })).toHaveTextContent('Acme Robotics');
    await user.click(screen.getByRole('button', { name: 'Add New Company' }));
    expect(location.history.at(-1)).toBe('/onboarding');
  });

  it('when an admin opens the page, then the selector shows', async () => {
    companyApi({ isAdmin: true });
    await openPage();
    expect(await screen.findByRole('button', { name: /^Active company: / })).toBeInTheDocument();
  });

  it('when another company is chosen, then it switches and says so; the active one is ignored', async () => {
    const calls = companyApi({
      user: { agencyPlan: true },
      profiles: [ACME, BETA],
      extra: { 'POST /api/user/switch-company': { activeCompanyId: 2 } },
    });
    const { user, queryClient } = await openPage();
    queryClient.setQueryData(trendKeys.explanation(7), { explanation: 'old', semanticSimilarity: 0.5 });
    queryClient.setQueryData(trendKeys.list({ timeframe: '24h' }), []);
    await user.click(screen.getByRole('button', { name: /^Active company: / }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Acme Robotics' }));
    expect(calls.some((c) => c.url === '/api/user/switch-company')).toBe(false);

    await user.click(screen.getByRole('button', { name: /^Active company: / }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Beta Foods' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Company Switched'));
    expect(calls.find((c) => c.url === '/api/user/switch-company')?.body).toEqual({ companyId: 2 });
    // Explanations are dropped; other trend queries are only marked stale.
    expect(queryClient.getQueryData(trendKeys.explanation(7))).toBeUndefined();
    expect(queryClient.getQueryState(trendKeys.list({ timeframe: '24h' }))?.isInvalidated).toBe(true);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/company-profiles').length).toBe(2));
  });

  it('when the server added the new company’s suggested keywords on the switch, then the toast says how many', async () => {
    companyApi({
      user: { agencyPlan: true },
      profiles: [ACME, BETA],
      extra: { 'POST /api/user/switch-company': { activeCompanyId: 2, companyName: 'Beta Foods', keywordsAdded: 3 } },
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: /^Active company: / }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Beta Foods' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Company Switched',
        description: 'Successfully added 3 tracking keywords for Beta Foods',
      }),
    );
  });

  it('when a switch fails, then Switch Failed shows the server message', async () => {
    companyApi({
      user: { agencyPlan: true },
      profiles: [ACME, BETA],
      extra: { 'POST /api/user/switch-company': { status: 403, json: { message: 'Not yours' } } },
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: /^Active company: / }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Beta Foods' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Switch Failed', description: 'Not yours' }));
  });
});
