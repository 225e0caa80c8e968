/**
 * B-cubed on both newsroom sets with an embeddings engine as clustering's meaning signal (docs/decisions/0033):
 * the engine is calibrated on the reference pairs exactly as the discovery cycle does it, then each set is
 * clustered with and without it.
 *
 *   OPENAI_API_KEY=… OPENAI_EMBEDDING_MODEL=text-embedding-3-small [OPENAI_BASE_URL=…] \
 *     npx tsx server/test/discovery/pipeline/measure-newsroom-meaning.ts
 *   npx tsx server/test/discovery/pipeline/measure-newsroom-meaning.ts --offline    (the offline word vectors)
 *   npx tsx server/test/discovery/pipeline/measure-newsroom-meaning.ts --synthetic  (the tests' synthetic model)
 *
 * A measurement, not a test: a real model needs a server this machine cannot reach; the gate test runs the
 * synthetic model (newsroom-meaning-clustering.test.ts).
 */
import type { AiCache } from '../../../src/ai/cache/ai-cache';
import { createOpenAiClient } from '../../../src/ai/openai/openai-client';
import { loadConfig } from '../../../src/config';
import { clusterItems } from '../../../src/discovery/pipeline/cluster';
import { storyBarOf, storyMeaning } from '../../../src/discovery/story-meaning';
import { OpenAiSemanticEngine, type SemanticEngine } from '../../../src/semantic';
import { scoreClustering } from '../../fixtures/clustering/score';
import { newsroomHardNegatives, newsroomItems, newsroomStories } from '../../fixtures/newsroom-clustering';
import { freshHardNegatives, freshItems, freshStories } from '../../fixtures/newsroom-clustering-fresh';
import { measureByKind } from '../../fixtures/newsroom-clustering-fresh/measure';
import { testSemanticEngine } from '../../helpers/semantic';
import { newsroomModel } from '../../helpers/story-model';

function engineFromArgs(): SemanticEngine {
  if (process.argv.includes('--offline')) return testSemanticEngine();
  if (process.argv.includes('--synthetic')) return newsroomModel();
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'measure-0123456789abcdef-0123456789' });
  if (!config.openaiApiKey || !config.openaiEmbeddingModel)
    throw new Error('set OPENAI_API_KEY and OPENAI_EMBEDDING_MODEL (and OPENAI_BASE_URL), or pass --offline or --synthetic');
  const client = createOpenAiClient({ apiKey: config.openaiApiKey, baseURL: config.openaiBaseUrl, timeoutMs: 120_000 });
  // No database here: every text is embedded once per run.
  const noCache = { getOrComputeMany: (_op: string, inputs: unknown[], _ttl: number, compute: (m: unknown[]) => Promise<unknown[]>) => compute(inputs) };
  return new OpenAiSemanticEngine(client, config.openaiEmbeddingModel, noCache as unknown as AiCache);
}

async function main(): Promise<void> {
  const engine = engineFromArgs();
  const bar = await storyBarOf(engine);
  console.info(`${engine.id}: ${bar ? `bar ${bar.bar.toFixed(3)}, floor ${bar.floor.toFixed(3)}` : 'does not tell the reference stories apart: clustering keeps to words'}`);
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
