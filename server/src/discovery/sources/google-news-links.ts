/**
 * What a Google News item says beyond its title, read as a person reads it: the publisher's own address behind
 * Google's redirect link when the link itself carries it, and the other outlets' reports of the same story that
 * the description lists (a story several outlets told arrives as one item with the rest in an `<ol>`).
 */
import { stripHtml } from './feed-text';

const ARTICLE_PATH = /\/articles\/([A-Za-z0-9_-]+)/;

/** The article id of a Google News link (what the item's guid is), or null. */
export const articleId = (link: string): string | null => ARTICLE_PATH.exec(link)?.[1] ?? null;

/** A protobuf varint at `at`: its value and where the next field starts (null past the end or beyond 2^28). */
function varint(bytes: Uint8Array, at: number): { value: number; next: number } | null {
  let value = 0;
  for (let shift = 0, i = at; i < bytes.length && shift <= 28; i += 1, shift += 7) {
    value |= (bytes[i]! & 0x7f) << shift;
    if ((bytes[i]! & 0x80) === 0) return { value, next: i + 1 };
  }
  return null;
}

/**
 * The publisher's URL inside a Google News article link, when the link's id carries it in the open: the id is a
 * base64url protobuf whose length-delimited field 4 (tag byte 0x22) holds the address in older links. Newer ids
 * are opaque ('AU_yqL…'): then null, and the Google link is kept (resolving it means fetching Google).
 */
export function publisherUrl(googleLink: string | null): string | null {
  if (!googleLink) return null;
  let host: string;
  try {
    host = new URL(googleLink).hostname;
  } catch {
    return null;
  }
  if (host !== 'news.google.com') return null;
  const id = articleId(googleLink);
  if (!id) return null;
  const bytes = Buffer.from(id, 'base64url');
  for (let i = 0; i < bytes.length - 1; i += 1) {
    if (bytes[i] !== 0x22) continue;
    const length = varint(bytes, i + 1);
    if (!length || length.value < 12 || length.next + length.value > bytes.length) continue;
    const text = bytes.subarray(length.next, length.next + length.value).toString('utf8');
    if (!/^https?:\/\//.test(text)) continue;
    try {
      const url = new URL(text);
      if (url.hostname !== 'news.google.com') return url.toString();
    } catch {
      // Not an address after all: look further.
    }
  }
  return null;
}

/** One report a Google News description lists: its headline, its outlet and its link. */
export interface ListedReport {
  title: string;
  outlet: string | null;
  link: string;
}

const LIST_ITEM = /<li\b[^>]*>([\s\S]*?)<\/li>/gi;
const ANCHOR = /<a\b[^>]*\bhref\s*=\s*"([^"]+)"[^>]*>([\s\S]*?)<\/a>/i;
const FONT = /<font\b[^>]*>([\s\S]*?)<\/font>/i;
/** An attribute value as written in HTML: the one entity an address carries. */
const attribute = (value: string) => value.replace(/&amp;/g, '&').trim();

/**
 * The reports a description lists as `<li><a href>Headline</a> <font>Outlet</font></li>` (the HTML as Google
 * sends it, entities already decoded once by the XML reader). A description without a list names only the item
 * itself: none.
 */
export function listedReports(descriptionHtml: string): ListedReport[] {
  const reports: ListedReport[] = [];
  for (const [, body] of descriptionHtml.matchAll(LIST_ITEM)) {
    const anchor = ANCHOR.exec(body ?? '');
    if (!anchor) continue;
    const title = stripHtml(anchor[2] ?? '', 500);
    const link = attribute(anchor[1] ?? '');
    if (!title || !/^https?:\/\//.test(link)) continue;
    const outlet = stripHtml(FONT.exec(body ?? '')?.[1] ?? '', 200) || null;
    reports.push({ title, outlet, link });
  }
  return reports;
}
