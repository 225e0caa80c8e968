import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCompanyProfile, makeKeyword } from './helpers/company-fixtures';
import { fill } from './helpers/fill';
import { makeUser } from './helpers/fixtures';
import { mockApi, type RecordedCall, type Reply } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { getToasts } from './helpers/toasts';

vi.setConfig({ testTimeout: 20_000 });

const ACME = makeCompanyProfile();

function api(patchReply: Reply | ((call: RecordedCall) => Reply)): RecordedCall[] {
  return mockApi({
    'GET /api/auth/user': makeUser(),
    'GET /api/onboarding/status': { hasCompletedOnboarding: true },
    'GET /api/auth/is-admin': { isAdmin: false },
    'GET /api/company-profiles': [ACME],
    'GET /api/user/active-company': { activeCompanyId: 1 },
    'GET /api/company-profile': ACME,
    'GET /api/keywords': [makeKeyword()],
    'PATCH /api/company-profile/1': patchReply,
  });
}

async function startEditing() {
  renderApp('/my-company');
  await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' }, { timeout: 5000 });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return { user, textarea: screen.getByLabelText('Company Profile') };
}

describe('My Company profile editing', () => {
  it('when Edit is pressed, then a textarea with the text and a character counter shows', async () => {
    api({});
    const { textarea } = await startEditing();
    expect(textarea).toHaveValue(ACME.companyProfile);
    expect(screen.getByText(`${ACME.companyProfile.length}/1000 characters`)).toBeInTheDocument();
  });

  it('when the text goes over 1000 characters or is blank, then Save is disabled', async () => {
    api({});
    const { user, textarea } = await startEditing();
    await fill(user, textarea, 'a'.repeat(1001));
    expect(screen.getByText('1001/1000 characters')).toBeInTheDocument();
    expect(screen.getByText('Company profile must be at most 1000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await fill(user, textarea, 'a'.repeat(1000));
    expect(screen.getByText('1000/1000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await fill(user, textarea, '    ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('when Cancel is pressed, then the text returns unchanged', async () => {
    const calls = api({});
    const { user, textarea } = await startEditing();
    await fill(user, textarea, 'Something else entirely');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Company Profile')).not.toBeInTheDocument();
    expect(screen.getByText(ACME.companyProfile)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('when Save succeeds, then the trimmed text is sent, Profile Updated shows and editing ends', async () => {
    const calls = api((call: RecordedCall) => ({
      ...ACME,
      companyProfile: (call.body as { companyProfile: string }).companyProfile,
    }));
    const { user, textarea } = await startEditing();
    await fill(user, textarea, '  A new profile text.  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Profile Updated'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ companyProfile: 'A new profile text.' });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('when Save fails, then Update Failed shows the server message and editing continues', async () => {
    api({ status: 400, json: { message: 'Company profile must be at most 1000 characters' } });
    const { user, textarea } = await startEditing();
    await fill(user, textarea, 'Fine text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Update Failed',
        description: 'Company profile must be at most 1000 characters',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Company Profile')).toHaveValue('Fine text');
  });

  it('when Save fails without a readable message, then the fallback text shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({});
    const base = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PATCH' ? Promise.reject(new TypeError('Failed to fetch')) : base(input, init),
    );
    const { user, textarea } = await startEditing();
    await fill(user, textarea, 'Fine text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(getToasts()[0]?.description).toBe('Failed to update company profile. Please try again.'),
    );
  });
});
