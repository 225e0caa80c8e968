import type { Db } from '../db/client';
import { loadGlobalTrendRefs } from './global-trends.repo';
import { coveringGlobalTrends } from './pipeline/global-cover';
import { linkSearchToGlobalTrends, loadPersonalTrendRefs, retireTrends } from './trend-store.repo';

/**
 * One story, one trend, whichever cycle reads it first. A company's keyword search may find a story before global
 * discovery does; it becomes that company's personal trend. When a global cycle then has the story too (the same
 * articles, which it takes over, or other tellings of it), the global trend takes the story over: the personal copy
 * is retired and the company's search is linked to the global trend, as a search that ran after the global cycle
 * would have linked it (write-trends.ts). Without this, the company's screens list the story twice until its next
 * search. Coverage is judged as for a search's clusters: shared articles' URLs, or close wording.
 * Returns how many personal trends were retired.
 */
export async function foldPersonalCopies(db: Db, now: Date): Promise<number> {
  const personal = await loadPersonalTrendRefs(db);
  if (personal.length === 0) return 0;
  const globals = await loadGlobalTrendRefs(db);
  const covers = coveringGlobalTrends(
    personal.map((p) => ({ ...p, memberTrendIds: [] })),
    globals,
  );
  const folded = personal.flatMap((p, i) => (covers[i] == null ? [] : [{ ...p, globalId: covers[i] }]));
  if (folded.length === 0) return 0;
  await db.transaction(async (tx) => {
    await linkSearchToGlobalTrends(
      tx,
      folded.map((f) => ({
        trendId: f.globalId,
        companyId: f.companyId,
        searchKeyword: f.keyword ?? '',
        linkedAt: now,
      })),
    );
    await retireTrends(
      tx,
      folded.map((f) => f.id),
      now,
    );
  });
  return folded.length;
}
