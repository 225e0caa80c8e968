import type { AiProvider } from '../provider';
import type { CompanyAnalysis, TrendEnrichment } from '../schemas';
import type { AnalyseCompanyInput, EnrichTrendsInput, TrendCluster } from '../types';
import type { AiCache } from './ai-cache';
import { CACHE_TTLS_MS, companyAnalysisKeyInput, companyAnalysisScope } from './cache-key';

/**
 * Applies the cache to the two expensive, repeatable operations: company analysis (7 days, keyed by company name
 * and site, and by account and typed input when the user typed any) and trend enrichment (12 hours, per cluster, with all misses enriched in one batched call).
 * Generation calls (angles, personas, scores, pitches) pass straight through: they must be fresh.
 */
export class CachedAiProvider implements AiProvider {
  constructor(
    private readonly inner: AiProvider,
    private readonly cache: AiCache,
  ) {}

  // Read through: the inner engine may be swapped when an admin changes the AI settings.
  get name(): AiProvider['name'] {
    return this.inner.name;
  }

  get engine(): string {
    return this.inner.engine;
  }

  /**
   * Keyed by name and site host; an analysis that read what the user typed (outlets, social links) is further
   * keyed by the account and that input (companyAnalysisScope), so it is never served to anyone else.
   * `account` only scopes the cache: the provider never receives it.
   */
  analyseCompany({ account, ...input }: AnalyseCompanyInput): Promise<CompanyAnalysis> {
    const key = companyAnalysisKeyInput(input.companyName, input.website);
    const scope = companyAnalysisScope({ ...input, account });
    return this.cache.getOrCompute('company_analysis', key, CACHE_TTLS_MS.company_analysis, () => this.inner.analyseCompany(input), scope);
  }

  enrichTrends(input: EnrichTrendsInput): Promise<TrendEnrichment[]> {
    return this.cache.getOrComputeMany<TrendCluster, TrendEnrichment>('trend_enrichment', input.clusters, CACHE_TTLS_MS.trend_enrichment, (missing) =>
      this.inner.enrichTrends({ clusters: missing }),
    );
  }

  suggestKeywords: AiProvider['suggestKeywords'] = (input) => this.inner.suggestKeywords(input);
  explainTrend: AiProvider['explainTrend'] = (input) => this.inner.explainTrend(input);
  generateStoryAngles: AiProvider['generateStoryAngles'] = (input) => this.inner.generateStoryAngles(input);
  generateAudiencePersona: AiProvider['generateAudiencePersona'] = (input) => this.inner.generateAudiencePersona(input);
  scoreContacts: AiProvider['scoreContacts'] = (input) => this.inner.scoreContacts(input);
  writePitches: AiProvider['writePitches'] = (input) => this.inner.writePitches(input);
}
