import type { ParsedSite } from '../types';

/**
 * Which of a site's own pages say what the company does (issue 22, point 1): the pages a person would open after
 * the home page. Ranked by what their address names: about first, then products, services and the rest.
 */
const PAGE_KINDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(?:about|about-us|who-we-are|our-story|our-company|company|mission)\b/, 0],
  [/\b(?:products?|platform|solutions?|services?|what-we-do|features|how-it-works|shop|collections?)\b/, 1],
  [/\b(?:industries|sectors|customers|clients|case-studies|who-we-serve|markets)\b/, 2],
  [/\b(?:press|newsroom|news|media)\b/, 3],
];
/** Pages besides the home page read at most. */
export const MAX_EXTRA_PAGES = 4;
/** Text kept per extra page: the home page leads, the others add what it does not say. */
const EXTRA_TEXT = 5_000;
const MAX_TEXT = 20_000;

const sameSite = (a: URL, b: URL) => a.hostname.replace(/^www\./, '') === b.hostname.replace(/^www\./, '');

/**
 * The kind of page an address names (lower ranks first), or null for any other page. `homePath` is the home page's
 * own folder: a site that lives below one (a project site at /northwind/, a shop at /uk/) names its pages after it.
 */
function kindOf(url: URL, homePath = '/'): number | null {
  const full = url.pathname.toLowerCase();
  const path = full.startsWith(homePath) ? `/${full.slice(homePath.length)}` : full;
  if (path === '/' || /\.(?:pdf|jpe?g|png|gif|svg|zip|xml|json)$/.test(path)) return null;
  // The first segment says what the page is (after a language code: /en/about); a blog post whose slug mentions
  // 'services' is not a services page.
  const segments = path.split('/').filter(Boolean);
  const head = (/^[a-z]{2}(?:-[a-z]{2})?$/.test(segments[0] ?? '') ? segments[1] : segments[0]) ?? '';
  for (const [pattern, rank] of PAGE_KINDS) if (pattern.test(head)) return rank;
  return null;
}

/**
 * The site's own pages worth reading after `home`, best first, at most MAX_EXTRA_PAGES, one per kind of page
 * before a second of any kind (an about page and a products page say more than two product pages).
 */
export function pagesWorthReading(home: ParsedSite, candidates: readonly string[] = home.links): string[] {
  const base = new URL(home.url);
  const seen = new Set<string>([canonical(base)]);
  // The folder the home page sits in, lower case and ending in '/': '/' for most sites.
  const homePath = base.pathname.toLowerCase().replace(/[^/]*$/, '');
  const ranked: Array<{ url: string; rank: number; order: number }> = [];
  candidates.forEach((link, order) => {
    let url: URL;
    try {
      url = new URL(link, base);
    } catch {
      return;
    }
    if (!sameSite(url, base) || (url.protocol !== 'https:' && url.protocol !== 'http:')) return;
    const key = canonical(url);
    const rank = kindOf(url, homePath);
    if (rank === null || seen.has(key)) return;
    seen.add(key);
    ranked.push({ url: `${url.origin}${url.pathname}`, rank, order });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  const firstOfKind = ranked.filter((r, i) => ranked.findIndex((x) => x.rank === r.rank) === i);
  const rest = ranked.filter((r) => !firstOfKind.includes(r));
  return [...firstOfKind, ...rest].slice(0, MAX_EXTRA_PAGES).map((r) => r.url);
}

function canonical(url: URL): string {
  return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}`.toLowerCase();
}

/** The `<loc>` addresses of a sitemap (or sitemap index): where a script-rendered home page links nothing. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gi)].map((m) => m[1]!.replace(/&amp;/g, '&')).slice(0, 500);
}

/**
 * The home page with what the other pages add: their headings and text after its own (each page's share
 * bounded), its description filled from theirs when it has none, and the list of pages read.
 */
export function mergePages(home: ParsedSite, others: readonly ParsedSite[]): ParsedSite {
  if (others.length === 0) return { ...home, pagesRead: [home.url] };
  const texts = [home.mainText, ...others.map((p) => p.mainText.slice(0, EXTRA_TEXT))];
  const headings = [...new Set([...home.headings, ...others.flatMap((p) => p.headings)])].slice(0, 60);
  return {
    ...home,
    description: home.description || others.find((p) => p.description)?.description || '',
    ogDescription: home.ogDescription || others.find((p) => p.ogDescription)?.ogDescription || '',
    headings,
    mainText: texts.filter(Boolean).join('\n').slice(0, MAX_TEXT),
    pagesRead: [home.url, ...others.map((p) => p.url)],
  };
}
