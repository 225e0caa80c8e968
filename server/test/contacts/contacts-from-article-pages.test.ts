import { contactsResponseSchema } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { PAGES_PER_OUTLET } from '../../src/modules/contacts/discovery/contact-discovery';
import { PAGE_MAX_BYTES } from '../../src/discovery/articles/article-pages';
import {
  JSON_LD_PAGE,
  MARKUP_BYLINE_PAGE,
  META_ONLY_PAGE,
  ORGANISATION_AUTHOR_PAGE,
  SEVERAL_AUTHORS_PAGE,
} from '../discovery/articles/article-pages-fixtures';

/**
 * Issue 21, point 4: an outlet whose feed prints no bylines (most do not) still has journalists: its article pages
 * name them. Served on loopback: a home page announcing a feed without bylines, article pages in the shapes
 * newspapers use, a robots.txt, and more articles than one harvest reads.
 */
const PAGES: Record<string, string> = {
  '/news/shore-power': JSON_LD_PAGE,
  '/news/library': META_ONLY_PAGE,
  '/news/mill': MARKUP_BYLINE_PAGE,
  '/news/budget': SEVERAL_AUTHORS_PAGE,
  '/news/rates': ORGANISATION_AUTHOR_PAGE,
  // Disallowed by robots.txt: never fetched, so its author is never known.
  '/private/interview': JSON_LD_PAGE.replaceAll('Priya Raman', 'Hidden Person').replaceAll('#priya', '#hidden'),
  // Past the guard's size limit: not read.
  '/news/huge': META_ONLY_PAGE.replace('Tom Ellery', 'Oversize Author') + ' '.repeat(PAGE_MAX_BYTES),
};
const FILLER = Array.from({ length: PAGES_PER_OUTLET + 3 }, (_, i) => `/news/older-${i}`);

let site: LoopbackServer;
let inFlight = 0;
let peak = 0;

function feed(origin: string): string {
  const paths = [...Object.keys(PAGES), ...FILLER];
  const items = paths
    .map((p, i) => `<item><title>Story ${i}</title><link>${origin}${p}</link><pubDate>${new Date(Date.now() - (i + 1) * 3_600_000).toUTCString()}</pubDate></item>`)
    .join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour Daily</title><link>${origin}/</link>${items}</channel></rss>`;
}

beforeAll(async () => {
  site = await startLoopbackServer((req, res) => {
    const path = req.url ?? '/';
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    const done = (status: number, type: string, body: string) =>
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(status, { 'content-type': type });
        res.end(body);
      }, 5);
    if (path === '/') return done(200, 'text/html', `<html><head><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body></body></html>`);
    if (path === '/feed.xml') return done(200, 'application/rss+xml', feed(site.origin));
    if (path === '/robots.txt') return done(200, 'text/plain', 'User-agent: *\nDisallow: /private/\n');
    const page = PAGES[path];
    if (page) return done(200, 'text/html; charset=utf-8', page);
    return done(200, 'text/html', `<html><body><article><p>${'No byline here. '.repeat(40)}</p></article></body></html>`);
  });
});
afterAll(() => site.close());

describe('journalists from article pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { allowPrivateFetch: true } });
  });
  afterAll(() => t.close());

  it('when an outlet’s feed prints no bylines, then Media Contacts lists the people its article pages name, with what the pages give', async () => {
    const user = await signUp(t.app);
    await seedCompany(t.db, user.userId);
    const res = await user.post('/api/contacts/generate').send({ outlet: `${site.origin}/` });
    expect(res.status, res.text).toBe(200);
    const list = contactsResponseSchema.parse(res.body);
    const byName = new Map(list.map((c) => [c.name, c]));
    expect([...byName.keys()].sort()).toEqual(['Ana Ruiz', 'Ken Adeyemi', 'Mara Voss', 'Priya Raman', 'Tom Ellery']);
    expect(byName.get('Priya Raman')).toMatchObject({
      title: 'Transport Correspondent',
      outlet: 'Harbour Daily',
      email: 'priya.raman@harbourdaily.example',
      emailSource: `${site.origin}/news/shore-power`,
      // The page's relative author link, made absolute against the page.
      profileUrl: `${site.origin}/authors/priya-raman`,
    });
    expect(byName.get('Mara Voss')?.title).toBe('City Hall Reporter');
    // Each is evidenced by the article whose page names them; no address is invented.
    expect(byName.get('Tom Ellery')).toMatchObject({ email: null });
    expect(byName.get('Ana Ruiz')!.articles.map((a) => a.url)).toEqual([`${site.origin}/news/mill`]);
  });

  it('when pages are read, then robots.txt, the size limit and the per-outlet budget hold, one page at a time', () => {
    const fetched = site.log.map((r) => r.url).filter((u) => u.startsWith('/news/') || u.startsWith('/private/'));
    expect(fetched).not.toContain('/private/interview');
    expect(fetched.length).toBeLessThanOrEqual(PAGES_PER_OUTLET);
    expect(site.log.filter((r) => r.url === '/robots.txt')).toHaveLength(1);
    expect(peak).toBe(1);
  });
});
