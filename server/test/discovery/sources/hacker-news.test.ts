import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHackerNewsSource, hackerNewsUrl } from '../../../src/discovery/sources/hacker-news';
import { NOW, fetcher, serve, startFeedServer, type FeedServer } from './feed-server';

// Shaped like https://hn.algolia.com/api/v1/search answers.
const HITS = JSON.stringify({
  hits: [
    {
      objectID: '41000001',
      title: 'Show HN: A tiny RSS reader in 300 lines',
      url: 'https://www.smallreader.example/post',
      author: 'someuser',
      points: 212,
      num_comments: 87,
      created_at: '2026-11-02T08:00:00Z',
      created_at_i: 1793606400,
      story_text: null,
    },
    {
      objectID: '41000002',
      title: 'Ask HN: How do you track &quot;open source licensing&quot; changes?',
      url: null,
      points: 40,
      num_comments: 31,
      created_at_i: 1793599200,
      story_text: '<p>We ship a product that bundles <i>many</i> libraries.</p>',
    },
    { objectID: '41000003', title: null, url: 'https://x.example', created_at_i: 1793599200 },
    { title: 'no object id' },
  ],
  nbHits: 4,
});

let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer({ '/api/v1/search': serve(HITS, 'application/json'), '/bad': serve('{"oops":', 'application/json') });
});
afterAll(() => server.close());

describe('hacker news source', () => {
  it('when a keyword search answers with hits, then stories become items with the linked site as outlet and no byline', async () => {
    const src = createHackerNewsSource({ fetcher, allowPrivate: true, keyword: 'open source', baseUrl: server.url('/api/v1/search') });
    const result = await src.fetch({ now: NOW });
    expect(result.error).toBeUndefined();
    expect(result.key).toBe('hn:open source');
    expect(result.items).toHaveLength(2);
    expect(result.items[0]).toMatchObject({
      fingerprint: 'hn:41000001',
      title: 'Show HN: A tiny RSS reader in 300 lines',
      url: 'https://www.smallreader.example/post',
      outlet: 'smallreader.example',
      author: null,
      traffic: 212,
      keyword: 'open source',
      summary: '212 points and 87 comments on Hacker News.',
    });
    expect(result.items[0]?.publishedAt.toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(result.items[1]).toMatchObject({
      title: 'Ask HN: How do you track "open source licensing" changes?',
      url: 'https://news.ycombinator.com/item?id=41000002',
      outlet: 'Hacker News',
      summary: 'We ship a product that bundles many libraries. (40 points and 31 comments on Hacker News.)',
    });
    const request = server.requests.find((r) => r.path.includes('query='));
    expect(request?.headers.accept).toBe('application/json');
  });

  it('when the answer is not JSON, then the source returns an error result', async () => {
    const src = createHackerNewsSource({ fetcher, allowPrivate: true, baseUrl: server.url('/bad') });
    const result = await src.fetch({ now: NOW });
    expect(result).toMatchObject({ key: 'hn', items: [] });
    expect(result.error).toMatch(/malformed JSON/);
  });

  it('when searching, then the URL asks for stories since the window start rounded to the hour', () => {
    const url = new URL(hackerNewsUrl({ keyword: 'ev batteries', windowMs: 24 * 3_600_000 }, new Date('2026-11-02T12:34:56Z')));
    expect(url.origin + url.pathname).toBe('https://hn.algolia.com/api/v1/search');
    expect(url.searchParams.get('query')).toBe('ev batteries');
    expect(url.searchParams.get('tags')).toBe('story');
    expect(url.searchParams.get('numericFilters')).toBe(`created_at_i>${Date.parse('2026-11-01T12:00:00Z') / 1000}`);
    expect(hackerNewsUrl({}, NOW)).toBe('https://hn.algolia.com/api/v1/search?tags=front_page&hitsPerPage=50');
  });
});
