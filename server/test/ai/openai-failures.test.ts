import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiProvider } from '../../src/ai/create-provider';
import { AiResponseError, AiUnavailableError } from '../../src/ai/errors';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { journalists, ledgerline, settlementTrend } from './ai-fixtures';
import { testSemanticEngine } from '../helpers/semantic';

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const provider = (options: { timeoutMs?: number; maxRetries?: number } = {}) =>
  createAiProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, model: 'gpt-test', timeoutMs: options.timeoutMs ?? 5000, maxRetries: options.maxRetries });
const explain = (p = provider()) => p.explainTrend({ company: ledgerline, trend: { ...settlementTrend, matchedKeywords: [] } });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('OpenAI provider failure modes', () => {
  it('when the model answers with broken JSON, then AiResponseError says the answer does not fit', async () => {
    fake.enqueue({ kind: 'content', content: '{"explanation": "Ledgerline is rel' });
    const error = await rejection(explain());
    expect(error).toBeInstanceOf(AiResponseError);
    expect((error as AiResponseError).message).toBe('The AI model returned an answer that does not fit the expected shape');
    expect((error as AiResponseError).status).toBe(502);
  });

  it('when the JSON has the wrong shape, then AiResponseError lists the schema issues', async () => {
    fake.enqueue({ kind: 'content', content: JSON.stringify({ explanation: 'ok', semanticSimilarity: 7 }) });
    const error = (await rejection(explain())) as AiResponseError;
    expect(error).toBeInstanceOf(AiResponseError);
    expect(error.issues.join(' ')).toMatch(/semanticSimilarity/);
  });

  const oneIdea = {
    kind: 'content' as const,
    content: JSON.stringify({ angles: [{ headline: 'H', angle: 'A', contentType: 'blog-post', targetAudience: 'T', keyMessages: ['1', '2', '3'] }] }),
  };
  const anglesFor = (level: 'strong' | 'partial') =>
    provider().generateStoryAngles({
      company: ledgerline,
      topic: 'x',
      targetAudience: 'T',
      contentTypes: ['blog-post'],
      context: '',
      mode: 'quick',
      fit: { level, relevanceScore: level === 'strong' ? 0.7 : 0.4, matchedKeywords: [] },
    });

  it('when the model returns too few angles for a content type of a story that fits, and again when asked once more, then it is an AiResponseError, not a short list', async () => {
    fake.enqueue(oneIdea, oneIdea);
    const error = await rejection(anglesFor('strong'));
    expect(error).toBeInstanceOf(AiResponseError);
    expect(fake.requests).toHaveLength(2);
  });

  it('when the story fits only in part and the model returns one idea of a type, then that idea is the answer, asked once', async () => {
    fake.enqueue(oneIdea);
    const angles = await anglesFor('partial');
    expect(angles.map((a) => a.headline)).toEqual(['H']);
    expect(fake.requests).toHaveLength(1);
  });

  it('when a pitch subject is over 49 characters, then it is cut at a word boundary instead of failing the batch', async () => {
    const longSubject = 'Faster card settlement for small merchants across the United Kingdom';
    fake.enqueue({ kind: 'content', content: JSON.stringify({ pitches: [{ contactId: 11, subjectLine: longSubject, body: 'Hi Maya, …' }] }) });
    const angle = { headline: 'H', angle: 'A', contentType: 'press-release', targetAudience: 'T', keyMessages: ['1', '2', '3'] };
    const [pitch] = await provider().writePitches({ company: ledgerline, storyAngle: angle, mode: 'quick', contacts: journalists.slice(0, 1) });
    expect(pitch!.subjectLine.length).toBeLessThanOrEqual(49);
    expect(longSubject.startsWith(pitch!.subjectLine.replace(/…$/, ''))).toBe(true);
  });

  it('when the server rate-limits every attempt, then AiUnavailableError follows after the bounded retries', async () => {
    fake.enqueue(...[1, 2, 3].map(() => ({ kind: 'status' as const, status: 429, retryAfterMs: 5 })));
    const error = (await rejection(explain())) as AiUnavailableError;
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect(error).toMatchObject({ reason: 'rate_limited', upstreamStatus: 429, status: 503 });
    expect(fake.requests).toHaveLength(3);
  });

  it('when the server fails with 500 every time, then it is retried twice (3 requests) and reported unavailable', async () => {
    fake.enqueue(...[1, 2, 3].map(() => ({ kind: 'status' as const, status: 500, retryAfterMs: 5 })));
    const error = (await rejection(explain())) as AiUnavailableError;
    expect(error).toMatchObject({ name: 'AiUnavailableError', reason: 'server_error', upstreamStatus: 500 });
    expect(fake.requests).toHaveLength(3);
  });

  it('when a 500 is followed by a good answer, then the retry succeeds', async () => {
    fake.enqueue({ kind: 'status', status: 503, retryAfterMs: 5 });
    const result = await explain();
    expect(result.explanation).toContain('**merchants**');
    expect(fake.requests).toHaveLength(2);
  });

  it('when the key is rejected (401), then it is not retried and the error says to check the configuration', async () => {
    fake.enqueue({ kind: 'status', status: 401, message: 'Incorrect API key provided' });
    const error = (await rejection(explain())) as AiUnavailableError;
    expect(error).toMatchObject({ reason: 'rejected', upstreamStatus: 401 });
    expect(error.message).toMatch(/check the AI configuration/);
    expect(fake.requests).toHaveLength(1);
  });

  it('when the model is slower than the timeout, then a timeout AiUnavailableError comes back quickly', async () => {
    fake.enqueue({ kind: 'delay', ms: 2000 });
    const started = Date.now();
    const error = (await rejection(explain(provider({ timeoutMs: 200, maxRetries: 0 })))) as AiUnavailableError;
    expect(error).toMatchObject({ name: 'AiUnavailableError', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('when nothing listens at the base URL, then the failure is a network AiUnavailableError', async () => {
    const closed = await startFakeOpenAiServer();
    await closed.close();
    const p = createAiProvider({ apiKey: 'sk-test', baseURL: closed.baseURL, model: 'm', timeoutMs: 1000, maxRetries: 0 });
    expect(await rejection(explain(p))).toMatchObject({ name: 'AiUnavailableError', reason: 'network' });
  });
});

describe('createAiProvider', () => {
  it('when no API key is configured (or it is blank), then the offline engine is used and nothing is sent', async () => {
    expect(createAiProvider({ model: 'm', timeoutMs: 1000 }).name).toBe('offline');
    const blank = createAiProvider({ apiKey: '  ', baseURL: fake.baseURL, model: 'm', timeoutMs: 1000, semantic: testSemanticEngine() });
    expect(blank.name).toBe('offline');
    await explain(blank);
    expect(fake.requests).toHaveLength(0);
  });
});
