/**
 * The bundled demo corpus (server/data/demo-corpus/*.xml): fictional RSS feeds so a default install, with no
 * feeds configured and no network, has news from the first start.
 *
 * Dates in the files are relative to an anchor, each channel's `<lastBuildDate>`. At read time every date is
 * shifted by (now − anchor), so the newest items are always from about now and the corpus covers the last 30
 * days whenever it is read.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../config';
import { keptPromise } from '../../kept-promise';
import type { NewsItem, NewsSource } from '../types';
import { errorMessage } from './conditional-get';
import { parseFeed } from './rss';

/** What every demo item's `source` starts with: how trends and screens know news is the bundled fiction. */
export const DEMO_SOURCE_PREFIX = 'demo:';

// From the repository root, not this module's own location: the compiled server is one bundle elsewhere.
export const DEFAULT_DEMO_CORPUS_DIR = path.join(repoRoot, 'server', 'data', 'demo-corpus');

interface AnchoredItem {
  item: NewsItem;
  /** Milliseconds before the channel's anchor. */
  ageMs: number;
}

/** Dates are never clamped while reading the files: they are all in the past relative to the anchor. */
const FAR_FUTURE = new Date(8.64e15);

// The files are read-only data; parse them once per folder and shift the dates on every fetch.
const cache = new Map<string, Promise<AnchoredItem[]>>();

async function loadCorpus(dir: string): Promise<AnchoredItem[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.xml')).sort();
  if (files.length === 0) throw new Error(`no demo feeds in ${dir}`);
  const all: AnchoredItem[] = [];
  for (const file of files) {
    const slug = path.basename(file, '.xml');
    const feed = parseFeed(await readFile(path.join(dir, file), 'utf8'), { source: `${DEMO_SOURCE_PREFIX}${slug}`, now: FAR_FUTURE });
    if (!feed.builtAt) throw new Error(`demo feed ${file} has no lastBuildDate to anchor its dates`);
    const anchor = feed.builtAt.getTime();
    for (const item of feed.items) all.push({ item, ageMs: Math.max(0, anchor - item.publishedAt.getTime()) });
  }
  return all;
}

function corpus(dir: string): Promise<AnchoredItem[]> {
  // A failed read is not remembered, so a fixed folder is picked up on the next cycle.
  return keptPromise(cache, dir, () => loadCorpus(dir));
}

/** A light plural fold so 'heat pumps' finds 'heat pump' and 'batteries' finds 'battery'. */
function fold(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(fold);
}

/**
 * True when every word of the keyword occurs in the text, ignoring case and plurals. Words of four letters or
 * more also match as prefixes ('cyber' finds 'cybersecurity').
 */
export function matchesKeyword(text: string, keyword: string): boolean {
  const wanted = words(keyword);
  if (wanted.length === 0) return false;
  const present = words(text);
  return wanted.every((w) => present.some((p) => p === w || (w.length >= 4 && p.startsWith(w))));
}

export interface DemoCorpusOptions {
  dir?: string;
  /** Search the corpus for a keyword (personal searches in an install without network). */
  keyword?: string;
}

/** Key: `demo` (the whole corpus) or `demo-search:<keyword>`. */
export function createDemoCorpusSource(options: DemoCorpusOptions = {}): NewsSource {
  const dir = path.resolve(options.dir ?? DEFAULT_DEMO_CORPUS_DIR);
  const keyword = options.keyword?.trim();
  const key = keyword ? `demo-search:${keyword}` : 'demo';
  return {
    key,
    kind: 'demo',
    async fetch(ctx) {
      try {
        const now = ctx.now.getTime();
        const items: NewsItem[] = [];
        for (const { item, ageMs } of await corpus(dir)) {
          if (keyword && !matchesKeyword(`${item.title} ${item.summary}`, keyword)) continue;
          items.push({ ...item, publishedAt: new Date(now - ageMs), ...(keyword ? { keyword } : {}) });
        }
        return { key, items };
      } catch (err) {
        return { key, items: [], error: errorMessage(err) };
      }
    },
  };
}
