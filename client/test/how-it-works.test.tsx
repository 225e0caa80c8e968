import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HowItWorksPage } from '@/features/how-it-works';
import { formatFrequency } from '@/features/how-it-works/guide-content';
import { mockApi } from './helpers/mock-api';
import { TOUR_START_EVENT } from '@/lib/tour-signal';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from './helpers/render-with-providers';

const SECTION_IDS = [
  'dashboard',
  'my-company',
  'my-trends',
  'story-angles',
  'media-contacts',
  'pitches',
  'saved-items',
  'keywords',
];

describe('How It Works', () => {
  it('when the guide opens, then its contents link to the eight sections, each with numbered steps and three tips', () => {
    renderWithProviders(<HowItWorksPage />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(SECTION_IDS.map((id) => `#${id}`));
    for (const id of SECTION_IDS) {
      const section = document.getElementById(id);
      expect(section, id).not.toBeNull();
      const title = section!.querySelector('[id$="-title"]')!.textContent!;
      const steps = within(section!).getByRole('list', { name: /steps$/ });
      expect(within(steps).getAllByRole('listitem').length, title).toBeGreaterThanOrEqual(3);
      const tips = within(section!).getByRole('list', { name: /tips$/ });
      expect(within(tips).getAllByRole('listitem'), title).toHaveLength(3);
    }
  });

  it('when the guide opens, then it states every guide fact of the spec', () => {
    renderWithProviders(<HowItWorksPage />);
    const text = document.body.textContent!;
    for (const fact of [
      'every 2 hours',
      'category, sentiment, mention velocity and timeframe',
      'explosive trend is highlighted',
      'All Items, Trending Topics or Story Angles',
      'Saved items can be shared, exported (JSON) or have their source viewed.',
      'Add a keyword manually',
      'Search Trends',
      'Bulk Search',
      'Multiple company profiles can be switched between and added',
      'High is 85% and above, Medium 70 to 84%, Low below 70%',
      'under 50 characters',
      'Follow up after 1 week if there is no answer, and at most 2 times.',
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('when the guide opens, then the Quick Start block lists the new-user and the daily flow', () => {
    renderWithProviders(<HowItWorksPage />);
    const first = screen.getByRole('region', { name: 'Your first session' });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Complete your company profile',
      'Review and add keywords',
      'Explore trends',
      'Generate your first story angle',
    ]);
    const daily = screen.getByRole('region', { name: 'Every day' });
    expect(
      within(daily)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Check the dashboard’s top trend', 'Browse trends', 'Create story angles', 'Generate and send pitches']);
  });

  it('when Take the tour is pressed, then the tour is asked to start', async () => {
    const listener = vi.fn();
    window.addEventListener(TOUR_START_EVENT, listener);
    renderWithProviders(<HowItWorksPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take the tour' }));
    act(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(TOUR_START_EVENT, listener);
  });

  it('when a frequency is told, then it reads in hours and minutes', () => {
    expect(formatFrequency(720)).toBe('12 hours');
    expect(formatFrequency(120)).toBe('2 hours');
    expect(formatFrequency(60)).toBe('1 hour');
    expect(formatFrequency(45)).toBe('45 minutes');
    expect(formatFrequency(1)).toBe('1 minute');
    expect(formatFrequency(90)).toBe('1 hour 30 minutes');
  });

  it('when the admin configured discovery every 3 hours, then the guide says trends refresh every 3 hours, not a fixed figure', async () => {
    mockApi({ 'GET /api/trends/schedule': { frequencyMinutes: 180 } });
    renderWithProviders(<HowItWorksPage />);
    const section = document.getElementById('my-trends')!;
    expect(
      await within(section).findByText(/^Trends refresh automatically every 3 hours, as your administrator set it/),
    ).toBeInTheDocument();
    expect(section.textContent).not.toContain('every 12 hours');
  });

  it('when the frequency cannot be read, then the guide says the administrator sets it, with no number of its own', async () => {
    mockApi({ 'GET /api/trends/schedule': { status: 500, text: 'x' } });
    renderWithProviders(<HowItWorksPage />);
    const section = document.getElementById('my-trends')!;
    expect(
      await within(section).findByText(/^Trends refresh automatically on the schedule your administrator sets/),
    ).toBeInTheDocument();
  });
});
