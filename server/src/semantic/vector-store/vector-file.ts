import { renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * The compact word-vector file: the words we keep, in the source's frequency order, each with its rank in the
 * source (for Zipf frequencies) and its vector quantised to Int8 with one Float32 scale per vector.
 *
 * Layout (little-endian): magic "NJWV", u32 version, u32 dims, u32 count, u32 wordsBytes,
 *   wordsBytes of UTF-8 words joined by "\n", padding to 4 bytes, u32 ranks[count], f32 scales[count],
 *   i8 values[count * dims].
 */
export const VECTOR_FILE_VERSION = 1;
const MAGIC = 0x56574a4e; // "NJWV"

export type WordVectors = {
  dims: number;
  words: string[];
  /** 0-based position of each word in the source's frequency-ordered list. */
  ranks: Uint32Array;
  scales: Float32Array;
  values: Int8Array;
};

/** Per-vector symmetric quantisation: the largest component maps to ±127. */
export function quantise(vector: ArrayLike<number>, out: Int8Array, offset: number): number {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]!));
  const scale = max === 0 ? 1 : max / 127;
  for (let i = 0; i < vector.length; i++) out[offset + i] = Math.round(vector[i]! / scale);
  return scale;
}

const align4 = (n: number) => (n + 3) & ~3;

export function encodeWordVectors(v: WordVectors): Buffer {
  const wordsBytes = Buffer.from(v.words.join('\n'), 'utf8');
  const count = v.words.length;
  const headerBytes = 20;
  const wordsEnd = align4(headerBytes + wordsBytes.length);
  const total = wordsEnd + count * 8 + count * v.dims;
  const buf = Buffer.alloc(total);
  buf.writeUInt32LE(MAGIC, 0);
  buf.writeUInt32LE(VECTOR_FILE_VERSION, 4);
  buf.writeUInt32LE(v.dims, 8);
  buf.writeUInt32LE(count, 12);
  buf.writeUInt32LE(wordsBytes.length, 16);
  wordsBytes.copy(buf, headerBytes);
  Buffer.from(v.ranks.buffer, v.ranks.byteOffset, count * 4).copy(buf, wordsEnd);
  Buffer.from(v.scales.buffer, v.scales.byteOffset, count * 4).copy(buf, wordsEnd + count * 4);
  Buffer.from(v.values.buffer, v.values.byteOffset, count * v.dims).copy(buf, wordsEnd + count * 8);
  return buf;
}

export function decodeWordVectors(buf: Buffer): WordVectors {
  if (buf.length < 20 || buf.readUInt32LE(0) !== MAGIC) throw new Error('not a word-vector file');
  const version = buf.readUInt32LE(4);
  if (version !== VECTOR_FILE_VERSION) throw new Error(`word-vector file version ${version}, expected ${VECTOR_FILE_VERSION}`);
  const dims = buf.readUInt32LE(8);
  const count = buf.readUInt32LE(12);
  const wordsLength = buf.readUInt32LE(16);
  const wordsEnd = align4(20 + wordsLength);
  if (buf.length !== wordsEnd + count * 8 + count * dims) throw new Error('word-vector file is truncated');
  const words = count === 0 ? [] : buf.toString('utf8', 20, 20 + wordsLength).split('\n');
  if (words.length !== count) throw new Error('word-vector file word list does not match its count');
  // Copy into fresh typed arrays: aligned, and independent of the (pooled) read buffer.
  const ranks = new Uint32Array(count);
  const scales = new Float32Array(count);
  const values = new Int8Array(count * dims);
  new Uint8Array(ranks.buffer).set(buf.subarray(wordsEnd, wordsEnd + count * 4));
  new Uint8Array(scales.buffer).set(buf.subarray(wordsEnd + count * 4, wordsEnd + count * 8));
  new Uint8Array(values.buffer).set(buf.subarray(wordsEnd + count * 8));
  return { dims, words, ranks, scales, values };
}

export async function readWordVectors(file: string): Promise<WordVectors> {
  return decodeWordVectors(await readFile(file));
}

/** Written beside the target and renamed into place, so a reader never sees half a file. */
export function writeWordVectors(file: string, v: WordVectors): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, encodeWordVectors(v));
  renameSync(tmp, file);
}
