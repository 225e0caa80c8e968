import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { convertEmbeddings, isKeptWord } from './convert-embeddings';

const dir = mkdtempSync(path.join(os.tmpdir(), 'newsjack-convert-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The source's layout: a frequency-ordered word list, then a vector per word with its norm and index. */
function writeSource(words: string[], vectorOf: (i: number) => Array<number | string>, vectorOrder = words.map((_, i) => i)): string {
  const vectors = vectorOrder.map((i) => `${JSON.stringify(words[i])}:[${[...vectorOf(i), 1.5, i].join(',')}]`);
  const json = `{"precision":8,"l2NormIndex":3,"wordIndex":4,"size":${words.length},"dimensions":3,"words":${JSON.stringify(words)},"vectors":{${vectors.join(',')}},"unkVector":[0,0,0,-1]}`;
  const file = path.join(dir, `source-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, json);
  return file;
}

describe('converting the packaged embeddings', () => {
  it('when the source lists words by frequency, then the first word-like ones are kept with their ranks and vectors', () => {
    const words = ['the', ',', 'of', '"', '1999', 'vectors', 'café', 'e-mail', 'rare'];
    const file = writeSource(words, (i) => [i / 10, -i / 5, i === 0 ? 1e-3 : 0.5]);
    const out = convertEmbeddings(file, { maxWords: 5, keepFloat: true });
    expect(out.words).toEqual(['the', 'of', 'vectors', 'café', 'e-mail']);
    expect(Array.from(out.ranks)).toEqual([0, 2, 5, 6, 7]);
    expect(out.sourceWords).toBe(9);
    // "vectors" is both a word and the key of the vectors object: its own vector must be read, not confused.
    expect(Array.from(out.floats!.slice(6, 9))).toEqual([0.5, -1, 0.5].map(Math.fround));
    expect(Array.from(out.values.slice(6, 9))).toEqual([64, -127, 64]);
  });

  it('when vectors come in another order than the word list, then each still lands in its own word', () => {
    const words = ['alpha', 'beta', 'gamma'];
    const file = writeSource(words, (i) => [i + 1, 0, 0], [2, 0, 1]);
    const out = convertEmbeddings(file, { maxWords: 3, keepFloat: true });
    expect(Array.from(out.floats!)).toEqual([1, 0, 0, 2, 0, 0, 3, 0, 0]);
  });

  it('when numbers use exponents and signs, then they are read exactly enough', () => {
    const file = writeSource(['x'], () => ['-1.5e-3', '2.5E+2', '-0.125']);
    const out = convertEmbeddings(file, { maxWords: 1, keepFloat: true });
    expect(Array.from(out.floats!)).toEqual([Math.fround(-0.0015), 250, -0.125]);
  });

  it('when a token is punctuation, a number or too long, then it is not a kept word', () => {
    expect(['heat', "o'neill", 'at&t', 'u.s.', 'naïve', '2019s'].every(isKeptWord)).toBe(true);
    expect([',', '1999', '-lrb-', '"', 'a'.repeat(41)].some(isKeptWord)).toBe(false);
  });
});
