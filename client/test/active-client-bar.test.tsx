import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyProfile } from '@newsjack/shared';
import { makeCompanyProfile, makeKeyword } from './helpers/company-fixtures';
import { mockApi, type RecordedCall } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { getToasts } from './helpers/toasts';
import { signedInRoutes } from './helpers/trend-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ACME = makeCompanyProfile();
const BETA = makeCompanyProfile({ id: 2, companyName: 'Beta Foods', website: 'https://beta.example/' });

/** The shell on a page of another feature (Keywords), so the bar is seen outside My Company. */
function api(profiles: CompanyProfile[]): RecordedCall[] {
  let active = 1;
  return mockApi(
    signedInRoutes({
      'GET /api/company-profiles': profiles,
      'GET /api/user/active-company': () => ({ activeCompanyId: active }),
      'GET /api/company-profile': () => profiles.find((p) => p.id === active),
      'GET /api/keywords': [makeKeyword()],
      'POST /api/user/switch-company': (call: RecordedCall) => {
        active = (call.body as { companyId: number }).companyId;
        return { activeCompanyId: active, companyName: profiles.find((p) => p.id === active)?.companyName };
      },
    }),
  );
}

describe('the active client in the shell', () => {
  it('when the user has one company, then its name is shown above the page, with nothing to switch', async () => {
    api([ACME]);
    renderApp('/keywords');
    const bar = await screen.findByRole('group', { name: 'Active client' }, { timeout: 5000 });
    expect(within(bar).getByText('Acme Robotics')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /^Active client: / })).toBeNull();
  });

  it('when the user has two companies, then the other is chosen from the bar on any page and the app switches to it', async () => {
    const calls = api([ACME, BETA]);
    renderApp('/keywords');
    const bar = await screen.findByRole('group', { name: 'Active client' }, { timeout: 5000 });
    const user = userEvent.setup({ delay: null });
    expect(within(bar).getByRole('button', { name: /^Active client: / })).toHaveTextContent('Acme Robotics');
    await user.click(within(bar).getByRole('button', { name: /^Active client: / }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Beta Foods' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Company Switched'));
    expect(calls.find((c) => c.url === '/api/user/switch-company')?.body).toEqual({ companyId: 2 });
    await waitFor(() =>
      expect(within(bar).getByRole('button', { name: /^Active client: / })).toHaveTextContent('Beta Foods'),
    );
  });
});
