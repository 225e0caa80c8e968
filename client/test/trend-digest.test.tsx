import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BAD_UNSUBSCRIBE_LINK_MESSAGE, UNSUBSCRIBED_MESSAGE } from '@newsjack/shared';
import { UnsubscribePage } from '@/features/alerts';
import { SettingsPage } from '@/features/settings/settings-page';
import { makeUser } from './helpers/fixtures';
import { mockApi } from './helpers/mock-api';
import { renderWithProviders } from './helpers/render-with-providers';

const TOKEN = 'ZjNjMmE5ZTgtOGI3ZC00YzZlLTlhMWYtMGIyYzNkNGU1ZjYw.l-0S9chnypdDEfd12lSynYv3N9gFIdTBpyf11h6VMPQ';
const digest = (frequency: 'off' | 'daily' | 'weekly', available = true) => ({ frequency, available, lastSentAt: null });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('trend digest setting', () => {
  it('when Weekly is clicked, then it is saved at once and stays chosen', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/auth/user': makeUser(),
      'GET /api/settings/digest': digest('off'),
      'PUT /api/settings/digest': digest('weekly'),
    });
    renderWithProviders(<SettingsPage />);
    const group = await screen.findByRole('radiogroup', { name: 'Trend Digest' });
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ frequency: 'weekly' }]));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked());
    expect(group).toBeInTheDocument();
  });

  it('when the server has no outgoing mail, then it says so and only Off can be chosen', async () => {
    mockApi({ 'GET /api/auth/user': makeUser(), 'GET /api/settings/digest': digest('off', false) });
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByText(/no outgoing mail set up/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeDisabled();
  });
});

describe('unsubscribe page', () => {
  it('when the link is opened, then nothing is sent until Unsubscribe is clicked, and then the token goes and the page says it is done', async () => {
    window.history.replaceState(null, '', `/unsubscribe#token=${TOKEN}`);
    const user = userEvent.setup();
    const calls = mockApi({ 'POST /api/alerts/unsubscribe': { message: UNSUBSCRIBED_MESSAGE } });
    renderWithProviders(<UnsubscribePage />, { path: '/unsubscribe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop the trend digest?' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(UNSUBSCRIBED_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it('when the server refuses the token, then its reason shows and the page stays', async () => {
    window.history.replaceState(null, '', `/unsubscribe#token=${TOKEN}x`);
    const user = userEvent.setup();
    mockApi({ 'POST /api/alerts/unsubscribe': { status: 400, json: { message: BAD_UNSUBSCRIBE_LINK_MESSAGE } } });
    renderWithProviders(<UnsubscribePage />, { path: '/unsubscribe' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(BAD_UNSUBSCRIBE_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Stop the trend digest?' })).toBeInTheDocument();
  });

  it('when the link has no token, then the page says it is incomplete and offers no button to press', async () => {
    window.history.replaceState(null, '', '/unsubscribe');
    mockApi({});
    renderWithProviders(<UnsubscribePage />, { path: '/unsubscribe' });
    expect(await screen.findByText(/This unsubscribe link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
  });
});
