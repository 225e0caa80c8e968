import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyProfile, Keyword } from '@newsjack/shared';
import { makeCompanyProfile, makeKeyword } from './helpers/company-fixtures';
import { makeUser } from './helpers/fixtures';
import { mockApi, type RecordedCall } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { getToasts } from './helpers/toasts';

vi.setConfig({ testTimeout: 20_000 });

const ACME = makeCompanyProfile();
const BETA = makeCompanyProfile({
  id: 2,
  companyName: 'Beta Foods',
  suggestedKeywords: ['snacks', 'Snacks ', 'retail'],
});

interface World {
  profile: CompanyProfile | null;
  keywords: Keyword[];
}

/** The shell on /settings, with an API whose active company and keywords the test can change. */
async function renderShell(world: World) {
  const calls = mockApi({
    'GET /api/auth/user': makeUser(),
    'GET /api/onboarding/status': { hasCompletedOnboarding: true },
    'GET /api/auth/is-admin': { isAdmin: false },
    'GET /api/company-profile': () => world.profile ?? { status: 404, json: { message: 'No company profile' } },
    'GET /api/keywords': () => world.keywords,
    'POST /api/keywords': (call: RecordedCall) => {
      const term = (call.body as { term: string }).term;
      // One refusal: individual failures are skipped, the rest still go in.
      if (term === 'robotics') return { status: 409, json: { message: 'This keyword is already being tracked' } };
      return makeKeyword({ id: call.url.length, term });
    },
  });
  const view = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
  return { ...view, calls };
}

const posted = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url === '/api/keywords').map((c) => (c.body as { term: string }).term);

describe('keyword auto-population', () => {
  it('when the active company has suggestions and no keywords are tracked, then each is added once', async () => {
    const world: World = { profile: ACME, keywords: [] };
    const { calls, queryClient } = await renderShell(world);

    await waitFor(() =>
      expect(getToasts()[0]?.description).toBe('Successfully added 2 tracking keywords for Acme Robotics'),
    );
    expect(posted(calls)).toEqual(['warehouse automation', 'robotics', 'retail logistics']);
    // Keywords and stats are refetched; the list is still empty here, yet nothing is added twice.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/keywords' && c.method === 'GET').length).toBe(2));
    await queryClient.invalidateQueries({ queryKey: ['/api/keywords'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted(calls)).toHaveLength(3);
  });

  it('when the active company changes, then the guard resets for the new company', async () => {
    const world: World = { profile: ACME, keywords: [] };
    const { calls, queryClient } = await renderShell(world);
    await waitFor(() => expect(posted(calls)).toHaveLength(3));

    world.profile = BETA;
    await queryClient.invalidateQueries({ queryKey: ['/api/company-profile'] });
    await queryClient.invalidateQueries({ queryKey: ['/api/keywords'] });
    await waitFor(() => expect(posted(calls).slice(3)).toEqual(['snacks', 'retail']));
    await waitFor(() =>
      expect(getToasts()[0]?.description).toBe('Successfully added 2 tracking keywords for Beta Foods'),
    );
  });

  it('when keywords are already tracked, then nothing is added', async () => {
    const { calls } = await renderShell({ profile: ACME, keywords: [makeKeyword()] });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/keywords')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted(calls)).toEqual([]);
  });

  it('when there is no active company, then keywords are not even fetched', async () => {
    const { calls } = await renderShell({ profile: null, keywords: [] });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/company-profile')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.url === '/api/keywords')).toBe(false);
  });
});
