import { FetchFailedError, FetchRefusedError, type SafeFetch } from '../../net';
import type { ParsedSite } from '../types';
import { parseHtml } from './parse-html';

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

/**
 * Fetches and parses a company's home page through the guarded fetcher. Never throws for a bad site: the
 * failure comes back with a reason so the analysis continues from the user's input (websiteReadable: false).
 */
export async function analyseWebsite(website: string, fetcher: SafeFetch): Promise<WebsiteAnalysis> {
  const url = normaliseWebsiteUrl(website);
  if (!url) return failed('invalid_url', `“${website}” is not a website address`);
  try {
    const response = await fetcher(url, { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' });
    if (response.status < 200 || response.status >= 300) {
      return failed('http_error', `${response.url} answered with status ${response.status}`);
    }
    if (!/\b(?:text\/html|application\/xhtml\+xml)\b/i.test(response.contentType)) {
      return failed('not_html', `${response.url} is not a web page (${response.contentType || 'no content type'})`);
    }
    return { site: parseHtml(response.bodyText, response.url), failure: null };
  } catch (error) {
    if (error instanceof FetchRefusedError) return failed('refused', error.message);
    if (error instanceof FetchFailedError) return failed('unreachable', error.message);
    throw error;
  }
}

function failed(reason: WebsiteFailureReason, message: string): WebsiteAnalysis {
  return { site: null, failure: { reason, message } };
}
