import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit } from '../../config';
import { convertEmbeddings } from './convert-embeddings';
import { writeWordVectors } from './vector-file';
import { sourceEmbeddingsFile, VOCABULARY_SIZE, wordVectorFileName } from './word-vector-file';

/**
 * Makes the compact word-vector file: `node --import tsx server/src/semantic/vector-store/build-cli.ts [file]`.
 * Without an argument it writes into WORD_VECTORS_DIR (default DATA_DIR/word-vectors) unless the file is
 * already there, as `npm run build` does; with one (the server's child process) it writes that file.
 */
const target = process.argv[2] ?? path.join(loadConfigOrExit().wordVectorsDir, wordVectorFileName());
if (process.argv[2] === undefined && existsSync(target)) {
  process.stderr.write(`word vectors: ${target} is up to date\n`);
} else {
  const started = performance.now();
  mkdirSync(path.dirname(target), { recursive: true });
  const vectors = convertEmbeddings(sourceEmbeddingsFile(), { maxWords: VOCABULARY_SIZE });
  writeWordVectors(target, vectors);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(`word vectors: ${vectors.words.length} words → ${target} in ${seconds} s\n`);
}
