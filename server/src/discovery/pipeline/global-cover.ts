import { cosine, TfIdf, type SparseVector } from '../../text';

/**
 * One story, one trend: which global trend already covers a story a company's keyword search clustered.
 *
 * A keyword search reads the same news as the global sources (with the bundled demo corpus, literally the same
 * articles), so its clusters are often a global trend's story found a second time. Such a cluster is not stored
 * as a personal copy: the search links the company to the global trend instead (run-cycle, write-trends).
 *
 * Covered means: most of the cluster's articles already belong to the global trend (news_items.trend_id), or the
 * two share a source URL, or, when the search reached the story through other links (a news search's redirect
 * URLs), their titles and related keywords are close. SIMILARITY_THRESHOLD was measured on the demo corpus: a
 * global cycle, then searches for three keyword sets (payments / buy now, pay later / checkout; telehealth /
 * hospital / obesity / sleep; AI / chips / climate / election / coral), TF-IDF over title + related keywords of
 * the search's clusters and the live global trends. Copies of one story scored 0.38-0.77 (one at 0.18-0.20, which
 * shares a URL); a search's story and a different global story at most 0.13; related but distinct global stories
 * 0.19-0.24. 0.35 sits in that gap.
 */
export const SIMILARITY_THRESHOLD = 0.35;

export interface CoverCandidate {
  title: string;
  relatedKeywords: readonly string[];
  sourceUrls: readonly string[];
}

export interface SearchCluster extends CoverCandidate {
  /** The global trend each member article is already linked to (null when none). */
  memberTrendIds: readonly (number | null)[];
}

export interface GlobalTrendRef extends CoverCandidate {
  id: number;
}

/** URLs compared loosely: a trailing slash or a #fragment does not make another article. */
export const urlKey = (url: string): string => url.trim().replace(/#.*$/, '').replace(/\/+$/, '');

const textOf = (t: CoverCandidate): string => `${t.title}. ${t.relatedKeywords.join(', ')}`;

/** The global trend most of the cluster's articles belong to, when they are at least half of it. */
function byArticles(cluster: SearchCluster, globalIds: ReadonlySet<number>): number | null {
  const counts = new Map<number, number>();
  for (const id of cluster.memberTrendIds)
    if (id !== null && globalIds.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return best && best[1] * 2 >= cluster.memberTrendIds.length ? best[0] : null;
}

/** The covering global trend of each cluster (or null): shared articles first, then shared URLs, then wording. */
export function coveringGlobalTrends(
  clusters: readonly SearchCluster[],
  globals: readonly GlobalTrendRef[],
): (number | null)[] {
  if (clusters.length === 0 || globals.length === 0) return clusters.map(() => null);
  const corpus = new TfIdf();
  for (const c of clusters) corpus.addDocument(textOf(c));
  for (const g of globals) corpus.addDocument(textOf(g));
  const vectors: SparseVector[] = corpus.vectors();
  const globalUrls = globals.map((g) => new Set(g.sourceUrls.map(urlKey)));
  const globalIds = new Set(globals.map((g) => g.id));
  return clusters.map((cluster, c) => {
    const shared = byArticles(cluster, globalIds);
    if (shared !== null) return shared;
    const urls = cluster.sourceUrls.map(urlKey);
    let best: { id: number; sharedUrls: number; similarity: number } | null = null;
    globals.forEach((g, i) => {
      const sharedUrls = urls.filter((u) => globalUrls[i]!.has(u)).length;
      const similarity = cosine(vectors[c]!, vectors[clusters.length + i]!);
      if (sharedUrls === 0 && similarity < SIMILARITY_THRESHOLD) return;
      if (!best || sharedUrls > best.sharedUrls || (sharedUrls === best.sharedUrls && similarity > best.similarity)) {
        best = { id: g.id, sharedUrls, similarity };
      }
    });
    return (best as { id: number } | null)?.id ?? null;
  });
}
