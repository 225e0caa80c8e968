import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleNewsSource, googleNewsUrl, parseGoogleNews, splitOutletSuffix } from '../../../src/discovery/sources/google-news';
import { publisherUrl } from '../../../src/discovery/sources/google-news-links';
import { createGoogleTrendsSource, parseApproxTraffic } from '../../../src/discovery/sources/google-trends';
import { NOW, fetcher, serve, startFeedServer, type FeedServer } from './feed-server';

// Shaped like https://trends.google.com/trending/rss?geo=US
const TRENDS = `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:atom="http://www.w3.org/2005/Atom" xmlns:ht="https://trends.google.com/trending/rss" version="2.0">
<channel>
  <title>Daily Search Trends</title>
  <description>Recent searches</description>
  <link>https://trends.google.com/trending/rss?geo=US</link>
  <item>
    <title>harbor bridge closure</title>
    <ht:approx_traffic>20,000+</ht:approx_traffic>
    <description></description>
    <link>https://trends.google.com/trending/rss?geo=US</link>
    <pubDate>Mon, 2 Nov 2026 03:40:00 -0800</pubDate>
    <ht:picture>https://img.example/p.jpg</ht:picture>
    <ht:news_item>
      <ht:news_item_title>Harbor Bridge to close for 6 weeks of repairs</ht:news_item_title>
      <ht:news_item_url>https://citydesk.example/bridge</ht:news_item_url>
      <ht:news_item_picture>https://img.example/1.jpg</ht:news_item_picture>
      <ht:news_item_source>City Desk</ht:news_item_source>
    </ht:news_item>
    <ht:news_item>
      <ht:news_item_title>Commuters brace for detours as bridge shuts</ht:news_item_title>
      <ht:news_item_url>https://metro.example/detours</ht:news_item_url>
      <ht:news_item_source>Metro Daily</ht:news_item_source>
    </ht:news_item>
  </item>
  <item>
    <title>meteor shower</title>
    <ht:approx_traffic>1M+</ht:approx_traffic>
    <pubDate>Mon, 2 Nov 2026 02:00:00 -0800</pubDate>
  </item>
</channel>
</rss>`;

// Shaped like https://news.google.com/rss/search?q=…
const NEWS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>
  <title>"heat pumps" - Google News</title>
  <item>
    <title>Heat pump sales hit a record in October - Greenline Post</title>
    <link>https://news.google.com/rss/articles/CBMiAAA?oc=5</link>
    <guid isPermaLink="false">CBMiAAA</guid>
    <pubDate>Mon, 02 Nov 2026 09:00:00 GMT</pubDate>
    <description>&lt;a href="https://news.google.com/rss/articles/CBMiAAA?oc=5" target="_blank"&gt;Heat pump sales hit a record in October&lt;/a&gt;&amp;nbsp;&amp;nbsp;&lt;font color="#6f6f6f"&gt;Greenline Post&lt;/font&gt;</description>
    <source url="https://greenline.example">Greenline Post</source>
  </item>
  <item>
    <title>Installers struggle to keep up - Regional - Valley Times</title>
    <link>https://news.google.com/rss/articles/CBMiBBB?oc=5</link>
    <guid isPermaLink="false">CBMiBBB</guid>
    <pubDate>Sun, 01 Nov 2026 18:00:00 GMT</pubDate>
  </item>
</channel></rss>`;

let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer({ '/trending/rss': serve(TRENDS), '/rss/search': serve(NEWS) });
});
afterAll(() => server.close());

describe('google trends source', () => {
  it('when the trending feed has traffic and news items, then each article becomes an item tagged with the search and its volume', async () => {
    const src = createGoogleTrendsSource({ fetcher, allowPrivate: true, geo: 'us', baseUrl: server.url('/trending/rss') });
    const result = await src.fetch({ now: NOW });
    expect(result.error).toBeUndefined();
    expect(result.key).toBe('gtrends:US');
    expect(server.requests.some((r) => r.path === '/trending/rss?geo=US')).toBe(true);
    expect(result.items).toHaveLength(3);
    expect(result.items[0]).toMatchObject({
      title: 'Harbor Bridge to close for 6 weeks of repairs',
      url: 'https://citydesk.example/bridge',
      outlet: 'City Desk',
      keyword: 'harbor bridge closure',
      traffic: 20000,
      author: null,
      fingerprint: 'gtrends:https://citydesk.example/bridge',
    });
    expect(result.items[0]?.publishedAt.toISOString()).toBe('2026-11-02T11:40:00.000Z');
    expect(result.items[1]).toMatchObject({ outlet: 'Metro Daily', keyword: 'harbor bridge closure' });
    expect(result.items[2]).toMatchObject({ title: 'meteor shower', keyword: 'meteor shower', traffic: 1_000_000, url: null });
  });

  it.each([
    ['20,000+', 20000],
    ['500+', 500],
    ['2K+', 2000],
    ['1.5M+', 1_500_000],
    ['', undefined],
  ])('when approximate traffic reads %j, then it is %j', (text, expected) => {
    expect(parseApproxTraffic(text)).toBe(expected);
  });
});

describe('google news source', () => {
  it('when titles carry an " - Outlet" suffix, then the outlet is split out and the title left clean', async () => {
    const src = createGoogleNewsSource({ fetcher, allowPrivate: true, keyword: 'heat pumps', baseUrl: server.url('/rss/search') });
    const result = await src.fetch({ now: NOW });
    expect(result.error).toBeUndefined();
    expect(result.key).toBe('gnews:heat pumps');
    expect(result.items).toEqual([
      expect.objectContaining({
        title: 'Heat pump sales hit a record in October',
        outlet: 'Greenline Post',
        summary: '',
        keyword: 'heat pumps',
        fingerprint: 'CBMiAAA',
        url: 'https://news.google.com/rss/articles/CBMiAAA?oc=5',
        author: null,
      }),
      expect.objectContaining({ title: 'Installers struggle to keep up - Regional', outlet: 'Valley Times' }),
    ]);
    const request = server.requests.find((r) => r.path.startsWith('/rss/search'));
    expect(request?.path).toBe('/rss/search?q=heat%20pumps&hl=en-US&gl=US&ceid=US:en');
  });

  it('when the source element names the outlet but the title has no suffix, then the title is kept whole', () => {
    expect(splitOutletSuffix('Budget passes - with amendments', 'Capitol Wire')).toEqual({ title: 'Budget passes - with amendments', outlet: 'Capitol Wire' });
    expect(splitOutletSuffix('Plain title', null)).toEqual({ title: 'Plain title', outlet: null });
  });

  it('when the public endpoint is used, then the query is encoded into the documented URL', () => {
    expect(googleNewsUrl('AI & jobs')).toBe('https://news.google.com/rss/search?q=AI%20%26%20jobs&hl=en-US&gl=US&ceid=US:en');
  });

  it('when a story several outlets told arrives as one item, then each report the description lists becomes an item of that story, with its outlet', () => {
    const xml = newsFeed(`
      <item>
        <title>City council approves congestion charge for downtown core - Harbour Daily</title>
        <link>${googleLink('https://harbourdaily.example/city/congestion-charge-approved')}</link>
        <guid isPermaLink="false">${articleIdOf('https://harbourdaily.example/city/congestion-charge-approved')}</guid>
        <pubDate>Mon, 02 Nov 2026 08:30:00 GMT</pubDate>
        <description>${escapeXml(`<ol><li><a href="${googleLink('https://harbourdaily.example/city/congestion-charge-approved')}" target="_blank">City council approves congestion charge for downtown core</a>&nbsp;&nbsp;<font color="#6f6f6f">Harbour Daily</font></li><li><a href="${googleLink('https://metrowire.example/news/2026/11/02/drivers-to-pay')}" target="_blank">Drivers to pay $9 a day to enter downtown from April</a>&nbsp;&nbsp;<font color="#6f6f6f">Metro Wire</font></li><li><a href="https://news.google.com/rss/articles/AU_yqLOpaqueId123?oc=5&amp;hl=en-US" target="_blank">Congestion pricing: what the vote means for commuters</a>&nbsp;&nbsp;<font color="#6f6f6f">The Commuter</font></li></ol>`)}</description>
        <source url="https://harbourdaily.example">Harbour Daily</source>
      </item>`);
    const items = parseGoogleNews(xml, { source: 'gnews:congestion charge', keyword: 'congestion charge', now: NOW });
    expect(items.map((i) => [i.title, i.outlet, i.url])).toEqual([
      ['City council approves congestion charge for downtown core', 'Harbour Daily', 'https://harbourdaily.example/city/congestion-charge-approved'],
      ['Drivers to pay $9 a day to enter downtown from April', 'Metro Wire', 'https://metrowire.example/news/2026/11/02/drivers-to-pay'],
      // An opaque id cannot be read without asking Google: the Google link stays.
      ['Congestion pricing: what the vote means for commuters', 'The Commuter', 'https://news.google.com/rss/articles/AU_yqLOpaqueId123?oc=5&hl=en-US'],
    ]);
    // The list is not the lead item's text; every report is of the story's time and the search's keyword.
    expect(items[0]!.summary).toBe('');
    expect(new Set(items.map((i) => i.publishedAt.toISOString()))).toEqual(new Set(['2026-11-02T08:30:00.000Z']));
    expect(items.every((i) => i.keyword === 'congestion charge' && i.author === null)).toBe(true);
    expect(new Set(items.map((i) => i.fingerprint)).size).toBe(3);
    expect(items[1]!.fingerprint).toBe(articleIdOf('https://metrowire.example/news/2026/11/02/drivers-to-pay'));
  });

  it('when a Google link carries the publisher\'s address, then the item links to the publisher; otherwise to Google', () => {
    expect(publisherUrl(googleLink('https://www.valleytimes.example/a/b?id=7'))).toBe('https://www.valleytimes.example/a/b?id=7');
    expect(publisherUrl('https://news.google.com/rss/articles/AU_yqLOpaqueId123?oc=5')).toBeNull();
    expect(publisherUrl('https://valleytimes.example/story')).toBeNull();
    expect(publisherUrl(null)).toBeNull();
  });
});

/** A Google News article id as older links carry it: a protobuf whose field 4 is the publisher's URL. */
function articleIdOf(url: string): string {
  const bytes = Buffer.from(url, 'utf8');
  return Buffer.concat([Buffer.from([0x08, 0x13, 0x22, bytes.length]), bytes, Buffer.from([0xd2, 0x01, 0x00])]).toString('base64url');
}

function googleLink(url: string): string {
  return `https://news.google.com/rss/articles/${articleIdOf(url)}?oc=5`;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function newsFeed(items: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><rss version="2.0"><channel><title>"congestion charge" - Google News</title>${items}</channel></rss>`;
}
