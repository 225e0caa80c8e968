/**
 * RSS 2.0 (and RDF/RSS 1.0) and Atom feeds, read with a real XML parser. Bylines (`dc:creator`, `author`) are
 * kept as printed because media contacts are built from them.
 */
import type { NewsItem, NewsSource } from '../types';
import { cleanName, joinNames, nameKey, parseRssAuthor, peopleOfByline, type Byline } from './byline';
import { XML_ACCEPT, FEED_MAX_BYTES, runNetworkSource, type NetworkOptions } from './conditional-get';
import {
  asArray,
  attrOf,
  hashFingerprint,
  httpUrlOrNull,
  isNode,
  itemDate,
  parseFeedDate,
  parseXml,
  stripHtml,
  textOf,
  type XmlNode,
} from './feed-text';

export interface ParsedFeed {
  outlet: string | null;
  /** The feed's own build/update date, if it states one. */
  builtAt: Date | null;
  items: NewsItem[];
}

export interface ParseFeedOptions {
  /** Written into every item's `source`. */
  source: string;
  now: Date;
  /** Base for relative links (the feed's URL). */
  baseUrl?: string;
}

/** Parses an RSS or Atom document. Throws on malformed XML or a document that is neither. */
export function parseFeed(xml: string, options: ParseFeedOptions): ParsedFeed {
  const doc = parseXml(xml);
  const rss = doc['rss'];
  if (isNode(rss)) return parseRss(asNode(rss['channel']), asArray(asNode(rss['channel'])['item']), options);
  const rdf = doc['rdf:RDF'];
  if (isNode(rdf)) return parseRss(asNode(rdf['channel']), asArray(rdf['item']), options);
  const feed = doc['feed'];
  if (isNode(feed)) return parseAtom(feed, options);
  throw new Error('not an RSS or Atom feed');
}

function asNode(value: unknown): XmlNode {
  const first = Array.isArray(value) ? value[0] : value;
  return isNode(first) ? first : {};
}

function categoriesOf(values: unknown[]): string | undefined {
  for (const value of values) {
    const label = (textOf(value) || attrOf(value, 'term') || attrOf(value, 'label')).trim().toLowerCase();
    if (label) return label;
  }
  return undefined;
}

/** An item needs a title; feeds that only carry a description get its opening words as one. */
function titleFrom(rawTitle: unknown, summary: string): string {
  const title = stripHtml(textOf(rawTitle), 500);
  if (title) return title;
  return summary.length > 120 ? `${summary.slice(0, 119).trimEnd()}…` : summary;
}

/**
 * An e-mail is attached only when it plainly belongs to the first person of the byline: the element that printed
 * it names that person (name variants allowed), or names nobody while the byline has one person.
 */
function emailFor(author: string | null, bylines: Byline[]): string | null {
  const first = peopleOfByline(author)[0];
  const single = peopleOfByline(author).length <= 1;
  for (const byline of bylines) {
    if (!byline.email) continue;
    if (byline.name ? first !== undefined && nameKey(byline.name) === nameKey(first) : single) return byline.email;
  }
  return null;
}

function parseRss(channel: XmlNode, rawItems: unknown[], options: ParseFeedOptions): ParsedFeed {
  const outlet = stripHtml(textOf(channel['title']), 200) || null;
  const channelLink = httpUrlOrNull(textOf(channel['link']), options.baseUrl) ?? options.baseUrl;
  const built = parseFeedDate(
    textOf(channel['lastBuildDate']) || textOf(channel['pubDate']) || textOf(channel['dc:date']),
  );
  const items: NewsItem[] = [];
  for (const raw of rawItems) {
    if (!isNode(raw)) continue;
    const summary = stripHtml(textOf(raw['description']) || textOf(raw['content:encoded']));
    const title = titleFrom(raw['title'], summary);
    if (!title) continue;
    const link = httpUrlOrNull(textOf(raw['link']), channelLink);
    const guid = textOf(raw['guid']);
    const dateText = textOf(raw['pubDate']) || textOf(raw['dc:date']);
    const creators = asArray(raw['dc:creator']).map((c) => cleanName(stripHtml(textOf(c), 300)));
    const authors = asArray(raw['author']).map((a) => parseRssAuthor(stripHtml(textOf(a), 300)));
    const author = joinNames([...creators, ...authors.map((a) => a.name)]);
    items.push({
      source: options.source,
      fingerprint: guid || link || hashFingerprint(options.source, title, dateText),
      title,
      summary,
      url: link,
      outlet,
      author,
      authorEmail: emailFor(author, authors),
      publishedAt: itemDate(dateText, options.now),
      categoryHint: categoriesOf(asArray(raw['category'])),
    });
  }
  return { outlet, builtAt: built, items };
}

function atomLink(links: unknown[], base: string | undefined): string | null {
  const candidates = links.filter(isNode);
  const alternate = candidates.find((l) => !attrOf(l, 'rel') || attrOf(l, 'rel') === 'alternate') ?? candidates[0];
  return alternate ? httpUrlOrNull(attrOf(alternate, 'href'), base) : null;
}

function atomPeople(values: unknown[]): Byline[] {
  return values.filter(isNode).map((person) => {
    const email = textOf(person['email']).toLowerCase();
    return { name: cleanName(stripHtml(textOf(person['name']), 300)), email: email || null };
  });
}

function parseAtom(feed: XmlNode, options: ParseFeedOptions): ParsedFeed {
  const outlet = stripHtml(textOf(feed['title']), 200) || null;
  const feedLink = atomLink(asArray(feed['link']), options.baseUrl) ?? options.baseUrl;
  const feedAuthors = atomPeople(asArray(feed['author']));
  const items: NewsItem[] = [];
  for (const raw of asArray(feed['entry'])) {
    if (!isNode(raw)) continue;
    const summary = stripHtml(textOf(raw['summary']) || textOf(raw['content']));
    const title = titleFrom(raw['title'], summary);
    if (!title) continue;
    const link = atomLink(asArray(raw['link']), feedLink);
    const id = textOf(raw['id']);
    const dateText = textOf(raw['published']) || textOf(raw['updated']);
    // Atom lets an entry inherit the feed's authors when it names none.
    const entryAuthors = atomPeople(asArray(raw['author']));
    const people = entryAuthors.length > 0 ? entryAuthors : feedAuthors;
    const contributors = atomPeople(asArray(raw['contributor']));
    const author = joinNames([...people, ...contributors].map((p) => p.name));
    items.push({
      source: options.source,
      fingerprint: id || link || hashFingerprint(options.source, title, dateText),
      title,
      summary,
      url: link,
      outlet,
      author,
      authorEmail: emailFor(author, people),
      publishedAt: itemDate(dateText, options.now),
      categoryHint: categoriesOf(asArray(raw['category'])),
    });
  }
  return { outlet, builtAt: parseFeedDate(textOf(feed['updated'])), items };
}

export interface RssSourceOptions extends NetworkOptions {
  url: string;
}

/** A configured feed (DISCOVERY_FEEDS or the admin config). Key: `rss:<url>`. */
export function createRssSource(options: RssSourceOptions): NewsSource {
  const key = `rss:${options.url}`;
  return {
    key,
    kind: 'rss',
    fetch: (ctx) =>
      runNetworkSource(
        key,
        options.url,
        options,
        { accept: XML_ACCEPT, maxBytes: FEED_MAX_BYTES, state: ctx.state },
        (body, finalUrl) => parseFeed(body, { source: key, now: ctx.now, baseUrl: finalUrl }).items,
      ),
  };
}
