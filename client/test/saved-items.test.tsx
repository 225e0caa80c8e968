import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact, Pitch, SavedItem } from '@newsjack/shared';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { exportDocument, pitchMailto, pitchPreview } from '@/features/saved/saved-view';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeReports, makeStoryAngle, makeTrend, signedInRoutes, withReports } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/saved-route');
}, 30_000);

const trend = makeTrend({
  title: 'Heat pumps in winter',
  category: 'worldevents',
  demo: true,
  relatedKeywords: ['k1', 'k2', 'k3', 'k4', 'k5', 'k6'],
  ...withReports(
    makeReports([
      ['https://a.example/1', 'Outlet One'],
      ['https://a.example/2', 'Outlet Two'],
      ['https://a.example/3', 'Outlet Three'],
      ['https://a.example/4', 'Outlet Four'],
    ]),
  ),
});
const angle = makeStoryAngle({ headline: 'Storage undercuts gas', keyMessages: ['m1', 'm2', 'm3', 'm4', 'm5'] });
const pitch: Pitch = {
  id: 31,
  subjectLine: 'Story idea: storage beats gas',
  body: `Hi Sam,\n${'x'.repeat(300)}`,
  mode: 'quick',
  engine: 'offline',
  status: 'drafted',
  sentAt: null,
  followUpCount: 0,
  nextFollowUpAt: null,
  contact: { id: 4, name: 'Sam Reporter', outlet: 'Grid Weekly', email: 'sam@gridweekly.example' },
  storyAngle: null,
  createdAt: '2030-01-01T00:00:00Z',
};
const contact: Contact = {
  id: 41,
  name: 'Rita Writer',
  title: 'Energy editor',
  outlet: 'Power Daily',
  email: null,
  emailSource: null,
  phone: null,
  profileUrl: null,
  linkedinUrl: null,
  areasOfFocus: ['storage', 'grids', 'policy', 'markets', 'hydrogen'],
  relevanceScore: 90,
  relevanceTier: 1,
  matchExplanation: null,
  verified: true,
  source: 'manual',
  articles: [],
  createdAt: '2030-01-01T00:00:00Z',
};

const created = new Date(Date.now() - 2 * 3_600_000).toISOString();
const items: SavedItem[] = [
  { id: 1, type: 'trend', itemType: 'trend', itemId: trend.id, createdAt: created, trend },
  { id: 2, type: 'story_angle', itemType: 'story_angle', itemId: angle.id, createdAt: created, storyAngle: angle },
  { id: 3, type: 'pitch', itemType: 'pitch', itemId: pitch.id, createdAt: created, pitch },
  { id: 4, type: 'contact', itemType: 'contact', itemId: contact.id, createdAt: created, contact },
];

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('saved items page', () => {
  it('when items load, then each card shows its type within the spec limits with its shortcut', async () => {
    mockApi(signedInRoutes({ 'GET /api/saved-items': items }));
    renderApp('/saved');
    expect(await screen.findByText('Showing 4 of 4 items')).toBeInTheDocument();

    const t = card(trend.title);
    expect(within(t.getByRole('list', { name: 'Related keywords' })).getAllByRole('listitem')).toHaveLength(5);
    expect(t.getAllByRole('link', { name: /^Outlet / }).map((a) => a.textContent)).toEqual(['Outlet One', 'Outlet Two', 'Outlet Three']);
    expect(t.getByRole('button', { name: '+1 more report' })).toBeInTheDocument();
    expect(t.getByText('World Events')).toBeInTheDocument();
    expect(t.getByText('Demo news — fictional outlets')).toBeInTheDocument();
    expect(t.getByRole('link', { name: /Generate Story/ })).toHaveAttribute(
      'href',
      `/story-angles?trendId=${trend.id}`,
    );

    const a = card(angle.headline);
    expect(within(a.getByRole('list', { name: 'Key messages' })).getAllByRole('listitem')).toHaveLength(4);
    expect(a.getByRole('link', { name: /Find Contacts/ })).toHaveAttribute(
      'href',
      `/media-contacts?storyId=${angle.id}`,
    );

    const p = card(pitch.subjectLine);
    expect(p.getByTestId('pitch-preview').textContent).toHaveLength(201);
    expect(p.getByRole('link', { name: /Open in Email/ })).toHaveAttribute('href', pitchMailto(pitch));
    expect(pitchMailto(pitch)).toMatch(
      /^mailto:sam%40gridweekly\.example\?subject=Story%20idea%3A%20storage%20beats%20gas&body=Hi%20Sam%2C%0A/,
    );

    const c = card(contact.name);
    expect(within(c.getByRole('list', { name: 'Areas of focus' })).getAllByRole('listitem')).toHaveLength(4);
    expect(c.getByText(/Covers storage, grids, policy$/)).toBeInTheDocument();
  });

  it('when a type filter is chosen, then only that type shows and the count says so; an empty type says No items match filter', async () => {
    mockApi(signedInRoutes({ 'GET /api/saved-items': items.slice(0, 2) }));
    const user = userEvent.setup();
    renderApp('/saved');
    await screen.findByText('Showing 2 of 2 items');
    const filters = within(screen.getByRole('group', { name: 'Filter by type' }));
    expect(filters.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All Items',
      'Trending Topics',
      'Story Angles',
      'Pitches',
      'Media Contacts',
    ]);
    await user.click(filters.getByRole('button', { name: 'Story Angles' }));
    expect(screen.getByText('Showing 1 of 2 items')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: angle.headline })).toBeInTheDocument();
    await user.click(filters.getByRole('button', { name: 'Pitches' }));
    expect(screen.getByText('Showing 0 of 2 items')).toBeInTheDocument();
    expect(screen.getByText('No items match filter')).toBeInTheDocument();
  });

  it('when nothing is saved, then No Saved Items shows and export is disabled', async () => {
    mockApi(signedInRoutes());
    renderApp('/saved');
    expect(await screen.findByText('No Saved Items')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('when Remove is clicked and confirmed, then the item is deleted by id and the list is read again', async () => {
    let list = items.slice(0, 2);
    const calls = mockApi(
      signedInRoutes({
        'GET /api/saved-items': () => list,
        'DELETE /api/saved-items/2': () => {
          list = list.filter((i) => i.id !== 2);
          return { status: 204 };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/saved');
    await user.click(
      within(await screen.findByRole('article', { name: angle.headline })).getByRole('button', { name: 'Remove' }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Remove this saved item?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Saved item removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: angle.headline })).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1 of 1 items')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/saved-items/2')).toBe(true);
  });

  it('when removing fails, then Failed to remove saved item is shown', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/saved-items': items.slice(0, 1),
        'DELETE /api/saved-items/1': { status: 500, text: 'x' },
      }),
    );
    const user = userEvent.setup();
    renderApp('/saved');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove saved item')).toBeInTheDocument();
  });

  it('when Export is clicked, then the shown items are offered as a JSON file', async () => {
    mockApi(signedInRoutes({ 'GET /api/saved-items': items }));
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    // jsdom has no object URLs: record the blob the page hands over instead.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:saved';
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    onTestFinished(() => click.mockRestore());
    renderApp('/saved');
    await screen.findByText('Showing 4 of 4 items');
    await user.click(
      within(screen.getByRole('group', { name: 'Filter by type' })).getByRole('button', { name: 'Trending Topics' }),
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatch(/^newsjack-saved-items-\d{4}-\d{2}-\d{2}\.json$/);
    const doc = JSON.parse(await readText(blobs[0]!));
    expect(doc.count).toBe(1);
    expect(doc.items.map((i: SavedItem) => i.id)).toEqual([1]);
  });
});

describe('saved item helpers (pure)', () => {
  it('when a pitch body is short, then the preview is the whole body; long ones are cut at 200 characters', () => {
    expect(pitchPreview('  short  ')).toBe('short');
    expect(pitchPreview('y'.repeat(250))).toBe(`${'y'.repeat(200)}…`);
  });

  it('when the pitch contact has no address, then the mailto link has no recipient', () => {
    expect(pitchMailto({ subjectLine: 'S', body: 'B', contact: { email: null } })).toBe('mailto:?subject=S&body=B');
  });

  it('when exporting, then the document counts the items it holds', () => {
    expect(exportDocument([], new Date('2030-01-01T00:00:00Z'))).toEqual({
      exportedAt: '2030-01-01T00:00:00.000Z',
      count: 0,
      items: [],
    });
  });
});
