export { scoreRelevance, scoreTrendsForCompanies, companyText } from './relevance';
export { relevanceScore, evidenceAmount, phraseWeight, senseFactor } from './score';
export { calibrateSimilarity, SEMANTIC_MATCH_THRESHOLD, CALIBRATION_POINTS } from './calibration';
export { buildExplanation, bold, momentumSentence } from './explanation';
export type { CompanyForRelevance, TrendForRelevance, TrendItemText, RelevanceResult, RelevanceEvidence, PhraseEvidence } from './types';
