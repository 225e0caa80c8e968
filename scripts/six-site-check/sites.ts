import http from 'node:http';
import {
  companyPage,
  relevanceCompanies,
  relevanceNewsItems,
  type CompanyCase,
} from '../../server/test/fixtures/relevance-companies';

/**
 * The hand-written company home pages and the labelled news, served on 127.0.0.1: each company's page under its
 * own `<slug>.localhost` name (resolved by loopback-dns.mjs), and the news as one RSS feed per outlet
 * (`feeds.localhost/<n>.xml`, the channel title is the outlet), dated relative to the moment it is read.
 */

/** The six companies of issue 9's probe, in the issue's order. */
export const probeSlugs = [
  'settlewise',
  'pulsewatch',
  'brightwell-heating',
  'barkfresh',
  'vaultline',
  'eastside-food-bank',
];

export const probeCompanies = (): CompanyCase[] =>
  probeSlugs.map((slug) => relevanceCompanies.find((c) => c.slug === slug)!);

export const siteUrl = (slug: string, port: number) => `http://${slug}.localhost:${port}/`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function outletFeeds(now: Date): Map<string, string> {
  const byOutlet = new Map<string, ReturnType<typeof relevanceNewsItems>>();
  for (const item of relevanceNewsItems(now)) byOutlet.set(item.outlet, [...(byOutlet.get(item.outlet) ?? []), item]);
  const feeds = new Map<string, string>();
  [...byOutlet.entries()].forEach(([outlet, items], n) => {
    const entries = items
      .map(
        (i) =>
          `<item><title>${escapeXml(i.title)}</title><link>${escapeXml(i.url)}</link><guid>${escapeXml(i.url)}</guid>` +
          `<description>${escapeXml(i.summary)}</description><pubDate>${i.publishedAt.toUTCString()}</pubDate></item>`,
      )
      .join('');
    feeds.set(
      `/${n}.xml`,
      `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeXml(outlet)}</title>` +
        `<link>https://news.example/</link><description>${escapeXml(outlet)}</description>${entries}</channel></rss>`,
    );
  });
  return feeds;
}

/** Every feed URL the app should watch (DISCOVERY_FEEDS). */
export const feedUrls = (port: number): string[] =>
  [...outletFeeds(new Date()).keys()].map((path) => `http://feeds.localhost:${port}${path}`);

export async function startSites(port: number): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0]!.toLowerCase();
    const name = host.replace(/\.localhost$/, '');
    if (name === 'feeds') {
      const feed = outletFeeds(new Date()).get(req.url ?? '');
      if (feed) return void res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(feed);
    } else if (probeSlugs.includes(name) && (req.url === '/' || req.url === '')) {
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(companyPage(name));
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
