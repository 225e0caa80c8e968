import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { authUserSchema } from '@newsjack/shared';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listeningServer, originOf, type TestApp } from '../helpers/test-app';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1, driven through the whole authorization-code + PKCE
 * flow: our /api/login → provider → (login interaction finished in code, consent from loadExistingGrant) →
 * our callback → signed in.
 */
const account = {
  sub: 'idp-user-42',
  email: 'Grace.Hopper@Navy.example',
  email_verified: true,
  given_name: 'Grace',
  family_name: 'Hopper',
  picture: 'https://img.example/grace.png',
};

let t: TestApp;
let idp: http.Server;
let provider: Provider;
let issuer: string;

beforeAll(async () => {
  idp = http.createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: {
      authProvider: 'oidc',
      oidc: {
        issuerUrl: issuer,
        clientId: 'newsjack',
        clientSecret: 'test-client-secret',
        redirectPath: '/api/callback',
      },
    },
  });
  const appOrigin = await originOf(t.app);
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'newsjack',
        client_secret: 'test-client-secret',
        redirect_uris: [`${appOrigin}/api/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ ...account, sub }) }),
    // Consent is automatic: every client gets the scopes it asks for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['test-cookie-key'] },
    // Explicit keys and lifetimes keep the provider from printing development warnings into the test output.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
          kid: 'k1',
          alg: 'ES256',
          use: 'sig',
        },
      ],
    },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  const callback = provider.callback();
  idp.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      // The "login page": the user is recognised at once.
      void provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    void callback(req, res);
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => idp.close(() => resolve()));
});

/** Follows the provider's redirects with its own cookie jar until it sends the browser back to our app. */
async function throughProvider(authorizeUrl: string, appOrigin: string): Promise<URL> {
  const browser = request.agent(idp);
  let next = new URL(authorizeUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (next.origin === appOrigin) return next;
    expect(next.origin).toBe(issuer);
    const res = await browser.get(next.pathname + next.search);
    expect([302, 303]).toContain(res.status);
    next = new URL(res.headers.location!, next);
  }
  throw new Error('too many redirects at the provider');
}

describe('OpenID Connect sign-in', () => {
  it('when a user signs in through the provider, then they are upserted from the claims and signed in', async () => {
    const appOrigin = await originOf(t.app);
    const browser = request.agent(await listeningServer(t.app));
    const start = await browser.get('/api/login?returnTo=%2Ftrends');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.location!);
    expect(authorize.origin).toBe(issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${appOrigin}/api/callback`);

    const back = await throughProvider(authorize.href, appOrigin);
    expect(back.pathname).toBe('/api/callback');
    const done = await browser.get(back.pathname + back.search);
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe('/trends');

    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(authUserSchema.parse(me.body)).toMatchObject({
      email: 'grace.hopper@navy.example',
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: 'https://img.example/grace.png',
    });

    // Signing in again finds the same account instead of creating another.
    const again = request.agent(await listeningServer(t.app));
    const second = await again.get('/api/login');
    const back2 = await throughProvider(second.headers.location!, appOrigin);
    expect((await again.get(back2.pathname + back2.search)).headers.location).toBe('/');
    expect((await again.get('/api/auth/user')).body.id).toBe(me.body.id);
  });

  it('when the callback comes with a code but no sign-in was started in this session, then it is a 401', async () => {
    const res = await request(t.app).get('/api/callback?code=forged&iss=' + encodeURIComponent(issuer));
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/Sign-in with the identity provider failed/);
  });

  it('when the callback has no authorization response at all, then it is a 400', async () => {
    expect((await request(t.app).get('/api/callback')).status).toBe(400);
  });

  it('when local sign-in is attempted on an OIDC server, then it is refused and the client is told oidc', async () => {
    const res = await request(t.app).post('/api/auth/login').send({ email: 'a@b.test', password: 'whatever' });
    expect(res.status).toBe(404);
    expect((await request(t.app).get('/api/auth/config')).body).toEqual({ provider: 'oidc', passwordReset: false });
  });
});
