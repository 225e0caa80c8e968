import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSources, defaultIncludeDemo, fetchAll } from '../../../src/discovery/sources/registry';
import type { NewsSource, SourceContext } from '../../../src/discovery/types';
import { NOW, fetcher, serve, startFeedServer, type FeedServer } from './feed-server';

const GOOD = `<rss version="2.0"><channel><title>Good Feed</title>
  <item><title>Working item</title><guid>good-1</guid><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate></item>
</channel></rss>`;

const silent = pino({ level: 'silent' });

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer({
    '/good.xml': serve(GOOD),
    '/broken.xml': serve('<rss><channel><item>'),
    '/down.xml': (_req, res) => res.writeHead(500).end(),
  });
});
afterAll(() => server.close());

function fakeSource(key: string, run: (ctx: SourceContext) => Promise<void>): NewsSource {
  return {
    key,
    kind: 'rss',
    async fetch(ctx) {
      await run(ctx);
      return { key, items: [] };
    },
  };
}

describe('fetchAll', () => {
  it('when one source is broken, one is down and one throws, then the others still deliver their items', async () => {
    const sources = buildSources({
      feeds: [server.url('/broken.xml'), server.url('/good.xml'), server.url('/down.xml')],
      includeDemo: true,
      publicSources: null,
      fetcher,
      allowPrivate: true,
    });
    const throwing = fakeSource('throws', () => Promise.reject(new Error('bug in a source')));
    const { results, items, errors } = await fetchAll([...sources, throwing], { now: NOW, logger: silent });

    expect(results.map((r) => r.key)).toEqual([...sources.map((s) => s.key), 'throws']);
    expect(errors.map((e) => e.key).sort()).toEqual([`rss:${server.url('/broken.xml')}`, `rss:${server.url('/down.xml')}`, 'throws'].sort());
    expect(errors.find((e) => e.key === 'throws')?.error).toBe('bug in a source');
    expect(items.some((i) => i.fingerprint === 'good-1')).toBe(true);
    expect(items.filter((i) => i.source.startsWith('demo:')).length).toBeGreaterThanOrEqual(650);
  });

  it('when many sources run, then at most four are in flight at once and each gets its own stored state', async () => {
    let inFlight = 0;
    let peak = 0;
    const seen: Record<string, string | null | undefined> = {};
    const sources = Array.from({ length: 10 }, (_, i) =>
      fakeSource(`s${i}`, async (ctx) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        seen[`s${i}`] = ctx.state?.etag;
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
      }),
    );
    const states = new Map([['s3', { etag: '"three"', lastModified: null }]]);
    const { results } = await fetchAll(sources, { now: NOW, states, logger: silent });
    expect(results).toHaveLength(10);
    expect(peak).toBe(4);
    expect(seen['s3']).toBe('"three"');
    expect(seen['s4']).toBeUndefined();
  });
});

describe('fetchAll with a fallback', () => {
  const demoLike = (calls: string[]) => ({ ...fakeSource('demo', async () => void calls.push('demo')), fallback: true });

  it('when any other source answers, then the fallback is not read and has no result', async () => {
    const calls: string[] = [];
    const down = fakeSource('down', () => Promise.reject(new Error('ECONNREFUSED')));
    const up = fakeSource('up', async () => undefined);
    const { results, errors } = await fetchAll([down, up, demoLike(calls)], { now: NOW, logger: silent });
    expect(calls).toEqual([]);
    expect(results.map((r) => r.key)).toEqual(['down', 'up']);
    expect(errors.map((e) => e.key)).toEqual(['down']);
  });

  it('when every other source fails, then the fallback is read', async () => {
    const calls: string[] = [];
    const down = fakeSource('down', () => Promise.reject(new Error('ENOTFOUND')));
    const { results } = await fetchAll([down, demoLike(calls)], { now: NOW, logger: silent });
    expect(calls).toEqual(['demo']);
    expect(results.map((r) => r.key)).toEqual(['down', 'demo']);
  });
});

describe('buildSources', () => {
  const base = { fetcher, allowPrivate: false };
  const online = { feeds: ['https://bbc.example/rss', 'https://npr.example/rss'], googleNewsUrl: 'http://127.0.0.1:9/gnews', googleTrendsUrl: 'http://127.0.0.1:9/trends', hackerNewsUrl: 'http://127.0.0.1:9/hn' };

  it('when no feed is configured on a machine with the public sources on (the default install), then the default feeds, Google Trends and HN are read, the demo corpus only as a fallback', () => {
    expect(defaultIncludeDemo([])).toBe(true);
    expect(defaultIncludeDemo([' ', ''])).toBe(true);
    const sources = buildSources({ ...base, feeds: [], includeDemo: defaultIncludeDemo([]), publicSources: online });
    expect(sources.map((s) => [s.key, s.kind, s.fallback ?? false])).toEqual([
      ['rss:https://bbc.example/rss', 'rss', false],
      ['rss:https://npr.example/rss', 'rss', false],
      ['gtrends:US', 'google-trends', false],
      ['hn', 'hacker-news', false],
      ['demo', 'demo', true],
    ]);
  });

  it('when the public sources are off and no feed is configured, then the demo corpus is the only global source', () => {
    const sources = buildSources({ ...base, feeds: [], includeDemo: true, publicSources: null });
    expect(sources.map((s) => [s.key, s.kind, s.fallback ?? false])).toEqual([['demo', 'demo', false]]);
  });

  it('when feeds are configured, then each feed plus Google Trends and the HN front page are the global sources, and no demo', () => {
    const feeds = ['https://a.example/rss', 'https://b.example/atom', 'https://a.example/rss'];
    expect(defaultIncludeDemo(feeds)).toBe(false);
    const sources = buildSources({ ...base, feeds, includeDemo: defaultIncludeDemo(feeds), publicSources: online });
    expect(sources.map((s) => s.key)).toEqual(['rss:https://a.example/rss', 'rss:https://b.example/atom', 'gtrends:US', 'hn']);
    expect(sources.map((s) => s.kind)).toEqual(['rss', 'rss', 'google-trends', 'hacker-news']);
    expect(buildSources({ ...base, feeds, includeDemo: false, publicSources: null }).map((s) => s.kind)).toEqual(['rss', 'rss']);
  });

  it('when keywords are given with the public sources on, then Google News and HN searches run per keyword at the configured addresses', async () => {
    const sources = buildSources({ ...base, feeds: ['https://a.example/rss'], includeDemo: false, publicSources: online, keywords: ['solar', 'Solar', 'fintech'] });
    expect(sources.map((s) => s.key)).toEqual(['gnews:solar', 'hn:solar', 'gnews:fintech', 'hn:fintech']);
    const asked: string[] = [];
    const recording = buildSources({ ...base, fetcher: async (url) => (asked.push(url), Promise.reject(new Error('offline'))), feeds: [], includeDemo: true, publicSources: online, keywords: ['solar'] });
    await fetchAll(recording, { now: NOW, logger: silent });
    expect(asked.map((u) => u.split('?')[0])).toEqual(['http://127.0.0.1:9/gnews', 'http://127.0.0.1:9/hn']);
  });

  it('when keywords are given in an install without the public sources, then the demo corpus is searched instead', () => {
    const sources = buildSources({ ...base, feeds: [], includeDemo: true, publicSources: null, keywords: ['heat pumps'] });
    expect(sources.map((s) => [s.key, s.kind])).toEqual([['demo-search:heat pumps', 'demo']]);
  });
});
