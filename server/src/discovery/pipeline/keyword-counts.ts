import { phraseStems, stemSequence, withoutIdioms } from '../../text';
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

export interface CountedKeyword {
  term: string;
  /** The company the keyword belongs to: its own search results count for it, other companies' do not. */
  companyId: number | null;
}

/**
 * Keyword mention counts over the last 7 days and the 7 before, stem-aware and multi-word (see phrase-match.ts).
 * Items stream through `add` (a page at a time) and are not kept: each is turned into its word sequence once and
 * checked only against the keywords whose first word it holds, so many companies' keywords over tens of thousands
 * of items stay cheap in time and memory (an index of every item's words was 30 MB at 20,000 items).
 */
export class KeywordMentionCounter {
  private readonly needles: (readonly string[] | null)[];
  /** First word of a keyword → the keywords starting with it. */
  private readonly byFirstWord = new Map<string, number[]>();
  private readonly mentions: Int32Array;
  private readonly previous: Int32Array;
  /** The serial of the last item counted for each keyword: an item counts once however often it names it. */
  private readonly countedFor: Int32Array;
  private serial = 0;
  private readonly start: number;
  private readonly split: number;
  private readonly end: number;

  constructor(
    private readonly keywords: readonly CountedKeyword[],
    now: Date,
  ) {
    this.end = now.getTime();
    this.split = this.end - KEYWORD_WINDOW_DAYS * DAY;
    this.start = this.end - 2 * KEYWORD_WINDOW_DAYS * DAY;
    this.needles = keywords.map((k) => phraseStems(k.term));
    this.needles.forEach((needle, k) => {
      const first = needle?.[0];
      if (first === undefined) return;
      const list = this.byFirstWord.get(first);
      if (list) list.push(k);
      else this.byFirstWord.set(first, [k]);
    });
    this.mentions = new Int32Array(keywords.length);
    this.previous = new Int32Array(keywords.length);
    this.countedFor = new Int32Array(keywords.length).fill(-1);
  }

  /** Counts these items (those outside the two weeks are skipped). */
  add(items: readonly CountableItem[]): void {
    for (const item of items) {
      const t = item.publishedAt.getTime();
      if (t <= this.start || t > this.end) continue;
      const serial = this.serial++;
      const recent = t > this.split;
      const owner = item.companyId ?? null;
      // A keyword inside an idiom is not mentioned ('a minister in hot water' names no hot water).
      const seq = stemSequence(withoutIdioms(`${item.title} . ${item.summary}`));
      for (let i = 0; i < seq.length; i += 1) {
        const candidates = this.byFirstWord.get(seq[i]!);
        if (!candidates) continue;
        for (const k of candidates) {
          if (this.countedFor[k] === serial) continue;
          if (owner !== null && owner !== this.keywords[k]!.companyId) continue;
          if (!runAt(seq, this.needles[k]!, i)) continue;
          this.countedFor[k] = serial;
          if (recent) this.mentions[k]! += 1;
          else this.previous[k]! += 1;
        }
      }
    }
  }

  /** One count per keyword given, in their order. */
  counts(): KeywordCount[] {
    return this.keywords.map((_, k) => {
      const mentions = this.mentions[k]!;
      const previous = this.previous[k]!;
      return { mentions, previous, trend: growthPercent(mentions, previous) };
    });
  }
}

/** True when `needle` occurs in `haystack` starting at `at`. */
function runAt(haystack: readonly string[], needle: readonly string[], at: number): boolean {
  if (at + needle.length > haystack.length) return false;
  for (let j = 0; j < needle.length; j += 1) if (haystack[at + j] !== needle[j]) return false;
  return true;
}
