import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DiscoveredTopic } from '@newsjack/shared';
import { CleanupTab } from '@/features/admin/components/cleanup-tab';
import { mockApi, type RecordedCall } from './helpers/mock-api';
import { renderWithProviders } from './helpers/render-with-providers';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** Topics of a fresh install: all seen within the last day, none older than the filter's default week. */
const TOPICS: DiscoveredTopic[] = [1, 2, 3].map((id) => ({
  id,
  rawTitle: `Topic ${id}`,
  normalizedTitle: `topic ${id}`,
  enrichedTrendId: id === 1 ? 7 : null,
  scope: 'global',
  lastSeenAt: hoursAgo(id),
  createdAt: hoursAgo(id),
}));

describe('admin cleanup tab', () => {
  it('when topics exist, then the table lists every one by default rather than "No discovered topics found"; the filter narrows it when applied', async () => {
    const calls = mockApi({
      'GET /api/admin/discovered-topics': (call: RecordedCall) => (call.url.includes('olderThanHours=168') ? [] : TOPICS),
    });
    renderWithProviders(<CleanupTab />);
    expect(await screen.findByText('All 3 discovered topics')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText('No discovered topics found for the specified timeframe')).not.toBeInTheDocument();
    // The filter field keeps the spec's default, applied only when asked.
    expect(screen.getByLabelText('Show topics older than (hours)')).toHaveValue(168);
    expect(calls.every((c) => !c.url.includes('olderThanHours'))).toBe(true);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply Filter' }));
    expect(await screen.findByText('No discovered topics found for the specified timeframe')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.includes('olderThanHours=168'))).toBe(true));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
