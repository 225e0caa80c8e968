import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeTrend, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/dashboard-route');
}, 30_000);

describe('dashboard first visit', () => {
  it('when a signed-in user opens /, then each read of the first screen is asked for once (the early requests are the ones the panels use)', async () => {
    const calls = mockApi(signedInRoutes({ 'GET /api/trends': [makeTrend({ title: 'Solar subsidies expand' })] }));
    renderApp('/');
    expect((await screen.findAllByRole('heading', { name: 'Solar subsidies expand' })).length).toBeGreaterThan(0);
    await screen.findByRole('navigation', { name: 'Statistics' });
    const reads = [
      '/api/stats',
      '/api/credits',
      '/api/trends',
      '/api/saved-items',
      '/api/story-angles',
      '/api/keywords',
    ];
    await waitFor(() => {
      for (const url of reads)
        expect(calls.filter((c) => c.method === 'GET' && c.url.split('?')[0] === url)).toHaveLength(1);
    });
  });
});
