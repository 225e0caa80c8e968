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

/** One article of a trend as relevance reads it. */
export interface TrendItemText {
  title: string;
  /** The feed's summary ('' when unknown). */
  summary: string;
  outlet?: string | null;
}

/** Articles relevance is handed per trend, most recent first: a sample is enough. */
export const RELEVANCE_ITEMS = 25;

/** The trend facts relevance reads. */
export interface TrendForRelevance {
  title: string;
  description: string;
  relatedKeywords: readonly string[];
  /** The trend's articles, most recent first (the first RELEVANCE_ITEMS). */
  items: readonly TrendItemText[];
  /** Outlets by coverage, most first. */
  outlets: readonly string[];
  mentions: number;
  /** Mentions in the window before, when known: 0 makes the trend new (no growth percentage to quote). */
  previousMentions?: number;
  growth: number;
  velocity: Velocity;
  /** '24h' | '7d' | 'month': the window mentions and growth refer to. */
  timeframe: string;
}

/** A company keyword or product found in the trend's words. */
export interface PhraseEvidence {
  phrase: string;
  /** 1 in a headline, 0.7 only in a summary, the description or related keywords. */
  strength: number;
  /** How much the phrase tells on its own: 1 for several words, a single word by its rarity in English. */
  rarity: number;
  /** How close the sentence it was found in reads to the company (calibrated similarity, 0..1). */
  sense: number;
  /** The headline (or summary sentence) it was found in. */
  quote: string;
}

export interface RelevanceEvidence {
  keywords: PhraseEvidence[];
  products: PhraseEvidence[];
  /** Running subjects of the company's field (text/sector-issues.ts `fieldIssues`) the trend's words name. */
  issues: PhraseEvidence[];
  /** Calibrated semantic similarity between the trend's coverage and the company, 0..1 (see calibration.ts). */
  similarity: number;
  /** The engine's raw cosine behind it. */
  rawSimilarity: number;
  /** The headline that reads closest to the company, with its outlet. */
  closestHeadline: { title: string; outlet: string | null } | null;
  /** The sentence of the company's own profile that headline is closest to. */
  closestProfileLine: string | null;
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
