import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseWebsite, normaliseWebsiteUrl } from '../../src/ai/website/analyse-website';
import { parseHtml } from '../../src/ai/website/parse-html';
import { createSafeFetch, safeFetch } from '../../src/net';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server';

const ledgerlineHtml = readFileSync(new URL('../fixtures/sites/ledgerline-payments.html', import.meta.url), 'utf8');

describe('parseHtml', () => {
  const site = parseHtml(ledgerlineHtml, 'https://ledgerline.com/');

  it('when a home page is parsed, then title, descriptions and content headings are read', () => {
    expect(site.title).toBe('Ledgerline | Instant settlement for online merchants');
    expect(site.description).toMatch(/^Ledgerline gives online merchants and marketplaces instant settlement/);
    expect(site.ogDescription).toBe('Same-day settlement, payouts and treasury tools for UK and European merchants.');
    expect(site.headings).toEqual(expect.arrayContaining(['Ledgerline Payouts', 'Checkout API', 'Why open banking matters for settlement']));
  });

  it('when the page has navigation, footer, scripts, styles and a cookie banner, then none of it reaches the main text', () => {
    for (const boilerplate of ['dataLayer', 'background:#0b1f3a', 'Accept all cookies', 'Privacy policy', 'Registered in England', 'Log in']) {
      expect(site.mainText).not.toContain(boilerplate);
    }
    expect(site.mainText).toContain('Ledgerline processes payments for more than 4,000 online merchants');
  });

  it('when links are read, then they are absolute and the social profiles are found even in the footer', () => {
    expect(site.links).toContain('https://ledgerline.com/pricing');
    expect(site.socialLinks.x).toBe('https://x.com/ledgerlinepay');
    expect(site.socialLinks.linkedin).toBe('https://www.linkedin.com/company/ledgerline-payments');
  });

  it('when a script-rendered site says what it does only in JSON-LD, then the organisation’s description and its products are read', () => {
    const html = `<!doctype html><html><head><title>Skyline Aerial</title>
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[
        {"@type":"Organization","name":"Skyline Aerial","description":"Skyline Aerial builds inspection drones for utilities and insurers."},
        {"@type":"Product","name":"Skyline Surveyor","description":"A drone that maps power lines beyond the pilot's line of sight."}]}</script>
      <script type="application/ld+json">{ not json</script></head><body><div id="root"></div></body></html>`;
    const spa = parseHtml(html, 'https://skyline.example/');
    expect(spa.description).toBe('Skyline Aerial builds inspection drones for utilities and insurers.');
    expect(spa.mainText).toContain("Skyline Surveyor: A drone that maps power lines beyond the pilot's line of sight.");
  });
});

describe('normaliseWebsiteUrl', () => {
  it('when given a bare domain, a www path or a full URL, then an https URL comes back; nonsense gives null', () => {
    expect(normaliseWebsiteUrl('example.com')).toBe('https://example.com/');
    expect(normaliseWebsiteUrl(' www.example.co.uk/about ')).toBe('https://www.example.co.uk/about');
    expect(normaliseWebsiteUrl('http://example.org')).toBe('http://example.org/');
    expect(normaliseWebsiteUrl('not a site')).toBeNull();
    expect(normaliseWebsiteUrl('')).toBeNull();
  });
});

describe('analyseWebsite', () => {
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await startLoopbackServer((req, res) => {
      if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ledgerlineHtml);
      else if (req.url === '/logo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64));
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    });
  });
  afterAll(() => server.close());

  const allowedFetch = () => createSafeFetch({ allowHosts: ['127.0.0.1'] });

  it('when the site answers with HTML, then it is parsed at its final URL', async () => {
    const result = await analyseWebsite(`${server.origin}/`, allowedFetch());
    expect(result.failure).toBeNull();
    expect(result.site?.title).toBe('Ledgerline | Instant settlement for online merchants');
    expect(result.site?.url).toBe(`${server.origin}/`);
  });

  it('when the address is private and not allowed, then it is refused without a request and the reason says so', async () => {
    const before = server.log.length;
    const result = await analyseWebsite(`${server.origin}/`, safeFetch);
    expect(result).toMatchObject({ site: null, failure: { reason: 'refused' } });
    expect(server.log.length).toBe(before);
  });

  it('when the page is not HTML, is missing or the input is no URL, then each failure has its own reason', async () => {
    expect((await analyseWebsite(`${server.origin}/logo.png`, allowedFetch())).failure?.reason).toBe('not_html');
    expect((await analyseWebsite(`${server.origin}/missing`, allowedFetch())).failure?.reason).toBe('http_error');
    expect((await analyseWebsite('just words', allowedFetch())).failure?.reason).toBe('invalid_url');
  });

  it('when the host does not resolve, then the failure is "unreachable" rather than an exception', async () => {
    const fetcher = createSafeFetch({ resolve: async () => Promise.reject(new Error('ENOTFOUND')) });
    expect((await analyseWebsite('acme-payments.invalid', fetcher)).failure?.reason).toBe('unreachable');
  });
});
