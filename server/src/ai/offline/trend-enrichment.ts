import { cosine, extractiveSummary, splitSentences, TfIdf, titleCase } from '../../text';
import type { WordLexicon } from '../../semantic/semantic-engine';
import type { TrendEnrichment } from '../schemas';
import type { EnrichTrendsInput, TrendCluster } from '../types';
import { mapInTurns } from '../../event-loop-turns';
import { detectCategory } from './category';
import { prepareExemplars } from './category-exemplars';
import { joinList, truncateWords } from './prose';

const NEWS_PREFIX = /^(?:breaking|exclusive|live|watch|opinion|analysis|update|updated|explainer|video|podcast)\s*[:|–—-]\s*/i;

/**
 * One pass over the whole batch: the offline engine needs no call per trend. It runs on the server's thread, so it
 * lets the event loop turn between clusters (a cycle enriches thousands), after the example reports' index is built
 * in turns of its own.
 */
export async function enrichTrendsOffline(input: EnrichTrendsInput, lexicon?: WordLexicon): Promise<TrendEnrichment[]> {
  await prepareExemplars(lexicon);
  return mapInTurns(input.clusters, (cluster) => enrichCluster(cluster, lexicon));
}

function enrichCluster(cluster: TrendCluster, lexicon: WordLexicon | undefined): TrendEnrichment {
  const titles = cluster.titles.map((t) => cleanHeadline(t, cluster.outlets)).filter((t) => t.length > 0);
  const title = representativeTitle(titles) ?? (titleCase(cluster.keywords.slice(0, 3).join(' ')) || cluster.key);
  const text = [...titles, ...cluster.summaries, cluster.keywords.join(' ')].join('\n');
  return {
    key: cluster.key,
    title,
    description: describe(cluster, titles, title),
    category: detectCategory(text, cluster.categoryHint, lexicon, Math.max(1, titles.length)).category,
    trendingReason: trendingReason(cluster),
  };
}

/** Drops 'BREAKING:' prefixes and ' - Reuters' suffixes; a shouted headline is title-cased. */
export function cleanHeadline(raw: string, outlets: readonly string[]): string {
  let title = raw.replace(/\s+/g, ' ').trim().replace(NEWS_PREFIX, '');
  const suffix = /\s+[|–—-]\s+([^|–—-]{2,40})$/.exec(title);
  if (suffix) {
    const tail = (suffix[1] ?? '').trim().toLowerCase();
    const isOutlet = outlets.some((o) => o.toLowerCase() === tail) || tail.split(' ').length <= 3;
    if (isOutlet) title = title.slice(0, suffix.index).trim();
  }
  return /\p{Ll}/u.test(title) ? title : titleCase(title);
}

/** The headline closest to all the others (the cluster's centroid); ties go to the shorter, then the earlier one. */
export function representativeTitle(titles: readonly string[]): string | null {
  if (titles.length === 0) return null;
  const tfidf = new TfIdf();
  for (const t of titles) tfidf.addDocument(t);
  const vectors = tfidf.vectors();
  const scored = titles.map((title, i) => ({
    title,
    i,
    score: vectors.reduce((sum, v, j) => (i === j ? sum : sum + cosine(vectors[i] ?? new Map(), v)), 0),
  }));
  scored.sort((a, b) => b.score - a.score || a.title.length - b.title.length || a.i - b.i);
  return scored[0]?.title ?? null;
}

function describe(cluster: TrendCluster, titles: string[], chosen: string): string {
  const sentences = cluster.summaries.flatMap((s) => splitSentences(s)).filter((s) => s.length >= 25);
  if (sentences.length > 0) return truncateWords(extractiveSummary(sentences, 2).join(' '), 360);
  const others = titles.filter((t) => t !== chosen).slice(0, 2);
  if (others.length > 0) return truncateWords(`Coverage also includes ${joinList(others.map((t) => `“${t}”`))}.`, 360);
  const outlet = cluster.outlets[0];
  return outlet ? `${outlet} reports: “${chosen}”.` : `Reported as: “${chosen}”.`;
}

/** Names the figures the input gives: mentions, outlets, growth and the recurring terms. */
export function trendingReason(cluster: TrendCluster): string {
  const mentions = cluster.mentions ?? cluster.titles.length;
  const outlets = [...new Set(cluster.outlets)];
  const named = outlets.slice(0, 3);
  const outletText =
    outlets.length === 0
      ? ''
      : ` by ${outlets.length} outlet${outlets.length === 1 ? '' : 's'} (${joinList(named)}${outlets.length > 3 ? ', among others' : ''})`;
  const growth = cluster.growthPercent;
  const growthText =
    growth === undefined || growth === 0 ? '' : `, ${growth > 0 ? 'up' : 'down'} ${Math.abs(Math.round(growth))}% on the previous period`;
  const terms = cluster.keywords.slice(0, 3);
  const termsText = terms.length > 0 ? ` Recurring terms: ${joinList(terms)}.` : '';
  return `Covered ${mentions} time${mentions === 1 ? '' : 's'}${outletText}${growthText}.${termsText}`;
}
