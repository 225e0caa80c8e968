import type { Db } from '../db/client';
import type { SemanticEngine } from '../semantic';
import { loadActiveGlobalTrends } from './global-trends.repo';
import type { Velocity } from './pipeline/metrics';
import { outletsByCoverage } from './pipeline/describe-cluster';
import { scoreTrendsForCompanies, type CompanyForRelevance, type TrendForRelevance } from './relevance';
import { explanationRows, upsertExplanations } from './trend-store.repo';

/** Articles handed to relevance per trend, most recent first (as write-trends does). */
const RELEVANCE_ITEMS = 25;

/**
 * Scores every active global trend for these companies and stores the explanations. Global cycles run every
 * 720 minutes and score the companies that exist at that moment, so without this a company created in between
 * sees relevance 0 on every global trend until the next one. A personal cycle (onboarding, refresh, keyword
 * search) calls it for its company: pure scoring and one batched write, no clustering. Returns how many
 * explanations it wrote.
 */
export async function rescoreGlobalTrends(db: Db, companies: readonly CompanyForRelevance[], since: Date, now: Date, semantic: SemanticEngine): Promise<number> {
  if (companies.length === 0) return 0;
  const stored = await loadActiveGlobalTrends(db, since);
  if (stored.length === 0) return 0;
  const input: TrendForRelevance[] = stored.map((t) => ({
    title: t.title,
    description: t.description,
    relatedKeywords: t.relatedKeywords,
    items: t.items.slice(0, RELEVANCE_ITEMS),
    outlets: outletsByCoverage(t.items),
    mentions: t.mentions,
    previousMentions: t.previousMentions ?? undefined,
    growth: t.growth,
    velocity: t.mentionVelocity as Velocity,
    timeframe: t.timeframe,
  }));
  const scores = await scoreTrendsForCompanies(input, companies, semantic);
  const rows = explanationRows(stored.map((trend) => trend.id), companies, scores, now);
  await db.transaction((tx) => upsertExplanations(tx, rows));
  return rows.length;
}
