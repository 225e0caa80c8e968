import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiProvider } from '../../src/ai/create-provider';
import type { AiProvider } from '../../src/ai/provider';
import {
  audiencePersonaSchema,
  companyAnalysisSchema,
  contactScoreSchema,
  keywordSuggestionSchema,
  pitchDraftSchema,
  storyAngleDraftSchema,
  trendEnrichmentSchema,
  trendExplanationSchema,
} from '../../src/ai/schemas';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import {
  heatwaveCluster,
  journalists,
  ledgerline,
  settlementCluster,
  settlementTrend,
  siteFixture,
} from './ai-fixtures';
import { testSemanticEngine } from '../helpers/semantic';

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());

const providers: Array<[string, () => AiProvider]> = [
  [
    'offline',
    () =>
      createAiProvider({
        model: 'unused',
        timeoutMs: 1000,
        now: () => new Date('2026-03-10T12:00:00Z'),
        semantic: testSemanticEngine(),
      }),
  ],
  [
    'openai (fake OpenAI-compatible server)',
    () =>
      createAiProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, model: 'gpt-test', timeoutMs: 5000, maxRetries: 0 }),
  ],
];

/** The same checks for every provider: each operation's output parses and keeps the rules callers rely on. */
describe.each(providers)('AI provider contract: %s', (_name, make) => {
  it('when a company is analysed, then the analysis fits the schema', async () => {
    const site = siteFixture('verdant-heat-climate', 'https://verdantheat.co.uk/');
    const result = await make().analyseCompany({
      companyName: 'Verdant Heat',
      website: 'verdantheat.co.uk',
      userMediaOutlets: [],
      socialMediaLinks: {},
      site,
      knownOutlets: [],
    });
    expect(companyAnalysisSchema.parse(result).companyProfile).toContain('Verdant Heat');
  });

  it('when keywords are suggested, then each suggestion fits and none is already tracked', async () => {
    const result = await make().suggestKeywords({
      company: ledgerline,
      existingKeywords: ledgerline.keywords,
      trendVocabulary: ['card settlement'],
    });
    result.forEach((s) => keywordSuggestionSchema.parse(s));
    const tracked = new Set(ledgerline.keywords);
    expect(result.some((s) => tracked.has(s.keyword.toLowerCase()))).toBe(false);
  });

  it('when a batch of clusters is enriched, then one result per cluster comes back in input order', async () => {
    const result = await make().enrichTrends({ clusters: [settlementCluster, heatwaveCluster] });
    expect(result.map((r) => trendEnrichmentSchema.parse(r).key)).toEqual([settlementCluster.key, heatwaveCluster.key]);
  });

  it('when a trend is explained, then the explanation fits and similarity is within 0..1', async () => {
    const result = trendExplanationSchema.parse(
      await make().explainTrend({ company: ledgerline, trend: { ...settlementTrend, matchedKeywords: ['merchants'] } }),
    );
    expect(result.explanation.length).toBeGreaterThan(20);
  });

  const anglesFor = (level: 'strong' | 'partial') =>
    make().generateStoryAngles({
      company: ledgerline,
      topic: settlementTrend.title,
      targetAudience: 'Finance leaders',
      contentTypes: ['press-release', 'thought-leadership'],
      context: '',
      mode: 'advanced',
      trend: settlementTrend,
      fit: { level, relevanceScore: level === 'strong' ? 0.72 : 0.4, matchedKeywords: ['merchants'] },
    });

  it('when story angles are generated for a story that fits, then there are exactly three per content type', async () => {
    const result = await anglesFor('strong');
    result.forEach((a) => storyAngleDraftSchema.parse(a));
    expect(result.map((a) => a.contentType)).toEqual([
      'press-release',
      'press-release',
      'press-release',
      'thought-leadership',
      'thought-leadership',
      'thought-leadership',
    ]);
  });

  it('when story angles are generated for a story that fits only in part, then there are one or two per content type, in order', async () => {
    const result = await anglesFor('partial');
    result.forEach((a) => storyAngleDraftSchema.parse(a));
    for (const type of ['press-release', 'thought-leadership'] as const) {
      const ofType = result.filter((a) => a.contentType === type).length;
      expect(ofType).toBeGreaterThanOrEqual(1);
      expect(ofType).toBeLessThanOrEqual(2);
    }
    const types = result.map((a) => a.contentType);
    expect(types.lastIndexOf('press-release')).toBeLessThan(types.indexOf('thought-leadership'));
  });

  it('when a persona is generated, then it fits the schema', async () => {
    const result = await make().generateAudiencePersona({
      trendTitle: settlementTrend.title,
      trendDescription: settlementTrend.description,
      sourceUrls: settlementTrend.sourceUrls,
    });
    expect(audiencePersonaSchema.parse(result).name.length).toBeGreaterThan(0);
  });

  it('when contacts are scored and pitched, then every contact gets one result, in input order', async () => {
    const provider = make();
    const scores = await provider.scoreContacts({ company: ledgerline, contacts: journalists });
    expect(scores.map((s) => contactScoreSchema.parse(s).contactId)).toEqual([11, 12, 13]);
    const angle = {
      headline: 'Ledgerline backs merchants through faster card settlement',
      angle: 'Settlement is getting faster.',
      contentType: 'press-release',
      targetAudience: 'Finance leaders',
      keyMessages: ['One', 'Two', 'Three'],
    };
    const pitches = await provider.writePitches({
      company: ledgerline,
      storyAngle: angle,
      mode: 'quick',
      contacts: journalists.slice(0, 2),
    });
    expect(pitches.map((p) => pitchDraftSchema.parse(p).contactId)).toEqual([11, 12]);
  });
});

describe('OpenAI provider requests', () => {
  it('when the openai provider is used, then the fake server logs one structured-output request per operation with key and model', async () => {
    const before = fake.requests.length;
    const provider = providers[1]![1]();
    expect(provider.name).toBe('openai');
    await provider.explainTrend({ company: ledgerline, trend: { ...settlementTrend, matchedKeywords: [] } });
    const logged = fake.requests.slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      model: 'gpt-test',
      schemaName: 'trend_explanation',
    });
    expect(
      (logged[0]?.body.response_format as { type: string; json_schema: { strict: boolean } }).json_schema.strict,
    ).toBe(true);
    expect(logged[0]?.input).toMatchObject({
      company: { companyName: 'Ledgerline' },
      trend: { title: settlementTrend.title },
    });
  });

  // Runs after the contract suite above, which sent one request per operation to the same server.
  it('when schemas are sent, then every object is strict (all properties required, no extras) and no string length keyword is used', () => {
    const schemas = fake.requests.map((r) => r.schema).filter((s): s is Record<string, unknown> => s !== null);
    expect(new Set(fake.requests.map((r) => r.schemaName)).size).toBeGreaterThanOrEqual(8);
    for (const schema of schemas) checkStrict(schema);
  });
});

function checkStrict(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(checkStrict);
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  expect(record).not.toHaveProperty('minLength');
  expect(record).not.toHaveProperty('maxLength');
  if (record.type === 'object' && record.properties) {
    expect(record.additionalProperties).toBe(false);
    expect([...(record.required as string[])].sort()).toEqual(Object.keys(record.properties as object).sort());
  }
  Object.values(record).forEach(checkStrict);
}
