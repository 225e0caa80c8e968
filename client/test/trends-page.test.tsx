import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeCompanyProfile, makeTrend, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/trends-route');
}, 30_000);

describe('my trends page', () => {
  it('when the company profile loads, then the title names the company and every trend is listed once, the top one on its own card', async () => {
    const trends = Array.from({ length: 8 }, () => makeTrend());
    mockApi(signedInRoutes({ 'GET /api/trends': trends, 'GET /api/company-profile': makeCompanyProfile() }));
    renderApp('/trends');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trending Topics for Helios Energy' }),
    ).toBeInTheDocument();
    const top = await screen.findByRole('region', { name: 'Top Trend for You' });
    expect(within(top).getByRole('heading', { name: trends[0]!.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    for (const trend of trends) expect(screen.getAllByRole('heading', { name: trend.title })).toHaveLength(1);
  });

  it('when there is no company profile, then the title falls back to My Company', async () => {
    mockApi(signedInRoutes({ 'GET /api/company-profile': { status: 404, json: { message: 'Not found' } } }));
    renderApp('/trends');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trending Topics for My Company' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No Trending Topics')).toBeInTheDocument();
  });

  it('when opened with ?search=, then trends are searched and the search can be cleared', async () => {
    const calls = mockApi(signedInRoutes());
    const user = userEvent.setup();
    const { location } = renderApp('/trends?search=solar');
    await screen.findByText('No Trending Topics');
    expect(calls.some((c) => c.url === '/api/trends?source=all&timeframe=24h&search=solar')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/trends'));
  });

  it('when the timeframe changes, then trends are asked for that timeframe', async () => {
    const calls = mockApi(signedInRoutes());
    const user = userEvent.setup();
    renderApp('/trends');
    await screen.findByText('No Trending Topics');
    await user.click(screen.getByRole('combobox', { name: 'Timeframe' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/trends?source=all&timeframe=7d'));
  });

  it('when trends are listed, then each card offers Save, why the trend was picked and a story prefilled from it', async () => {
    const top = makeTrend({ title: 'Grid batteries go mainstream', relevanceScore: 0.9 });
    const trend = makeTrend({ title: 'Heat pumps outsell boilers', relevanceScore: 0.4 });
    mockApi(
      signedInRoutes({
        'GET /api/trends': [top, trend],
        [`GET /api/trends/${trend.id}/explanation`]: {
          explanation: 'It mentions **heat pumps**, which you track.',
          semanticSimilarity: 0.52,
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/trends');
    const card = await screen.findByRole('article', { name: trend.title });
    expect(within(card).getByRole('button', { name: /Save/ })).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: 'Why this trend?' }));
    expect(await within(card).findByText('heat pumps', { selector: 'strong' })).toBeInTheDocument();
    expect(within(card).getByText('52% semantic match')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Generate Story' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Story Angle Generator' });
    expect(within(dialog).getByRole('textbox', { name: /Topic/ })).toHaveValue(trend.title);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The top trend's Generate Story is the guided one.
    const topCard = screen.getByRole('region', { name: 'Top Trend for You' });
    await user.click(within(topCard).getByRole('button', { name: 'Generate Story' }));
    const guided = await screen.findByRole('dialog', { name: 'Guided Story Generation' });
    expect(within(guided).getByRole('textbox', { name: /Topic/ })).toHaveValue(top.title);
  });
});
