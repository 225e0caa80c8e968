export { scoreRelevance, scoreTrendsForCompanies, companyText } from './relevance';
export { relevanceScore, evidenceAmount, phraseWeight, senseFactor } from './score';
export { calibrateSimilarity, calibrationFrom, SEMANTIC_MATCH_THRESHOLD, type Calibration } from './calibration';
export { buildExplanation, bold, momentumSentence } from './explanation';
export { RELEVANCE_ITEMS } from './types';
export type { CompanyForRelevance, TrendForRelevance, TrendItemText, RelevanceResult, RelevanceEvidence, PhraseEvidence } from './types';
