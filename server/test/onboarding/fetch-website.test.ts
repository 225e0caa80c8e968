import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../../src/deps';
import type { Db } from '../../src/db/client';
import { createWebsiteFetcher } from '../../src/modules/onboarding/fetch-website';
import { testConfig } from '../helpers/test-app';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server';

const page = readFileSync(new URL('../fixtures/sites/ledgerline-payments.html', import.meta.url), 'utf8');

/** The about page a person would open next: it says plainly what the company is. */
const about = `<!doctype html><html><head><title>About Ledgerline</title></head><body><main>
<h1>About us</h1><p>Ledgerline is a payments infrastructure company founded in 2019 that settles card and bank payments for
online merchants across Europe.</p><p>Our 140 people work from Dublin and Lisbon.</p></main></body></html>`;
const products = `<!doctype html><html><head><title>Products</title></head><body><main><h1>Products</h1>
<p>Ledgerline Checkout accepts cards and wallets; Ledgerline Radar scores every payment for fraud.</p></main></body></html>`;

let site: LoopbackServer;
beforeAll(async () => {
  site = await startLoopbackServer((req, res) => {
    const body = { '/': page, '/about': about, '/products': products }[req.url ?? '/'];
    if (body) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    else res.writeHead(404).end();
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
    // The home page, then its about, products and press pages (a person's order); not pricing, careers, log-in
    // or privacy, and no sitemap when the home page links enough. The press page is missing: simply not read.
    expect(site.log.map((r) => r.url)).toEqual(['/', '/about', '/products', '/press']);
    expect(result.site?.pagesRead).toEqual([`${site.origin}/`, `${site.origin}/about`, `${site.origin}/products`]);
    expect(result.site?.mainText).toContain('Ledgerline is a payments infrastructure company founded in 2019');
    expect(result.site?.mainText).toContain('Ledgerline Radar scores every payment for fraud.');
  });

  it('when the address is not a website at all, then it fails as invalid without throwing', async () => {
    const result = await createWebsiteFetcher({ allowPrivate: false })('not a website');
    expect(result.failure?.reason).toBe('invalid_url');
  });
});
