import type { AiCache } from '../../src/ai/cache/ai-cache';
import { createSemanticEngine, type SemanticEngine } from '../../src/semantic';
import { testConfig } from '../helpers/test-app';

let engine: SemanticEngine | undefined;

/**
 * The offline semantic engine exactly as the app builds it (word vectors from WORD_VECTORS_DIR, made on first
 * use), for unit tests of pure functions that take vectors. The AI cache is only read by the embeddings-API
 * engine, which a test configuration never selects.
 */
export function offlineEngine(): SemanticEngine {
  engine ??= createSemanticEngine(testConfig(), undefined as unknown as AiCache);
  if (!engine.id.startsWith('offline:')) throw new Error(`expected the offline engine, got ${engine.id}`);
  return engine;
}
