import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contactsResponseSchema } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverFeeds, feedLinksOf, knownOutlet, outletHost } from '../../src/modules/contacts/discovery/outlet-feeds';
import { createSafeFetch } from '../../src/net';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';

/** Feed autodiscovery: an outlet given as a URL is read through the feeds its home page announces. */
const wordpressFeed = readFileSync(path.join(__dirname, '../fixtures/contact-feeds/wordpress-rss.xml'), 'utf8');
const homePage = `<!doctype html><html><head><title>Harbour Post | News from the harbour city</title>
<link rel="stylesheet" href="/style.css">
<link rel='alternate' type='application/rss+xml' title='Harbour Post &raquo; Feed' href='/feed.xml' />
<link rel="alternate" type="application/rss+xml" title="Harbour Post &raquo; Comments Feed" href="/comments/feed/" />
</head><body><h1>Harbour Post</h1></body></html>`;

let site: LoopbackServer;
beforeAll(async () => {
  site = await startLoopbackServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(homePage);
    } else if (req.url === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      res.end(wordpressFeed);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
});
afterAll(() => site.close());

describe('feed links of a home page', () => {
  it('when a page announces RSS and Atom feeds, then their absolute URLs are listed, comment feeds and stylesheets left out', () => {
    const html = `<link rel="alternate" type="application/atom+xml" href="https://news.example/atom"><link rel="alternate"
      type="application/rss+xml" href="rss/all.xml"><link rel="alternate" hreflang="fr" href="/fr"><link rel="alternate"
      type="application/rss+xml" title="Comments" href="/c.xml">`;
    expect(feedLinksOf(html, 'https://news.example/section/')).toEqual([
      'https://news.example/atom',
      'https://news.example/section/rss/all.xml',
    ]);
    expect(feedLinksOf('<p>no feeds</p>', 'https://news.example/')).toEqual([]);
  });

  it('when an outlet is named, then known outlets and domains are recognised and plain names are not hosts', () => {
    expect(knownOutlet('the verge')?.name).toBe('The Verge');
    expect(knownOutlet('https://www.theverge.com/tech')?.name).toBe('The Verge');
    expect(knownOutlet('Nonexistent Gazette')).toBeNull();
    expect(outletHost('harbourpost.example')).toBe('harbourpost.example');
    expect(outletHost('Harbour Post')).toBeNull();
  });

  it('when the home page is fetched through the guard with loopback allowed, then its article feed is found', async () => {
    const fetch = createSafeFetch({ allowHosts: ['127.0.0.1'] });
    expect(await discoverFeeds(fetch, `${site.origin}/`)).toEqual([`${site.origin}/feed.xml`]);
  });
});

describe('POST /api/contacts/generate with an outlet URL', () => {
  let allowed: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    allowed = await createTestApp({ config: { allowPrivateFetch: true } });
    guarded = await createTestApp({ database: allowed.database });
  });
  afterAll(async () => {
    await guarded.close();
    await allowed.close();
  });

  it('when private fetches are allowed, then the journalists of the discovered feed become contacts', async () => {
    const user = await signUp(allowed.app);
    await seedCompany(allowed.db, user.userId);
    const res = await user.post('/api/contacts/generate').send({ outlet: `${site.origin}/` });
    expect(res.status).toBe(200);
    const list = contactsResponseSchema.parse(res.body);
    expect(list.map((c) => [c.name, c.outlet, c.email])).toEqual([
      ['Marisol Pereira', 'Harbour Post', 'marisol.pereira@harbourpost.example'],
      ['Tom Okafor', 'Harbour Post', 'tom.okafor@harbourpost.example'],
    ]);
    expect(list.every((c) => c.articles.length > 0)).toBe(true);
  });

  it('when the guard refuses the address, then nothing is fetched and it answers 404 "no journalists found for this outlet"', async () => {
    const user = await signUp(guarded.app);
    await seedCompany(guarded.db, user.userId, { companyName: 'Guarded Co' });
    // The allowed app shares this database, and so its job queue: its workers, which may fetch private addresses,
    // could otherwise run the guarded app's job (they did on PostgreSQL, and fetched '/index').
    await allowed.deps.jobs.stop();
    const requests = site.log.length;
    // Another spelling of the same host, so the harvest cached by the allowed app is not what answers.
    const res = await user.post('/api/contacts/generate').send({ outlet: `http://127.0.0.1:${site.port}/index` });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('no journalists found for this outlet');
    expect(site.log.length).toBe(requests);
    expect((await user.get('/api/contacts')).body).toEqual([]);
  });
});
