import type { WordVectors } from '../../semantic/vector-store/vector-file';

/**
 * The word vectors as the clustering worker receives them: their arrays in shared memory, which a message hands
 * over without a copy, and the words as one string. Posted as they are, the 10 MB of values were copied and the
 * 100,000 words cloned one by one on the server's thread: ~100 ms without a turn of the event loop, in every cycle
 * that starts a worker (decision 54 ends it after a big window).
 */
export interface WireVectors {
  dims: number;
  /** The words joined by '\n' (no word holds one: the vector file stores them so). */
  words: string;
  ranks: Uint32Array;
  scales: Float32Array;
  values: Int8Array;
}

/** Bytes copied, or words joined, between two turns of the event loop. */
const BYTES_PER_TURN = 1 << 20;
const WORDS_PER_TURN = 20_000;

type Shareable = Uint32Array | Float32Array | Int8Array;

/** The vectors in their wire form, made in slices with `turn()` between them (a turn of the event loop). */
export async function toWire(v: WordVectors, turn: () => Promise<void>): Promise<WireVectors> {
  const parts: string[] = [];
  for (let i = 0; i < v.words.length; i += WORDS_PER_TURN) {
    parts.push(v.words.slice(i, i + WORDS_PER_TURN).join('\n'));
    await turn();
  }
  return {
    dims: v.dims,
    words: parts.join('\n'),
    ranks: await shared(v.ranks, (b) => new Uint32Array(b), turn),
    scales: await shared(v.scales, (b) => new Float32Array(b), turn),
    values: await shared(v.values, (b) => new Int8Array(b), turn),
  };
}

/** The vectors again, as the worker reads them. */
export function fromWire(w: WireVectors): WordVectors {
  return { dims: w.dims, words: w.words.length > 0 ? w.words.split('\n') : [], ranks: w.ranks, scales: w.scales, values: w.values };
}

async function shared<T extends Shareable>(a: T, make: (buffer: SharedArrayBuffer) => T, turn: () => Promise<void>): Promise<T> {
  if (a.buffer instanceof SharedArrayBuffer) return a;
  const out = make(new SharedArrayBuffer(a.byteLength));
  const step = Math.max(1, Math.floor(BYTES_PER_TURN / a.BYTES_PER_ELEMENT));
  for (let i = 0; i < a.length; i += step) {
    out.set(a.subarray(i, i + step), i);
    await turn();
  }
  return out;
}
