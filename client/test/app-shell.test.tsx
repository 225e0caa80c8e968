import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from '@/components/layout/app-shell';
import { SIDEBAR_COLLAPSED_KEY } from '@/components/layout/sidebar';
import { TOUR_START_EVENT } from '@/lib/tour-signal';
import { makeUser } from './helpers/fixtures';
import { mockApi } from './helpers/mock-api';
import { renderWithProviders } from './helpers/render-with-providers';

function api(isAdmin = false) {
  return mockApi({
    'GET /api/auth/user': makeUser({ isAdmin }),
    'GET /api/onboarding/status': { hasCompletedOnboarding: true },
    'GET /api/auth/is-admin': { isAdmin },
  });
}

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });

describe('app shell', () => {
  it('when rendered, then the sidebar lists the spec links with tour anchors, and no Admin for a regular user', async () => {
    api(false);
    renderWithProviders(<AppShell>page</AppShell>);
    const nav = within(sidebar()).getByRole('navigation', { name: 'Main' });
    await within(sidebar()).findByText('Ada Lovelace');
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
      'Dashboard',
      'My Company',
      'My Trends',
      'Story Angles',
      'Media Contacts',
      'Pitches',
      'Saved Items',
      'Keywords',
      'How It Works',
      'Settings',
    ]);
    const anchors = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('data-tour'))
      .filter(Boolean);
    expect(anchors).toEqual([
      'dashboard',
      'my-company',
      'trends',
      'story-angles',
      'media-contacts',
      'pitches',
      'saved-items',
      'keywords',
    ]);
  });

  it('when the user is an admin, then the Admin link shows', async () => {
    api(true);
    renderWithProviders(<AppShell>page</AppShell>);
    expect(await within(sidebar()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('when the sidebar is collapsed, then it narrows, keeps link names and remembers the choice', async () => {
    const user = userEvent.setup();
    api();
    const first = renderWithProviders(<AppShell>page</AppShell>);
    expect(sidebar()).toHaveClass('w-48');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar()).toHaveClass('w-16');
    expect(within(sidebar()).getByRole('link', { name: 'Keywords' })).toBeInTheDocument();
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    first.unmount();

    renderWithProviders(<AppShell>page</AppShell>);
    expect(sidebar()).toHaveClass('w-16');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('when a drawer link is tapped, then the drawer closes and the app navigates', async () => {
    const user = userEvent.setup();
    api();
    const { location } = renderWithProviders(<AppShell>page</AppShell>);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Pitches' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(location.history.at(-1)).toBe('/pitches');
  });

  it('when the drawer close button is pressed, then the drawer closes', async () => {
    const user = userEvent.setup();
    api();
    renderWithProviders(<AppShell>page</AppShell>);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('when Help & Tour is tapped in the drawer, then the drawer closes and the tour is asked to start', async () => {
    const user = userEvent.setup();
    api();
    const onStart = vi.fn();
    window.addEventListener(TOUR_START_EVENT, onStart);
    renderWithProviders(<AppShell>page</AppShell>);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Help & Tour' }));
    expect(onStart).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    window.removeEventListener(TOUR_START_EVENT, onStart);
  });
});
