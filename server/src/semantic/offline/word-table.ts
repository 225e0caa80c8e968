import type { WordVectors } from '../vector-store/vector-file';

/**
 * The loaded word vectors with the lookups sentence embedding needs: a word's slot, its corpus frequency
 * (from its rank, by Zipf's law) and adding its vector, dequantised, into an accumulator.
 */
export class WordTable {
  readonly dims: number;
  private readonly slots = new Map<string, number>();
  private readonly harmonic: number;

  constructor(private readonly v: WordVectors & { floats?: Float32Array }) {
    this.dims = v.dims;
    for (let i = 0; i < v.words.length; i++) this.slots.set(v.words[i]!, i);
    // The source vocabulary is 400k words (GloVe 6B); Zipf with exponent 1 over it: p(r) = 1 / ((r + 1) · H).
    this.harmonic = Math.log(400_000) + 0.5772;
  }

  get size(): number {
    return this.v.words.length;
  }

  slot(word: string): number | undefined {
    return this.slots.get(word);
  }

  /** Estimated probability of the word in running text. */
  probability(slot: number): number {
    return 1 / ((this.v.ranks[slot]! + 1) * this.harmonic);
  }

  rank(slot: number): number {
    return this.v.ranks[slot]!;
  }

  addTo(acc: Float32Array, slot: number, weight: number): void {
    const d = this.dims;
    const base = slot * d;
    if (this.v.floats) {
      for (let i = 0; i < d; i++) acc[i] = acc[i]! + weight * this.v.floats[base + i]!;
      return;
    }
    const w = weight * this.v.scales[slot]!;
    const values = this.v.values;
    for (let i = 0; i < d; i++) acc[i] = acc[i]! + w * values[base + i]!;
  }
}
