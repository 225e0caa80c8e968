import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TourHost } from '@/features/tour/tour-host';
import { TOUR_STEPS } from '@/features/tour/tour-steps';
import { placement } from '@/features/tour/components/tour-card';
import { FORCE_TOUR_STORAGE_KEY, requestTourStart } from '@/lib/tour-signal';
import { makeUser } from './helpers/fixtures';
import { mockApi, type RecordedCall } from './helpers/mock-api';
import { renderWithProviders } from './helpers/render-with-providers';

function apiFor(tourDone: boolean, completeReply: unknown = { hasCompletedDashboardTour: true }) {
  let done = tourDone;
  return mockApi({
    'GET /api/auth/user': () => makeUser({ hasCompletedDashboardTour: done }),
    'GET /api/onboarding/status': { hasCompletedOnboarding: true },
    'POST /api/dashboard-tour/complete': () => {
      done = true;
      return completeReply;
    },
  });
}

const completeCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url === '/api/dashboard-tour/complete');
const userFetches = (calls: RecordedCall[]) => calls.filter((c) => c.url === '/api/auth/user');

describe('welcome modal and guided tour', () => {
  it('when an onboarded user has not done the tour, then the welcome modal offers Show Me Around and Skip Tour', async () => {
    apiFor(false);
    renderWithProviders(<TourHost />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Your Dashboard!' });
    expect(within(dialog).getByRole('button', { name: 'Show Me Around' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Skip Tour' })).toBeInTheDocument();
  });

  it('when the user has done the tour, then no welcome modal shows', async () => {
    const calls = apiFor(true);
    renderWithProviders(<TourHost />);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/onboarding/status')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when Next is pressed through all 8 steps, then Get Started completes the tour on the server', async () => {
    const user = userEvent.setup();
    const calls = apiFor(false);
    renderWithProviders(<TourHost />);
    await user.click(await screen.findByRole('button', { name: 'Show Me Around' }));

    for (const [index, step] of TOUR_STEPS.entries()) {
      const card = await screen.findByRole('dialog', { name: step.title });
      expect(card).toHaveTextContent(`${index + 1} of ${TOUR_STEPS.length}`);
      const isLast = index === TOUR_STEPS.length - 1;
      expect(within(card).queryByRole('button', { name: 'Get Started' }) !== null).toBe(isLast);
      if (!isLast) await user.click(within(card).getByRole('button', { name: 'Next' }));
    }
    expect(completeCalls(calls)).toHaveLength(0);
    const fetchesBefore = userFetches(calls).length;

    await user.click(screen.getByRole('button', { name: 'Get Started' }));

    await waitFor(() => expect(completeCalls(calls)).toHaveLength(1));
    expect(completeCalls(calls)[0]).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    await waitFor(() => expect(userFetches(calls).length).toBeGreaterThan(fetchesBefore));
    expect(await screen.findByText('Tour completed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TOUR_STEPS[7]!.title })).not.toBeInTheDocument();
  });

  it('when Skip Tour is pressed in the welcome modal, then completion is recorded and nothing stays open', async () => {
    const user = userEvent.setup();
    const calls = apiFor(false);
    renderWithProviders(<TourHost />);
    await user.click(await screen.findByRole('button', { name: 'Skip Tour' }));
    await waitFor(() => expect(completeCalls(calls)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Welcome to Your Dashboard!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TOUR_STEPS[0]!.title })).not.toBeInTheDocument();
  });

  it('when recording completion fails, then a destructive toast reassures the user', async () => {
    const user = userEvent.setup();
    apiFor(false, { status: 500, json: { message: 'Database unavailable' } });
    renderWithProviders(<TourHost />);
    await user.click(await screen.findByRole('button', { name: 'Skip Tour' }));
    expect(await screen.findByText('Tour completion failed')).toBeInTheDocument();
    expect(screen.getByText("Don't worry, you can still use all features normally.")).toBeInTheDocument();
    // The welcome does not come back in the same visit even though the server still says "not done".
    expect(screen.queryByRole('dialog', { name: 'Welcome to Your Dashboard!' })).not.toBeInTheDocument();
  });

  it('when Help & Tour asks for a start, then the tour begins at step 1 without the welcome modal', async () => {
    apiFor(true);
    renderWithProviders(<TourHost />);
    act(() => requestTourStart());
    expect(await screen.findByRole('dialog', { name: TOUR_STEPS[0]!.title })).toHaveTextContent('1 of 8');
    expect(screen.queryByRole('dialog', { name: 'Welcome to Your Dashboard!' })).not.toBeInTheDocument();
  });

  it('when the tour started from a focused button is skipped, then the focus goes back to that button', async () => {
    apiFor(true);
    renderWithProviders(
      <>
        <button type="button" onClick={requestTourStart}>
          Help & Tour
        </button>
        <TourHost />
      </>,
    );
    const user = userEvent.setup();
    const help = screen.getByRole('button', { name: 'Help & Tour' });
    await user.click(help);
    const card = await screen.findByRole('dialog', { name: TOUR_STEPS[0]!.title });
    // The card takes the focus for its Next button…
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Next' })).toHaveFocus());
    await user.click(within(card).getByRole('button', { name: 'Skip Tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // …and gives it back when the tour ends.
    expect(help).toHaveFocus();
  });

  it('when the force flag was set before load, then it is cleared and the tour starts after about 100 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    apiFor(false);
    window.localStorage.setItem(FORCE_TOUR_STORAGE_KEY, 'true');
    renderWithProviders(<TourHost />);
    expect(screen.queryByRole('dialog', { name: TOUR_STEPS[0]!.title })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByRole('dialog', { name: TOUR_STEPS[0]!.title })).toBeInTheDocument();
    expect(window.localStorage.getItem(FORCE_TOUR_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Welcome to Your Dashboard!' })).not.toBeInTheDocument();
  });

  it('when the welcome modal is closed with Escape, then it counts as Skip Tour and completion is recorded', async () => {
    const user = userEvent.setup();
    const calls = apiFor(false);
    renderWithProviders(<TourHost />);
    await screen.findByRole('dialog', { name: 'Welcome to Your Dashboard!' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(completeCalls(calls)).toHaveLength(1));
    expect(await screen.findByText('Tour skipped')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome to Your Dashboard!' })).not.toBeInTheDocument();
  });

  it('when the welcome modal is closed with its close button, then it counts as Skip Tour', async () => {
    const user = userEvent.setup();
    const calls = apiFor(false);
    renderWithProviders(<TourHost />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Your Dashboard!' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(completeCalls(calls)).toHaveLength(1));
  });

  it('when Back is pressed, then the previous step returns; the first step has no Back', async () => {
    const user = userEvent.setup();
    apiFor(true);
    renderWithProviders(<TourHost />);
    act(() => requestTourStart());
    const first = await screen.findByRole('dialog', { name: TOUR_STEPS[0]!.title });
    expect(within(first).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Next' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: TOUR_STEPS[1]!.title })).getByRole('button', { name: 'Next' }),
    );
    const third = await screen.findByRole('dialog', { name: TOUR_STEPS[2]!.title });
    expect(third).toHaveTextContent('3 of 8');
    await user.click(within(third).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: TOUR_STEPS[1]!.title })).toHaveTextContent('2 of 8');
  });

  it('when Escape is pressed with the focus outside the card, then the tour is skipped and recorded', async () => {
    const user = userEvent.setup();
    const calls = apiFor(true);
    renderWithProviders(<TourHost />);
    act(() => requestTourStart());
    await screen.findByRole('dialog', { name: TOUR_STEPS[0]!.title });
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(completeCalls(calls)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: TOUR_STEPS[0]!.title })).not.toBeInTheDocument();
  });
});

describe('tour card placement', () => {
  const rect = (left: number, top: number, width: number, height: number) =>
    ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;

  it('when the sidebar link leaves room to its right, then the card sits beside it', () => {
    expect(placement(rect(8, 200, 176, 36), 320, 200, { width: 1280, height: 800 })).toEqual({
      top: 188,
      left: 200,
      width: 320,
    });
  });

  it('when the link is in the phone drawer, then the card goes below it without covering it', () => {
    const link = rect(100, 120, 260, 36);
    const style = placement(link, 288, 200, { width: 375, height: 740 });
    expect(style.top).toBe(168);
    expect(style.left).toBeGreaterThanOrEqual(16);
    expect((style.left as number) + 288).toBeLessThanOrEqual(375 - 16);
  });

  it('when the drawer link sits low on the screen, then the card goes above it', () => {
    const link = rect(100, 600, 260, 36);
    const style = placement(link, 288, 200, { width: 375, height: 740 });
    expect((style.top as number) + 200).toBeLessThanOrEqual(600);
  });
});
