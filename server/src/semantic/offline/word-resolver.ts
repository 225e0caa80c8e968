import { GLOSSARY } from './glossary';
import { wordTokens } from './tokens';
import type { WordTable } from './word-table';

/** One vocabulary entry standing for (part of) a token, with the share of the token's weight it carries. */
export type Resolved = { slot: number; share: number } | { unknown: string; share: number };

/**
 * Finds vectors for a token the vocabulary may lack, in this order: the glossary of newer terms; the token;
 * its regular variants (plural, British spelling); its hyphenated parts; a split into two known words
 * ("heatpump", "microgrid"); else the token stays unknown — it still matches itself exactly (see
 * `unknownVector`), so an unfamiliar brand or term shared by two texts is not lost.
 */
export class WordResolver {
  private readonly cache = new Map<string, Resolved[]>();
  constructor(
    private readonly table: WordTable,
    private readonly useGlossary = true,
  ) {}

  resolve(token: string): Resolved[] {
    let hit = this.cache.get(token);
    if (!hit) {
      hit = this.compute(token, 0);
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(token, hit);
    }
    return hit;
  }

  private compute(token: string, depth: number): Resolved[] {
    const phrase = this.useGlossary ? GLOSSARY[token] : undefined;
    if (phrase !== undefined && depth === 0) {
      const parts = wordTokens(phrase).flatMap((t) => this.compute(t, 1));
      return parts.map((p) => ({ ...p, share: p.share / parts.length }));
    }
    const direct = this.known(token);
    if (direct !== undefined) return [{ slot: direct, share: 1 }];
    for (const variant of variants(token)) {
      const slot = this.known(variant);
      if (slot !== undefined) return [{ slot, share: 1 }];
    }
    if (token.includes('-') && depth < 2) {
      const parts = token.split('-').filter((p) => p.length > 0).flatMap((p) => this.compute(p, depth + 1));
      if (parts.length > 0) return parts.map((p) => ({ ...p, share: p.share / parts.length }));
    }
    const split = this.compoundSplit(token);
    if (split) return split;
    return [{ unknown: token, share: 1 }];
  }

  /** The vocabulary slot of the word as itself or a regular form of it (no glossary, split or hash), if any. */
  ownSlot(token: string): number | undefined {
    return this.known(token) ?? variants(token).map((v) => this.known(v)).find((slot) => slot !== undefined);
  }

  /** A vocabulary word as itself, a regular form of one, or a glossary term; not a split, hyphen parts or a hash. */
  isWord(token: string): boolean {
    if (this.useGlossary && GLOSSARY[token] !== undefined) return true;
    return this.known(token) !== undefined || variants(token).some((v) => this.known(v) !== undefined);
  }

  private known(word: string): number | undefined {
    return this.table.slot(word);
  }

  /** Two known words of at least three letters each, the most even split first. */
  private compoundSplit(token: string): Resolved[] | undefined {
    if (token.length < 7 || !/^\p{L}+$/u.test(token)) return undefined;
    const mid = token.length / 2;
    const cuts = [];
    for (let i = 3; i <= token.length - 3; i++) cuts.push(i);
    cuts.sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid));
    for (const i of cuts) {
      const left = this.known(token.slice(0, i));
      const right = this.known(token.slice(i)) ?? this.known(variants(token.slice(i))[0] ?? '');
      if (left !== undefined && right !== undefined) {
        return [
          { slot: left, share: 0.5 },
          { slot: right, share: 0.5 },
        ];
      }
    }
    return undefined;
  }
}

/** Regular inflections and British spellings, most likely first. */
export function variants(token: string): string[] {
  const out: string[] = [];
  if (token.endsWith('ies') && token.length > 4) out.push(`${token.slice(0, -3)}y`);
  if (token.endsWith('es') && token.length > 4) out.push(token.slice(0, -2));
  if (token.endsWith('s') && !token.endsWith('ss') && token.length > 3) out.push(token.slice(0, -1));
  if (/is(e|ed|es|ing|ation|ations)$/.test(token)) out.push(token.replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1'));
  if (/our(s|ed|ing)?$/.test(token) && token.length > 5) out.push(token.replace(/our(s|ed|ing)?$/, 'or$1'));
  if (token.endsWith('ed') && token.length > 5) out.push(token.slice(0, -2), token.slice(0, -1));
  if (token.endsWith('ing') && token.length > 6) out.push(token.slice(0, -3), `${token.slice(0, -3)}e`);
  return out;
}

/**
 * A fixed pseudo-random direction for a word no vector knows (a hash of its letters seeds the generator), with
 * the length of a typical rare word's vector: two texts sharing the word move together, and it is nearly
 * orthogonal to everything else.
 */
export function unknownVector(word: string, dims: number, length = 5): Float32Array {
  let h = 2166136261;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
  let state = h >>> 0 || 1;
  const v = new Float32Array(dims);
  let norm = 0;
  for (let i = 0; i < dims; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    v[i] = state / 0xffffffff - 0.5;
    norm += v[i]! * v[i]!;
  }
  const k = length / Math.sqrt(norm);
  for (let i = 0; i < dims; i++) v[i] = v[i]! * k;
  return v;
}
