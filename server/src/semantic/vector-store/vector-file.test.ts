import { describe, expect, it } from 'vitest';
import { decodeWordVectors, encodeWordVectors, quantise, type WordVectors } from './vector-file';

function sample(): WordVectors {
  const values = new Int8Array(6);
  const scales = Float32Array.from([quantise([0.5, -1, 0.25], values, 0), quantise([2, 0, -2], values, 3)]);
  return { dims: 3, words: ['café', 'heat-pump'], ranks: Uint32Array.from([4, 17]), scales, values };
}

describe('compact word-vector file', () => {
  it('when vectors are encoded and decoded, then words, ranks, scales and values come back unchanged', () => {
    const v = sample();
    const back = decodeWordVectors(encodeWordVectors(v));
    expect(back.words).toEqual(['café', 'heat-pump']);
    expect(Array.from(back.ranks)).toEqual([4, 17]);
    expect(Array.from(back.scales)).toEqual(Array.from(v.scales));
    expect(Array.from(back.values)).toEqual(Array.from(v.values));
  });

  it('when a vector is quantised, then its largest component maps to ±127 and every component is within half a step', () => {
    const out = new Int8Array(4);
    const vector = [0.3, -0.9, 0.01, 0.45];
    const scale = quantise(vector, out, 0);
    expect(Math.max(...Array.from(out, Math.abs))).toBe(127);
    vector.forEach((x, i) => expect(Math.abs(out[i]! * scale - x)).toBeLessThanOrEqual(scale / 2 + 1e-9));
  });

  it('when the file is truncated or not a vector file, then decoding refuses it', () => {
    const bytes = encodeWordVectors(sample());
    expect(() => decodeWordVectors(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/);
    expect(() => decodeWordVectors(Buffer.from('{"words":[]}'))).toThrow(/not a word-vector file/);
  });
});
