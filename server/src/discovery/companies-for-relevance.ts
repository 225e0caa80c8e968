import { statedIndustry } from '@newsjack/shared';
import type { TrackedCompanies } from './ports';
import type { CompanyForRelevance } from './relevance';

/**
 * The companies a cycle scores relevance for, with their keyword terms: two queries however many companies
 * there are (a global cycle scores every company), both answered by the owning modules through the port.
 */
export async function loadCompaniesForRelevance(tracked: TrackedCompanies, ids?: readonly number[]): Promise<CompanyForRelevance[]> {
  if (ids && ids.length === 0) return [];
  const profiles = await tracked.listForRelevance(ids);
  if (profiles.length === 0) return [];
  const byCompany = new Map<number, string[]>();
  for (const k of await tracked.keywordsOf(profiles.map((p) => p.id))) {
    byCompany.set(k.companyId, [...(byCompany.get(k.companyId) ?? []), k.term]);
  }
  return profiles.map((p) => ({
    id: p.id,
    companyName: p.companyName,
    companyProfile: p.companyProfile,
    industry: statedIndustry(p.industry),
    keyProducts: p.keyProducts,
    targetMarkets: p.targetMarkets,
    // A company that has not curated keywords yet is still scored, against what its analysis suggested.
    keywords: byCompany.get(p.id) ?? p.suggestedKeywords,
  }));
}
