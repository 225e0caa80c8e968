import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bulkSearchBody } from '@/features/keywords/bulk-search';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeKeyword, makeTrend, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/keywords-route');
}, 30_000);

const keywords = [
  makeKeyword({ term: 'solar' }),
  makeKeyword({ term: 'wind' }),
  makeKeyword({ term: 'hydrogen', trend: -12 }),
];

async function table() {
  return within(await screen.findByRole('region', { name: 'All Keywords' }));
}

describe('bulk search body', () => {
  it('when fewer than 3 keywords are selected, then semantic grouping is off and clustering on', () => {
    expect(bulkSearchBody([1, 2])).toEqual({
      keywordIds: [1, 2],
      useSemanticGrouping: false,
      useThematicClustering: true,
    });
  });

  it('when 3 or more keywords are selected, then thematic grouping is requested', () => {
    expect(bulkSearchBody([1, 2, 3])).toEqual({
      keywordIds: [1, 2, 3],
      useSemanticGrouping: true,
      useThematicClustering: true,
    });
  });
});

describe('keywords page: bulk search', () => {
  it('when nothing is selected, then No Keywords Selected is shown and nothing is sent', async () => {
    const calls = mockApi(signedInRoutes({ 'GET /api/keywords': keywords }));
    const user = userEvent.setup();
    renderApp('/keywords');
    const region = await table();
    await user.click(await region.findByRole('button', { name: 'Bulk Search (0)' }));
    expect(await screen.findByText('No Keywords Selected')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one keyword to search trends.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('smart-batch-search'))).toBe(false);
  });

  it('when 3 are selected, then thematic grouping is requested and themes show collapsed', async () => {
    const trend = makeTrend({ title: 'Offshore wind auctions' });
    const calls = mockApi(
      signedInRoutes({
        'GET /api/keywords': keywords,
        'POST /api/keywords/smart-batch-search': {
          searchType: 'thematic',
          searchStrategy: 'thematic',
          totalSavedTrends: 1,
          results: [
            { theme: 'Renewable energy', keywords: ['solar', 'wind'], success: true, trends: [trend] },
            { theme: 'Hydrogen economy', keywords: ['hydrogen'], success: false, error: '' },
          ],
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/keywords');
    const region = await table();
    await user.click(await region.findByRole('button', { name: 'Select All' }));
    expect(region.getByRole('button', { name: 'Deselect All' })).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Bulk Search (3)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Thematic Search Results' });
    expect(calls.find((c) => c.url.includes('smart-batch-search'))?.body).toEqual({
      keywordIds: keywords.map((k) => k.id),
      useSemanticGrouping: true,
      useThematicClustering: true,
    });
    // The toast layer mounts lazily (ToasterOnDemand), so the toast may render a moment after the dialog.
    expect(await screen.findByText('Themed Search Complete')).toBeInTheDocument();
    const theme = within(dialog).getByRole('button', { name: /Renewable energy/ });
    expect(theme).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByText('Offshore wind auctions')).not.toBeInTheDocument();
    await user.click(theme);
    expect(within(dialog).getByText('Offshore wind auctions')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Hydrogen economy/ }));
    expect(within(dialog).getByText('Failed to load trends for this theme')).toBeInTheDocument();
  });

  it('when 2 are selected, then an individual search runs and Bulk Search Complete is shown', async () => {
    const calls = mockApi(
      signedInRoutes({
        'GET /api/keywords': keywords,
        'POST /api/keywords/smart-batch-search': {
          searchType: 'individual',
          searchStrategy: 'individual',
          totalSavedTrends: 0,
          results: [],
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/keywords');
    const region = await table();
    await user.click(await region.findByRole('checkbox', { name: 'Select solar' }));
    await user.click(region.getByRole('checkbox', { name: 'Select wind' }));
    await user.click(region.getByRole('button', { name: 'Bulk Search (2)' }));
    expect(await screen.findByText('Bulk Search Complete')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('smart-batch-search'))?.body).toMatchObject({ useSemanticGrouping: false });
  });

  it('when the thematic search finds no themes, then No themed results found is shown', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/keywords': keywords,
        'POST /api/keywords/smart-batch-search': {
          searchType: 'thematic',
          searchStrategy: 'thematic',
          totalSavedTrends: 0,
          results: [],
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/keywords');
    const region = await table();
    await user.click(await region.findByRole('button', { name: 'Select All' }));
    await user.click(region.getByRole('button', { name: 'Bulk Search (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thematic Search Results' });
    expect(within(dialog).getByText('No themed results found')).toBeInTheDocument();
  });

  it('when the bulk search fails, then Failed to complete bulk search is shown', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/keywords': keywords,
        'POST /api/keywords/smart-batch-search': { status: 500, text: 'x' },
      }),
    );
    const user = userEvent.setup();
    renderApp('/keywords');
    const region = await table();
    await user.click(await region.findByRole('checkbox', { name: 'Select solar' }));
    await user.click(region.getByRole('button', { name: 'Bulk Search (1)' }));
    expect(await screen.findByText('Failed to complete bulk search')).toBeInTheDocument();
  });
});

describe('keywords page: row actions', () => {
  it('when Search Trends finds topics, then the toast counts them, the dialog lists them and Save keeps them', async () => {
    const found = [makeTrend({ title: 'Rooftop solar boom' }), makeTrend({ title: 'Solar tariffs' })];
    const calls = mockApi(
      signedInRoutes({
        'GET /api/keywords': keywords,
        [`POST /api/keywords/${keywords[0]?.id}/search-trends`]: {
          trendingTopics: found,
          savedTrendsCount: 1,
          keyword: 'solar',
        },
        'POST /api/saved-items': (call: { body: unknown }) => ({
          id: 9,
          type: 'trend',
          itemType: 'trend',
          itemId: (call.body as { itemId: number }).itemId,
          createdAt: '2025-01-01T00:00:00Z',
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/keywords');
    const region = await table();
    const save = await region.findByRole('button', { name: 'Save results for solar' });
    expect(save).toBeDisabled();
    await user.click(region.getByRole('button', { name: 'Search Trends for solar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trending Topics for “solar”' });
    expect(within(dialog).getByText('Rooftop solar boom')).toBeInTheDocument();
    expect(await screen.findByText('Found 2 trending topics and saved 1 to your trends database')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('2 trends saved successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/saved-items').map((c) => c.body)).toEqual(
      found.map((t) => ({ itemType: 'trend', itemId: t.id })),
    );
  });

  it('when Search Trends finds nothing, then No trending topics found is shown', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/keywords': keywords,
        [`POST /api/keywords/${keywords[1]?.id}/search-trends`]: {
          trendingTopics: [],
          savedTrendsCount: 0,
          keyword: 'wind',
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/keywords');
    const region = await table();
    await user.click(await region.findByRole('button', { name: 'Search Trends for wind' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No trending topics found')).toBeInTheDocument();
  });

  it('when a keyword is deleted and the question confirmed, then Keyword deleted successfully is shown', async () => {
    const calls = mockApi(
      signedInRoutes({ 'GET /api/keywords': keywords, [`DELETE /api/keywords/${keywords[2]?.id}`]: { status: 204 } }),
    );
    const user = userEvent.setup();
    renderApp('/keywords');
    const region = await table();
    expect(await region.findByText('-12%')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Delete hydrogen' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “hydrogen”?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Delete keyword' }));
    expect(await screen.findByText('Keyword deleted successfully')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
