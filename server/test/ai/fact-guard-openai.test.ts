import { storyAnglesResponseSchema } from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiProvider } from '../../src/ai/create-provider';
import { trends } from '../../src/db/schema';
import { buildFactSheet } from '../../src/text/fact-sheet';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { seedCompany, seedExplanation, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { journalists, ledgerline } from './ai-fixtures';

/**
 * The fact guard (issue 23, point 5) against a model that invents: an OpenAI-compatible server on loopback answers
 * with a planted person, organisation, statistic and quote. None of them may reach a stored angle or a pitch.
 */
const PLANTED = ['Helena Marsh', 'Merchant Payments Institute', '72%', 'this changes everything for small shops'];

const sheet = buildFactSheet([
  {
    title: 'Bank of England to consult on faster card settlement for small merchants',
    summary:
      'The Bank of England said on Tuesday it will consult on rules that would cut card settlement times for small merchants from three days to one, with a decision due in March 2027.',
    outlet: 'Reuters',
    url: 'https://reuters.example/boe-settlement',
    author: 'Huw Jones',
    publishedAt: new Date(Date.now() - 3 * 3_600_000),
  },
]);

const plantedAngle = (contentType: string, n: number) => ({
  headline: n === 0 ? 'Merchant Payments Institute backs Ledgerline on faster settlement' : `Ledgerline on card settlement for small merchants, idea ${n}`,
  angle: `The Bank of England will consult on faster card settlement. Dr Helena Marsh said “this changes everything for small shops”. Ledgerline settles card payments the same day.`,
  contentType,
  targetAudience: 'Finance leads at online retailers',
  keyMessages: [n === 1 ? '72% of merchants wait three days for their money.' : 'Settlement in one day, not three.', 'Ledgerline settles card payments the same day.', 'A decision is due in March 2027.'],
});

let fake: FakeOpenAiServer;
let t: TestApp;
let alice: SignedUp;
let trendId: number;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestApp({ config: { openaiApiKey: 'sk-test-guard', openaiBaseUrl: fake.baseURL, openaiModel: 'fake-model-1', aiTimeoutMs: 10_000 } });
  alice = await signUp(t.app);
  const companyId = await seedCompany(t.db, alice.userId, {
    companyName: 'Ledgerline',
    keywords: ['card payments', 'instant settlement', 'merchants'],
    profile: 'Ledgerline settles card payments for online merchants the same day.',
  });
  trendId = await seedTrend(t.db, new Date(), {
    title: 'Bank of England moves to speed up card settlement for small merchants',
    category: 'finance',
    relatedKeywords: ['card settlement', 'merchants'],
  });
  await t.db.update(trends).set({ factSheet: sheet }).where(eq(trends.id, trendId));
  await seedExplanation(t.db, { trendId, companyId, relevanceScore: 0.72, matchedKeywords: ['card payments', 'merchants'], explanation: 'It mentions **card payments** and **merchants**.' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('the fact guard on a model that invents', () => {
  it('when the model plants a person, an organisation, a statistic and a quote in story angles, then none is stored, and the ideas it could not keep are asked for again', async () => {
    fake.enqueue({ kind: 'content', content: JSON.stringify({ angles: [0, 1, 2].map((n) => plantedAngle('press-release', n)) }) });
    const res = await alice.post('/api/story-angles/generate').send({
      topic: 'Bank of England moves to speed up card settlement for small merchants',
      targetAudience: 'Finance leads at online retailers',
      contentTypes: ['press-release'],
      context: '',
      mode: 'quick',
      trendId,
    });
    expect(res.status, res.text).toBe(201);
    // The first answer lost two ideas (an invented organisation in a headline, a statistic in a key message).
    expect(fake.requests.filter((r) => r.schemaName === 'story_angles')).toHaveLength(2);
    const stored = storyAnglesResponseSchema.parse((await alice.get('/api/story-angles')).body);
    expect(stored).toHaveLength(3);
    // Each says which engine wrote it.
    expect(stored.map((a) => a.engine)).toEqual(['fake-model-1', 'fake-model-1', 'fake-model-1']);
    const text = JSON.stringify(stored);
    for (const planted of PLANTED) expect(text).not.toContain(planted);
    // The grounded sentences of the kept idea stay.
    expect(text).toContain('Ledgerline settles card payments the same day.');
  });

  it('when the model plants them in pitches, then the sentences stating them are removed and an invented subject gives way to the headline', async () => {
    fake.enqueue({
      kind: 'content',
      content: JSON.stringify({
        pitches: [
          {
            contactId: journalists[0]!.id,
            subjectLine: 'Merchant Payments Institute: 72% wait',
            body: 'Hi Maya,\n\nThe Bank of England will consult on faster card settlement. 72% of merchants wait three days, says Dr Helena Marsh of the Merchant Payments Institute. As one trader said, “this changes everything for small shops”.\n\nLedgerline settles card payments the same day.\n\nBest regards,\nThe Ledgerline team',
          },
        ],
      }),
    });
    const provider = createAiProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, model: 'gpt-test', timeoutMs: 5000 });
    const angle = { headline: 'Faster card settlement for small merchants', angle: 'The Bank of England will consult on faster card settlement.', contentType: 'press-release', targetAudience: 'T', keyMessages: ['1', '2', '3'], factSheet: sheet };
    const [pitch] = await provider.writePitches({ company: ledgerline, storyAngle: angle, mode: 'quick', contacts: journalists.slice(0, 1) });
    for (const planted of PLANTED) expect(`${pitch!.subjectLine}\n${pitch!.body}`).not.toContain(planted);
    expect(pitch!.subjectLine).toBe('Faster card settlement for small merchants');
    expect(pitch!.body).toContain('The Bank of England will consult on faster card settlement.');
    expect(pitch!.body).toContain('Ledgerline settles card payments the same day.');
  });
});
