import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createSemanticEngine } from '../../src/semantic';
import { readWordVectors } from '../../src/semantic/vector-store/vector-file';
import { ensureWordVectorFile, VOCABULARY_SIZE, wordVectorFileName } from '../../src/semantic/vector-store/word-vector-file';

const dir = mkdtempSync(path.join(os.tmpdir(), 'newsjack-word-vectors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the compact word-vector file', () => {
  it('when it is missing, then one child process makes it from the packaged embeddings for all concurrent callers', async () => {
    const target = path.join(dir, 'nested');
    const [a, b] = await Promise.all([ensureWordVectorFile(target), ensureWordVectorFile(target)]);
    expect(a).toBe(path.join(target, wordVectorFileName()));
    expect(b).toBe(a);
    expect(readdirSync(target)).toEqual([wordVectorFileName()]); // no temporary file left behind

    const vectors = await readWordVectors(a);
    expect(vectors.words).toHaveLength(VOCABULARY_SIZE);
    expect(vectors.dims).toBe(100);
    // The source is frequency-ordered and punctuation is skipped: "the" first, "of" (rank 3, after "," and ".") next.
    expect(vectors.words.slice(0, 2)).toEqual(['the', 'of']);
    expect(Array.from(vectors.ranks.slice(0, 2))).toEqual([0, 3]);
    expect(vectors.words).toContain('clinicians');
  }, 120_000);

  it('when it exists, then it is used as it is', async () => {
    const file = await ensureWordVectorFile(path.join(dir, 'nested'));
    expect(existsSync(file)).toBe(true);
  });
});

describe('the offline engine over a damaged file', () => {
  it('when the file on disk does not decode, then it is made again and the engine answers', async () => {
    const target = path.join(dir, 'damaged');
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, wordVectorFileName()), 'not vectors');
    const engine = createSemanticEngine(loadConfig({ WORD_VECTORS_DIR: target }), undefined as never);
    expect(await engine.similarity('nurses', 'clinicians')).toBeGreaterThan(0.5);
    expect((await readWordVectors(path.join(target, wordVectorFileName()))).words).toHaveLength(VOCABULARY_SIZE);
  }, 120_000);
});
