import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as LazyPages from '@/app/lazy-pages';
import { navigation } from '@/lib/navigation';
import { makeUser } from './helpers/fixtures';
import { mockApi, UNAUTHORIZED } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { getToasts } from './helpers/toasts';

// Screens built by other features are stubbed: these tests are about which screen a path shows, not its content.
vi.mock('@/app/lazy-pages', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyPages>();
  const stub = (name: string) => () => <h1>{name} stub</h1>;
  return {
    ...actual,
    DashboardPage: stub('Dashboard'),
    OnboardingPage: stub('Onboarding'),
    MyCompanyPage: stub('My Company'),
    TrendsPage: stub('Trends'),
    StoryAnglesPage: stub('Story Angles'),
    MediaContactsPage: stub('Media Contacts'),
    PitchesPage: stub('Pitches'),
    SavedItemsPage: stub('Saved Items'),
    KeywordsPage: stub('Keywords'),
    HowItWorksPage: stub('How It Works'),
  };
});

function signedIn(overrides: Parameters<typeof makeUser>[0] = {}, onboarded = true) {
  return {
    'GET /api/auth/user': makeUser(overrides),
    'GET /api/onboarding/status': { hasCompletedOnboarding: onboarded },
    'GET /api/auth/is-admin': { isAdmin: overrides.isAdmin ?? false },
  };
}

describe('route guard', () => {
  it('when signed out at /, then the landing page shows', async () => {
    mockApi({ 'GET /api/auth/user': UNAUTHORIZED });
    renderApp('/');
    expect(await screen.findByRole('tab', { name: 'For modern PR teams' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('when auth is still loading, then a spinner shows', () => {
    mockApi({ 'GET /api/auth/user': () => new Promise(() => {}) });
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('when signed in but not onboarded, then any other path redirects to /onboarding', async () => {
    mockApi(signedIn({ hasCompletedOnboarding: false }, false));
    const { location } = renderApp('/keywords');
    expect(await screen.findByRole('heading', { name: 'Onboarding stub' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/onboarding');
  });

  it('when signed in and onboarded at /, then the dashboard shows inside the shell', async () => {
    mockApi(signedIn());
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Keywords' }).length).toBeGreaterThan(0);
  });

  it('when signed in at /settings, then the settings screen shows inside the shell', async () => {
    mockApi(signedIn());
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('when the path is unknown, then the 404 screen shows with a link home', async () => {
    mockApi({ 'GET /api/auth/user': UNAUTHORIZED });
    renderApp('/no-such-page');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('when signed in and the path is unknown, then the 404 shows inside the shell', async () => {
    mockApi(signedIn());
    renderApp('/nowhere');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Dashboard' }).length).toBeGreaterThan(0);
  });

  it('when signed out on a protected page, then the notice shows and sign-in follows after 500 ms', async () => {
    mockApi({ 'GET /api/auth/user': UNAUTHORIZED });
    let assignedAt = 0;
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {
      assignedAt = performance.now();
    });
    const renderedAt = performance.now();
    renderApp('/keywords');

    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' }),
      ]),
    );
    expect(assign).not.toHaveBeenCalled();
    // Real timers here: the exact 500 ms is pinned with fake timers in query-client.test.ts.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(assignedAt - renderedAt).toBeGreaterThanOrEqual(500);
  });

  it('when a signed-in user opens /signin, then they go to the returnTo path', async () => {
    mockApi(signedIn());
    const { location } = renderApp('/signin?returnTo=/trends');
    expect(await screen.findByRole('heading', { name: 'Trends stub' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/trends');
  });
});

describe('admin route', () => {
  it('when signed out, then the access-denied page shows with no current login', async () => {
    mockApi({ 'GET /api/auth/user': UNAUTHORIZED });
    renderApp('/admin');
    const heading = await screen.findByRole('heading', { name: 'Admin Not Found / Access Denied' });
    expect(heading.textContent).toBe('Admin Not Found / Access Denied');
    expect(screen.getByText('Not signed in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Safety' })).toHaveAttribute('href', '/');
  });

  it('when a non-admin opens it, then access is denied and their login is shown', async () => {
    mockApi(signedIn());
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Not Found / Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('when an admin opens it, then the admin panel shows with Back to App', async () => {
    mockApi(signedIn({ isAdmin: true, role: 'admin' }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/');
  });
});
