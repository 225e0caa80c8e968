import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pickTopTrend } from '@/features/trends/top-trend';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeReports, makeTrend, signedInRoutes, withReports } from './helpers/trend-fixtures';

// The first render loads the page's lazy chunk, which takes a moment under the test transform.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/dashboard-route');
}, 30_000);

const trendsPanel = () => screen.findByRole('region', { name: 'Trending Topics' });
/** A trend more relevant than the fixtures' default 0.5: the top trend, so the trend under test is a list card. */
const lead = () => makeTrend({ title: 'Lead story of the day', relevanceScore: 0.95 });

describe('dashboard top trend', () => {
  it('when trends have different relevance, then the highest one above 0 is the top trend', () => {
    const low = makeTrend({ relevanceScore: 0.2 });
    const high = makeTrend({ relevanceScore: 0.9 });
    const tie = makeTrend({ relevanceScore: 0.9 });
    expect(pickTopTrend([low, high, tie])).toBe(high);
  });

  it('when every trend has relevance 0, then there is no top trend', () => {
    expect(pickTopTrend([makeTrend({ relevanceScore: 0 }), makeTrend({ relevanceScore: 0 })])).toBeNull();
    expect(pickTopTrend([])).toBeNull();
  });

  it('when the dashboard loads trends, then the most relevant one is highlighted with its keywords and a +N more', async () => {
    const keywords = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const top = makeTrend({ title: 'Carbon border tax', relevanceScore: 0.92, relatedKeywords: keywords });
    mockApi(signedInRoutes({ 'GET /api/trends': [makeTrend({ relevanceScore: 0.4 }), top] }));
    renderApp('/');
    const highlight = await screen.findByRole('region', { name: 'Top Trend for You' });
    expect(within(highlight).getByRole('heading', { name: 'Carbon border tax' })).toBeInTheDocument();
    const list = within(highlight).getByRole('list', { name: 'Top trend keywords' });
    // Desktop: six keywords, then '+2 more'.
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getByText('+2 more')).toBeInTheDocument();
  });

  it('when all trends have relevance 0, then no top trend card is shown', async () => {
    mockApi(signedInRoutes({ 'GET /api/trends': [makeTrend({ relevanceScore: 0 })] }));
    renderApp('/');
    const panel = await trendsPanel();
    await within(panel).findByRole('article');
    expect(screen.queryByRole('region', { name: 'Top Trend for You' })).not.toBeInTheDocument();
  });
});

describe('dashboard trend list', () => {
  it('when there is a top trend, then the list goes on with the next five and does not show it again', async () => {
    const trends = [makeTrend({ relevanceScore: 0.3 }), makeTrend({ title: 'Carbon border tax', relevanceScore: 0.92 })];
    trends.push(...Array.from({ length: 5 }, () => makeTrend({ relevanceScore: 0.2 })));
    mockApi(signedInRoutes({ 'GET /api/trends': trends }));
    renderApp('/');
    const panel = await trendsPanel();
    const top = await within(panel).findByRole('region', { name: 'Top Trend for You' });
    expect(within(top).getByRole('heading', { name: 'Carbon border tax' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(5));
    expect(within(panel).queryByRole('article', { name: 'Carbon border tax' })).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('heading', { name: 'Carbon border tax' })).toHaveLength(1);
    const shown = within(panel).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(shown).toEqual(trends.filter((t) => t.title !== 'Carbon border tax').slice(0, 5).map((t) => t.title));
    // The top card carries what a list card would: save and the sources by outlet.
    expect(within(top).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'Harbour Daily' })).toBeInTheDocument();
  });

  it('when more than 5 trends exist, then 5 cards show and a link reads View All N Trending Topics', async () => {
    const trends = Array.from({ length: 7 }, () => makeTrend({ relevanceScore: 0 }));
    mockApi(signedInRoutes({ 'GET /api/trends': trends }));
    const { location } = renderApp('/');
    const panel = await trendsPanel();
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(5));
    const link = within(panel).getByRole('link', { name: 'View All 7 Trending Topics' });
    await userEvent.setup().click(link);
    await waitFor(() => expect(location.history.at(-1)).toBe('/trends'));
  });

  it('when exactly 5 trends exist, then there is no View All link', async () => {
    mockApi(signedInRoutes({ 'GET /api/trends': Array.from({ length: 5 }, () => makeTrend({ relevanceScore: 0 })) }));
    renderApp('/');
    const panel = await trendsPanel();
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(5));
    expect(within(panel).queryByRole('link', { name: /View All/ })).not.toBeInTheDocument();
  });

  it('when a trend card renders, then it shows up to 5 keywords, 2 sources named by outlet and a 2-decimal relevance', async () => {
    const trend = makeTrend({ relatedKeywords: ['k1', 'k2', 'k3', 'k4', 'k5', 'k6'], relevanceScore: 0.456 });
    mockApi(signedInRoutes({ 'GET /api/trends': [lead(), trend] }));
    renderApp('/');
    const card = await within(await trendsPanel()).findByRole('article', { name: trend.title });
    expect(within(within(card).getByRole('list', { name: 'Related keywords' })).getAllByRole('listitem')).toHaveLength(
      5,
    );
    expect(within(card).getByRole('link', { name: 'Harbour Daily' })).toHaveAttribute('href', trend.sourceUrls[0]);
    expect(within(card).getByRole('link', { name: 'Wirepoint' })).toHaveAttribute('href', trend.sourceUrls[1]);
    expect(within(card).queryByRole('link', { name: 'plainsite.example' })).not.toBeInTheDocument();
    expect(within(card).getByText('0.46')).toBeInTheDocument();
  });

  it('when two reports come from one outlet, then the card links different outlets first, and "+N more" still counts every report', async () => {
    const trend = makeTrend({
      ...withReports(
        makeReports([
          ['https://settle.example/a', 'Settle & Clear'],
          ['https://settle.example/b', 'Settle & Clear'],
          ['https://ticker.example/c', 'Tickerstone Markets'],
        ]),
      ),
    });
    mockApi(signedInRoutes({ 'GET /api/trends': [lead(), trend] }));
    renderApp('/');
    const card = await within(await trendsPanel()).findByRole('article', { name: trend.title });
    const links = within(card).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Settle & Clear', 'https://settle.example/a'],
      ['Tickerstone Markets', 'https://ticker.example/c'],
    ]);
    expect(within(card).getByRole('button', { name: '+1 more report' })).toBeInTheDocument();
  });

  it('when a trend has more reports than its card links, then "+N more" lists every report with its outlet and headline', async () => {
    const trend = makeTrend();
    mockApi(signedInRoutes({ 'GET /api/trends': [lead(), trend] }));
    renderApp('/');
    const card = await within(await trendsPanel()).findByRole('article', { name: trend.title });
    await userEvent.click(within(card).getByRole('button', { name: '+1 more report' }));
    const list = await screen.findByRole('dialog');
    // The outlet the feed did not name reads as the link's site.
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(['Harbour Daily', 'Wirepoint', 'plainsite.example']);
    expect(within(list).getByText(trend.reports[2]!.title)).toBeInTheDocument();
  });

  it('when a story only one outlet reported is listed, then its card says "Single report" and ordinary trends do not', async () => {
    const single = makeTrend({ title: 'FDA finalises talc testing rule', singleReport: true, mentions: 1, relevanceScore: 0.9 });
    const otherSingle = makeTrend({ title: 'Port fee rises', singleReport: true, mentions: 1, relevanceScore: 0.4 });
    const trend = makeTrend({ relevanceScore: 0.2 });
    mockApi(signedInRoutes({ 'GET /api/trends': [single, otherSingle, trend, makeTrend({ relevanceScore: 0.1 })] }));
    renderApp('/');
    const panel = await trendsPanel();
    const card = await within(panel).findByRole('article', { name: trend.title });
    // The top-trend card and the list card of the other single report say so; no other card does.
    const top = within(panel).getByRole('region', { name: 'Top Trend for You' });
    expect(within(top).getByText('Single report')).toBeInTheDocument();
    const singleCard = within(panel).getByRole('article', { name: otherSingle.title });
    expect(within(singleCard).getByText('Single report')).toBeInTheDocument();
    expect(within(panel).getAllByText('Single report')).toHaveLength(2);
    expect(within(card).queryByText('Single report')).not.toBeInTheDocument();
  });

  it('when trends come from the demo corpus, then the top card and every demo card say "Demo news — fictional outlets", and real news does not', async () => {
    const demo = makeTrend({ title: 'Keystone Pay shares slide 11%', demo: true, relevanceScore: 0.9 });
    const otherDemo = makeTrend({ title: 'Brightway Stores cuts forecast', demo: true, relevanceScore: 0.6 });
    const real = makeTrend({ title: 'Port strike ends', relevanceScore: 0.5 });
    mockApi(signedInRoutes({ 'GET /api/trends': [demo, otherDemo, real] }));
    renderApp('/');
    const panel = await trendsPanel();
    const top = within(panel).getByRole('region', { name: 'Top Trend for You' });
    expect(within(top).getByText('Demo news — fictional outlets')).toBeInTheDocument();
    expect(within(panel).queryByRole('article', { name: demo.title })).not.toBeInTheDocument();
    expect(within(within(panel).getByRole('article', { name: otherDemo.title })).getByText('Demo news — fictional outlets')).toBeInTheDocument();
    expect(within(within(panel).getByRole('article', { name: real.title })).queryByText('Demo news — fictional outlets')).not.toBeInTheDocument();
  });

  it('when a trend card renders its relevance, then it has 2 decimals', async () => {
    const trend = makeTrend({ relevanceScore: 0.456 });
    mockApi(signedInRoutes({ 'GET /api/trends': [lead(), trend] }));
    renderApp('/');
    const card = await within(await trendsPanel()).findByRole('article', { name: trend.title });
    expect(within(card).getByText('0.46')).toBeInTheDocument();
  });

  it('when there are no trends, then the empty state is shown', async () => {
    mockApi(signedInRoutes());
    renderApp('/');
    expect(await screen.findByText('No Trending Topics')).toBeInTheDocument();
    expect(screen.getByText('Enhanced AI trends will appear here once discovery cycle completes.')).toBeInTheDocument();
  });

  it('when filters, timeframe and source change, then the trends are asked for with them', async () => {
    const calls = mockApi(signedInRoutes());
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByText('No Trending Topics');
    expect(calls.find((c) => c.url.startsWith('/api/trends'))?.url).toBe('/api/trends?source=all&timeframe=24h');

    await user.click(screen.getByRole('tab', { name: 'Global Trends' }));
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const dialog = screen.getByRole('dialog', { name: 'Strategic Insights Filter' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Healthcare' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'High' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/trends?source=global&timeframe=24h&categories=healthcare&mentionVelocity=high',
      ),
    );
  });

  it('when refresh succeeds or fails, then the matching toast is shown', async () => {
    let ok = true;
    mockApi(
      signedInRoutes({
        'POST /api/trends/refresh': () =>
          ok ? { message: 'done', trendsFound: 3 } : { status: 429, json: { message: 'Too many' } },
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByText('No Trending Topics');
    await user.click(screen.getByRole('button', { name: 'Refresh trends' }));
    expect(await screen.findByText('Enhanced trends discovery completed successfully')).toBeInTheDocument();
    ok = false;
    await user.click(screen.getByRole('button', { name: 'Refresh trends' }));
    expect(await screen.findByText('Failed to refresh trends')).toBeInTheDocument();
  });

  it('when Save is clicked on a trend card, then a saved item of type trend is created', async () => {
    const trend = makeTrend();
    const calls = mockApi(
      signedInRoutes({
        'GET /api/trends': [lead(), trend],
        'POST /api/saved-items': {
          id: 1,
          type: 'trend',
          itemType: 'trend',
          itemId: trend.id,
          createdAt: '2025-01-01T00:00:00Z',
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const card = await screen.findByRole('article', { name: trend.title });
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trend saved successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ itemType: 'trend', itemId: trend.id });
  });
});
