import { dot, normalise, type SemanticEngine } from '../../src/semantic';

/**
 * A stand-in for an embeddings API, for tests of per-engine calibration: the offline vectors with a constant extra
 * component, so every cosine c becomes (c + k²)/(1 + k²) — unrelated texts at about 0.7–0.75, the same subject near
 * 0.9, as API models answer — while the order of every pair stays the same. Without `withRarity` it also has no word
 * frequencies and no vocabulary, as an API has neither.
 */
export function apiLikeEngine(
  inner: SemanticEngine,
  { withRarity = false }: { withRarity?: boolean } = {},
): SemanticEngine {
  const k = 1.5;
  const lift = (v: Float32Array) => {
    const out = new Float32Array(v.length + 1);
    out.set(v);
    out[v.length] = k;
    return normalise(out);
  };
  const engine: SemanticEngine = {
    id: 'fake:api-like',
    embed: async (texts) => (await inner.embed(texts)).map(lift),
    similarity: async (a, b) => {
      const [x, y] = await engine.embed([a, b]);
      return dot(x!, y!);
    },
  };
  // Called through `inner`: the offline engine's methods use `this`.
  if (!withRarity || !inner.wordRarity || !inner.knowsWords) return engine;
  return { ...engine, wordRarity: (w) => inner.wordRarity!(w), knowsWords: (w) => inner.knowsWords!(w) };
}
