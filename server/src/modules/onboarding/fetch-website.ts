import { analyseWebsite, type WebsiteAnalysis } from '../../ai/website/analyse-website';
import { createSafeFetch } from '../../net';

/** Reads a company's home page for the analysis; never throws for a bad site (the failure comes back instead). */
export type FetchWebsite = (website: string) => Promise<WebsiteAnalysis>;

/** A home page is small; anything slower or larger than this is not worth holding the onboarding request for. */
const WEBSITE_TIMEOUT_MS = 10_000;
const WEBSITE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The guarded fetcher (private and loopback addresses refused unless ALLOW_PRIVATE_FETCH) feeding the HTML
 * parser. A dependency of its own so tests can replace the network with a fake site.
 */
export function createWebsiteFetcher(options: { allowPrivate: boolean }): FetchWebsite {
  const fetcher = createSafeFetch({
    allowPrivate: options.allowPrivate,
    timeoutMs: WEBSITE_TIMEOUT_MS,
    maxBytes: WEBSITE_MAX_BYTES,
  });
  return (website) => analyseWebsite(website, fetcher);
}
