import { discoveryRunsResponseSchema, discoverySourcesResponseSchema } from '@newsjack/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryRuns, sourceStates } from '../../src/db/schema';
import { saveSourceStates } from '../../src/discovery/discovery.repo';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: SignedUp;
let user: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { admin: true });
  user = await signUp(t.app);
});
afterAll(() => t.close());

// A public address literal: the guard accepts it without a DNS lookup, so the test needs no network.
const PUBLIC_FEED = 'https://93.184.216.34/feed.xml';

describe('admin discovery runs and sources', () => {
  it('when cycles ran, then the recent runs list them newest first with counts and per-source errors', async () => {
    await t.db.insert(discoveryRuns).values([
      {
        kind: 'global',
        trigger: 'schedule',
        status: 'succeeded',
        startedAt: new Date('2026-01-01T10:00:00Z'),
        finishedAt: new Date('2026-01-01T10:01:00Z'),
        itemsFetched: 40,
        topicsUpserted: 12,
        trendsUpserted: 5,
      },
      {
        kind: 'global',
        trigger: 'manual',
        status: 'failed',
        startedAt: new Date('2026-01-02T10:00:00Z'),
        errors: ['rss:https://feeds.example/x: timed out'],
      },
    ]);
    const res = await admin.get('/api/admin/trend-discovery/runs');
    expect(res.status).toBe(200);
    const runs = discoveryRunsResponseSchema.parse(res.body);
    expect(runs[0]).toMatchObject({
      trigger: 'manual',
      status: 'failed',
      finishedAt: null,
      errors: ['rss:https://feeds.example/x: timed out'],
    });
    expect(runs[1]).toMatchObject({ itemsFetched: 40, topicsUpserted: 12, trendsUpserted: 5 });
  });

  it('when no feed is configured, then the demo corpus is the one source, with its last outcome', async () => {
    await t.db
      .insert(sourceStates)
      .values({
        key: 'demo',
        lastFetchedAt: new Date('2026-01-02T10:00:00Z'),
        lastSuccessAt: new Date('2026-01-02T10:00:00Z'),
        lastStatus: 'ok',
        itemCount: 30,
      });
    const res = discoverySourcesResponseSchema.parse((await admin.get('/api/admin/trend-discovery/sources')).body);
    expect(res.mode).toBe('demo');
    expect(res.sources).toEqual([
      expect.objectContaining({
        key: 'demo',
        kind: 'demo',
        origin: 'builtin',
        lastSuccessAt: '2026-01-02T10:00:00.000Z',
        lastError: null,
        itemCount: 30,
      }),
    ]);
  });

  it('when a source worked and then failed, then its last success is kept beside the new error', async () => {
    const ok = new Date('2026-01-03T10:00:00Z');
    const failed = new Date('2026-01-03T22:00:00Z');
    await saveSourceStates(t.db, [{ key: 'demo', items: [], etag: 'v1' }], ok);
    await saveSourceStates(t.db, [{ key: 'demo', items: [], error: 'timed out' }], failed);
    const res = discoverySourcesResponseSchema.parse((await admin.get('/api/admin/trend-discovery/sources')).body);
    expect(res.sources[0]).toMatchObject({
      key: 'demo',
      lastFetchedAt: failed.toISOString(),
      lastSuccessAt: ok.toISOString(),
      lastError: 'timed out',
    });
  });

  it('when an admin adds a public feed, then discovery goes live with it at once; removing it brings the demo back', async () => {
    const added = await admin.post('/api/admin/trend-discovery/feeds').send({ url: PUBLIC_FEED });
    expect(added.status).toBe(201);
    const live = discoverySourcesResponseSchema.parse(added.body);
    expect(live.mode).toBe('live');
    expect(live.sources).toEqual([
      expect.objectContaining({ key: `rss:${PUBLIC_FEED}`, origin: 'admin', lastFetchedAt: null }),
    ]);
    const config = (await admin.get('/api/admin/config')).body as Array<{
      key: string;
      value: string;
      updatedBy: string;
    }>;
    expect(config.find((c) => c.key === 'discovery_feeds')).toMatchObject({
      value: PUBLIC_FEED,
      updatedBy: admin.userId,
    });
    expect((await admin.post('/api/admin/trend-discovery/feeds').send({ url: PUBLIC_FEED })).status).toBe(400);

    const removed = await admin.delete('/api/admin/trend-discovery/feeds').send({ url: PUBLIC_FEED });
    expect(removed.status).toBe(200);
    expect(discoverySourcesResponseSchema.parse(removed.body).mode).toBe('demo');
    expect((await admin.delete('/api/admin/trend-discovery/feeds').send({ url: PUBLIC_FEED })).status).toBe(404);
  });

  it('when the feed URL points at a private address or is not http(s), then 400 from the guard and nothing is saved', async () => {
    for (const url of [
      'http://127.0.0.1/feed.xml',
      'http://10.0.0.5/rss',
      'ftp://93.184.216.34/feed',
      'not a url',
      '',
    ]) {
      const res = await admin.post('/api/admin/trend-discovery/feeds').send({ url });
      expect(res.status, url).toBe(400);
    }
    const refused = await admin.post('/api/admin/trend-discovery/feeds').send({ url: 'http://127.0.0.1/feed.xml' });
    expect(refused.body.message).toMatch(/^Feed URL refused: .*private or reserved address/);
    expect(
      discoverySourcesResponseSchema.parse((await admin.get('/api/admin/trend-discovery/sources')).body).mode,
    ).toBe('demo');
  });

  it('when a plain user or a stranger calls these routes, then 403 / 401 and the feed list is unchanged', async () => {
    expect((await user.post('/api/admin/trend-discovery/feeds').send({ url: PUBLIC_FEED })).status).toBe(403);
    expect((await user.get('/api/admin/trend-discovery/runs')).status).toBe(403);
    expect((await request(t.app).get('/api/admin/trend-discovery/sources')).status).toBe(401);
    expect(
      discoverySourcesResponseSchema.parse((await admin.get('/api/admin/trend-discovery/sources')).body).mode,
    ).toBe('demo');
  });
});
