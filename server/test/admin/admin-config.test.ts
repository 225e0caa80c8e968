import { configEntriesResponseSchema } from '@newsjack/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownKeyMessage } from '../../src/modules/admin/admin-config.service';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { testService } from '../discovery/service/service-helpers';

let t: TestApp;
let admin: SignedUp;
let user: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { admin: true });
  user = await signUp(t.app);
});
afterAll(() => t.close());

const entries = async () => configEntriesResponseSchema.parse((await admin.get('/api/admin/config')).body);
const entry = async (key: string) => (await entries()).find((e) => e.key === key);
const save = (body: unknown) => admin.post('/api/admin/config').send(body as object);

describe('admin config', () => {
  it('when signed out, then 401; when a plain user reads or saves, then 403 and nothing changes', async () => {
    expect((await request(t.app).get('/api/admin/config')).status).toBe(401);
    expect((await user.get('/api/admin/config')).status).toBe(403);
    expect((await user.post('/api/admin/config').send({ key: 'trend_discovery_frequency', value: '5' })).status).toBe(
      403,
    );
    expect((await entry('trend_discovery_frequency'))?.value).toBe('720');
  });

  it('when nothing was ever saved, then the frequency is listed as 720 minutes with its description', async () => {
    const frequency = await entry('trend_discovery_frequency');
    expect(frequency).toMatchObject({ key: 'trend_discovery_frequency', value: '720', updatedBy: null });
    expect(frequency!.description).toMatch(/minutes/);
    expect(await entry('discovery_feeds')).toMatchObject({ value: '' });
  });

  it.each([['abc'], ['0'], ['-5'], [''], ['   '], [0.5]])(
    'when the frequency is %j, then 400 "Frequency must be a positive number"',
    async (value) => {
      const res = await save({ key: 'trend_discovery_frequency', value, description: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Frequency must be a positive number');
      expect((await entry('trend_discovery_frequency'))?.value).toBe('720');
    },
  );

  it('when the key is unknown or missing, then 400 naming the problem', async () => {
    const unknown = await save({ key: 'favourite_colour', value: 'blue' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(unknownKeyMessage('favourite_colour'));
    const missing = await save({ value: '60' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('key: Key is required');
    expect((await save(['not', 'an', 'object'])).status).toBe(400);
  });

  it('when an admin saves a frequency, then it round-trips with who saved it, and the scheduler re-times the next cycle', async () => {
    const res = await save({ key: 'trend_discovery_frequency', value: 90, description: 'Every 90 minutes' });
    expect(res.status).toBe(200);
    const saved = await entry('trend_discovery_frequency');
    expect(saved).toMatchObject({ value: '90', description: 'Every 90 minutes', updatedBy: admin.userId });
    const status = (await admin.get('/api/admin/trend-discovery/status')).body;
    expect(status.frequencyMinutes).toBe(90);
    expect(new Date(status.nextRunAt).getTime() - Date.now()).toBeLessThanOrEqual(90 * 60_000);

    // Saving again without a description keeps the stored one.
    expect((await save({ key: 'trend_discovery_frequency', value: ' 1440 ' })).status).toBe(200);
    expect(await entry('trend_discovery_frequency')).toMatchObject({ value: '1440', description: 'Every 90 minutes' });
  });

  it('when the frequency is absurdly large, then it is saved and the next cycle is clamped to a storable date, not a 500', async () => {
    expect((await save({ key: 'trend_discovery_frequency', value: '1e308' })).status).toBe(200);
    const status = (await admin.get('/api/admin/trend-discovery/status')).body;
    expect(status.nextRunAt).toMatch(/^9999-12-31/);
    expect((await save({ key: 'trend_discovery_frequency', value: '720' })).status).toBe(200);
  });

  it('when feeds are saved, then only http(s) URLs are accepted and the next global cycle reads them after DISCOVERY_FEEDS', async () => {
    const bad = await save({ key: 'discovery_feeds', value: 'https://ok.example/rss, ftp://files.example/feed' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("'ftp://files.example/feed'");

    const ok = await save({
      key: 'discovery_feeds',
      value: 'https://news.example/rss,\nhttps://news.example/rss, http://blog.example/atom',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      key: 'discovery_feeds',
      value: 'https://news.example/rss, http://blog.example/atom',
    });

    const seen: string[][] = [];
    const service = testService(t.db, {
      config: { discoveryFeeds: ['https://env.example/feed'], allowPrivateFetch: false, publicSources: null },
      sourcesFor: ({ feeds }) => (seen.push(feeds), []),
    });
    await service.runGlobalCycle('manual');
    expect(seen).toEqual([['https://env.example/feed', 'https://news.example/rss', 'http://blog.example/atom']]);
  });
});
