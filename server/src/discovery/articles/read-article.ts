/**
 * What an article page says about itself: its main text (Mozilla's Readability over linkedom's DOM), its authors
 * and its publication time, read the way newspapers publish them. Authors come first from JSON-LD
 * (`NewsArticle.author`, with a job title, an author page and an address when the markup gives them), then from
 * `author` / `article:author` meta, then from `rel=author` links and the byline Readability finds in the markup.
 * An organisation, a desk or a wire service named as author is not a person (byline.ts decides, as for feeds).
 * Nothing is guessed: an address is one the page prints for that person.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { bylinePeople, isPersonName, nameKey } from '../sources/byline';
import { httpUrlOrNull } from '../sources/feed-text';

/** linkedom's document: the DOM the server reads pages with (the server compiles without the browser's DOM types). */
type Document = ReturnType<typeof parseHTML>['document'];

export interface ArticleAuthor {
  name: string;
  /** As the page gives it ('Transport Correspondent'), else null. */
  jobTitle: string | null;
  /** The author's page on the outlet's site, absolute, else null. */
  profileUrl: string | null;
  /** Only an address the page prints for this author. */
  email: string | null;
}

export interface ArticleReading {
  title: string | null;
  /** The article's main text, whitespace collapsed ('' when the page has none Readability can find). */
  text: string;
  authors: ArticleAuthor[];
  publishedAt: Date | null;
}

/** Main text kept per article: enough for clustering and beats, small enough to store. */
export const MAX_ARTICLE_TEXT = 4000;

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asList = (v: Json): Json[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const str = (v: Json): string | null => (typeof v === 'string' && v.trim() ? v.replace(/\s+/g, ' ').trim() : null);

const ARTICLE_TYPES = /^(?:News|Report|Analysis|Opinion|Review|Background|Blog)?(?:Article|Posting)$|^(?:Article|NewsArticle)$/;

/** Every JSON-LD node of the page, `@graph` members included. */
function jsonLdNodes(document: Document): Record<string, Json>[] {
  const nodes: Record<string, Json>[] = [];
  const visit = (v: Json) => {
    for (const item of asList(v)) {
      if (!isObject(item)) continue;
      nodes.push(item);
      if (item['@graph']) visit(item['@graph']);
    }
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(script.textContent ?? ''));
    } catch {
      // A page's broken JSON-LD says nothing; the meta and the markup may.
    }
  }
  return nodes;
}

const typesOf = (node: Record<string, Json>): string[] => asList(node['@type']).filter((t): t is string => typeof t === 'string');

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}$/i;
const emailOf = (v: Json): string | null => {
  const s = str(v)?.replace(/^mailto:/i, '');
  return s && EMAIL.test(s) ? s.toLowerCase() : null;
};

/** JSON-LD authors of the article node: people only; `@id` references resolved against the page's other nodes. */
function jsonLdAuthors(nodes: Record<string, Json>[], base: string, outlet: string | null): ArticleAuthor[] {
  const byId = new Map(nodes.filter((n) => typeof n['@id'] === 'string').map((n) => [n['@id'] as string, n]));
  const article = nodes.find((n) => typesOf(n).some((t) => ARTICLE_TYPES.test(t)));
  if (!article) return [];
  const authors: ArticleAuthor[] = [];
  for (const raw of asList(article['author'])) {
    const entry = isObject(raw) && typeof raw['@id'] === 'string' && !raw['name'] ? (byId.get(raw['@id']) ?? raw) : raw;
    if (typeof entry === 'string') {
      for (const p of bylinePeople(entry, outlet)) authors.push({ name: p.name, jobTitle: p.title, profileUrl: null, email: null });
      continue;
    }
    if (!isObject(entry)) continue;
    const types = typesOf(entry);
    // An Organization (the outlet, a wire service) is not a person; an untyped entry must look like one.
    if (types.length > 0 && !types.includes('Person')) continue;
    const name = str(entry['name']);
    if (!name || !isPersonName(name, outlet)) continue;
    authors.push({
      name,
      jobTitle: str(entry['jobTitle']),
      profileUrl: httpUrlOrNull(str(entry['url']) ?? str(asList(entry['sameAs'])[0]) ?? '', base),
      email: emailOf(entry['email']),
    });
  }
  return authors;
}

const metaContents = (document: Document, selector: string): string[] =>
  [...document.querySelectorAll(selector)].map((m) => m.getAttribute('content')?.trim() ?? '').filter(Boolean);

/** `author` and `article:author` meta: names (a URL there is an author page, not a name). */
function metaAuthors(document: Document, base: string, outlet: string | null): ArticleAuthor[] {
  const values = metaContents(document, 'meta[name="author"], meta[property="article:author"], meta[name="article:author"]');
  const authors: ArticleAuthor[] = [];
  for (const value of values) {
    if (/^https?:\/\//i.test(value)) continue;
    for (const p of bylinePeople(value, outlet)) authors.push({ name: p.name, jobTitle: p.title, profileUrl: null, email: null });
  }
  // A lone article:author URL belongs to the one author named.
  const pages = values.filter((v) => /^https?:\/\//i.test(v));
  if (authors.length === 1 && pages.length === 1) authors[0]!.profileUrl = httpUrlOrNull(pages[0]!, base);
  return authors;
}

/** Authors linked with rel=author: the link text is the name, its target the author page. */
function relAuthors(document: Document, base: string, outlet: string | null): ArticleAuthor[] {
  return [...document.querySelectorAll('a[rel~="author"]')].flatMap((a) => {
    const name = (a.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/^by\s+/i, '');
    if (!isPersonName(name, outlet)) return [];
    return [{ name, jobTitle: null, profileUrl: httpUrlOrNull(a.getAttribute('href') ?? '', base), email: null }];
  });
}

/** Addresses the page prints as mailto links, by the text or title they carry. */
function printedEmails(document: Document): Array<{ email: string; label: string }> {
  return [...document.querySelectorAll('a[href^="mailto:"]')].flatMap((a) => {
    const email = emailOf(a.getAttribute('href')?.split('?')[0] ?? '');
    return email ? [{ email, label: `${a.textContent ?? ''} ${a.getAttribute('title') ?? ''}`.toLowerCase() }] : [];
  });
}

/** Merges author lists found in several places: one entry per person, the first place's details kept, gaps filled. */
function merge(...lists: ArticleAuthor[][]): ArticleAuthor[] {
  const out = new Map<string, ArticleAuthor>();
  for (const list of lists) {
    for (const a of list) {
      const key = nameKey(a.name);
      const seen = out.get(key);
      if (!seen) out.set(key, { ...a });
      else {
        seen.jobTitle ??= a.jobTitle;
        seen.profileUrl ??= a.profileUrl;
        seen.email ??= a.email;
      }
    }
  }
  return [...out.values()];
}

function publishedAtOf(document: Document, nodes: Record<string, Json>[]): Date | null {
  const article = nodes.find((n) => typesOf(n).some((t) => ARTICLE_TYPES.test(t)));
  const candidates = [
    str(article?.['datePublished']),
    ...metaContents(document, 'meta[property="article:published_time"], meta[name="article:published_time"], meta[itemprop="datePublished"]'),
    document.querySelector('time[datetime]')?.getAttribute('datetime') ?? null,
  ];
  for (const c of candidates) {
    const t = c ? Date.parse(c) : NaN;
    if (Number.isFinite(t)) return new Date(t);
  }
  return null;
}

/**
 * Reads one article page. `url` is the page's address (relative links resolve against it); `outlet`, when known,
 * keeps the outlet's own name from being taken for a person.
 */
export function readArticle(html: string, url: string, outlet: string | null = null): ArticleReading {
  const { document: doc } = parseHTML(html);
  const nodes = jsonLdNodes(doc);
  const fromJsonLd = jsonLdAuthors(nodes, url, outlet);
  const fromMeta = metaAuthors(doc, url, outlet);
  const fromLinks = relAuthors(doc, url, outlet);
  const publishedAt = publishedAtOf(doc, nodes);
  const emails = printedEmails(doc);
  // Readability changes the document it reads: everything else is read first.
  const parsed = new Readability(doc as never, { charThreshold: 200 }).parse();
  const fromByline = parsed?.byline
    ? bylinePeople(parsed.byline.replace(/^by\s+/i, ''), outlet).map((p) => ({ name: p.name, jobTitle: p.title, profileUrl: null, email: null }))
    : [];
  const authors = merge(fromJsonLd, fromMeta, fromLinks, fromByline);
  // An address printed beside a name (its link text or title names the author) is that author's.
  for (const a of authors) {
    if (a.email) continue;
    const last = a.name.split(' ').pop()!.toLowerCase();
    a.email = emails.find((e) => e.label.includes(a.name.toLowerCase()) || e.label.includes(last))?.email ?? null;
  }
  const text = (parsed?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_ARTICLE_TEXT);
  return { title: parsed?.title?.trim() || null, text, authors, publishedAt };
}
