import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRssSource } from '../../../src/discovery/sources/rss';
import { NOW, fetcher, serve, startFeedServer, type FeedServer, type Route } from './feed-server';

/**
 * Publishers' feeds come in shapes beyond tidy RSS 2.0 (issue 21, point 1): RSS 1.0 (RDF), titles in CDATA with
 * markup and entities, and bodies in legacy encodings. Each is read whole: clean titles, absolute links, the
 * feed's dates, and the right characters. The headlines are written for this test.
 */
const RSS1 = `<?xml version="1.0" encoding="UTF-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://lakeside.example/">
    <title>Lakeside Courier</title>
    <link>https://lakeside.example/</link>
    <items><rdf:Seq><rdf:li rdf:resource="https://lakeside.example/a"/><rdf:li rdf:resource="https://lakeside.example/b"/></rdf:Seq></items>
  </channel>
  <item rdf:about="https://lakeside.example/a">
    <title>Ferry timetable changes from Monday</title>
    <link>https://lakeside.example/a</link>
    <description>Two early sailings are added on weekdays.</description>
    <dc:creator>Oskar Lindqvist</dc:creator>
    <dc:date>2026-11-01T07:15:00+01:00</dc:date>
  </item>
  <item rdf:about="https://lakeside.example/b">
    <title>Library extends winter opening hours</title>
    <link>https://lakeside.example/b</link>
    <dc:date>2026-10-31T16:00:00Z</dc:date>
  </item>
</rdf:RDF>`;

const CDATA = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title><![CDATA[The Quarry & Mill Times]]></title><link>https://quarry.example</link>
  <item>
    <title><![CDATA[<b>Mill</b> reopens after flood &ndash; 40 jobs return]]></title>
    <link><![CDATA[https://quarry.example/news/mill?ref=rss&utm=feed]]></link>
    <pubDate>Sat, 31 Oct 2026 10:00:00 +0000</pubDate>
    <description><![CDATA[Owners say <em>&ldquo;full output&rdquo;</em> by spring.]]></description>
  </item>
  <item>
    <title>Caf&#233; owners &amp; landlords agree rent freeze</title>
    <link>/news/rent-freeze</link>
    <pubDate>Fri, 30 Oct 2026 09:00:00 GMT</pubDate>
  </item>
</channel></rss>`;

const LATIN1_TITLE = 'Señora Müller öffnet Café in Zürich';
const LATIN1 = `<?xml version="1.0" encoding="ISO-8859-1"?>
<rss version="2.0"><channel><title>Rhein Anzeiger</title><link>https://rhein.example</link>
  <item><title>${LATIN1_TITLE}</title><link>https://rhein.example/cafe</link><pubDate>Mon, 02 Nov 2026 06:00:00 GMT</pubDate></item>
</channel></rss>`;

const CP1252_TITLE = 'Mayor’s “fresh start” budget — what changes';
const CP1252 = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Northgate Post</title><link>https://northgate.example</link>
  <item><title>${CP1252_TITLE}</title><link>https://northgate.example/budget</link><pubDate>Mon, 02 Nov 2026 05:00:00 GMT</pubDate></item>
</channel></rss>`;

/** A body in a legacy encoding, sent as bytes (with or without the charset in the header). */
function encoded(body: string, encoding: 'latin1' | 'windows-1252', contentType: string): Route {
  const bytes =
    encoding === 'latin1'
      ? Buffer.from(body, 'latin1')
      : Buffer.from([...body].map((ch) => ({ '’': 0x92, '“': 0x93, '”': 0x94, '—': 0x97 })[ch] ?? ch.charCodeAt(0)));
  return (_req, res) => {
    res.writeHead(200, { 'content-type': contentType });
    res.end(bytes);
  };
}

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer({
    '/rss1.xml': serve(RSS1),
    '/cdata.xml': serve(CDATA),
    '/latin1.xml': encoded(LATIN1, 'latin1', 'application/rss+xml'),
    '/cp1252.xml': encoded(CP1252, 'windows-1252', 'text/xml; charset=windows-1252'),
  });
});
afterAll(() => server.close());

const read = async (path: string) => {
  const result = await createRssSource({ url: server.url(path), fetcher, allowPrivate: true }).fetch({ now: NOW });
  expect(result.error).toBeUndefined();
  return result.items;
};

describe('publishers’ feed shapes', () => {
  it('when a feed is RSS 1.0 (RDF), then every item is read with its link, byline and dc:date', async () => {
    const items = await read('/rss1.xml');
    expect(items.map((i) => [i.title, i.url, i.outlet, i.publishedAt.toISOString()])).toEqual([
      ['Ferry timetable changes from Monday', 'https://lakeside.example/a', 'Lakeside Courier', '2026-11-01T06:15:00.000Z'],
      ['Library extends winter opening hours', 'https://lakeside.example/b', 'Lakeside Courier', '2026-10-31T16:00:00.000Z'],
    ]);
    expect(items[0]!.author).toBe('Oskar Lindqvist');
  });

  it('when titles and links sit in CDATA with markup and entities, then titles are clean text and links absolute', async () => {
    const items = await read('/cdata.xml');
    expect(items.map((i) => [i.title, i.url])).toEqual([
      ['Mill reopens after flood – 40 jobs return', 'https://quarry.example/news/mill?ref=rss&utm=feed'],
      ['Café owners & landlords agree rent freeze', 'https://quarry.example/news/rent-freeze'],
    ]);
    expect(items[0]!.summary).toBe('Owners say “full output” by spring.');
    expect(items[0]!.outlet).toBe('The Quarry & Mill Times');
  });

  it('when a feed is ISO-8859-1 (declared only in the XML prolog) or windows-1252 (declared in the header), then its characters are read right', async () => {
    expect((await read('/latin1.xml')).map((i) => i.title)).toEqual([LATIN1_TITLE]);
    expect((await read('/cp1252.xml')).map((i) => i.title)).toEqual([CP1252_TITLE]);
  });
});
