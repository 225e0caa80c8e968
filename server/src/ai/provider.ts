import type {
  AudiencePersona,
  CompanyAnalysis,
  ContactScore,
  KeywordSuggestion,
  PitchDraft,
  StoryAngleDraft,
  TrendEnrichment,
  TrendExplanation,
} from './schemas';
import type {
  AnalyseCompanyInput,
  AudiencePersonaInput,
  EnrichTrendsInput,
  ExplainTrendInput,
  GenerateStoryAnglesInput,
  ScoreContactsInput,
  SuggestKeywordsInput,
  WritePitchesInput,
} from './types';

/**
 * Every AI operation the app uses. Two implementations: `openai` (any OpenAI-compatible server, structured
 * outputs) and `offline` (deterministic, grounded in the inputs). Both return outputs that pass schemas.ts.
 */
export interface AiProvider {
  readonly name: 'openai' | 'offline';
  /** Who writes: 'offline', or the language model's name; stored with every angle and pitch it writes. */
  readonly engine: string;
  /** Company profile, industry, markets, products, 8-15 keywords and 6-10 outlets from the website and user input. */
  analyseCompany(input: AnalyseCompanyInput): Promise<CompanyAnalysis>;
  /** New keywords (never ones already tracked), each with category, relevance percent and the evidence. */
  suggestKeywords(input: SuggestKeywordsInput): Promise<KeywordSuggestion[]>;
  /** One call for the whole batch of clusters: a title, description, category and reason per cluster key. */
  enrichTrends(input: EnrichTrendsInput): Promise<TrendEnrichment[]>;
  /** Why a trend matters to the company (**bold** keywords) and a 0..1 semantic similarity. */
  explainTrend(input: ExplainTrendInput): Promise<TrendExplanation>;
  /** Exactly three drafts per requested content type. */
  generateStoryAngles(input: GenerateStoryAnglesInput): Promise<StoryAngleDraft[]>;
  generateAudiencePersona(input: AudiencePersonaInput): Promise<AudiencePersona>;
  /** A 0..100 relevance score per contact with the overlap that justifies it. */
  scoreContacts(input: ScoreContactsInput): Promise<ContactScore[]>;
  /** One pitch per contact: subject under 50 characters, a body grounded in their articles and the angle. */
  writePitches(input: WritePitchesInput): Promise<PitchDraft[]>;
}
