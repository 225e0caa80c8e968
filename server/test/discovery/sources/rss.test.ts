import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRssSource } from '../../../src/discovery/sources/rss';
import { NOW, fetcher, serve, startFeedServer, type FeedServer } from './feed-server';

const RSS_DC = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
  <title>Harbor &amp; Main Gazette</title>
  <link>https://gazette.example/</link>
  <item>
    <title>Port authority approves &#8216;green berth&#8217; plan</title>
    <link>/2026/11/01/green-berth</link>
    <guid isPermaLink="false">gazette-0001</guid>
    <dc:creator>Priya Raman</dc:creator>
    <category>Business</category>
    <category>Shipping</category>
    <pubDate>Sun, 01 Nov 2026 09:30:00 -0500</pubDate>
    <description><![CDATA[<p>The <b>$240 million</b> plan adds shore power to <a href="x">six berths</a>.</p>]]></description>
  </item>
  <item>
    <title>Second item with two bylines</title>
    <link>https://gazette.example/2026/10/30/two</link>
    <dc:creator>Tom Ellery</dc:creator>
    <dc:creator>By  Ana Ruiz</dc:creator>
    <pubDate>Fri, 30 Oct 2026 14:00:00 GMT</pubDate>
    <description>Plain text summary.</description>
  </item>
</channel>
</rss>`;

const RSS_AUTHOR = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Ledger Weekly</title>
  <item><title>Rates hold steady</title><guid>https://ledger.example/a</guid>
    <author>mara.voss@ledger.example (Mara Voss)</author><pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate></item>
  <item><title>Name only</title><guid>https://ledger.example/b</guid>
    <author>Ken Adeyemi</author><pubDate>Mon, 02 Nov 2026 07:00:00 GMT</pubDate></item>
  <item><title>Address only</title><guid>https://ledger.example/c</guid>
    <author>desk@ledger.example</author><pubDate>Mon, 02 Nov 2026 06:00:00 GMT</pubDate></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">Orbital Notes</title>
  <updated>2026-11-02T10:00:00Z</updated>
  <author><name>Desk Editor</name></author>
  <entry>
    <title type="html">Lander &lt;em&gt;touches down&lt;/em&gt;</title>
    <link rel="alternate" href="https://orbital.example/lander"/>
    <link rel="enclosure" href="https://orbital.example/lander.jpg"/>
    <id>tag:orbital.example,2026:lander</id>
    <published>2026-11-01T22:15:00+01:00</published>
    <author><name>Ines Kowalczyk</name><email>ines@orbital.example</email></author>
    <category term="Science"/>
    <summary type="html">&lt;p&gt;A 3.2-tonne lander settled in the crater.&lt;/p&gt;</summary>
  </entry>
  <entry>
    <title>No author of its own</title>
    <link href="https://orbital.example/two"/>
    <id>tag:orbital.example,2026:two</id>
    <updated>2026-10-31T08:00:00Z</updated>
    <content type="text">Body text.</content>
  </entry>
</feed>`;

const EMPTY = `<?xml version="1.0"?><rss version="2.0"><channel><title>Quiet Feed</title></channel></rss>`;
const BROKEN = `<?xml version="1.0"?><rss version="2.0"><channel><title>Broken</title><item><title>Open</item></channel>`;
const HUGE = `<rss version="2.0"><channel><title>Huge</title>${'<item><title>x</title><description>'.concat('y'.repeat(1000), '</description></item>').repeat(300)}</channel></rss>`;

let server: FeedServer;
let etagHits = 0;

beforeAll(async () => {
  server = await startFeedServer({
    '/dc.xml': serve(RSS_DC),
    '/author.xml': serve(RSS_AUTHOR),
    '/atom.xml': serve(ATOM, 'application/atom+xml'),
    '/empty.xml': serve(EMPTY),
    '/broken.xml': serve(BROKEN),
    '/huge.xml': serve(HUGE),
    '/error.xml': (_req, res) => res.writeHead(503).end('down'),
    '/slow.xml': (_req, res) => {
      const timer = setTimeout(() => res.writeHead(200).end(EMPTY), 3000);
      res.on('close', () => clearTimeout(timer));
    },
    '/conditional.xml': (req, res) => {
      etagHits += 1;
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { etag: '"v1"' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"', 'last-modified': 'Mon, 02 Nov 2026 11:00:00 GMT' });
      res.end(RSS_AUTHOR);
    },
  });
});

afterAll(() => server.close());

const source = (path: string, extra: { timeoutMs?: number; maxBytes?: number } = {}) =>
  createRssSource({ url: server.url(path), fetcher, allowPrivate: true, ...extra });

describe('rss source', () => {
  it('when an RSS 2.0 feed has dc:creator bylines, then items keep them with outlet, link, guid, category and date', async () => {
    const result = await source('/dc.xml').fetch({ now: NOW });
    expect(result.error).toBeUndefined();
    expect(result.key).toBe(`rss:${server.url('/dc.xml')}`);
    const [first, second] = result.items;
    expect(first).toMatchObject({
      source: result.key,
      fingerprint: 'gazette-0001',
      title: 'Port authority approves ‘green berth’ plan',
      summary: 'The $240 million plan adds shore power to six berths.',
      url: 'https://gazette.example/2026/11/01/green-berth',
      outlet: 'Harbor & Main Gazette',
      author: 'Priya Raman',
      authorEmail: null,
      categoryHint: 'business',
    });
    expect(first?.publishedAt.toISOString()).toBe('2026-11-01T14:30:00.000Z');
    expect(second).toMatchObject({ author: 'Tom Ellery, Ana Ruiz', fingerprint: 'https://gazette.example/2026/10/30/two' });
  });

  it('when RSS <author> holds "email (Name)", then the name is the byline and the e-mail is kept only when literally present', async () => {
    const { items } = await source('/author.xml').fetch({ now: NOW });
    expect(items.map((i) => [i.author, i.authorEmail])).toEqual([
      ['Mara Voss', 'mara.voss@ledger.example'],
      ['Ken Adeyemi', null],
      [null, 'desk@ledger.example'],
    ]);
  });

  it('when an Atom feed names authors per entry or per feed, then entries carry them and their e-mails', async () => {
    const { items, error } = await source('/atom.xml').fetch({ now: NOW });
    expect(error).toBeUndefined();
    expect(items[0]).toMatchObject({
      title: 'Lander touches down',
      url: 'https://orbital.example/lander',
      fingerprint: 'tag:orbital.example,2026:lander',
      outlet: 'Orbital Notes',
      author: 'Ines Kowalczyk',
      authorEmail: 'ines@orbital.example',
      summary: 'A 3.2-tonne lander settled in the crater.',
      categoryHint: 'science',
    });
    expect(items[0]?.publishedAt.toISOString()).toBe('2026-11-01T21:15:00.000Z');
    expect(items[1]).toMatchObject({ author: 'Desk Editor', authorEmail: null, summary: 'Body text.' });
  });

  it('when the XML is malformed, then the source returns an error result instead of throwing', async () => {
    const result = await source('/broken.xml').fetch({ now: NOW });
    expect(result.items).toEqual([]);
    expect(result.error).toMatch(/malformed XML/);
  });

  it('when a feed has no items, then the result is empty and not an error', async () => {
    const result = await source('/empty.xml').fetch({ now: NOW });
    expect(result.error).toBeUndefined();
    expect(result.items).toEqual([]);
  });

  it('when the body is larger than the limit, then the result is an error naming the size', async () => {
    const result = await source('/huge.xml', { maxBytes: 64 * 1024 }).fetch({ now: NOW });
    expect(result.items).toEqual([]);
    expect(result.error).toMatch(/byte|large|limit/i);
  });

  it('when the server does not answer in time, then the result is a timeout error', async () => {
    const started = Date.now();
    const result = await source('/slow.xml', { timeoutMs: 300 }).fetch({ now: NOW });
    expect(result.error).toMatch(/within 300 ms|timeout/i);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('when the server answers with a non-2xx status, then the result is an error with the status', async () => {
    const result = await source('/error.xml').fetch({ now: NOW });
    expect(result.error).toMatch(/HTTP 503/);
  });

  it('when the stored ETag still matches, then the request is conditional and the result is notModified', async () => {
    const first = await source('/conditional.xml').fetch({ now: NOW });
    expect(first).toMatchObject({ etag: '"v1"', lastModified: 'Mon, 02 Nov 2026 11:00:00 GMT' });
    expect(first.items).toHaveLength(3);
    const second = await source('/conditional.xml').fetch({ now: NOW, state: { etag: first.etag ?? null, lastModified: first.lastModified ?? null } });
    expect(second).toMatchObject({ notModified: true, items: [], etag: '"v1"' });
    expect(second.error).toBeUndefined();
    const last = server.requests.filter((r) => r.path === '/conditional.xml').at(-1);
    expect(last?.headers['if-none-match']).toBe('"v1"');
    expect(last?.headers['if-modified-since']).toBe('Mon, 02 Nov 2026 11:00:00 GMT');
    expect(etagHits).toBe(2);
  });

  it('when loopback feeds are not explicitly allowed, then the fetch is refused as an error result', async () => {
    const result = await createRssSource({ url: server.url('/dc.xml'), fetcher, allowPrivate: false }).fetch({ now: NOW });
    expect(result.items).toEqual([]);
    expect(result.error).toBeTruthy();
  });
});
