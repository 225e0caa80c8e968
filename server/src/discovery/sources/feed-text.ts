/**
 * Helpers shared by the XML sources: one configured XML parser, reading text out of parsed nodes, stripping HTML,
 * parsing feed dates and deriving fingerprints.
 */
import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import { XMLParser } from 'fast-xml-parser';

/** Elements that may repeat; always arrays so a one-item feed reads like a hundred-item one. */
const REPEATABLE = new Set([
  'item',
  'entry',
  'category',
  'link',
  'author',
  'dc:creator',
  'contributor',
  'ht:news_item',
  'atom:link',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Keep values as strings: a guid "0012" or a title "2026" must not become a number.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  // Entity expansion stays on with fast-xml-parser's default limits (defuses "billion laughs" documents).
  processEntities: true,
  isArray: (name) => REPEATABLE.has(name),
});

/** Parses XML, throwing a readable error for malformed documents instead of returning a half-read tree. */
export function parseXml(xml: string): Record<string, unknown> {
  try {
    return parser.parse(xml, true) as Record<string, unknown>;
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new Error(`malformed XML: ${detail}`, { cause: err });
  }
}

export type XmlNode = Record<string, unknown>;

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Text content of a parsed element: a plain value, or the `#text` of an element that also has attributes. */
export function textOf(value: unknown): string {
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isNode(value)) return textOf(value['#text']);
  return '';
}

export function attrOf(value: unknown, name: string): string {
  const node = Array.isArray(value) ? value[0] : value;
  return isNode(node) ? textOf(node[`@_${name}`]) : '';
}

const HIDDEN = /<(script|style|noscript|template|iframe|object)\b/i;
// Block boundaries become spaces, or '</p><p>' would glue the last word of one paragraph to the next.
const BLOCK_TAG = /<\/?(?:br|hr|p|div|li|dt|dd|h[1-6]|tr|td|th|blockquote|figcaption|section|article)\b[^>]*>/gi;

function htmlToText(html: string): string {
  // Block tags are handled by a regex and hidden elements only looked for when present: cheerio selectors
  // cost more than the parse itself, and feeds have hundreds of descriptions.
  const $ = cheerio.load(html.replace(BLOCK_TAG, ' '), null, false);
  if (HIDDEN.test(html)) $('script, style, noscript, template, iframe, object').remove();
  return $.root().text();
}

/** Feeds put HTML (sometimes escaped twice) in descriptions and titles; reduce it to single-spaced plain text. */
export function stripHtml(html: string, maxLength = 2000): string {
  if (!html) return '';
  const text = /[<&]/.test(html) ? htmlToText(html) : html;
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1).trimEnd()}…` : clean;
}

const MONTHS: Record<string, number> = {
  jan: 0, feb: 1, mar: 2, apr: 3, may: 4, jun: 5, jul: 6, aug: 7, sep: 8, oct: 9, nov: 10, dec: 11,
};
// RFC 822 names for zones; Date.parse knows only some of them.
const ZONES: Record<string, number> = {
  UT: 0, UTC: 0, GMT: 0, Z: 0, EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
};
const RFC822 = /^(?:[a-z]{3},?\s+)?(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{2,4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[a-z]{1,5})?$/i;

/** RFC 822 (RSS) or ISO 8601 (Atom) date; null when the text is neither. */
export function parseFeedDate(text: string): Date | null {
  const value = text.trim();
  if (!value) return null;
  const m = RFC822.exec(value);
  if (m) {
    const [, day, mon, yearText, hh, mm, ss, zone] = m;
    const month = MONTHS[(mon ?? '').slice(0, 3).toLowerCase()];
    if (month !== undefined) {
      let year = Number(yearText);
      if (year < 100) year += year < 50 ? 2000 : 1900;
      let offset = 0;
      if (zone && /^[+-]\d{4}$/.test(zone)) {
        const sign = zone.startsWith('-') ? -1 : 1;
        offset = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)));
      } else if (zone) {
        offset = ZONES[zone.toUpperCase()] ?? 0;
      }
      const utc = Date.UTC(year, month, Number(day), Number(hh), Number(mm), Number(ss ?? 0)) - offset * 60_000;
      return Number.isFinite(utc) ? new Date(utc) : null;
    }
  }
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? new Date(parsed) : null;
}

/**
 * The item's date, never in the future: feeds with skewed clocks would otherwise look like the newest news for
 * days. An undated item counts as seen now.
 */
export function itemDate(text: string, now: Date): Date {
  const parsed = parseFeedDate(text);
  if (!parsed || parsed.getTime() > now.getTime()) return new Date(now.getTime());
  return parsed;
}

/** Fingerprint when an item has neither guid nor link: a hash of what identifies it. */
export function hashFingerprint(...parts: string[]): string {
  return `sha256:${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32)}`;
}

/** An absolute http(s) URL or null (feeds carry relative links, `javascript:` links and plain junk). */
export function httpUrlOrNull(value: string, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
