import type { IncomingMessage, ServerResponse } from 'node:http';
import { trendsResponseSchema, type Trend } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSourcesConfig } from '../../../src/config';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../helpers/test-app';
import { seedCompany } from '../../helpers/seed-trends';
import { eq } from 'drizzle-orm';
import { newsItems } from '../../../src/db/schema';
import { JSON_LD_PAGE } from '../articles/article-pages-fixtures';
import { serve, startFeedServer, type FeedServer, type Route } from '../sources/feed-server';

/**
 * Issue 21, point 3: a fresh install (no feed configured) reads the public sources, here loopback stand-ins for
 * the default outlets' feeds, Google Trends, Google News and Hacker News; the demo corpus stands in only while
 * none of them answers, and its trends say they are demo news.
 */
const NOW = new Date();
const ago = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toUTCString();

function rss(outlet: string, items: Array<[title: string, summary: string, hoursAgo: number]>): string {
  const entries = items
    .map(
      (
        [title, summary, hours],
        i,
      ) => `<item><title>${title}</title><link>https://${outlet.toLowerCase().replace(/\W+/g, '')}.example/${i}</link>
      <description>${summary}</description><pubDate>${ago(hours)}</pubDate><guid>${outlet}-${i}</guid></item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${outlet}</title><link>https://x.example</link>${entries}</channel></rss>`;
}

/** A Google News search answer: one story several outlets told, arriving as one item that lists the others. */
function googleNewsStory(): string {
  const link = (n: number) => `https://news.google.com/rss/articles/CBMi${'A'.repeat(8)}${n}?oc=5`;
  const list = [
    ['Port authority approves a second container terminal', 'Harbour Daily', 1],
    ['New terminal will double cargo capacity by 2029, officials say', 'Wirepoint', 2],
    ['Dock expansion: what the vote means for shipping lines', 'Coastline Times', 3],
  ] as const;
  const description = `<ol>${list.map(([t, o, n]) => `<li><a href="${link(n)}">${t}</a>&nbsp;&nbsp;<font color="#6f6f6f">${o}</font></li>`).join('')}</ol>`;
  const escape = (x: string) => x.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>"port" - Google News</title>
    <item><title>${list[0][0]} - Harbour Daily</title><link>${link(1)}</link><guid isPermaLink="false">gn-lead</guid>
    <pubDate>${ago(3)}</pubDate><description>${escape(description)}</description><source url="https://harbourdaily.example">Harbour Daily</source></item>
  </channel></rss>`;
}

const TRENDS_RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:ht="https://trends.google.com/trending/rss" version="2.0"><channel><title>Daily Search Trends</title></channel></rss>`;

/** The stand-ins: two outlets' feeds, Google Trends, HN and Google News, each answering only while `up()`. */
function standIns(up: () => boolean): Record<string, Route> {
  const routes: Record<string, Route> = {
    '/harbour.xml': serve(
      rss('Harbour Daily', [
        [
          'Dockworkers end nine-day port strike after 14% pay deal',
          'Cranes restarted at dawn after union members accepted a three-year raise.',
          3,
        ],
        [
          'Ferry operator adds night sailings to the islands',
          'Two extra crossings a night from March, the operator said.',
          5,
        ],
      ]),
    ),
    '/wirepoint.xml': serve(
      rss('Wirepoint', [
        [
          'Port strike over as dockworkers accept pay rise',
          'The nine-day walkout that left container ships waiting offshore has ended.',
          2,
        ],
        [
          'Regional airline orders twelve electric commuter planes',
          'Deliveries of the nine-seat aircraft start in 2028.',
          6,
        ],
      ]),
    ),
    '/trends': serve(TRENDS_RSS),
    '/hn': serve(JSON.stringify({ hits: [] }), 'application/json'),
    '/gnews': (_req, res) => serve(googleNewsStory())(_req, res),
    // An outlet whose feed gives neither bylines nor more than a line: its article pages give both.
    '/coast.xml': (_req, res) =>
      serve(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour Daily</title><link>${server.url('/')}</link>
        <item><title>Harbour authority approves shore power for six berths</title><link>${server.url('/articles/shore-power')}</link>
        <description>Six berths.</description><pubDate>${ago(2)}</pubDate></item></channel></rss>`,
      )(_req, res),
    '/articles/shore-power': serve(JSON_LD_PAGE, 'text/html; charset=utf-8'),
    '/robots.txt': (_req, res) => void res.writeHead(404).end(),
  };
  return Object.fromEntries(
    Object.entries(routes).map(([path, route]) => [
      path,
      (req: IncomingMessage, res: ServerResponse) => (up() ? route(req, res) : void res.writeHead(503).end('down')),
    ]),
  );
}

let online = true;
let server: FeedServer;
const publicSources = (): PublicSourcesConfig => ({
  feeds: [server.url('/harbour.xml'), server.url('/wirepoint.xml')],
  googleTrendsUrl: server.url('/trends'),
  hackerNewsUrl: server.url('/hn'),
  googleNewsUrl: server.url('/gnews'),
});

beforeAll(async () => {
  server = await startFeedServer(standIns(() => online));
});
afterAll(() => server.close());

async function install(feeds: string[] = []): Promise<{ t: TestApp; user: SignedUp }> {
  const t = await createTestApp({
    config: { publicSources: publicSources(), allowPrivateFetch: true, discoveryFeeds: feeds },
  });
  const user = await signUp(t.app);
  await seedCompany(t.db, user.userId, { companyName: 'Quayside Logistics', keywords: ['port'] });
  return { t, user };
}

/** Runs `check` on a fresh install (see install) and closes it, whatever the check does. */
async function withInstall(
  feeds: string[],
  check: (app: { t: TestApp; user: SignedUp }) => Promise<void>,
): Promise<void> {
  const app = await install(feeds);
  try {
    await check(app);
  } finally {
    await app.t.close();
  }
}

const list = async (user: SignedUp): Promise<Trend[]> =>
  trendsResponseSchema.parse((await user.get('/api/trends?timeframe=month').expect(200)).body);

describe('a fresh install reads real news by default', () => {
  it('when the public sources answer, then their news is the trends, with its outlets, and nothing is demo news', async () => {
    online = true;
    await withInstall([], async ({ t, user }) => {
      expect((await t.deps.discovery.runGlobalCycle('manual')).status).toBe('succeeded');
      const trends = await list(user);
      expect(trends.length).toBeGreaterThan(0);
      expect(trends.filter((x) => x.demo)).toEqual([]);
      const strike = trends.find((x) => x.reports.some((r) => r.title.includes('dockworkers')));
      expect(strike?.reports.map((r) => r.outlet).sort()).toEqual(['Harbour Daily', 'Wirepoint']);
      // The demo corpus was never read: no demo outlet anywhere.
      expect(
        trends.flatMap((x) => x.reports).filter((r) => !['Harbour Daily', 'Wirepoint'].includes(r.outlet ?? '')),
      ).toEqual([]);
    });
  });

  it('when no public source answers, then the demo corpus stands in and every trend says it is demo news; once they answer, demo news leaves', async () => {
    online = false;
    await withInstall([], async ({ t, user }) => {
      const offline = await t.deps.discovery.runGlobalCycle('manual');
      expect(offline.status).toBe('succeeded');
      expect(offline.errors.some((e) => e.includes('gtrends:US'))).toBe(true);
      const demo = await list(user);
      expect(demo.length).toBeGreaterThan(5);
      expect(demo.every((x) => x.demo)).toBe(true);

      online = true;
      expect((await t.deps.discovery.runGlobalCycle('manual')).status).toBe('succeeded');
      const real = await list(user);
      expect(real.length).toBeGreaterThan(0);
      expect(real.filter((x) => x.demo)).toEqual([]);
    });
  });

  it('when a scheduled cycle of an online install reads a feed without bylines, then the article page gives the item its byline and its lead; the start-up cycle reads no pages', async () => {
    online = true;
    await withInstall([server.url('/coast.xml')], async ({ t }) => {
      const pageReads = () => server.requests.filter((r) => r.path === '/articles/shore-power').length;
      const before = pageReads();
      expect((await t.deps.discovery.runGlobalCycle('startup')).status).toBe('succeeded');
      expect(pageReads()).toBe(before);
      expect((await t.deps.discovery.runGlobalCycle('schedule')).status).toBe('succeeded');
      expect(pageReads()).toBe(before + 1);
      const [item] = await t.db
        .select()
        .from(newsItems)
        .where(eq(newsItems.url, server.url('/articles/shore-power')));
      expect(item!.author).toBe('Priya Raman');
      expect(item!.summary).toContain('The $240 million plan lets docked ships switch off their engines.');
    });
  });

  it('when a keyword search finds a story Google News grouped, then its listed reports are one trend with every report', async () => {
    online = true;
    await withInstall([], async ({ t, user }) => {
      const company = (await user.get('/api/company-profile').expect(200)).body as { id: number };
      expect(
        (await t.deps.discovery.runPersonalCycle({ companyId: company.id, userId: user.userId, trigger: 'manual' }))
          .status,
      ).toBe('succeeded');
      const mine = trendsResponseSchema.parse(
        (await user.get('/api/trends?source=personal&timeframe=month').expect(200)).body,
      );
      const story = mine.find((x) => x.reports.some((r) => r.title.startsWith('Port authority approves')));
      expect(story?.reports.map((r) => r.outlet).sort()).toEqual(['Coastline Times', 'Harbour Daily', 'Wirepoint']);
      expect(story?.demo).toBe(false);
    });
  });
});
