import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_URL_MESSAGE } from '../../src/http/malformed-url';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: SignedUp;
beforeAll(async () => {
  // A built client, so the SPA fallback (where `GET /%ZZ` used to fail as a 500) is in play.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'newsjack-spa-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Newsjack</title>');
  t = await createTestApp({ config: { clientDistDir: dist } });
  user = await signUp(t.app);
  await seedCompany(t.db, user.userId);
  expect((await user.post('/api/keywords').send({ term: 'fintech' })).status).toBe(201);
});
afterAll(() => t.close());

describe('malformed percent-encoding', () => {
  it('when a path has invalid percent-encoding, then every method answers 400 JSON, not 500', async () => {
    const cases: [string, () => Promise<{ status: number; body: unknown }>][] = [
      ['GET /%ZZ', () => request(t.app).get('/%ZZ')],
      ['GET /dashboard/%E0%A4%A', () => request(t.app).get('/dashboard/%E0%A4%A')],
      ['GET /api/%ZZ', () => request(t.app).get('/api/%ZZ')],
      ['DELETE /api/keywords/%ZZ', () => user.delete('/api/keywords/%ZZ')],
      ['GET /api/companies/%C0%AF', () => user.get('/api/companies/%C0%AF')],
      ['PATCH /api/keywords/%', () => user.patch('/api/keywords/%').send({})],
    ];
    const answers = [];
    for (const [path, send] of cases) {
      const res = await send();
      answers.push({ path, status: res.status, body: res.body });
    }
    expect(answers).toEqual(answers.map((a) => ({ ...a, status: 400, body: { message: MALFORMED_URL_MESSAGE } })));
  });

  it('when a malformed DELETE is refused, then nothing is deleted', async () => {
    await user.delete('/api/keywords/%ZZ');
    const res = await user.get('/api/keywords');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('fintech');
  });

  it('when a path is well encoded, then it is served as before', async () => {
    expect((await request(t.app).get('/api/no%20such%20route')).status).toBe(404);
    expect((await request(t.app).get('/some%20page')).status).toBe(200);
    expect((await user.delete('/api/keywords/%31%32%33')).status).toBe(404);
  });
});
