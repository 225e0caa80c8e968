import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCompanyProfile } from './helpers/company-fixtures';
import { fill } from './helpers/fill';
import { type RecordedCall, type Reply } from './helpers/mock-api';
import { myCompanyApi } from './helpers/my-company-api';
import { renderApp } from './helpers/render-app';
import { getToasts } from './helpers/toasts';

vi.setConfig({ testTimeout: 20_000 });

const ACME = makeCompanyProfile();

const api = (patchReply?: Reply): RecordedCall[] => myCompanyApi(ACME, patchReply);

async function startEditing() {
  renderApp('/my-company');
  await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' }, { timeout: 5000 });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Edit Details' }));
  return user;
}

describe('My Company details editing', () => {
  it('when the industry and markets are corrected, then only they are sent, Details Updated shows and the card reads them', async () => {
    const calls = api();
    const user = await startEditing();
    expect(screen.getByLabelText('Industry')).toHaveValue('Robotics');
    await fill(user, screen.getByLabelText('Industry'), 'Warehouse automation software');
    await fill(user, screen.getByLabelText('Target markets'), 'Retail, Third-party logistics');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Details Updated'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      industry: 'Warehouse automation software',
      targetMarkets: ['Retail', 'Third-party logistics'],
    });
    expect(await screen.findByText('Retail, Third-party logistics')).toBeInTheDocument();
    expect(screen.getByText('Warehouse automation software')).toBeInTheDocument();
  });

  it('when nothing changed or a link is not valid, then Save stays disabled and nothing is sent', async () => {
    const calls = api({});
    const user = await startEditing();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await fill(user, screen.getByLabelText('LinkedIn'), 'not a link');
    expect(screen.getByRole('alert')).toHaveTextContent('LinkedIn');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
