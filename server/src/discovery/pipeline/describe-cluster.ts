import { cosine, sentimentScore, labelFor, type SentimentLabel, type SparseVector, type Term } from '../../text';
import { MAX_TREND_REPORTS } from '@newsjack/shared';
import { stripOutletSuffix } from './normalize';

/** What the pipeline reads from an item; `NewsItem` and `news_items` rows both fit. */
export interface PipelineItem {
  title: string;
  summary: string;
  url?: string | null;
  outlet?: string | null;
  publishedAt: Date;
  categoryHint?: string | null;
  /** Reports the source grouped as one story share it (NewsItem.storyKey). */
  storyKey?: string | null;
}

export const MAX_RELATED_KEYWORDS = 10;

/** One report of a trend as stored (trends.reports) and shown: the wire's TrendReport with a Date. */
export interface DraftReport {
  url: string;
  outlet: string | null;
  title: string;
  publishedAt: Date;
}

/**
 * The reports with a link, one per URL, most recent first, at most `limit`: each with its outlet (the feed's
 * name for it, else null: the screens fall back to the link's site) and its headline without the outlet suffix.
 */
export function trendReports(items: readonly PipelineItem[], limit = MAX_TREND_REPORTS): DraftReport[] {
  const seen = new Set<string>();
  const reports: DraftReport[] = [];
  for (const item of [...items].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())) {
    const url = item.url?.trim();
    if (!url || seen.has(url)) continue;
    seen.add(url);
    const outlet = item.outlet?.trim() || null;
    reports.push({ url, outlet, title: stripOutletSuffix(item.title, outlet), publishedAt: item.publishedAt });
    if (reports.length >= limit) break;
  }
  return reports;
}

/** Outlets by how many of the items they carried, then by name. */
export function outletsByCoverage(items: readonly PipelineItem[]): string[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const outlet = item.outlet?.trim();
    if (outlet) counts.set(outlet, (counts.get(outlet) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([outlet]) => outlet);
}

/** Average sentiment of the items' headline + summary, with the text module's label thresholds. */
export function clusterSentiment(items: readonly PipelineItem[]): { score: number; label: SentimentLabel } {
  if (items.length === 0) return { score: 0, label: 'neutral' };
  let sum = 0;
  for (const item of items) sum += sentimentScore(`${item.title}. ${item.summary}`).score;
  const score = Math.round((sum / items.length) * 1000) / 1000;
  return { score, label: labelFor(score) };
}

/** The feeds' own category most items carry, if any. */
export function majorityCategoryHint(items: readonly PipelineItem[]): string | undefined {
  const counts = new Map<string, number>();
  for (const item of items) if (item.categoryHint) counts.set(item.categoryHint, (counts.get(item.categoryHint) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/** The member closest to the cluster's centroid: its headline and summary stand for the story before enrichment. */
export function representative(members: readonly number[], vectors: readonly SparseVector[]): number {
  const centroid = new Map<string, number>();
  for (const m of members) for (const [term, w] of vectors[m]!) centroid.set(term, (centroid.get(term) ?? 0) + w);
  let best = members[0]!;
  let bestScore = -1;
  for (const m of members) {
    const score = cosine(vectors[m]!, centroid);
    if (score > bestScore) [best, bestScore] = [m, score];
  }
  return best;
}

/** Headline without its outlet suffix, and the first sentences of the summary, as a fallback title/description. */
export function fallbackText(item: PipelineItem): { title: string; description: string } {
  const summary = item.summary.trim();
  const description = summary.length <= 300 ? summary : `${summary.slice(0, 297).replace(/\s+\S*$/u, '')}…`;
  return { title: stripOutletSuffix(item.title, item.outlet), description };
}

/** A bare number says nothing as a keyword ('2024', '3.75'); '5g' or 'covid-19' do. */
const BARE_NUMBER = /^[\d.,%]+$/u;

/**
 * Related keywords: the cluster's terms weighted (1 + ln tf) within the cluster times their idf over every item
 * of the cycle, so the top terms are the words that set this story apart from the rest of the news. Reusing the
 * item corpus's idf (rather than a second corpus of clusters) keeps this O(cluster size). Shown as most often
 * written (see `restoreCasing` for capitals); bare numbers are left out. Ties go alphabetically.
 */
export function relatedKeywords(members: readonly number[], terms: readonly (readonly Term[])[], idf: (stem: string) => number, n = MAX_RELATED_KEYWORDS): string[] {
  const counts = new Map<string, number>();
  const surfaces = new Map<string, Map<string, number>>();
  for (const m of members) {
    for (const { stem, surface } of terms[m] ?? []) {
      counts.set(stem, (counts.get(stem) ?? 0) + 1);
      const forms = surfaces.get(stem) ?? new Map<string, number>();
      forms.set(surface, (forms.get(surface) ?? 0) + 1);
      surfaces.set(stem, forms);
    }
  }
  return [...counts]
    .map(([stem, count]) => {
      const forms = [...surfaces.get(stem)!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      return { term: forms[0]![0], score: (1 + Math.log(count)) * idf(stem) };
    })
    .filter((t) => !BARE_NUMBER.test(t.term))
    .sort((a, b) => b.score - a.score || a.term.localeCompare(b.term))
    .slice(0, n)
    .map((t) => t.term);
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * Gives lower-cased keywords the spelling the articles use ('ecb' → 'ECB', 'nvidia' → 'Nvidia', 'rate' stays).
 * Words opening a sentence or a headline are skipped (their capital says nothing), summaries count twice
 * (headlines are often Title Cased), and a word seen only sentence-initially keeps its lower case.
 */
export function restoreCasing(words: readonly string[], items: readonly PipelineItem[]): string[] {
  const wanted = new Set(words);
  const forms = new Map<string, Map<string, number>>();
  const tally = (text: string, weight: number) => {
    for (const match of text.matchAll(WORD)) {
      const form = match[0].replace(/['’]s$/u, '');
      const lower = form.toLowerCase();
      if (!wanted.has(lower)) continue;
      if (match.index === 0 || /[.!?:]\s*$/u.test(text.slice(Math.max(0, match.index - 3), match.index))) continue;
      const counts = forms.get(lower) ?? new Map<string, number>();
      counts.set(form, (counts.get(form) ?? 0) + weight);
      forms.set(lower, counts);
    }
  };
  for (const item of items) {
    tally(item.title, 1);
    tally(item.summary, 2);
  }
  return words.map((word) => {
    const counts = forms.get(word);
    if (!counts) return word;
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] === word ? -1 : b[0] === word ? 1 : a[0].localeCompare(b[0])))[0]![0];
  });
}
