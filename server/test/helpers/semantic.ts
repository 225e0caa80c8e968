import { loadConfig } from '../../src/config';
import { OfflineSemanticEngine, wordLexicon, type SemanticEngine, type WordLexicon } from '../../src/semantic';
import { wordRarityReader } from '../../src/semantic/offline/offline-semantic-engine';
import { readWordVectors } from '../../src/semantic/vector-store/vector-file';
import { ensureWordVectorFile } from '../../src/semantic/vector-store/word-vector-file';

let engine: SemanticEngine | undefined;

/**
 * The offline semantic engine as the app builds it (the compact word-vector file in WORD_VECTORS_DIR, made on
 * first use), for tests that run discovery or relevance without a whole app. One per worker: it is read-only.
 */
export function testSemanticEngine(): SemanticEngine {
  const dir = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'test-session-secret-0123456789abcdef' }).wordVectorsDir;
  engine ??= new OfflineSemanticEngine(async () => readWordVectors(await ensureWordVectorFile(dir)));
  return engine;
}

/** The clustering lexicon (word vectors and SIF sentence vectors) of the test engine. */
export async function testStoryLexicon(): Promise<WordLexicon> {
  return wordLexicon(await (testSemanticEngine() as OfflineSemanticEngine).wordVectors());
}

/** What the offline provider passes the company analysis when the word vectors load (sector by meaning, word rarity). */
export async function testWordReading(): Promise<{ lexicon: WordLexicon; rarity: (word: string) => number }> {
  const vectors = await (testSemanticEngine() as OfflineSemanticEngine).wordVectors();
  return { lexicon: wordLexicon(vectors), rarity: wordRarityReader(vectors) };
}
