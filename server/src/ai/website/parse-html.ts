import * as cheerio from 'cheerio';
import type { SocialLinks } from '@newsjack/shared';
import type { ParsedSite } from '../types';

/** Elements that never carry the company's own description: chrome, scripts, forms, cookie banners. */
const BOILERPLATE = [
  'script', 'style', 'noscript', 'template', 'svg', 'iframe', 'canvas', 'nav', 'footer', 'header nav', 'form', 'aside',
  '[role=navigation]', '[role=banner] nav', '[role=contentinfo]', '[aria-hidden=true]', '[hidden]',
  '[class*=cookie]', '[id*=cookie]', '[class*=consent]', '[class*=newsletter]',
].join(',');
const BLOCKS = 'h1,h2,h3,h4,h5,h6,p,li,blockquote,dd,dt,figcaption,td,th';
const MAX_TEXT = 20_000;

/** Reduces a home page to what the analysis reads. Social links are taken before footers are removed. */
export function parseHtml(html: string, pageUrl: string): ParsedSite {
  const $ = cheerio.load(html);
  const meta = (selector: string) => clean($(selector).first().attr('content') ?? '');
  const links = absoluteLinks($, pageUrl);
  const title = clean($('title').first().text()) || meta('meta[property="og:title"]');
  const structured = structuredFacts($);
  // A script-rendered site may say what it does only in its JSON-LD.
  const description = meta('meta[name="description"]') || structured.description;
  const ogDescription = meta('meta[property="og:description"]');
  $(BOILERPLATE).remove();
  const headings = unique($('h1,h2,h3').toArray().map((el) => clean($(el).text())).filter((h) => h.length > 1 && h.length <= 120)).slice(0, 40);
  const root = $('main').length > 0 ? $('main') : $('article').length > 0 ? $('article') : $('body');
  const blocks = unique(
    root
      .find(BLOCKS)
      // A block inside another block (a <p> in an <li>) would be read twice; keep the innermost text.
      .filter((_, el) => $(el).find(BLOCKS).length === 0)
      .toArray()
      .map((el) => clean($(el).text()))
      .filter((t) => t.length > 1),
  );
  const text = blocks.length > 0 ? blocks.join('\n') : clean(root.text());
  const mainText = [text, ...structured.lines].filter(Boolean).join('\n').slice(0, MAX_TEXT);
  return { url: pageUrl, title, description, ogDescription, headings, mainText, socialLinks: socialLinksFrom(links), links };
}

const ORGANISATION = /^(?:Organization|Corporation|LocalBusiness|NGO|GovernmentOrganization|EducationalOrganization|MedicalOrganization|Store|ProfessionalService|SoftwareApplication|Product|Service)$/;

/**
 * What the page's JSON-LD says of the company and its offer: the organisation's description, and one line per
 * product or service ('Name: description'). Broken JSON-LD says nothing.
 */
function structuredFacts($: cheerio.CheerioAPI): { description: string; lines: string[] } {
  const nodes: Array<Record<string, unknown>> = [];
  const visit = (v: unknown) => {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (!item || typeof item !== 'object') continue;
      nodes.push(item as Record<string, unknown>);
      visit((item as Record<string, unknown>)['@graph']);
    }
  };
  for (const el of $('script[type="application/ld+json"]').toArray()) {
    try {
      visit(JSON.parse($(el).text()));
    } catch {
      // Not JSON: skipped.
    }
  }
  const typeOf = (n: Record<string, unknown>) => (Array.isArray(n['@type']) ? n['@type'] : [n['@type']]).filter((t): t is string => typeof t === 'string');
  const text = (v: unknown) => (typeof v === 'string' ? clean(v) : '');
  let description = '';
  const lines: string[] = [];
  for (const node of nodes) {
    const types = typeOf(node);
    if (!types.some((t) => ORGANISATION.test(t))) continue;
    const said = text(node['description']);
    if (!said) continue;
    if (!description && !types.some((t) => /^(?:Product|Service|SoftwareApplication)$/.test(t))) description = said;
    else lines.push(text(node['name']) ? `${text(node['name'])}: ${said}` : said);
  }
  return { description, lines: lines.slice(0, 20) };
}

function absoluteLinks($: cheerio.CheerioAPI, base: string): string[] {
  const out: string[] = [];
  for (const el of $('a[href]').toArray()) {
    const href = $(el).attr('href') ?? '';
    try {
      const url = new URL(href, base);
      if (url.protocol === 'http:' || url.protocol === 'https:') out.push(url.href);
    } catch {
      // A malformed href is simply not a link we can use.
    }
  }
  return unique(out).slice(0, 300);
}

/** The company's own profiles: LinkedIn company/school pages, an X or Twitter account, an Instagram account. */
function socialLinksFrom(links: readonly string[]): SocialLinks {
  const find = (test: (url: URL) => boolean) => {
    for (const link of links) {
      const url = new URL(link);
      if (test(url)) return link;
    }
    return null;
  };
  const host = (url: URL) => url.hostname.replace(/^(?:www|[a-z]{2})\./, '');
  const firstSegment = (url: URL) => url.pathname.split('/').filter(Boolean)[0] ?? '';
  return {
    linkedin: find((u) => host(u) === 'linkedin.com' && /^\/(?:company|school|showcase)\/[^/]+/.test(u.pathname)),
    x: find((u) => ['x.com', 'twitter.com'].includes(host(u)) && /^[A-Za-z0-9_]{1,15}$/.test(firstSegment(u)) && !['intent', 'share', 'home', 'i'].includes(firstSegment(u))),
    instagram: find((u) => host(u) === 'instagram.com' && /^[A-Za-z0-9_.]+$/.test(firstSegment(u)) && !['p', 'explore', 'reel'].includes(firstSegment(u))),
  };
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}
