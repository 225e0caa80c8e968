import { keywordSuggestionsResponseSchema, onboardingAnalysisSchema } from '@newsjack/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { fakeWebsites, onboard, recordDiscovery } from './onboarding-fixtures';

/**
 * The app as configured in production with OPENAI_API_KEY: the real openai client (through buildDeps and the
 * cache) talking to a local OpenAI-compatible server that logs every request.
 */
let fake: FakeOpenAiServer;
let t: TestApp;
let user: SignedUp;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestApp({
    config: {
      openaiApiKey: 'sk-test-onboarding',
      openaiBaseUrl: fake.baseURL,
      openaiModel: 'fake-model-1',
      aiTimeoutMs: 10_000,
    },
    deps: { fetchWebsite: fakeWebsites() },
  });
  recordDiscovery(t);
  user = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const form = { companyName: 'Ledgerline', website: 'ledgerline.com', mediaOutlets: ['Sifted'] };

describe('onboarding with an OpenAI-compatible server configured', () => {
  it('when a company is analysed, then the configured server is asked once with the page and the answer is relayed', async () => {
    expect(t.deps.ai.name).toBe('openai');
    const res = await user.post('/api/onboarding/complete').send(form);
    expect(res.status).toBe(200);
    const analysis = onboardingAnalysisSchema.parse(res.body);
    expect(analysis.company_profile).toMatch(/Ledgerline/);
    expect(fake.requests).toHaveLength(1);
    const [call] = fake.requests;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      model: 'fake-model-1',
      schemaName: 'company_analysis',
    });
    expect(call!.authorization).toBe('Bearer sk-test-onboarding');
    expect(call!.input).toMatchObject({
      companyName: 'Ledgerline',
      website: 'ledgerline.com',
      userMediaOutlets: ['Sifted'],
    });
    expect((call!.input as { site: { title: string } | null }).site?.title).toBeTruthy();
  });

  it('when the same company is analysed again, then the cached answer is used and the server is not called', async () => {
    expect((await user.post('/api/onboarding/complete').send(form)).status).toBe(200);
    expect(fake.requests).toHaveLength(0);
  });

  it('when keyword suggestions are asked for, then they come from the configured server', async () => {
    await onboard(user);
    const res = await user.get('/api/keywords/suggestions');
    expect(res.status).toBe(200);
    expect(keywordSuggestionsResponseSchema.parse(res.body).suggestions.length).toBeGreaterThan(0);
    expect(fake.requests.map((r) => r.schemaName)).toEqual(['keyword_suggestions']);
  });

  it('when the server refuses the call, then onboarding answers a readable 503, never a 500', async () => {
    const other = await signUp(t.app);
    fake.enqueue({ kind: 'status', status: 401, message: 'Incorrect API key provided' });
    const res = await other
      .post('/api/onboarding/complete')
      .send({ companyName: 'Refused Co', website: 'refused-co.io' });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/AI service rejected the request/);
  });
});
