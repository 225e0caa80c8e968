import { containsRun, phraseStems, stemSequence } from '../../text';
import { growthPercent } from './metrics';

export interface KeywordCount {
  /** Items mentioning the keyword in the last 7 days. */
  mentions: number;
  /** The same for the 7 days before. */
  previous: number;
  /** Percent change (growthPercent rules: from 0 it is mentions × 100, capped). */
  trend: number;
}

export interface CountableItem {
  title: string;
  summary: string;
  publishedAt: Date;
  /** Null for global items; a company's id for its personal search results (counted for that company only). */
  companyId?: number | null;
}

export const KEYWORD_WINDOW_DAYS = 7;
const DAY = 86_400_000;

/**
 * Keyword mention counts over the last 7 days and the 7 before, stem-aware and multi-word (see phrase-match.ts).
 * The items are stemmed once into an inverted index (stem → items); a keyword is checked only against the items
 * holding its rarest stem, so many companies' keywords over thousands of items stay cheap.
 */
export class KeywordMentionIndex {
  private readonly sequences: string[][] = [];
  private readonly recent: boolean[] = [];
  private readonly owner: (number | null)[] = [];
  private readonly index = new Map<string, number[]>();

  constructor(items: readonly CountableItem[], now: Date) {
    const end = now.getTime();
    const split = end - KEYWORD_WINDOW_DAYS * DAY;
    const start = end - 2 * KEYWORD_WINDOW_DAYS * DAY;
    for (const item of items) {
      const t = item.publishedAt.getTime();
      if (t <= start || t > end) continue;
      const seq = stemSequence(`${item.title} . ${item.summary}`);
      const pos = this.sequences.length;
      this.sequences.push(seq);
      this.recent.push(t > split);
      this.owner.push(item.companyId ?? null);
      for (const s of new Set(seq)) {
        const list = this.index.get(s);
        if (list) list.push(pos);
        else this.index.set(s, [pos]);
      }
    }
  }

  /** Counts for one keyword over the global items plus `companyId`'s own items. */
  count(keyword: string, companyId: number | null = null): KeywordCount {
    const needle = phraseStems(keyword);
    let mentions = 0;
    let previous = 0;
    if (needle) {
      const postings = needle.map((s) => this.index.get(s) ?? []).sort((a, b) => a.length - b.length)[0] ?? [];
      for (const pos of postings) {
        const owner = this.owner[pos];
        if (owner !== null && owner !== companyId) continue;
        if (!containsRun(this.sequences[pos]!, needle)) continue;
        if (this.recent[pos]) mentions += 1;
        else previous += 1;
      }
    }
    return { mentions, previous, trend: growthPercent(mentions, previous) };
  }
}
