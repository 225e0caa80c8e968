import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyProfiles, keywords } from '../db/schema';
import type { CompanyForRelevance } from './relevance';

/**
 * The companies a cycle scores relevance for, read in two statements however many companies there are (a global
 * cycle scores every company). The companies service answers one company at a time (companyContext), which would
 * cost a query per company here, so discovery reads the two tables itself, read-only.
 */
export async function loadCompaniesForRelevance(db: Db, ids?: readonly number[]): Promise<CompanyForRelevance[]> {
  if (ids && ids.length === 0) return [];
  const profiles = await db
    .select()
    .from(companyProfiles)
    .where(ids ? inArray(companyProfiles.id, [...ids]) : undefined)
    .orderBy(asc(companyProfiles.id));
  if (profiles.length === 0) return [];
  const terms = await db
    .select({ companyId: keywords.companyId, term: keywords.term })
    .from(keywords)
    .where(inArray(keywords.companyId, profiles.map((p) => p.id)))
    .orderBy(asc(keywords.id));
  const byCompany = new Map<number, string[]>();
  for (const t of terms) byCompany.set(t.companyId, [...(byCompany.get(t.companyId) ?? []), t.term]);
  return profiles.map((p) => ({
    id: p.id,
    companyName: p.companyName,
    companyProfile: p.companyProfile,
    industry: p.industry,
    keyProducts: p.keyProducts,
    targetMarkets: p.targetMarkets,
    // A company that has not curated keywords yet is still scored, against what its analysis suggested.
    keywords: byCompany.get(p.id) ?? p.suggestedKeywords,
  }));
}
