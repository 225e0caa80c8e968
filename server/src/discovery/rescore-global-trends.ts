import type { Db } from '../db/client';
import type { SemanticEngine } from '../semantic';
import { loadActiveGlobalTrends, type GlobalTrendFacts } from './global-trends.repo';
import type { Velocity } from './pipeline/metrics';
import { outletsByCoverage } from './pipeline/describe-cluster';
import { RELEVANCE_ITEMS, scoreTrendsForCompanies, type CompanyForRelevance, type TrendForRelevance } from './relevance';
import { explanationRows, upsertExplanations } from './trend-store.repo';


/**
 * Scores every active global trend for these companies and stores the explanations. Global cycles run every
 * 720 minutes and score the companies that exist at that moment, so without this a company created in between
 * sees relevance 0 on every global trend until the next one. A personal cycle (onboarding, refresh, keyword
 * search) calls it for its company: pure scoring and one batched write, no clustering. Returns how many
 * explanations it wrote.
 */
export async function rescoreGlobalTrends(db: Db, companies: readonly CompanyForRelevance[], since: Date, now: Date, semantic: SemanticEngine): Promise<number> {
  if (companies.length === 0) return 0;
  return rescore(db, await loadActiveGlobalTrends(db, since), companies, now, semantic);
}

/**
 * Scores every active trend one company sees (the global ones and its own personal ones) again, for a company
 * whose profile, industry, markets or keywords just changed: its list ranks by what it says now, not by what it
 * said at the last cycle. Returns how many explanations it wrote.
 */
export async function rescoreCompanyTrends(db: Db, company: CompanyForRelevance, since: Date, now: Date, semantic: SemanticEngine): Promise<number> {
  return rescore(db, await loadActiveGlobalTrends(db, since, company.id), [company], now, semantic);
}

async function rescore(db: Db, stored: readonly GlobalTrendFacts[], companies: readonly CompanyForRelevance[], now: Date, semantic: SemanticEngine): Promise<number> {
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
