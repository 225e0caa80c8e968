import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OnboardingAnalysis } from '@newsjack/shared';
import { makeCompanyProfile, makeKeyword } from './helpers/company-fixtures';
import { mockApi, type RecordedCall } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { getToasts } from './helpers/toasts';
import { signedInRoutes } from './helpers/trend-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ACME = makeCompanyProfile({ websiteReadable: false });
const PROPOSAL: OnboardingAnalysis = {
  user_input: {
    companyName: 'Acme Robotics',
    website: 'acme.example',
    mediaOutlets: ['Wired'],
    socialMediaLinks: { linkedin: null, x: null, instagram: null },
  },
  company_profile: 'Acme Robotics designs autonomous picking robots for warehouses and third-party logistics.',
  suggested_keywords: ['warehouse robotics', 'autonomous picking'],
  suggested_media_outlets: ['Wired', 'The Robot Report'],
  social_media_links: { linkedin: null, x: null, instagram: null },
  website_readable: true,
  pages_read: ['https://acme.example/', 'https://acme.example/about'],
  industry: 'Warehouse Automation',
};

function api(): RecordedCall[] {
  let current = ACME;
  return mockApi(
    signedInRoutes({
      'GET /api/company-profiles': () => [current],
      'GET /api/user/active-company': { activeCompanyId: 1 },
      'GET /api/company-profile': () => current,
      'GET /api/keywords': [makeKeyword()],
      'POST /api/company-profile/1/reanalyse': () => {
        current = { ...current, websiteReadable: true };
        return PROPOSAL;
      },
      'PATCH /api/company-profile/1/details': (call: RecordedCall) =>
        (current = { ...current, ...(call.body as object) }),
      'POST /api/keywords': (call: RecordedCall) => makeKeyword({ id: 2, term: (call.body as { term: string }).term }),
    }),
  );
}

async function readAgain() {
  renderApp('/my-company');
  await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' }, { timeout: 5000 });
  expect(screen.getByText(/Your website could not be read/)).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Read the site again' }));
  const dialog = await screen.findByRole('dialog', { name: 'What your website says now' });
  return { user, dialog };
}

describe('My Company: Read the site again', () => {
  it('when the user ticks the industry and one keyword, then only those are saved, the profile text is kept and the notice goes', async () => {
    const calls = api();
    const { user, dialog } = await readAgain();
    expect(within(dialog).getByText(/Read 2 page\(s\) of acme\.example/)).toBeInTheDocument();
    // Nothing is taken until ticked.
    expect(within(dialog).getByRole('button', { name: 'Use Selected' })).toBeDisabled();
    // An outlet the user already has is not offered again.
    expect(within(dialog).queryByLabelText('Wired')).toBeNull();

    await user.click(within(dialog).getByLabelText(/Use Warehouse Automation/));
    await user.click(within(dialog).getByLabelText('autonomous picking'));
    await user.click(within(dialog).getByRole('button', { name: 'Use Selected' }));

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Profile Updated'));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { industry: 'Warehouse Automation' },
    ]);
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/keywords').map((c) => c.body)).toEqual([
      { term: 'autonomous picking' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByText(/Your website could not be read/)).toBeNull());
    expect(screen.getByText(ACME.companyProfile)).toBeInTheDocument();
  });

  it('when the user cancels, then nothing is saved', async () => {
    const calls = api();
    const { user, dialog } = await readAgain();
    await user.click(within(dialog).getByLabelText('The Robot Report'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'PATCH' || (c.method === 'POST' && c.url === '/api/keywords'))).toBe(false);
  });
});
