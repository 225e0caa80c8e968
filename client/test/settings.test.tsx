import { screen } from '@testing-library/react';
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
