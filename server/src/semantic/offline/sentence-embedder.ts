import { isStopWord } from '../../text';
import { normalise } from '../semantic-engine';
import { wordTokens } from './tokens';
import { unknownVector, WordResolver } from './word-resolver';
import type { WordTable } from './word-table';

/**
 * How much each word counts in a text's vector.
 * - `plain`: every non-stop word equally (the usual averaged word vectors);
 * - `idf`: by -log p(word), p from the word's frequency rank (Zipf), so rare words count more;
 * - `sif`: Smooth Inverse Frequency, a / (a + p(word)) (Arora et al. 2017), which flattens common words to
 *   nearly nothing while every rare word counts about the same.
 */
export type Weighting = 'plain' | 'idf' | 'sif';

export type EmbedderOptions = {
  weighting: Weighting;
  /** SIF's smoothing; the paper's range is 1e-4..1e-3. */
  sifA?: number;
  dropStopWords?: boolean;
  useGlossary?: boolean;
  /** Remove the component common to all texts (SIF's second step); `createSentenceEmbedder` computes it. */
  removeCommonComponent?: boolean;
  /** Unit vector of that common component, removed from every text vector. */
  commonComponent?: Float32Array;
};

/** Probability given to a word the vectors do not know: rarer than anything in the vocabulary. */
const UNKNOWN_PROBABILITY = 1e-8;

export class SentenceEmbedder {
  private readonly resolver: WordResolver;
  private readonly unknown = new Map<string, Float32Array>();

  constructor(
    private readonly table: WordTable,
    private readonly options: EmbedderOptions,
  ) {
    this.resolver = new WordResolver(table, options.useGlossary ?? true);
  }

  get dims(): number {
    return this.table.dims;
  }

  private weight(probability: number): number {
    switch (this.options.weighting) {
      case 'plain':
        return 1;
      case 'idf':
        return Math.log(1 / probability);
      case 'sif': {
        const a = this.options.sifA ?? 1e-3;
        return a / (a + probability);
      }
    }
  }

  /** The weighted sum of a text's word vectors, common component removed, at unit length (zero if no word). */
  embed(text: string): Float32Array {
    const acc = new Float32Array(this.table.dims);
    let any = false;
    for (const token of wordTokens(text)) {
      if ((this.options.dropStopWords ?? this.options.weighting === 'plain') && isStopWord(token)) continue;
      for (const part of this.resolver.resolve(token)) {
        any = true;
        if ('slot' in part) {
          this.table.addTo(acc, part.slot, part.share * this.weight(this.table.probability(part.slot)));
        } else {
          const w = part.share * this.weight(UNKNOWN_PROBABILITY);
          const v = this.unknownVectorOf(part.unknown);
          for (let i = 0; i < acc.length; i++) acc[i] = acc[i]! + w * v[i]!;
        }
      }
    }
    if (!any) return acc;
    const u = this.options.commonComponent;
    if (u) {
      let proj = 0;
      for (let i = 0; i < acc.length; i++) proj += acc[i]! * u[i]!;
      for (let i = 0; i < acc.length; i++) acc[i] = acc[i]! - proj * u[i]!;
    }
    return normalise(acc);
  }

  /**
   * The unit vector of one word as the vocabulary knows it (itself, a regular form, a glossary term or a
   * compound's parts), or undefined for a word it does not know: an unknown word can match only itself.
   */
  wordVector(word: string): Float32Array | undefined {
    const parts = this.resolver.resolve(word).filter((p): p is { slot: number; share: number } => 'slot' in p);
    if (parts.length === 0) return undefined;
    const acc = new Float32Array(this.table.dims);
    for (const part of parts) this.table.addTo(acc, part.slot, part.share);
    return normalise(acc);
  }

  /**
   * 0..1 from the word's frequency rank: the 1,000 commonest words 0, a rank of 100,000 or a word the vectors
   * lack 1, log-linear between (a word ten times rarer gains 0.5). A word that resolves to several known words
   * (a compound) takes the rarest part.
   */
  rarity(word: string): number {
    let best = 0;
    for (const token of wordTokens(word)) {
      for (const part of this.resolver.resolve(token)) {
        const rank = 'slot' in part ? this.table.rank(part.slot) : Infinity;
        best = Math.max(best, Math.min(1, Math.max(0, Math.log10(Math.max(1, rank) / 1000) / 2)));
      }
    }
    return best;
  }

  /**
   * Rarity of the word as English writes it: a word the vocabulary holds as itself by its rank, and a glossary term,
   * a compound or an unknown word as rare (1): 'kubernetes' and 'noncompete' are specialists' words, though the
   * glossary or the parts they resolve to are common.
   */
  ownRarity(word: string): number {
    let best = 0;
    for (const token of wordTokens(word)) {
      const slot = this.resolver.ownSlot(token);
      best = Math.max(best, slot === undefined ? 1 : Math.min(1, Math.max(0, Math.log10(Math.max(1, this.table.rank(slot)) / 1000) / 2)));
    }
    return best;
  }

  /** Whether every token of the word is a vocabulary word (directly, as a regular form, or through the glossary). */
  knows(word: string): boolean {
    const tokens = wordTokens(word);
    return tokens.length > 0 && tokens.every((token) => this.resolver.isWord(token));
  }

  private unknownVectorOf(word: string): Float32Array {
    let v = this.unknown.get(word);
    if (!v) {
      v = unknownVector(word, this.table.dims);
      if (this.unknown.size > 10_000) this.unknown.clear();
      this.unknown.set(word, v);
    }
    return v;
  }
}

/**
 * The first principal component of the given texts' vectors (power iteration on their uncentred second
 * moment, as SIF does), computed without a common component.
 */
export function firstPrincipalComponent(embedder: SentenceEmbedder, texts: readonly string[]): Float32Array {
  const rows = texts.map((t) => embedder.embed(t)).filter((v) => v.some((x) => x !== 0));
  const d = embedder.dims;
  let u = new Float32Array(d).fill(1 / Math.sqrt(d));
  for (let iter = 0; iter < 100; iter++) {
    const next = new Float32Array(d);
    for (const row of rows) {
      let p = 0;
      for (let i = 0; i < d; i++) p += row[i]! * u[i]!;
      for (let i = 0; i < d; i++) next[i] = next[i]! + p * row[i]!;
    }
    normalise(next);
    let delta = 0;
    for (let i = 0; i < d; i++) delta += Math.abs(next[i]! - u[i]!);
    u = next;
    if (delta < 1e-6) break;
  }
  return u;
}
