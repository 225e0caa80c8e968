import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_READS, FRAME_READS, SCREEN_READS } from '../../src/http/initial-reads';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, listeningServer, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/** A stand-in for the build: index.html as Vite writes it and its compressed copies. */
const html = `<!doctype html>
<html lang="en">
  <head>
    <title>Newsjack</title>
    <link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials" />
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
/** Text that would end the data island or open a comment if it were written into the page as it is. */
const HOSTILE_NAME = '</script><script>alert(1)</script><!--';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'newsjack-dist-'));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(html));
  t = await createTestApp({ config: { clientDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The sign-in state every signed-in page carries. */
const SIGN_IN = ['/api/auth/user', '/api/onboarding/status', '/api/auth/is-admin'];

const ISLAND = /<script type="application\/json" id="initial-reads">([\s\S]*?)<\/script>/;

function islandOf(page: string): Record<string, unknown> {
  const match = ISLAND.exec(page);
  if (!match) throw new Error('the page has no data island');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

async function onboarded(firstName: string): Promise<SignedUp> {
  const user = await signUp(t.app, { firstName });
  await t.deps.users.markOnboardingComplete(user.userId);
  return user;
}

describe('the page served to a signed-in visit', () => {
  it('when an onboarded user opens the dashboard, then the page carries exactly the answers the routes send them', async () => {
    const user = await onboarded('Ada');
    const res = await user.get('/').set('Accept', 'text/html').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    const island = islandOf(res.text);
    const urls = [...SIGN_IN, ...FRAME_READS, ...DASHBOARD_READS];
    expect(Object.keys(island).sort()).toEqual([...urls].sort());
    for (const url of urls) {
      const direct = await user.get(url).expect(200);
      expect(island[url], url).toEqual(direct.body);
    }
    expect((island['/api/auth/user'] as { firstName: string }).firstName).toBe('Ada');
    // Its answer is in the page: no preload of the sign-in check; the rest of index.html as built.
    expect(res.text).not.toContain('rel="preload" href="/api/auth/user"');
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/react-r1.js">');
    expect(res.text).toMatch(/<\/script><\/body>\s*<\/html>$/);
  });

  it('when two users open the dashboard, then each page carries only its own user', async () => {
    const ada = await onboarded('Ada');
    const bob = await onboarded('Bob');
    const [adaPage, bobPage] = await Promise.all([ada.get('/').expect(200), bob.get('/').expect(200)]);
    expect((islandOf(adaPage.text)['/api/auth/user'] as { email: string }).email).toBe(ada.email);
    expect((islandOf(bobPage.text)['/api/auth/user'] as { email: string }).email).toBe(bob.email);
    expect(adaPage.text).not.toContain(bob.email);
    expect(bobPage.text).not.toContain(ada.email);
  });

  it('when a name holds </script> and <!--, then it cannot end the island and reads back the same', async () => {
    const user = await onboarded(HOSTILE_NAME);
    const res = await user.get('/').expect(200);
    const match = ISLAND.exec(res.text)!;
    expect(match[1]).not.toMatch(/</);
    expect(res.text).not.toContain('<script>alert(1)');
    expect((islandOf(res.text)['/api/auth/user'] as { firstName: string }).firstName).toBe(HOSTILE_NAME);
  });

  it('when onboarding is not complete, then the page carries the sign-in answers but none of the dashboard', async () => {
    const user = await signUp(t.app, { firstName: 'Newcomer' });
    const res = await user.get('/').expect(200);
    expect(Object.keys(islandOf(res.text)).sort()).toEqual(
      ['/api/auth/is-admin', '/api/auth/user', '/api/onboarding/status'].sort(),
    );
  });

  it.each(['/trends', '/media-contacts'])(
    'when an onboarded user opens %s, then its page carries the sign-in, frame and that screen’s answers as the routes send them, none of the dashboard’s',
    async (screen) => {
      const user = await onboarded('Ada');
      await seedCompany(t.db, user.userId, { companyName: 'Island Payments' });
      const res = await user.get(screen).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const island = islandOf(res.text);
      const urls = [...new Set([...SIGN_IN, ...FRAME_READS, ...SCREEN_READS[screen]!])];
      expect(Object.keys(island).sort()).toEqual(urls.sort());
      expect(Object.keys(island)).not.toContain('/api/stats');
      for (const url of urls) {
        const direct = await user.get(url).expect(200);
        expect(island[url], url).toEqual(direct.body);
      }
    },
  );

  it('when an onboarded user opens a screen with no reads of its own, then its page carries the sign-in and frame answers only', async () => {
    const user = await onboarded('Ada');
    const res = await user.get('/settings').expect(200);
    expect(Object.keys(islandOf(res.text)).sort()).toEqual([...SIGN_IN, ...FRAME_READS].sort());
  });

  it('when a visit carries no session cookie, then its page says nobody is signed in and asks nothing: compressed, revalidated, varying by cookie', async () => {
    const server = await listeningServer(t.app);
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const res = await request(server).get('/trends').set('Accept-Encoding', accept).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(islandOf(res.text)).toEqual({ '/api/auth/user': null });
      // The rest of index.html as built, without the sign-in preload (a 401 in every visitor's console).
      expect(res.text).not.toContain('rel="preload" href="/api/auth/user"');
      expect(res.text.replace(ISLAND, '')).toBe(html.replace(/\s*<link rel="preload" href="\/api\/auth\/user"[^>]*>/, ''));
    }
  });

  it('when the session cookie names no session, then the static page is sent with no data', async () => {
    const server = await listeningServer(t.app);
    const res = await request(server).get('/').set('Cookie', 'newsjack.sid=s%3Aforged.signature').expect(200);
    expect(res.text).toBe(html);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
