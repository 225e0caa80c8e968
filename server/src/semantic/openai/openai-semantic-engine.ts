import type { OpenAI } from 'openai';
import type { AiCache } from '../../ai/cache/ai-cache';
import { CACHE_TTLS_MS } from '../../ai/cache/cache-key';
import { AiResponseError } from '../../ai/errors';
import { mapTransportError } from '../../ai/openai/structured-call';
import { normalise, unitSimilarity, type SemanticEngine } from '../semantic-engine';
import type { WordVectors } from '../vector-store/vector-file';

/** Inputs per request: OpenAI accepts up to 2048; smaller batches keep one slow request from holding many. */
const REQUEST_BATCH = 256;
const OPERATION = 'embedding';

/**
 * Vectors from an OpenAI-compatible `/v1/embeddings` endpoint, each text's vector cached in the database (the
 * one AI cache, keyed by model and text) so the same headline or keyword is embedded once.
 * Failures become the AI errors the rest of the app already maps to 503/502.
 */
export class OpenAiSemanticEngine implements SemanticEngine {
  readonly id: string;

  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
    private readonly cache: AiCache,
    /** The offline word vectors, which clustering reads beside this model's vectors (see SemanticEngine.lexicon). */
    private readonly words?: Pick<SemanticEngine, 'wordVectors'>,
  ) {
    this.id = `openai:${model}`;
  }

  wordVectors(): Promise<WordVectors> {
    if (!this.words?.wordVectors) return Promise.reject(new Error('no offline word vectors were given to this engine'));
    return this.words.wordVectors();
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    const inputs = texts.map((text) => ({ model: this.model, text }));
    const encoded = await this.cache.getOrComputeMany(OPERATION, inputs, CACHE_TTLS_MS.embedding, async (missing) => {
      const vectors: string[] = [];
      for (let i = 0; i < missing.length; i += REQUEST_BATCH) {
        const batch = missing.slice(i, i + REQUEST_BATCH).map((m) => m.text);
        for (const v of await this.request(batch)) vectors.push(encodeVector(v));
      }
      return vectors;
    });
    return encoded.map(decodeVector);
  }

  async similarity(a: string, b: string): Promise<number> {
    const [va, vb] = await this.embed([a, b]);
    if (va!.length !== vb!.length) return 0;
    return unitSimilarity(va!, vb!);
  }

  private async request(texts: string[]): Promise<Float32Array[]> {
    let data: Array<{ index: number; embedding: number[] | string }>;
    try {
      // Blank input is refused by OpenAI; a single space embeds as "nothing in particular".
      const response = await this.client.embeddings.create({
        model: this.model,
        input: texts.map((t) => (t.trim() === '' ? ' ' : t)),
        encoding_format: 'float',
      });
      data = response.data as typeof data;
    } catch (error) {
      throw mapTransportError(OPERATION, error);
    }
    if (!Array.isArray(data) || data.length !== texts.length) {
      throw new AiResponseError(OPERATION, [`expected ${texts.length} embeddings, got ${Array.isArray(data) ? data.length : 'none'}`]);
    }
    const out: Float32Array[] = new Array<Float32Array>(texts.length);
    for (const item of data) {
      const embedding = item.embedding;
      if (!Array.isArray(embedding) || embedding.length === 0 || embedding.some((x) => typeof x !== 'number' || !Number.isFinite(x))) {
        throw new AiResponseError(OPERATION, ['an embedding is not a list of numbers']);
      }
      if (!Number.isInteger(item.index) || item.index < 0 || item.index >= texts.length || out[item.index]) {
        throw new AiResponseError(OPERATION, [`an embedding has an invalid index (${item.index})`]);
      }
      out[item.index] = normalise(Float32Array.from(embedding));
    }
    const dims = out[0]!.length;
    if (out.some((v) => v.length !== dims)) throw new AiResponseError(OPERATION, ['embeddings of different lengths']);
    return out;
  }
}

/** Float32 bytes as base64: a quarter of the JSON of the numbers, and exact. */
export function encodeVector(v: Float32Array): string {
  return Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');
}

export function decodeVector(s: string): Float32Array {
  const bytes = Buffer.from(s, 'base64');
  const out = new Float32Array(bytes.length / 4);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}
