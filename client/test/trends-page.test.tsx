import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeCompanyProfile, makeTrend, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/features/trends');
}, 30_000);

describe('my trends page', () => {
  it('when the company profile loads, then the title names the company and every trend is listed', async () => {
    const trends = Array.from({ length: 8 }, () => makeTrend());
    mockApi(signedInRoutes({ 'GET /api/trends': trends, 'GET /api/company-profile': makeCompanyProfile() }));
    renderApp('/trends');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trending Topics for Helios Energy' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
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

  it('when trends are listed, then each card offers Save but no story generation (story angles do not exist yet)', async () => {
    const trend = makeTrend({ title: 'Heat pumps outsell boilers' });
    mockApi(signedInRoutes({ 'GET /api/trends': [trend] }));
    renderApp('/trends');
    const card = await screen.findByRole('article', { name: trend.title });
    expect(within(card).getByRole('button', { name: /Save/ })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Generate Story' })).not.toBeInTheDocument();
  });
});
