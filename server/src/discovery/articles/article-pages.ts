/**
 * Reading article pages politely (issue 21, point 2): every fetch through the outbound-fetch guard, at most a set
 * number of pages per call, one page at a time per site, robots.txt honoured, and each page read once per day
 * (cached by URL in this process). A page that cannot be read is skipped quietly: the feed's own facts stand.
 */
import robotsParser from 'robots-parser';
import type { SafeFetch } from '../../net';
import { readArticle, type ArticleReading } from './read-article';

/** The product's name as robots.txt rules address it. */
export const CRAWLER_NAME = 'NewsjackBot';
export const PAGE_MAX_BYTES = 1024 * 1024;
export const PAGE_TIMEOUT_MS = 8_000;
/** Sites read side by side; pages of one site are read one after another. */
const SITES_AT_ONCE = 3;
const DAY = 86_400_000;
/** Pages and robots.txt answers remembered (most recent kept). */
const MAX_REMEMBERED = 2000;

type Robots = { isAllowed(url: string, ua?: string): boolean | undefined };

interface Remembered<T> {
  value: T;
  at: number;
}

/** A small map that forgets the oldest entry past its size and any entry older than a day. */
class DayCache<T> {
  private readonly entries = new Map<string, Remembered<T>>();
  get(key: string, now: number): T | undefined {
    const hit = this.entries.get(key);
    if (!hit || now - hit.at > DAY) return undefined;
    return hit.value;
  }
  set(key: string, value: T, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    if (this.entries.size > MAX_REMEMBERED) this.entries.delete(this.entries.keys().next().value!);
  }
}

export interface ArticlePagesDeps {
  fetch: SafeFetch;
  now?: () => Date;
}

export interface ReadPagesOptions {
  /** Pages fetched at most in this call (cached pages are free). */
  maxPages: number;
  /** The outlet's name, so it is never taken for an author. */
  outlet?: string | null;
}

export function createArticlePages(deps: ArticlePagesDeps) {
  const now = () => (deps.now ?? (() => new Date()))().getTime();
  const pages = new DayCache<ArticleReading | null>();
  const robots = new DayCache<Robots | null>();

  async function robotsOf(origin: string): Promise<Robots | null> {
    const known = robots.get(origin, now());
    if (known !== undefined) return known;
    let parsed: Robots | null = null;
    try {
      const res = await deps.fetch(`${origin}/robots.txt`, { accept: 'text/plain', maxBytes: 256 * 1024, timeoutMs: PAGE_TIMEOUT_MS });
      // No robots.txt (4xx): everything may be read; a server error: nothing, until it answers.
      if (res.status >= 200 && res.status < 300) parsed = robotsParser(`${origin}/robots.txt`, res.bodyText);
      else if (res.status >= 500) parsed = { isAllowed: () => false };
    } catch {
      parsed = { isAllowed: () => false };
    }
    robots.set(origin, parsed, now());
    return parsed;
  }

  async function readOne(url: string, outlet: string | null): Promise<ArticleReading | null> {
    const origin = new URL(url).origin;
    const rules = await robotsOf(origin);
    if (rules && rules.isAllowed(url, CRAWLER_NAME) === false) return null;
    try {
      const res = await deps.fetch(url, { accept: 'text/html, application/xhtml+xml', maxBytes: PAGE_MAX_BYTES, timeoutMs: PAGE_TIMEOUT_MS });
      if (res.status < 200 || res.status >= 300 || !/html/i.test(res.contentType ?? 'text/html')) return null;
      return readArticle(res.bodyText, res.url || url, outlet);
    } catch {
      return null;
    }
  }

  return {
    /**
     * Reads the pages of these URLs (http(s) only, each once), newest first as given, within the budget. Answers
     * what could be read, by URL.
     */
    async read(urls: readonly string[], options: ReadPagesOptions): Promise<Map<string, ArticleReading>> {
      const out = new Map<string, ArticleReading>();
      const bySite = new Map<string, string[]>();
      let budget = options.maxPages;
      for (const url of new Set(urls)) {
        let parsed: URL;
        try {
          parsed = new URL(url);
        } catch {
          continue;
        }
        if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') continue;
        const cached = pages.get(url, now());
        if (cached !== undefined) {
          if (cached) out.set(url, cached);
          continue;
        }
        if (budget <= 0) continue;
        budget -= 1;
        bySite.set(parsed.host, [...(bySite.get(parsed.host) ?? []), url]);
      }
      const sites = [...bySite.values()];
      const worker = async () => {
        for (let site = sites.shift(); site; site = sites.shift()) {
          for (const url of site) {
            const reading = await readOne(url, options.outlet ?? null);
            pages.set(url, reading, now());
            if (reading) out.set(url, reading);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(SITES_AT_ONCE, sites.length) }, worker));
      return out;
    },
  };
}

export type ArticlePages = ReturnType<typeof createArticlePages>;
