import type { SentimentLabel } from '../../text';
import type { SparseVector, Term } from '../../text';
import { TermCache } from '../../text/term-cache';
import { clusterItems, type ClusterDoc, type ClusterOptions, type MeaningSignal } from './cluster';
import { itemTermsAndVector } from './features';
import type { WordLexicon } from '../../semantic/semantic-engine';
import {
  clusterSentiment,
  fallbackText,
  majorityCategoryHint,
  outletsByCoverage,
  relatedKeywords,
  representative,
  restoreCasing,
  trendReports,
  type DraftReport,
  type PipelineItem,
} from './describe-cluster';
import {
  cycleVelocityBars,
  hourlyHistory,
  metricsForWindow,
  ownWindow,
  type MentionBucket,
  type TrendWindow,
  type Volume,
  type WindowMetrics,
} from './metrics';
import { compareForRank, rankScore, volumesByPercentile } from './ranking';

export interface DraftOptions {
  now: Date;
  /** A story needs this many items to become a trend; one article is not a trend. */
  minClusterSize: number;
  /**
   * Only the best-ranked clusters are the day's list, seen by everyone, as each costs an enrichment; 60 leaves room
   * for a busy week's stories (a newsroom set of 35 stories lost some to a cap of 40 once traps and pairs were
   * counted). Those ranked past it are off the list (`offList`).
   */
  maxTrends: number;
  /**
   * A story off the day's list (one outlet alone reported it, or it ranked past maxTrends), published within this
   * many days, is drafted too (`offList`): discovery shows it to the companies it matters to (write-trends), so a
   * rule in a company's field is not missed because only one outlet covered it, or because two trade titles did on
   * a busy day. 7 keeps it to news that is still new.
   */
  offListWithinDays: number;
  cluster?: Partial<ClusterOptions>;
}

export const DEFAULT_DRAFT_OPTIONS: Omit<DraftOptions, 'now'> = {
  minClusterSize: 2,
  maxTrends: 60,
  offListWithinDays: 7,
};

/** A cluster measured and described from its items alone, before enrichment and persistence. */
export interface TrendDraft {
  /** Indices into the items given, oldest first. */
  members: number[];
  representative: number;
  fallbackTitle: string;
  fallbackDescription: string;
  categoryHint?: string;
  relatedKeywords: string[];
  /** The reports, most recent first (see trendReports). */
  reports: DraftReport[];
  outlets: string[];
  history: MentionBucket[];
  /** The stored window: the narrowest holding every report (see ownWindow). */
  timeframe: TrendWindow;
  metrics: WindowMetrics;
  sentiment: SentimentLabel;
  sentimentScore: number;
  volume: Volume;
  rank: number;
  score: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

export interface DraftResult {
  drafts: TrendDraft[];
  /**
   * Recent stories off the day's list, ranked after every trend (see DraftOptions.offListWithinDays): first those
   * told more than once that ranked past maxTrends, best first, then those told once, newest first.
   */
  offList: TrendDraft[];
  /** Every cluster, singletons included (item indices). */
  clusters: number[][];
  stats: { items: number; clusters: number; pairChecks: number; joinedPairs: number };
}

/**
 * Clusters the items and turns the best-ranked clusters into trend drafts, best first. `background` items are not
 * clustered; they only weigh terms (a keyword search's results against the general news, see buildFeatures).
 * `meaning`: an embeddings model's vectors of the items (see clusterItems).
 */
export function buildTrendDrafts(
  items: readonly PipelineItem[],
  options: Partial<DraftOptions> & { now: Date },
  background: readonly ClusterDoc[] = [],
  meaning?: MeaningSignal,
  lexicon?: WordLexicon,
): DraftResult {
  const opts = { ...DEFAULT_DRAFT_OPTIONS, ...options };
  const clustered = clusterItems(items, opts.cluster, background, meaning, lexicon);
  const { features, stats } = clustered;
  const clusters = joinStoryGroups(clustered.clusters, items);

  type Candidate = { members: number[]; history: MentionBucket[]; timeframe: TrendWindow };
  const candidates: Candidate[] = [];
  const singleCandidates: Candidate[] = [];
  const offListSince = opts.now.getTime() - opts.offListWithinDays * 86_400_000;
  const recent = (members: readonly number[]) =>
    items[members[members.length - 1]!]!.publishedAt.getTime() >= offListSince;
  for (const members of clusters) {
    const isSingle = members.length === 1 && opts.minClusterSize > 1;
    if (members.length < opts.minClusterSize && !isSingle) continue;
    if (isSingle && !recent(members)) continue;
    const history = hourlyHistory(members.map((m) => items[m]!.publishedAt));
    const timeframe = ownWindow(history, opts.now);
    if (timeframe) (isSingle ? singleCandidates : candidates).push({ members, history, timeframe });
  }
  // Velocity is judged against this cycle's traffic (see metrics.ts), so every candidate story sets the bars.
  const bars = cycleVelocityBars(
    candidates.map((c) => c.history),
    opts.now,
  );
  const measure = ({ members, history, timeframe }: Candidate) => {
    const metrics = metricsForWindow(history, timeframe, opts.now, bars[timeframe]);
    const firstSeenMs = items[members[0]!]!.publishedAt.getTime();
    return { members, history, timeframe, metrics, firstSeenMs, mentions: metrics.mentions, score: rankScore(metrics) };
  };
  // Clusters are already ordered by first item, so the sort is deterministic even on exact ties.
  const ranked = candidates.map(measure).sort(compareForRank);
  const kept = ranked.slice(0, opts.maxTrends);
  const volumes = volumesByPercentile(kept.map((k) => k.metrics.mentions));
  const pastCap = ranked.slice(opts.maxTrends).filter((k) => recent(k.members));
  const singles = singleCandidates.map(measure).sort((a, b) => b.firstSeenMs - a.firstSeenMs);

  // Clustering kept no item's terms nor TF-IDF vector; the drafts' members' are made again, the same.
  const termCache = new TermCache();
  const terms: Term[][] = [];
  const vectors: SparseVector[] = [];
  const draftOf = (k: ReturnType<typeof measure>, rank: number, volume: Volume): TrendDraft => {
    for (const m of k.members) {
      if (terms[m]) continue;
      const made = itemTermsAndVector(termCache, features.tfidf, items[m]!);
      terms[m] = made.terms;
      vectors[m] = made.vector;
    }
    const memberItems = k.members.map((m) => items[m]!);
    const rep = representative(k.members, vectors);
    const fallback = fallbackText(items[rep]!);
    const sentiment = clusterSentiment(memberItems);
    const hint = majorityCategoryHint(memberItems);
    return {
      members: k.members,
      representative: rep,
      fallbackTitle: fallback.title,
      fallbackDescription: fallback.description,
      ...(hint ? { categoryHint: hint } : {}),
      relatedKeywords: restoreCasing(
        relatedKeywords(k.members, terms, (stem) => features.tfidf.idf(stem)),
        memberItems,
      ),
      reports: trendReports(memberItems),
      outlets: outletsByCoverage(memberItems),
      history: k.history,
      timeframe: k.timeframe,
      metrics: k.metrics,
      sentiment: sentiment.label,
      sentimentScore: sentiment.score,
      volume,
      rank,
      score: k.score,
      firstSeenAt: memberItems[0]!.publishedAt,
      lastSeenAt: memberItems[memberItems.length - 1]!.publishedAt,
    };
  };
  const drafts = kept.map((k, i) => draftOf(k, i + 1, volumes[i]!));
  return {
    drafts,
    offList: [...pastCap, ...singles].map((k, i) => draftOf(k, drafts.length + i + 1, 'low')),
    clusters,
    stats: { items: items.length, clusters: clusters.length, ...stats },
  };
}

/**
 * Reports a source itself grouped as one story (NewsItem.storyKey: a Google News item and the reports its
 * description lists) are one story, whatever their headlines' words: a report clustering left alone joins the
 * cluster of another report of its group. Two clusters that each hold more are left as clustering made them (a
 * report already joined to another story keeps that story). Clusters stay ordered by their first item.
 */
export function joinStoryGroups(given: readonly (readonly number[])[], items: readonly PipelineItem[]): number[][] {
  if (!items.some((i) => i.storyKey)) return given.map((c) => [...c]);
  const clusters = given.map((c) => [...c]);
  const home = new Map<string, number[]>();
  for (const cluster of clusters) {
    if (cluster.length < 2) continue;
    for (const m of cluster) {
      const key = items[m]!.storyKey;
      if (key && !home.has(key)) home.set(key, cluster);
    }
  }
  const lone = new Map<string, number[]>();
  const out: number[][] = [];
  for (const cluster of clusters) {
    const key = cluster.length === 1 ? items[cluster[0]!]!.storyKey : null;
    if (!key) {
      out.push(cluster);
      continue;
    }
    const target = home.get(key) ?? lone.get(key);
    if (target) target.push(cluster[0]!);
    else {
      const fresh = [...cluster];
      lone.set(key, fresh);
      out.push(fresh);
    }
  }
  for (const cluster of out)
    cluster.sort((a, b) => items[a]!.publishedAt.getTime() - items[b]!.publishedAt.getTime() || a - b);
  return out.sort((a, b) => items[a[0]!]!.publishedAt.getTime() - items[b[0]!]!.publishedAt.getTime() || a[0]! - b[0]!);
}
