export { scoreRelevance, scoreTrendsForCompanies, trendText, companyText } from './relevance';
export { relevanceScore, similarityScore, evidenceAmount } from './score';
export { buildExplanation, bold } from './explanation';
export { matchPhrases, stemSequence, phraseStems, containsRun } from '../../text';
export type { CompanyForRelevance, TrendForRelevance, RelevanceResult, RelevanceEvidence } from './types';
