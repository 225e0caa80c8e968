import type { Velocity } from '../pipeline/metrics';

/** The company facts relevance is scored against (a company_profiles row plus its tracked keyword terms). */
export interface CompanyForRelevance {
  id: number;
  companyName: string;
  companyProfile: string;
  industry: string | null;
  keyProducts: readonly string[];
  targetMarkets: readonly string[];
  /** Tracked keyword terms (the keywords table), falling back to the profile's suggested keywords. */
  keywords: readonly string[];
}

/** The trend facts relevance reads. */
export interface TrendForRelevance {
  title: string;
  description: string;
  relatedKeywords: readonly string[];
  /** Headlines of the trend's items (a sample is enough). */
  itemTitles: readonly string[];
  /** Outlets by coverage, most first. */
  outlets: readonly string[];
  mentions: number;
  growth: number;
  velocity: Velocity;
  /** '24h' | '7d' | 'month': the window mentions and growth refer to. */
  timeframe: string;
}

export interface RelevanceEvidence {
  keywords: Array<{ phrase: string; strength: number }>;
  products: Array<{ phrase: string; strength: number }>;
  /** Words of the company's industry that the trend uses. */
  industryWords: string[];
  /** TF-IDF cosine between the trend's text and the company's text, 0..1. */
  similarity: number;
}

export interface RelevanceResult {
  /** 0..1, three decimals; 0 exactly when there is no evidence. */
  relevanceScore: number;
  matchedKeywords: string[];
  semanticSimilarity: number;
  /** Plain text with **bold** markers around each piece of evidence. */
  explanation: string;
  evidence: RelevanceEvidence;
}
