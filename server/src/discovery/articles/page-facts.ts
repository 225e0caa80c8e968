import { DEMO_SOURCE_PREFIX } from '../sources/demo-corpus';
import type { NewsItem } from '../types';
import type { ArticlePages } from './article-pages';

/** Article pages a discovery cycle reads at most: a cycle's other work must not wait on hundreds of sites. */
export const PAGES_PER_CYCLE = 30;
/** A feed summary shorter than this says too little to cluster on; the page's lead says more. */
const THIN_SUMMARY = 160;
/** Characters of the page's text taken as the item's summary. */
const LEAD_CHARS = 600;

/** An item worth its page: a real publisher's link, and a feed that gave no byline or too little text. */
function wantsPage(item: NewsItem): boolean {
  if (!item.url || item.source.startsWith(DEMO_SOURCE_PREFIX)) return false;
  try {
    // A Google News redirect is Google's page, not the publisher's (google-news-links.ts resolves what it can).
    if (new URL(item.url).hostname === 'news.google.com') return false;
  } catch {
    return false;
  }
  return !item.author || item.summary.length < THIN_SUMMARY;
}

function lead(text: string): string {
  if (text.length <= LEAD_CHARS) return text;
  const cut = text.slice(0, LEAD_CHARS);
  const end = cut.lastIndexOf('. ');
  return end > LEAD_CHARS / 2 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}

/**
 * Items of a scheduled global cycle (start-up, manual runs and searches a user waits for read no pages) completed
 * from their article pages (issue 21, point 2): the byline the feed lacked (an address only when
 * the page prints it for the only author) and, for a thin summary, the article's lead, which clustering reads.
 * The newest PAGES_PER_CYCLE items that want a page are read; the rest, and any page that cannot be read, stay as
 * the feed gave them.
 */
export async function withPageFacts(items: NewsItem[], pages: ArticlePages): Promise<NewsItem[]> {
  const wanted = items
    .filter(wantsPage)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, PAGES_PER_CYCLE);
  if (wanted.length === 0) return items;
  const read = await pages.read(
    wanted.map((i) => i.url!),
    { maxPages: PAGES_PER_CYCLE },
  );
  if (read.size === 0) return items;
  return items.map((item) => {
    const page = item.url ? read.get(item.url) : undefined;
    if (!page) return item;
    const byline = !item.author && page.authors.length > 0;
    const only = page.authors.length === 1 ? page.authors[0]! : null;
    return {
      ...item,
      ...(byline ? { author: page.authors.map((a) => a.name).join(', '), authorEmail: only?.email ?? null } : {}),
      ...(item.summary.length < THIN_SUMMARY && page.text ? { summary: lead(page.text) } : {}),
    };
  });
}
