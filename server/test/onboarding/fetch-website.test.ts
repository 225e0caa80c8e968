import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../../src/deps';
import type { Db } from '../../src/db/client';
import { createWebsiteFetcher } from '../../src/modules/onboarding/fetch-website';
import { testConfig } from '../helpers/test-app';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server';

const page = readFileSync(new URL('../fixtures/sites/ledgerline-payments.html', import.meta.url), 'utf8');

let site: LoopbackServer;
beforeAll(async () => {
  site = await startLoopbackServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
});
afterAll(() => site.close());

describe('reading a company website', () => {
  it('when private addresses are not allowed (the default), then a loopback site is refused without a request', async () => {
    const result = await createWebsiteFetcher({ allowPrivate: false })(`${site.origin}/`);
    expect(result.site).toBeNull();
    expect(result.failure?.reason).toBe('refused');
    expect(site.log).toHaveLength(0);
  });

  it('when ALLOW_PRIVATE_FETCH is set, then the app-wide fetcher reads and parses the page', async () => {
    // buildDeps is the wiring under test; the database is not touched by fetchWebsite.
    const config = testConfig({ allowPrivateFetch: true });
    const deps = buildDeps(config, {} as Db);
    const result = await deps.fetchWebsite(`${site.origin}/`);
    rmSync(config.dataDir, { recursive: true, force: true });
    expect(result.failure).toBeNull();
    expect(result.site?.title).toMatch(/Ledgerline/);
    expect(site.log).toHaveLength(1);
  });

  it('when the address is not a website at all, then it fails as invalid without throwing', async () => {
    const result = await createWebsiteFetcher({ allowPrivate: false })('not a website');
    expect(result.failure?.reason).toBe('invalid_url');
  });
});
