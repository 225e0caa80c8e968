import { PASSWORD_CONTAINS_EMAIL_MESSAGE, passwordContainsEmail } from '@newsjack/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblem, WEAK_PASSWORD_MESSAGE } from '../../src/auth/password-policy';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (email: string, password: string) =>
  request(t.app).post('/api/auth/register').send({ email, password, firstName: 'Grace', lastName: 'Hopper' });

describe('weak passwords at registration', () => {
  it.each(['password', '12345678', 'P@ssw0rd1', 'qwertyuiop', 'password123', 'summer2024'])(
    'when someone registers with the common password %j, then 400 names the password field and no account exists',
    async (password) => {
      const email = uniqueEmail('weak');
      const res = await register(email, password);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`password: ${WEAK_PASSWORD_MESSAGE}`);
      expect(res.body.details).toEqual([{ path: 'password', message: WEAK_PASSWORD_MESSAGE }]);
      const login = await request(t.app).post('/api/auth/login').send({ email, password });
      expect(login.status).toBe(401);
    },
  );

  it('when the password is eight spaces, then 400 says it cannot be only spaces', async () => {
    const res = await register(uniqueEmail('blank'), '        ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('password: Password cannot be only spaces');
    expect(res.body.details).toEqual([{ path: 'password', message: 'Password cannot be only spaces' }]);
  });

  it('when the password is built from the user’s own name, then it is refused as easy to guess', async () => {
    const res = await register(uniqueEmail('own-name'), 'gracehopper');
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('password');
  });

  it('when the password is the e-mail address or holds the part before its @, then 400 says so and no account exists', async () => {
    for (const [email, password] of [
      ['dana.whitfield.news@harbour.example', 'dana.whitfield.news@harbour.example'],
      ['dana.whitfield.news@harbour.example', 'DanaWhitfieldNews!2026'],
    ] as const) {
      const res = await register(email, password);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`password: ${PASSWORD_CONTAINS_EMAIL_MESSAGE}`);
      expect((await request(t.app).post('/api/auth/login').send({ email, password })).status).toBe(401);
    }
    expect(passwordContainsEmail('violet kettle orbit lantern', 'jo@x.example')).toBe(false);
  });

  it('when the password is a passphrase, then the account is created', async () => {
    const res = await register(uniqueEmail('strong'), 'violet kettle orbit lantern');
    expect(res.status).toBe(201);
  });
});

describe('passwordProblem', () => {
  it('when passwords are strong or weak, then only the weak ones have a problem', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('iloveyou1')).toBe(WEAK_PASSWORD_MESSAGE);
    expect(passwordProblem('newsjack')).toBe(WEAK_PASSWORD_MESSAGE);
    expect(passwordProblem('\t \n  \t  ')).toMatch(/only spaces/);
  });
});
