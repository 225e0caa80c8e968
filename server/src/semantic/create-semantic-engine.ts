import { rm } from 'node:fs/promises';
import type { AiCache } from '../ai/cache/ai-cache';
import { createOpenAiClient } from '../ai/openai/openai-client';
import type { Config } from '../config';
import { OfflineSemanticEngine } from './offline/offline-semantic-engine';
import { OpenAiSemanticEngine } from './openai/openai-semantic-engine';
import type { SemanticEngine } from './semantic-engine';
import { readWordVectors, type WordVectors } from './vector-store/vector-file';
import { ensureWordVectorFile } from './vector-store/word-vector-file';

type SemanticConfig = Pick<Config, 'openaiApiKey' | 'openaiBaseUrl' | 'openaiEmbeddingModel' | 'aiTimeoutMs' | 'wordVectorsDir'>;

/**
 * OpenAI-compatible embeddings when OPENAI_EMBEDDING_MODEL (and OPENAI_API_KEY) are set — not every compatible
 * server has an embeddings endpoint, so a chat key alone does not switch — else the offline word vectors, read
 * from (or first made in) WORD_VECTORS_DIR on first use.
 */
export function createSemanticEngine(config: SemanticConfig, cache: AiCache): SemanticEngine {
  if (config.openaiApiKey && config.openaiEmbeddingModel) {
    const client = createOpenAiClient({ apiKey: config.openaiApiKey, baseURL: config.openaiBaseUrl, timeoutMs: config.aiTimeoutMs });
    const words = new OfflineSemanticEngine(() => loadWordVectors(config.wordVectorsDir));
    return new OpenAiSemanticEngine(client, config.openaiEmbeddingModel, cache, words);
  }
  return new OfflineSemanticEngine(() => loadWordVectors(config.wordVectorsDir));
}

/** The compact vectors, made first if missing; a file that does not decode (damaged on disk) is made again once. */
async function loadWordVectors(dir: string): Promise<WordVectors> {
  const file = await ensureWordVectorFile(dir);
  try {
    return await readWordVectors(file);
  } catch {
    await rm(file, { force: true });
    return readWordVectors(await ensureWordVectorFile(dir));
  }
}
