import type { Trend } from '@newsjack/shared';
import { cosine, TfIdf, type SparseVector } from '../../text';

/**
 * One story, one card in the 'All Trends' tab.
 *
 * A company's keyword searches read the same news as the global sources (with the bundled demo corpus, literally
 * the same articles), so a personal trend is often the global trend's story clustered a second time under another
 * headline. Discovery keeps both (each tab lists its own), and this pass folds a personal trend into the global
 * trend of the same story when both tabs are shown together.
 *
 * Same story means: the two share a source URL (the pipeline stores up to ten article URLs per trend), or, when
 * the searches reached the story through other links (a news search's redirect URLs), their titles and related
 * keywords are close. news_items cannot tell: an article is one row (unique fingerprint) with one trend_id, so it
 * never links to both copies (on the demo corpus the global trend keeps every shared article).
 *
 * SIMILARITY_THRESHOLD was measured on the demo corpus: a global cycle, then personal searches for three keyword
 * sets (payments / buy now, pay later / checkout; telehealth / hospital / obesity / sleep; AI / chips / climate /
 * election / coral), TF-IDF over title + related keywords of every trend live in the window, as here. Personal
 * and global copies of one story scored 0.38-0.77 (one at 0.18-0.20, which shares a URL); a personal trend and
 * a different global story at most 0.13; related but distinct global stories (two on sleep retreats, two on AI
 * political ads) 0.19-0.24. 0.35 sits in that gap; only two takes on one coral bleaching report reached 0.42.
 */
export const SIMILARITY_THRESHOLD = 0.35;

/** As many source links as discovery stores for one trend. */
export const MAX_MERGED_SOURCE_URLS = 10;

/** The fields this pass reads and writes; the rest of a trend is carried through untouched. */
export type MergeableTrend = Pick<
  Trend,
  'id' | 'scope' | 'title' | 'relatedKeywords' | 'matchedKeywords' | 'relevanceScore' | 'mentions' | 'sourceUrls'
>;

/** URLs compared loosely: a trailing slash or a #fragment does not make another article. */
const urlKey = (url: string): string => url.trim().replace(/#.*$/, '').replace(/\/+$/, '');

const distinctBy = <T>(values: readonly T[], key: (v: T) => string): T[] => {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(key(v)) && seen.add(key(v)));
};

type Match = { global: number; sharedUrls: number; similarity: number };

/** The global trend a personal one repeats, if any: most shared URLs first, then the closest wording. */
function bestMatch(
  personal: number,
  globals: readonly number[],
  urls: readonly Set<string>[],
  vectors: readonly SparseVector[],
): Match | null {
  let best: Match | null = null;
  for (const global of globals) {
    const sharedUrls = [...urls[personal]!].filter((u) => urls[global]!.has(u)).length;
    const similarity = cosine(vectors[personal]!, vectors[global]!);
    if (sharedUrls === 0 && similarity < SIMILARITY_THRESHOLD) continue;
    if (!best || sharedUrls > best.sharedUrls || (sharedUrls === best.sharedUrls && similarity > best.similarity)) {
      best = { global, sharedUrls, similarity };
    }
  }
  return best;
}

/**
 * One card for a global trend and the personal trends of the same story: the member with the most mentions in the
 * window (the global one on a tie, it is the shared story), with the highest relevance among them (the personal
 * trend is often the one scored for the company), every matched keyword, and the others' links after its own.
 */
function mergeGroup<T extends MergeableTrend>(members: readonly T[]): T {
  const kept = members.reduce((a, b) => (b.mentions > a.mentions ? b : a));
  const ordered = [kept, ...members.filter((m) => m !== kept)];
  return {
    ...kept,
    relevanceScore: Math.max(...members.map((m) => m.relevanceScore)),
    matchedKeywords: distinctBy(
      ordered.flatMap((m) => m.matchedKeywords),
      (k) => k.toLowerCase(),
    ),
    sourceUrls: distinctBy(
      ordered.flatMap((m) => m.sourceUrls),
      urlKey,
    ).slice(0, MAX_MERGED_SOURCE_URLS),
  };
}

/**
 * Folds each personal trend into the global trend of the same story (see above). Global trends are never merged
 * with each other, nor personal ones with each other except through the global story they both repeat. Order is
 * kept: a merged card takes the global trend's place.
 */
export function mergeDuplicates<T extends MergeableTrend>(trends: readonly T[]): T[] {
  const globals = trends.flatMap((t, i) => (t.scope === 'global' ? [i] : []));
  const personals = trends.flatMap((t, i) => (t.scope === 'personal' ? [i] : []));
  if (globals.length === 0 || personals.length === 0) return [...trends];

  const corpus = new TfIdf();
  for (const t of trends) corpus.addDocument(`${t.title}. ${t.relatedKeywords.join(', ')}`);
  const vectors = corpus.vectors();
  const urls = trends.map((t) => new Set(t.sourceUrls.map(urlKey)));

  const absorbed = new Map<number, number[]>();
  for (const personal of personals) {
    const match = bestMatch(personal, globals, urls, vectors);
    if (match) absorbed.set(match.global, [...(absorbed.get(match.global) ?? []), personal]);
  }
  const merged = new Set([...absorbed.values()].flat());
  return trends.flatMap((t, i) => {
    if (merged.has(i)) return [];
    const group = absorbed.get(i);
    return [group ? mergeGroup([t, ...group.map((p) => trends[p]!)]) : t];
  });
}
