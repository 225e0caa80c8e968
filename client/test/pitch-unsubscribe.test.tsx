import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BAD_PITCH_UNSUBSCRIBE_LINK_MESSAGE, pitchUnsubscribedMessage } from '@newsjack/shared';
import { PitchUnsubscribePage } from '@/features/alerts';
import { makeCompanyProfile } from './helpers/company-fixtures';
import { mockApi } from './helpers/mock-api';
import { myCompanyApi } from './helpers/my-company-api';
import { renderApp } from './helpers/render-app';
import { renderWithProviders } from './helpers/render-with-providers';
import { getToasts } from './helpers/toasts';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'MTI6cHJpeWFAbGVkZ2VybGluZS50ZXN0.l-0S9chnypdDEfd12lSynYv3N9gFIdTBpyf11h6VMPQ';
const ACME = makeCompanyProfile();

afterEach(() => window.history.replaceState(null, '', '/'));

async function openSwitch() {
  renderApp('/my-company');
  await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' }, { timeout: 5000 });
  return screen.getByRole('switch', { name: 'Add an unsubscribe link to pitches' });
}

describe('My Company: Add an unsubscribe link to pitches', () => {
  it('when the switch is clicked, then it is off before, only that setting is sent, and it stays on', async () => {
    const calls = myCompanyApi(ACME);
    const toggle = await openSwitch();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/If you would rather not hear from Acme Robotics again, unsubscribe/);
    await userEvent.setup({ delay: null }).click(toggle);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ pitchUnsubscribeLink: true }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Add an unsubscribe link to pitches' })).toBeChecked(),
    );
  });

  it('when the server refuses the change, then it says why and the switch is off again', async () => {
    myCompanyApi(ACME, { status: 400, json: { message: 'pitchUnsubscribeLink: Choose on or off' } });
    const toggle = await openSwitch();
    await userEvent.setup({ delay: null }).click(toggle);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Update Failed'));
    expect(screen.getByRole('switch', { name: 'Add an unsubscribe link to pitches' })).not.toBeChecked();
  });
});

describe('a pitch’s unsubscribe page (signed out)', () => {
  it('when the link is opened, then nothing is sent until Unsubscribe is clicked, and then it says the company will not pitch again', async () => {
    window.history.replaceState(null, '', `/unsubscribe/pitch#token=${TOKEN}`);
    const user = userEvent.setup();
    const done = { message: pitchUnsubscribedMessage('Acme Robotics'), companyName: 'Acme Robotics' };
    const calls = mockApi({ 'POST /api/do-not-contact/unsubscribe': done });
    renderWithProviders(<PitchUnsubscribePage />, { path: '/unsubscribe/pitch' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop these pitches?' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // A journalist is not a user: nothing asks them to sign in or leads into the app.
    expect(screen.queryByRole('link', { name: /sign in|settings/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(done.message)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it('when the server refuses the token, then its reason shows and the page stays', async () => {
    window.history.replaceState(null, '', `/unsubscribe/pitch#token=${TOKEN}x`);
    const user = userEvent.setup();
    mockApi({
      'POST /api/do-not-contact/unsubscribe': { status: 400, json: { message: BAD_PITCH_UNSUBSCRIBE_LINK_MESSAGE } },
    });
    renderWithProviders(<PitchUnsubscribePage />, { path: '/unsubscribe/pitch' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(BAD_PITCH_UNSUBSCRIBE_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Stop these pitches?' })).toBeInTheDocument();
  });

  it('when the link has no token, then the page says it is incomplete and the button cannot be pressed', async () => {
    window.history.replaceState(null, '', '/unsubscribe/pitch');
    mockApi({});
    renderWithProviders(<PitchUnsubscribePage />, { path: '/unsubscribe/pitch' });
    expect(await screen.findByText(/This unsubscribe link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
  });
});
