import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiResponseError, AiUnavailableError } from '../../src/ai/errors';
import { createSemanticEngine, type SemanticEngine } from '../../src/semantic';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

let fake: FakeOpenAiServer;
let t: TestApp;
let engine: SemanticEngine;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestApp({
    config: { openaiApiKey: 'sk-test', openaiBaseUrl: fake.baseURL, openaiEmbeddingModel: 'embed-test', aiTimeoutMs: 5000 },
  });
  engine = t.deps.semantic;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.requests.length = 0;
  await t.deps.aiCache.clear();
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('semantic similarity from an OpenAI-compatible embeddings endpoint', () => {
  it('when OPENAI_EMBEDDING_MODEL is set with a key, then deps.semantic asks the server, with the model and key', async () => {
    expect(engine.id).toBe('openai:embed-test');
    const [v] = await engine.embed(['nurse staffing shortage']);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ path: '/v1/embeddings', model: 'embed-test', authorization: 'Bearer sk-test' });
    expect(fake.requests[0]!.body.input).toEqual(['nurse staffing shortage']);
    expect(Math.hypot(...v!)).toBeCloseTo(1, 5);
  });

  it('when texts were embedded before, then their vectors come from the database and only new texts are sent', async () => {
    const before = (await t.deps.aiCache.stats()).counters.embedding;
    const first = await engine.embed(['heat pumps', 'dog food']);
    const second = await engine.embed(['dog food', 'pet nutrition', 'heat pumps']);
    expect(fake.requests.map((r) => r.body.input)).toEqual([['heat pumps', 'dog food'], ['pet nutrition']]);
    expect(Array.from(second[0]!)).toEqual(Array.from(first[1]!));
    expect(Array.from(second[2]!)).toEqual(Array.from(first[0]!));
    const after = (await t.deps.aiCache.stats()).counters.embedding;
    expect({ hits: after.hits - before.hits, misses: after.misses - before.misses }).toEqual({ hits: 2, misses: 3 });
  });

  it('when two texts share words, then they are more similar than two that do not', async () => {
    expect(await engine.similarity('heat pump prices', 'heat pump grants')).toBeGreaterThan(await engine.similarity('heat pump prices', 'dog food'));
    expect(await engine.similarity('same text', 'same text')).toBeCloseTo(1, 5);
  });

  it('when the server fails, then the call is an AiUnavailableError (503) and nothing is cached', async () => {
    fake.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const error = await rejection(engine.embed(['ransomware attack']));
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiUnavailableError).status).toBe(503);
    await engine.embed(['ransomware attack']);
    expect(fake.requests.at(-1)!.body.input).toEqual(['ransomware attack']);
  });

  it('when the server answers with the wrong number of vectors or non-numbers, then it is an AiResponseError (502)', async () => {
    fake.enqueue({ kind: 'json', body: { object: 'list', data: [{ index: 0, embedding: [1, 0] }] } });
    expect(await rejection(engine.embed(['one', 'two']))).toBeInstanceOf(AiResponseError);
    fake.enqueue({ kind: 'json', body: { object: 'list', data: [{ index: 0, embedding: ['x', 'y'] }] } });
    expect(await rejection(engine.embed(['three']))).toBeInstanceOf(AiResponseError);
  });

  it('when only an API key is set, then the offline word vectors answer (not every compatible server embeds)', () => {
    expect(createSemanticEngine({ ...t.config, openaiEmbeddingModel: undefined }, t.deps.aiCache).id).toBe('offline:glove100-sif');
  });
});
