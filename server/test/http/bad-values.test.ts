import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/http/error-handler';
import { findNul } from '../../src/http/reject-nul';
import { logger } from '../../src/logger';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('values PostgreSQL cannot store', () => {
  it('when a nested body string holds a NUL, then findNul names its path', () => {
    expect(findNul({ a: 'ok', socialMediaLinks: { x: 'bad\u0000' } })).toBe('socialMediaLinks.x');
    expect(findNul({ list: ['fine', 'also fine'] })).toBeUndefined();
  });

  it('when any API write carries a NUL character, then it is a 400 naming the field and nothing is stored', async () => {
    const agent = await signUp(t.app);
    const res = await agent.post('/api/keywords').send({ term: 'pay\u0000ments' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'term', message: 'Text must not contain NUL characters' }]);
    expect((await agent.get('/api/keywords')).body).toEqual([]);
  });

  it('when a query string carries a NUL character, then it is a 400', async () => {
    const agent = await signUp(t.app);
    const res = await agent.get('/api/trends').query({ search: 'a\u0000b' });
    expect(res.status).toBe(400);
  });

  it('when the database refuses a value as a data exception, then the client gets a 400, not a 500', async () => {
    const app = express();
    app.get('/boom', () => {
      throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('out of range'), { code: '22003' }) });
    });
    app.use(errorHandler(logger));
    const res = await request(app).get('/boom');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid/);
  });
});
