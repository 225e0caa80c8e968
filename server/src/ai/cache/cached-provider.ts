import { mergeOutlets, MAX_OUTLETS } from '../offline/outlets';
import type { AiProvider } from '../provider';
import type { CompanyAnalysis, TrendEnrichment } from '../schemas';
import type { AnalyseCompanyInput, EnrichTrendsInput, TrendCluster } from '../types';
import type { AiCache } from './ai-cache';
import { CACHE_TTLS_MS, companyAnalysisKeyInput } from './cache-key';

/**
 * Applies the cache to the two expensive, repeatable operations: company analysis (7 days, keyed by company name
 * and site) and trend enrichment (12 hours, per cluster, with all misses enriched in one batched call).
 * Generation calls (angles, personas, scores, pitches) pass straight through: they must be fresh.
 */
export class CachedAiProvider implements AiProvider {
  readonly name: AiProvider['name'];

  constructor(
    private readonly inner: AiProvider,
    private readonly cache: AiCache,
  ) {
    this.name = inner.name;
  }

  async analyseCompany(input: AnalyseCompanyInput): Promise<CompanyAnalysis> {
    const key = companyAnalysisKeyInput(input.companyName, input.website);
    const analysis = await this.cache.getOrCompute('company_analysis', key, CACHE_TTLS_MS.company_analysis, () => this.inner.analyseCompany(input));
    // The key leaves out the user's own outlets (so an admin can refresh by name and site), so a later request
    // with other outlets gets them added, in place of the last suggestions if the list is full.
    const cached = analysis.suggestedMediaOutlets;
    const added = mergeOutlets([cached, input.userMediaOutlets], Number.POSITIVE_INFINITY).slice(cached.length);
    if (added.length === 0) return analysis;
    const kept = cached.slice(0, Math.max(0, MAX_OUTLETS - added.length));
    return { ...analysis, suggestedMediaOutlets: [...kept, ...added].slice(0, MAX_OUTLETS) };
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
