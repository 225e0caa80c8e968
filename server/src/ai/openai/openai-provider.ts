import type OpenAI from 'openai';
import type { Logger } from '../../logger';
import { AiResponseError } from '../errors';
import { ideasPerType } from '../ideas-per-type';
import type { AiProvider } from '../provider';
import {
  audiencePersonaSchema, companyAnalysisSchema, contactScoresSchema, keywordSuggestionsSchema, MAX_SUBJECT_LENGTH,
  pitchAnswersSchema, pitchDraftsSchema, storyAnglesSchema, trendEnrichmentsSchema, trendExplanationSchema,
  type AudiencePersona, type CompanyAnalysis, type ContactScore, type KeywordSuggestion, type PitchDraft,
  type StoryAngleDraft, type TrendEnrichment, type TrendExplanation,
} from '../schemas';
import type {
  AnalyseCompanyInput, AudiencePersonaInput, EnrichTrendsInput, ExplainTrendInput, GenerateStoryAnglesInput,
  ScoreContactsInput, SuggestKeywordsInput, WritePitchesInput,
} from '../types';
import { enforcePitchBody } from '../offline/pitch-length';
import { truncateWords } from '../offline/prose';
import { groundingOf, unsupportedFacts, withoutInventions } from '../fact-guard';
import { PROMPTS } from './prompts';
import { callStructured } from './structured-call';

/** Calls per story-angle answer: the first, and one more when the fact guard leaves a content type short. */
const ANSWER_ATTEMPTS = 2;

/** Site text sent to the model is capped: the summary needs the start of a page, not all of it. */
const MAX_SITE_TEXT = 8_000;

/**
 * The OpenAI-compatible provider. Each operation is one structured-output call; answers are checked against the
 * same zod schemas as the offline engine, plus the rules a schema cannot state (one result per input id, three
 * angles per content type), so callers get the same guarantees from either provider.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;

  get engine(): string {
    return this.model;
  }

  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
    private readonly logger?: Logger,
  ) {}

  private call<S extends Parameters<typeof callStructured>[2]['schema']>(operation: keyof typeof PROMPTS, schemaName: string, schema: S, input: unknown) {
    return callStructured(this.client, this.model, { operation, schemaName, schema, system: PROMPTS[operation], input }, this.logger);
  }

  async analyseCompany(input: AnalyseCompanyInput): Promise<CompanyAnalysis> {
    const site = input.site ? { ...input.site, mainText: input.site.mainText.slice(0, MAX_SITE_TEXT), links: input.site.links.slice(0, 60) } : null;
    return this.call('analyseCompany', 'company_analysis', companyAnalysisSchema, { ...input, site });
  }

  async suggestKeywords(input: SuggestKeywordsInput): Promise<KeywordSuggestion[]> {
    const existing = new Set(input.existingKeywords.map((k) => k.trim().toLowerCase()));
    const { suggestions } = await this.call('suggestKeywords', 'keyword_suggestions', keywordSuggestionsSchema, input);
    return suggestions.filter((s) => !existing.has(s.keyword.trim().toLowerCase())).slice(0, 12);
  }

  async enrichTrends(input: EnrichTrendsInput): Promise<TrendEnrichment[]> {
    if (input.clusters.length === 0) return [];
    const { trends } = await this.call('enrichTrends', 'trend_enrichment', trendEnrichmentsSchema, input);
    const byKey = new Map(trends.map((t) => [t.key, t]));
    const missing = input.clusters.filter((c) => !byKey.has(c.key)).map((c) => c.key);
    if (missing.length > 0) throw new AiResponseError('enrichTrends', [`No enrichment for cluster(s): ${missing.join(', ')}`]);
    return input.clusters.map((c) => byKey.get(c.key) as TrendEnrichment);
  }

  async explainTrend(input: ExplainTrendInput): Promise<TrendExplanation> {
    return this.call('explainTrend', 'trend_explanation', trendExplanationSchema, input);
  }

  /**
   * Three ideas per content type (one or two for a story that fits only in part: ideas-per-type.ts), none stating a
   * fact its input does not hold (fact-guard.ts): an invented fact in an angle's text loses its sentence; one in a
   * headline or key message makes the idea unusable, and the model is asked once more. Fewer usable ideas of a type
   * than the fit asks for after that is a broken answer.
   */
  async generateStoryAngles(input: GenerateStoryAnglesInput): Promise<StoryAngleDraft[]> {
    const grounding = groundingOf(input);
    const usable: StoryAngleDraft[] = [];
    const types = [...new Set(input.contentTypes)];
    const { min, max } = ideasPerType(input.fit?.level);
    const short = () => types.filter((type) => usable.filter((a) => a.contentType === type).length < min);
    for (let attempt = 0; attempt < ANSWER_ATTEMPTS && short().length > 0; attempt += 1) {
      const { angles } = await this.call('generateStoryAngles', 'story_angles', storyAnglesSchema, input);
      for (const angle of angles) {
        const inventedHere = [angle.headline, ...angle.keyMessages].flatMap((t) => unsupportedFacts(t, grounding));
        const { text, removed } = withoutInventions(angle.angle, grounding);
        if (removed.length + inventedHere.length > 0) this.logger?.warn({ removed: [...inventedHere, ...removed] }, 'fact guard: invented facts in story angles');
        if (inventedHere.length === 0 && text.length > 0 && !usable.some((u) => u.headline === angle.headline)) usable.push({ ...angle, angle: text });
      }
    }
    const missing = short();
    if (missing.length > 0) throw new AiResponseError('generateStoryAngles', missing.map((type) => `Expected ${min} ${type} angles grounded in the input`));
    // Models sometimes return an idea more than asked for; extras are dropped.
    return types.flatMap((type) => usable.filter((a) => a.contentType === type).slice(0, max));
  }

  async generateAudiencePersona(input: AudiencePersonaInput): Promise<AudiencePersona> {
    return this.call('generateAudiencePersona', 'audience_persona', audiencePersonaSchema, input);
  }

  async scoreContacts(input: ScoreContactsInput): Promise<ContactScore[]> {
    if (input.contacts.length === 0) return [];
    const { scores } = await this.call('scoreContacts', 'contact_scores', contactScoresSchema, input);
    return inputOrder('scoreContacts', input.contacts, scores.map((s) => ({ ...s, score: Math.round(s.score) })));
  }

  async writePitches(input: WritePitchesInput): Promise<PitchDraft[]> {
    if (input.contacts.length === 0) return [];
    // The hard rules are enforced after the model answers, as the offline writer keeps them: an over-long subject
    // is cut at a word (rather than failing a whole batch over one word), the body loses any sentence with our
    // internal figures and is cut to under 200 words.
    // An invented fact loses its sentence; a subject line stating one gives way to the angle's own headline.
    const { pitches } = await this.call('writePitches', 'pitches', pitchAnswersSchema, input);
    const grounding = groundingOf(input);
    const fitted = pitches.map((p) => {
      const body = withoutInventions(p.body, grounding);
      const subjectInvented = unsupportedFacts(p.subjectLine, grounding);
      if (body.removed.length + subjectInvented.length > 0) this.logger?.warn({ removed: [...subjectInvented, ...body.removed] }, 'fact guard: invented facts in a pitch');
      const subject = subjectInvented.length > 0 ? input.storyAngle.headline : p.subjectLine;
      return { ...p, subjectLine: truncateWords(subject, MAX_SUBJECT_LENGTH), body: enforcePitchBody(body.text) };
    });
    return inputOrder('writePitches', input.contacts, pitchDraftsSchema.parse({ pitches: fitted }).pitches);
  }
}

/** One result per input contact, in input order; a missing id is a broken answer. */
function inputOrder<T extends { contactId: number }>(operation: string, contacts: ReadonlyArray<{ id: number }>, results: T[]): T[] {
  const byId = new Map(results.map((r) => [r.contactId, r]));
  const missing = contacts.filter((c) => !byId.has(c.id)).map((c) => c.id);
  if (missing.length > 0) throw new AiResponseError(operation, [`No result for contact id(s): ${missing.join(', ')}`]);
  return contacts.map((c) => byId.get(c.id) as T);
}
