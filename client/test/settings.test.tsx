import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditUsage } from '@/features/settings/credit-usage';
import { SettingsPage } from '@/features/settings/settings-page';
import { navigation } from '@/lib/navigation';
import { makeUser } from './helpers/fixtures';
import { mockApi } from './helpers/mock-api';
import { renderWithProviders } from './helpers/render-with-providers';

describe('settings', () => {
  it('when opened, then account details and the real credit balance show', async () => {
    mockApi({
      'GET /api/auth/user': makeUser(),
      'GET /api/credits': { apiCredits: 847, monthlyAllowance: 1000, creditsResetAt: '2030-02-01T12:00:00.000Z' },
    });
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByText('847')).toBeInTheDocument();
    expect(screen.getByText('of 1000 credits left')).toBeInTheDocument();
    expect(screen.getByText('Resets on February 1, 2030')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Credits remaining' })).toHaveAttribute('aria-valuenow', '847');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('when the user has no names and no e-mail, then User and No email provided show', async () => {
    mockApi({ 'GET /api/auth/user': makeUser({ firstName: null, lastName: null, email: null }) });
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByText('No email provided')).toBeInTheDocument();
    expect(screen.getByText('User')).toBeInTheDocument();
    expect(screen.getByText('U')).toBeInTheDocument();
  });

  it('when Sign Out is clicked, then the browser goes to /api/logout', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/auth/user': makeUser() });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    renderWithProviders(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(assign).toHaveBeenCalledWith('/api/logout');
  });

  it('when the account signs in by the identity provider, then nothing offers to change name, e-mail or password, and only DELETE typed deletes it', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/auth/user': makeUser({ signIn: 'provider' }),
      'DELETE /api/auth/user': { status: 204 },
    });
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByText(/Your name, e-mail and password come from it/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Email address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
    await user.type(within(dialog).getByLabelText(/Type DELETE to confirm/), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/Type DELETE to confirm/));
    await user.type(within(dialog).getByLabelText(/Type DELETE to confirm/), 'DELETE');
    await user.click(confirm);
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ confirmation: 'DELETE' }));
  });

  it('when the new passwords differ or hold the e-mail, then the form says so and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/auth/user': makeUser({ email: 'ada@example.com' }) });
    renderWithProviders(<SettingsPage />);
    const form = await screen.findByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText(/Current password/), 'old secret words');
    await user.type(within(form).getByLabelText(/^New password/), 'ada example ferry lights');
    await user.type(within(form).getByLabelText(/Repeat new password/), 'ada example ferry lights');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Password must not contain your e-mail address')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^New password/));
    await user.type(within(form).getByLabelText(/^New password/), 'quiet ferry lights 12');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('The two new passwords differ')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('when the balance is negative or above the grant, then it is shown sensibly', () => {
    const balance = (apiCredits: number, creditsResetAt = '2030-01-01T00:00:00Z') => ({
      apiCredits,
      monthlyAllowance: 1000,
      creditsResetAt,
    });
    expect(creditUsage(balance(-3))).toMatchObject({ remaining: 0, used: 1000 });
    expect(creditUsage(balance(1200))).toMatchObject({ remaining: 1200, used: 0 });
    expect(creditUsage(balance(10, 'not a date')).resetsOn).toBeNull();
  });
});
