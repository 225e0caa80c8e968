/**
 * Small, fast, seeded 32-bit hashes, the app's one implementation (clustering, cluster keys, the offline engine's
 * deterministic choices). Clustering must be deterministic across runs and machines, so nothing here
 * uses Math.random or object identity: the same terms and seed always give the same signatures.
 */

/** FNV-1a over the UTF-16 code units of a string. */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** MurmurHash3's finaliser: spreads every input bit over the output, so xor-ing a seed yields independent hashes. */
export function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** `count` well-spread seeds derived from one base seed (a tiny xorshift stream). */
export function seedList(baseSeed: number, count: number): Uint32Array {
  const out = new Uint32Array(count);
  let state = fmix32(baseSeed ^ 0x9e3779b9) || 1;
  for (let i = 0; i < count; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = fmix32(state >>> 0);
  }
  return out;
}

/** A short, stable, URL-safe identifier for a string (two independent 32-bit hashes in base 36). */
export function shortHash(text: string): string {
  const a = fnv1a32(text);
  const b = fmix32(a ^ fnv1a32(`${text.length}:${text}`));
  return a.toString(36).padStart(7, '0') + b.toString(36).padStart(7, '0');
}
