import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LazyPages from '@/app/lazy-pages';
import { makeUser } from './helpers/fixtures';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';

const pitches = vi.hoisted(() => ({ fails: true }));

// The Pitches page is replaced by one that throws while rendering until told otherwise.
vi.mock('@/app/lazy-pages', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyPages>();
  const stub = (name: string) => () => <h1>{name} stub</h1>;
  return {
    ...actual,
    DashboardPage: stub('Dashboard'),
    KeywordsPage: stub('Keywords'),
    PitchesPage: () => {
      if (pitches.fails) throw new Error('render failed');
      return <h1>Pitches stub</h1>;
    },
  };
});

function signedIn() {
  mockApi({
    'GET /api/auth/user': makeUser(),
    'GET /api/onboarding/status': { hasCompletedOnboarding: true },
    'GET /api/auth/is-admin': { isAdmin: false },
  });
}

describe('route error boundary', () => {
  beforeEach(() => {
    pitches.fails = true;
    // React reports the caught error on the console; the panel is what is under test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('when a page throws while rendering, then a friendly panel replaces it and the shell stays usable', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/pitches');

    const panel = await screen.findByRole('alert', { name: 'Something went wrong' });
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeEnabled();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Pitches' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sidebar).getByRole('link', { name: 'Keywords' }));
    expect(await screen.findByRole('heading', { name: 'Keywords stub' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('when the page works again and Try again is clicked, then the page shows', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/pitches');
    const panel = await screen.findByRole('alert', { name: 'Something went wrong' });

    pitches.fails = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Pitches stub' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
