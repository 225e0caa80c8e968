import { FetchFailedError, FetchRefusedError, type SafeFetch } from '../../net';
import type { ParsedSite } from '../types';
import { parseHtml } from './parse-html';
import { MAX_EXTRA_PAGES, mergePages, pagesWorthReading, sitemapLocations } from './site-pages';

export type WebsiteFailureReason = 'invalid_url' | 'refused' | 'unreachable' | 'http_error' | 'not_html';

export type WebsiteAnalysis =
  | { site: ParsedSite; failure: null }
  | { site: null; failure: { reason: WebsiteFailureReason; message: string } };

/** 'example.com' and 'www.example.com/about' become https URLs; anything with a scheme is kept as given. */
export function normaliseWebsiteUrl(website: string): string | null {
  const trimmed = website.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? url.href : null;
  } catch {
    return null;
  }
}

const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';
/** Time for the pages after the home page, all together: onboarding waits for them. */
const EXTRA_PAGES_DEADLINE_MS = 12_000;

/** One more page of the site, parsed, or null (a page that fails is simply not read). */
async function readPage(url: string, fetcher: SafeFetch, timeoutMs: number): Promise<ParsedSite | null> {
  try {
    const res = await fetcher(url, { accept: HTML_ACCEPT, timeoutMs });
    if (res.status < 200 || res.status >= 300 || !/\b(?:text\/html|application\/xhtml\+xml)\b/i.test(res.contentType)) return null;
    return parseHtml(res.bodyText, res.url);
  } catch {
    return null;
  }
}

/** The pages to read after the home page: those it links, else those its sitemap lists. */
async function extraPages(home: ParsedSite, fetcher: SafeFetch): Promise<string[]> {
  const linked = pagesWorthReading(home);
  if (linked.length >= 2) return linked;
  try {
    const res = await fetcher(new URL('/sitemap.xml', home.url).href, { accept: 'application/xml,text/xml;q=0.9', timeoutMs: 5_000 });
    if (res.status < 200 || res.status >= 300) return linked;
    return [...new Set([...linked, ...pagesWorthReading(home, sitemapLocations(res.bodyText))])].slice(0, MAX_EXTRA_PAGES);
  } catch {
    return linked;
  }
}

/**
 * Reads a company's site as a person would (issue 22): the home page, then the pages it links as about,
 * products, services, industries, customers or press (or its sitemap lists), one after another within a time
 * budget, all through the guarded fetcher. Never throws for a bad site: when the home page cannot be read the
 * failure comes back with a reason so the analysis continues from the user's input (websiteReadable: false).
 */
export async function analyseWebsite(website: string, fetcher: SafeFetch): Promise<WebsiteAnalysis> {
  const url = normaliseWebsiteUrl(website);
  if (!url) return failed('invalid_url', `“${website}” is not a website address`);
  try {
    const response = await fetcher(url, { accept: HTML_ACCEPT });
    if (response.status < 200 || response.status >= 300) {
      return failed('http_error', `${response.url} answered with status ${response.status}`);
    }
    if (!/\b(?:text\/html|application\/xhtml\+xml)\b/i.test(response.contentType)) {
      return failed('not_html', `${response.url} is not a web page (${response.contentType || 'no content type'})`);
    }
    const home = parseHtml(response.bodyText, response.url);
    const deadline = Date.now() + EXTRA_PAGES_DEADLINE_MS;
    const others: ParsedSite[] = [];
    for (const url of await extraPages(home, fetcher)) {
      const left = deadline - Date.now();
      if (left < 500) break;
      const page = await readPage(url, fetcher, Math.min(left, 8_000));
      if (page && page.mainText) others.push(page);
    }
    return { site: mergePages(home, others), failure: null };
  } catch (error) {
    if (error instanceof FetchRefusedError) return failed('refused', error.message);
    if (error instanceof FetchFailedError) return failed('unreachable', error.message);
    throw error;
  }
}

function failed(reason: WebsiteFailureReason, message: string): WebsiteAnalysis {
  return { site: null, failure: { reason, message } };
}
