import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticlePages } from '../../../src/discovery/articles/article-pages';
import { createSafeFetch } from '../../../src/net';
import { startLoopbackServer, type LoopbackServer } from '../../net/loopback-server';
import { JSON_LD_PAGE, META_ONLY_PAGE } from './article-pages-fixtures';

let site: LoopbackServer;
beforeAll(async () => {
  site = await startLoopbackServer((req, res) => {
    if (req.url === '/robots.txt') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(req.url === '/a' ? JSON_LD_PAGE : META_ONLY_PAGE);
  });
});
afterAll(() => site.close());

const pagesFetched = () => site.log.filter((r) => r.url !== '/robots.txt').length;

describe('article pages', () => {
  it('when a page was read, then it is not fetched again, and the budget counts only pages fetched', async () => {
    const pages = createArticlePages({ fetch: createSafeFetch({ allowPrivate: true }) });
    const before = pagesFetched();
    const first = await pages.read([`${site.origin}/a`, `${site.origin}/b`, `${site.origin}/c`], { maxPages: 2 });
    expect([...first.keys()]).toEqual([`${site.origin}/a`, `${site.origin}/b`]);
    expect(first.get(`${site.origin}/a`)!.authors.map((a) => a.name)).toEqual(['Priya Raman']);
    const again = await pages.read([`${site.origin}/a`, `${site.origin}/b`, `${site.origin}/c`], { maxPages: 1 });
    expect([...again.keys()].sort()).toEqual([`${site.origin}/a`, `${site.origin}/b`, `${site.origin}/c`]);
    expect(pagesFetched() - before).toBe(3);
  });

  it('when the outbound guard refuses the address, then nothing is fetched and nothing is read', async () => {
    const pages = createArticlePages({ fetch: createSafeFetch({ allowPrivate: false }) });
    const before = site.log.length;
    expect((await pages.read([`${site.origin}/a`], { maxPages: 5 })).size).toBe(0);
    expect(site.log.length).toBe(before);
  });
});
