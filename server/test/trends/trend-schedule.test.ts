import { DISCOVERY_DEFAULT_FREQUENCY_MINUTES, trendScheduleSchema } from '@newsjack/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const schedule = async () => {
  const res = await user.get('/api/trends/schedule');
  expect(res.status).toBe(200);
  return trendScheduleSchema.parse(res.body);
};

describe('GET /api/trends/schedule', () => {
  it('when signed out, then 401', async () => {
    expect((await request(t.app).get('/api/trends/schedule')).status).toBe(401);
  });

  it('when nothing was configured, then a user reads the default frequency', async () => {
    expect(await schedule()).toEqual({ frequencyMinutes: DISCOVERY_DEFAULT_FREQUENCY_MINUTES });
  });

  it('when an admin sets the discovery frequency, then every user reads the new one; a refused value changes nothing', async () => {
    const saved = await admin
      .post('/api/admin/config')
      .send({ key: 'trend_discovery_frequency', value: '120', description: 'Every two hours' });
    expect(saved.status).toBeLessThan(300);
    expect(await schedule()).toEqual({ frequencyMinutes: 120 });
    const refused = await admin.post('/api/admin/config').send({ key: 'trend_discovery_frequency', value: '-5' });
    expect(refused.status).toBe(400);
    expect(await schedule()).toEqual({ frequencyMinutes: 120 });
  });
});
