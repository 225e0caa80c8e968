export { dot, normalise, unitSimilarity, type SemanticEngine, type WordLexicon } from './semantic-engine';
export { createSemanticEngine } from './create-semantic-engine';
export { OfflineSemanticEngine, DEFAULT_EMBEDDER_OPTIONS, createSentenceEmbedder, wordLexicon } from './offline/offline-semantic-engine';
export { OpenAiSemanticEngine } from './openai/openai-semantic-engine';
