/**
 * What discovery needs from tables other modules own. The engine never imports a module (lint): it declares
 * these small ports, and `buildDeps` (server/src/deps.ts, `trackedCompanies`) fills them with the owning
 * services' batch methods: company_profiles belongs to the companies module, keywords to the keywords module.
 */

/** The company_profiles fields relevance is scored against. */
export interface TrackedCompanyProfile {
  id: number;
  companyName: string;
  companyProfile: string;
  industry: string | null;
  keyProducts: readonly string[];
  targetMarkets: readonly string[];
  /** What the company's analysis suggested; scored against until the company tracks keywords of its own. */
  suggestedKeywords: readonly string[];
}

export interface TrackedKeyword {
  id: number;
  companyId: number;
  term: string;
}

/** A keyword's mentions in the last 7 days and their change against the 7 before (percent). */
export interface KeywordCountRow {
  id: number;
  mentions: number;
  trend: number;
}

/** The companies a cycle scores relevance for, and their tracked keywords. Each method is one query. */
export interface TrackedCompanies {
  /** These companies (every company when `ids` is omitted), ordered by id; ids that name none are absent. */
  listForRelevance(ids?: readonly number[]): Promise<TrackedCompanyProfile[]>;
  /** The keywords these companies track, each company's oldest first. */
  keywordsOf(companyIds: readonly number[]): Promise<TrackedKeyword[]>;
  /** Stores the mention counts a cycle measured for these keywords. */
  recordKeywordCounts(counts: readonly KeywordCountRow[]): Promise<void>;
}
