/** Writes one outlet's planned items as an RSS 2.0 document with Dublin Core bylines. */
import { emailOf } from './outlets';
import type { PlannedItem } from './plan';
import type { Outlet } from './types';

/** Written into every channel description; the generator only ever deletes files that carry it. */
export const CORPUS_MARKER = 'Fictional outlet: Newsjack demo corpus.';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 72)
    .replace(/-+$/, '');
}

/** The item's URL (also its guid): section, headline slug and a CMS-style number that grows with time. */
export function itemLink(outlet: Outlet, item: PlannedItem, number: number): string {
  return `https://${outlet.domain}/${item.category}/${slugify(item.title)}-${number}`;
}

function description(outlet: Outlet, summary: string): string {
  // HTML-wrapped descriptions (inside CDATA) exercise the same stripping real feeds need.
  return outlet.htmlDescriptions ? `<![CDATA[<p>${escapeXml(summary)}</p>]]>` : escapeXml(summary);
}

export interface RenderedItem {
  item: PlannedItem;
  link: string;
}

/** Items newest first; numbers are assigned oldest first so later articles get higher numbers. */
export function renderOutlet(outlet: Outlet, items: PlannedItem[], anchor: Date): { xml: string; rendered: RenderedItem[] } {
  const chronological = [...items].sort(
    (a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.title.localeCompare(b.title) || a.journalist.name.localeCompare(b.journalist.name),
  );
  const rendered = chronological.map((item, i) => ({ item, link: itemLink(outlet, item, 10001 + i) })).reverse();
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `  <title>${escapeXml(outlet.name)}</title>`,
    `  <link>https://${outlet.domain}/</link>`,
    `  <atom:link href="https://${outlet.domain}/feed.xml" rel="self" type="application/rss+xml"/>`,
    `  <description>${escapeXml(outlet.description)} (${CORPUS_MARKER})</description>`,
    '  <language>en-us</language>',
    `  <lastBuildDate>${anchor.toUTCString()}</lastBuildDate>`,
    '  <ttl>60</ttl>',
  ];
  for (const { item, link } of rendered) {
    const name = item.journalist.name;
    lines.push(
      '  <item>',
      `    <title>${escapeXml(item.title)}</title>`,
      `    <link>${link}</link>`,
      `    <guid isPermaLink="true">${link}</guid>`,
      `    <dc:creator>${escapeXml(name)}</dc:creator>`,
      ...(item.withEmail ? [`    <author>${emailOf(name, outlet.domain)} (${escapeXml(name)})</author>`] : []),
      `    <category>${item.category}</category>`,
      `    <category>${escapeXml(item.label)}</category>`,
      `    <pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
      `    <description>${description(outlet, item.summary)}</description>`,
      '  </item>',
    );
  }
  lines.push('</channel>', '</rss>', '');
  return { xml: lines.join('\n'), rendered };
}
