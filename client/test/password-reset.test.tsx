import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_ANSWER,
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_UNAVAILABLE_MESSAGE,
} from '@newsjack/shared';
import { ForgotPasswordPage, ResetPasswordPage, SignInPage } from '@/features/auth';
import { currentToasts } from '@/hooks/use-toast';
import { mockApi } from './helpers/mock-api';
import { renderWithProviders } from './helpers/render-with-providers';

const config = (passwordReset: boolean) => ({ 'GET /api/auth/config': { provider: 'local', passwordReset } });
const TOKEN = 'k3Y_secret-token-0123456789abcdefghijklmnopq';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('forgot password', () => {
  it('when a person signs in, then a Forgot password? link leads to the page that asks for a link', async () => {
    mockApi(config(true));
    const { location } = renderWithProviders(<SignInPage />, { path: '/signin' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(location.history?.at(-1)).toBe('/forgot-password');
  });

  it('when the server cannot send mail, then the page says so and offers no form', async () => {
    mockApi(config(false));
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(await screen.findByText(PASSWORD_RESET_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });

  it('when a person asks for a link, then the address is sent and the page says to check the inbox', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ ...config(true), 'POST /api/auth/forgot-password': { message: FORGOT_PASSWORD_ANSWER } });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(await screen.findByLabelText('Email'), 'Maya@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(FORGOT_PASSWORD_ANSWER, { exact: false })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'maya@example.com' });
  });

  it('when the address is not an address, then the form says so and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = mockApi(config(true));
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(await screen.findByLabelText('Email'), 'maya');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('reset password', () => {
  it('when the link is opened, then the token leaves the address bar, and a new password is sent with it and leads to sign-in', async () => {
    window.history.replaceState(null, '', `/reset-password#token=${TOKEN}`);
    const user = userEvent.setup();
    const calls = mockApi({ 'POST /api/auth/reset-password': { message: PASSWORD_RESET_DONE } });
    const { location } = renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
    await waitFor(() => expect(window.location.hash).toBe(''));
    await user.type(screen.getByLabelText('New password'), 'plum orchard tidewater');
    await user.type(screen.getByLabelText('Confirm new password'), 'plum orchard tidewater');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/signin'));
    expect(calls[0]?.body).toEqual({ token: TOKEN, password: 'plum orchard tidewater' });
    expect(currentToasts().at(-1)).toMatchObject({ title: 'Password changed', description: PASSWORD_RESET_DONE });
  });

  it('when the two passwords differ, then the form says so and sends nothing', async () => {
    window.history.replaceState(null, '', `/reset-password#token=${TOKEN}`);
    const user = userEvent.setup();
    const calls = mockApi({});
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
    await user.type(screen.getByLabelText('New password'), 'plum orchard tidewater');
    await user.type(screen.getByLabelText('Confirm new password'), 'plum orchard tidewate');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('when the link was used or expired, then the page says so and offers a new one', async () => {
    window.history.replaceState(null, '', `/reset-password#token=${TOKEN}`);
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/reset-password': {
        status: 400,
        json: { message: `token: ${INVALID_RESET_LINK_MESSAGE}`, details: [{ path: 'token', message: INVALID_RESET_LINK_MESSAGE }] },
      },
    });
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
    await user.type(screen.getByLabelText('New password'), 'plum orchard tidewater');
    await user.type(screen.getByLabelText('Confirm new password'), 'plum orchard tidewater');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(INVALID_RESET_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('when the link has no token, then the page says it is incomplete', async () => {
    mockApi({});
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
  });
});
