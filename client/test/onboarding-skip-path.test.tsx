import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { durationPromise } from '@/features/onboarding/analysis-duration';
import { authKeys } from '@/lib/query-keys';
import { makeCompanyProfile } from './helpers/company-fixtures';
import { makeUser } from './helpers/fixtures';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';

vi.setConfig({ testTimeout: 20_000 });

function api(hasCompany: boolean) {
  return mockApi({
    'GET /api/auth/user': makeUser({
      hasCompletedOnboarding: true,
      hasCompletedDashboardTour: true,
      activeCompanyId: hasCompany ? 7 : null,
    }),
    'GET /api/onboarding/status': { hasCompletedOnboarding: true },
    'GET /api/company-profile': hasCompany
      ? makeCompanyProfile()
      : { status: 404, json: { message: 'No company profile' } },
    'GET /api/company-profiles': hasCompany ? [makeCompanyProfile()] : [],
  });
}

describe('the way back to company setup after Skip', () => {
  it('when a user without a company opens a page of the app, then an Add your company prompt leads to /onboarding', async () => {
    api(false);
    const { location } = renderApp('/settings');
    const prompt = await screen.findByRole('region', { name: 'Add your company' }, { timeout: 5000 });
    await userEvent.setup({ delay: null }).click(within(prompt).getByRole('link', { name: 'Add your company' }));
    expect(location.history.at(-1)).toBe('/onboarding');
  });

  it('when the user has a company, then no prompt shows', async () => {
    api(true);
    const { queryClient } = renderApp('/settings');
    // Only once the user (who carries the active company) has arrived does the absence of the prompt mean anything.
    await vi.waitFor(() => expect(queryClient.getQueryState(authKeys.user())?.status).toBe('success'), {
      timeout: 5000,
    });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Add your company' })).not.toBeInTheDocument();
  });
});

describe('durationPromise', () => {
  it('when nothing was measured yet, then the spec text', () => {
    expect(durationPromise(null)).toBe('This usually takes 10-15 seconds.');
  });
  it('when runs took 0.3 to 0.9 s, then about a second', () => {
    expect(durationPromise({ low: 300, high: 900, runs: 5 })).toBe('This usually takes about a second.');
  });
  it('when the middle half rounds to one value, then about N seconds', () => {
    expect(durationPromise({ low: 2600, high: 3400, runs: 5 })).toBe('This usually takes about 3 seconds.');
  });
  it('when the middle half spans seconds, then a range', () => {
    expect(durationPromise({ low: 9600, high: 14_700, runs: 40 })).toBe('This usually takes 10-15 seconds.');
  });
});
