import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const routes = ['/api/auth/register', '/api/auth/login'] as const;

describe.each(routes)('bad bodies on %s', (route) => {
  it('when fields are missing, then the answer is 400 naming the field', async () => {
    const res = await request(t.app).post(route).send({ password: 'long enough pw' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^email: /);
    expect(res.body.details).toContainEqual(expect.objectContaining({ path: 'email' }));
  });

  it('when fields have the wrong type, then the answer is 400 naming the field', async () => {
    const res = await request(t.app).post(route).send({ email: 'a@b.test', password: 12345678 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^password: /);
  });

  it('when the e-mail is not an address, then the answer is 400 with the readable message', async () => {
    const res = await request(t.app).post(route).send({ email: 'not-an-email', password: 'long enough pw' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('email: Please enter a valid email address');
  });

  it('when the body is a 1 MB string field, then the answer is 413 with a message', async () => {
    const res = await request(t.app)
      .post(route)
      .send({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('when the JSON is malformed, then the answer is 400 with a message', async () => {
    const res = await request(t.app).post(route).set('Content-Type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('when the body is not JSON at all, then the answer is 400 about the body', async () => {
    const res = await request(t.app).post(route).set('Content-Type', 'text/plain').send('email=a@b.test');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^body: /);
  });

  it('when a long password within the JSON limit is sent, then it is refused as too long, not crashed on', async () => {
    const res = await request(t.app)
      .post(route)
      .send({ email: 'a@b.test', password: 'x'.repeat(50_000) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('password: Password must be at most 200 characters');
  });
});

describe('random bodies', () => {
  it('when any JSON value is posted to register or login, then the answer is a 4xx with a message or a success, never a 5xx', async () => {
    const existing = await signUp(t.app);
    const field = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constant(existing.email),
      fc.emailAddress(),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({ email: field, password: field, firstName: field, lastName: field }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async (route, value) => {
        const res = await request(t.app)
          .post(route)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(value));
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.body.message).toBe('string');
        else expect([200, 201]).toContain(res.status);
      }),
      { numRuns: 60 },
    );
  });
});
