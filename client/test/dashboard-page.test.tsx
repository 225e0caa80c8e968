import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from './helpers/fixtures';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeCredits, makeKeyword, makeStoryAngle, makeTrend, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/dashboard-route');
}, 30_000);

describe('dashboard header and stats', () => {
  it('when stats load, then four cards link to their screens with the server change labels', async () => {
    // The header reads the balance from /api/credits (which applies the monthly reset), not the user record.
    mockApi(
      signedInRoutes({
        'GET /api/auth/user': makeUser({ apiCredits: 1000 }),
        'GET /api/credits': makeCredits({ apiCredits: 612 }),
      }),
    );
    renderApp('/');
    const stats = await screen.findByRole('navigation', { name: 'Statistics' });
    const link = (name: RegExp) => within(stats).getByRole('link', { name });
    expect(link(/Active Trends/)).toHaveAttribute('href', '/trends');
    expect(link(/Active Trends/)).toHaveTextContent('12');
    expect(link(/Active Trends/)).toHaveTextContent('+20%');
    expect(link(/Story Angles/)).toHaveAttribute('href', '/story-angles');
    expect(link(/Story Angles/)).toHaveTextContent('+2 new');
    expect(link(/Saved Items/)).toHaveAttribute('href', '/saved');
    expect(link(/Saved Items/)).toHaveTextContent('-10%');
    expect(link(/Keywords Tracked/)).toHaveAttribute('href', '/keywords');
    await waitFor(() => expect(screen.getAllByTestId('credit-display')[0]).toHaveTextContent('612 / 1000 credits'));
  });

  it('when stats are loading, then four placeholder cards show', async () => {
    mockApi(signedInRoutes());
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/stats' ? new Promise<Response>(() => {}) : answered(input, init),
    );
    renderApp('/');
    await waitFor(() => expect(screen.getAllByTestId('stat-placeholder')).toHaveLength(4));
  });

  it('when the user searches, then matching trends and keywords are listed with links', async () => {
    const calls = mockApi(
      signedInRoutes({
        'GET /api/trends': (call: { url: string }) =>
          call.url.includes('search=') ? [makeTrend({ title: 'Solar subsidies expand', category: 'environment' })] : [],
        'GET /api/keywords': [makeKeyword({ term: 'solar panels' }), makeKeyword({ term: 'wind' })],
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search trends and keywords' }), 'solar');
    const results = await screen.findByRole('region', { name: 'Search results' });
    const trends = await within(results).findByRole('region', { name: 'Trends' });
    expect(within(trends).getByRole('link', { name: /Solar subsidies expand/ })).toHaveAttribute(
      'href',
      '/trends?search=solar',
    );
    expect(within(results).getByRole('link', { name: /solar panels/ })).toHaveAttribute('href', '/keywords');
    expect(within(results).queryByRole('link', { name: /wind/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/trends?source=all&timeframe=month&search=solar')).toBe(true);
  });

  it('when the search matches nothing, then it says so', async () => {
    mockApi(signedInRoutes({ 'GET /api/keywords': [makeKeyword({ term: 'wind' })] }));
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search trends and keywords' }), 'solar');
    expect(await screen.findByText('No results for “solar”')).toBeInTheDocument();
  });
});

describe('dashboard recent story angles', () => {
  it('when angles exist, then the panel shows the newest 3 with their content idea and audience', async () => {
    const at = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    mockApi(
      signedInRoutes({
        'GET /api/story-angles': [
          makeStoryAngle({ headline: 'Oldest', createdAt: at(30) }),
          makeStoryAngle({ headline: 'Newest', createdAt: at(1), contentType: 'blog-post' }),
          makeStoryAngle({ headline: 'Second', createdAt: at(2), targetAudience: null }),
          makeStoryAngle({ headline: 'Third', createdAt: at(3) }),
        ],
      }),
    );
    renderApp('/');
    const panel = within(await screen.findByRole('region', { name: 'Recent Story Angles' }));
    const items = await panel.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Newest', 'Second', 'Third']);
    expect(items[0]).toHaveTextContent('Blog Post');
    expect(items[0]).toHaveTextContent('1 hour ago');
    expect(items[1]).toHaveTextContent('General');
    expect(panel.getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/story-angles');
  });

  it('when the angles cannot be loaded, then the panel shows an error with Try again, never the empty state', async () => {
    mockApi(signedInRoutes({ 'GET /api/story-angles': { status: 500, text: 'boom' } }));
    renderApp('/');
    const panel = within(await screen.findByRole('region', { name: 'Recent Story Angles' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Could not load your story angles.');
    expect(panel.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(panel.queryByText(/No story angles yet/)).not.toBeInTheDocument();
  });

  it('when there are no angles, then the panel says so', async () => {
    mockApi(signedInRoutes());
    renderApp('/');
    const panel = within(await screen.findByRole('region', { name: 'Recent Story Angles' }));
    expect(await panel.findByText(/No story angles yet/)).toBeInTheDocument();
  });
});

describe('dashboard tracked keywords', () => {
  it('when suggestions are switched on, then the tab opens and Add prefills the form', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/keywords': Array.from({ length: 8 }, (_, i) => makeKeyword({ term: `term ${i}` })),
        'GET /api/keywords/suggestions': {
          suggestions: [
            { keyword: 'grid storage', category: 'energy', relevanceScore: 88, reasoning: 'You sell batteries' },
          ],
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const panel = within(await screen.findByRole('region', { name: 'Tracked Keywords' }));
    const current = await panel.findByRole('list', { name: 'Current keywords' });
    expect(within(current).getAllByRole('listitem')).toHaveLength(6);
    expect(panel.getByRole('tab', { name: 'Suggestions' })).toBeDisabled();

    await user.click(panel.getByRole('switch', { name: 'Show suggestions' }));
    expect(panel.getByRole('tab', { name: 'Suggestions' })).toBeEnabled();
    await user.click(await panel.findByRole('button', { name: 'Add grid storage' }));
    expect(panel.getByRole('textbox', { name: 'New keyword' })).toHaveValue('grid storage');
  });

  it('when there are no suggestions, then the profile hint is shown', async () => {
    mockApi(signedInRoutes({ 'GET /api/keywords/suggestions': { suggestions: [] } }));
    const user = userEvent.setup();
    renderApp('/');
    const panel = within(await screen.findByRole('region', { name: 'Tracked Keywords' }));
    await user.click(panel.getByRole('switch', { name: 'Show suggestions' }));
    expect(
      await panel.findByText('No suggestions available. Make sure you have a company profile set up.'),
    ).toBeInTheDocument();
  });

  it('when smart search runs, then the first 5 keywords are sent and the strategy is reported', async () => {
    const keywords = Array.from({ length: 7 }, (_, i) => makeKeyword({ term: `t${i}` }));
    const calls = mockApi(
      signedInRoutes({
        'GET /api/keywords': keywords,
        'POST /api/keywords/smart-batch-search': {
          searchType: 'thematic',
          searchStrategy: 'semantic',
          totalSavedTrends: 4,
          results: [],
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const panel = within(await screen.findByRole('region', { name: 'Tracked Keywords' }));
    await panel.findByRole('list', { name: 'Current keywords' });
    await user.click(panel.getByRole('button', { name: 'Smart Search' }));
    expect(await screen.findByText('Found 4 new trends using semantic strategy')).toBeInTheDocument();
    expect(screen.getByText('Smart Search Complete')).toBeInTheDocument();
    const body = calls.find((c) => c.url.includes('smart-batch-search'))?.body as { keywordIds: number[] };
    expect(body.keywordIds).toEqual(keywords.slice(0, 5).map((k) => k.id));
  });

  it('when a keyword is removed and the question confirmed, then Keyword removed successfully is shown; Cancel keeps it', async () => {
    const keyword = makeKeyword({ term: 'solar' });
    const calls = mockApi(
      signedInRoutes({ 'GET /api/keywords': [keyword], [`DELETE /api/keywords/${keyword.id}`]: { status: 204 } }),
    );
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Remove keyword solar' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “solar”?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove keyword solar' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete “solar”?' })).getByRole('button', {
        name: 'Delete keyword',
      }),
    );
    expect(await screen.findByText('Keyword removed successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
