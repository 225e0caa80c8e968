import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInPage } from '@/features/auth/signin-page';
import { safeReturnTo } from '@/lib/return-to';
import { authKeys } from '@/lib/query-keys';
import { navigation } from '@/lib/navigation';
import { makeUser } from './helpers/fixtures';
import { mockApi } from './helpers/mock-api';
import { renderWithProviders } from './helpers/render-with-providers';

const LOCAL = { 'GET /api/auth/config': { provider: 'local', passwordReset: true } };

describe('sign-in screen', () => {
  it('when the server uses local accounts, then Sign In and Create Account tabs show', async () => {
    mockApi(LOCAL);
    renderWithProviders(<SignInPage />, { path: '/signin' });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('when the server uses OIDC, then the browser is sent to /api/login', async () => {
    mockApi({ 'GET /api/auth/config': { provider: 'oidc', passwordReset: false } });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    renderWithProviders(<SignInPage />, { path: '/signin' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(screen.queryByRole('tab', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('when the password is wrong, then the server message shows', async () => {
    const user = userEvent.setup();
    mockApi({ ...LOCAL, 'POST /api/auth/login': { status: 401, json: { message: 'Invalid email or password' } } });
    renderWithProviders(<SignInPage />, { path: '/signin' });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('when the e-mail is malformed, then the field says so and nothing is sent', async () => {
    const user = userEvent.setup();
    const calls = mockApi(LOCAL);
    renderWithProviders(<SignInPage />, { path: '/signin' });
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('when sign-in succeeds, then the user is stored and the screen goes to returnTo', async () => {
    const user = userEvent.setup();
    const signedIn = makeUser();
    const calls = mockApi({ ...LOCAL, 'POST /api/auth/login': signedIn });
    const { location, queryClient } = renderWithProviders(<SignInPage />, { path: '/signin?returnTo=/keywords' });
    await user.type(await screen.findByLabelText('Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/keywords'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct-horse',
    });
    expect(queryClient.getQueryData(authKeys.user())).toEqual(signedIn);
  });

  it('when the e-mail is already registered, then Create Account shows the server conflict', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      ...LOCAL,
      'POST /api/auth/register': { status: 409, json: { message: 'An account with this email already exists' } },
    });
    renderWithProviders(<SignInPage />, { path: '/signin' });
    await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ada@example.com',
      password: 'long-enough-password',
      firstName: 'Ada',
    });
  });

  it('when the server refuses the password for a reason it names the field for, then the reason shows once, beside the field', async () => {
    const user = userEvent.setup();
    const reason = 'This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.';
    mockApi({
      ...LOCAL,
      'POST /api/auth/register': { status: 400, json: { message: `password: ${reason}`, details: [{ path: 'password', message: reason }] } },
    });
    renderWithProviders(<SignInPage />, { path: '/signin' });
    await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'qwertyuiop');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.queryByText(/^password: /)).not.toBeInTheDocument();
  });

  it('when the new password holds the e-mail address, then the field says so and nothing is sent', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ ...LOCAL });
    renderWithProviders(<SignInPage />, { path: '/signin' });
    await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Email'), 'ada.lovelace@example.com');
    await user.type(screen.getByLabelText('Password'), 'AdaLovelace2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must not contain your e-mail address')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('safeReturnTo', () => {
  it('when returnTo is a same-site path, then it is used', () => {
    expect(safeReturnTo('?returnTo=/story-angles?trendId=4')).toBe('/story-angles?trendId=4');
  });

  it('when returnTo points off-site or is missing, then home is used', () => {
    expect(safeReturnTo('?returnTo=//evil.example')).toBe('/');
    expect(safeReturnTo('?returnTo=https://evil.example')).toBe('/');
    expect(safeReturnTo('?returnTo=/api/logout')).toBe('/');
    expect(safeReturnTo('')).toBe('/');
  });
});
