/**
 * What a build is made from, and whether the build on disk was made from exactly that. `npm run build` writes the
 * hash of its inputs into server/dist/build-stamp.json; `npm start` compares it with the tree it runs in and
 * builds again when they differ (a fresh clone, a pull, an edit). Content hashes, not mtimes: a checkout or a copy
 * changes mtimes without changing what the build would produce, and an edit can keep an old mtime.
 * Plain JavaScript on purpose: it runs before anything is compiled and after `npm prune --omit=dev`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../', import.meta.url));
export const serverEntry = path.join(repoRoot, 'server', 'dist', 'index.js');
export const clientIndex = path.join(repoRoot, 'client', 'dist', 'index.html');
export const stampFile = path.join(repoRoot, 'server', 'dist', 'build-stamp.json');

/** Folders whose every file can change the output (tests included: simpler than guessing what is bundled). */
const INPUT_DIRS = ['client', 'server/src', 'server/data', 'shared/src'];
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'client/package.json',
  'server/package.json',
  'shared/package.json',
  'tsconfig.base.json',
  'vite.config.ts',
  'scripts/build.mjs',
  'scripts/build-inputs.mjs',
];
const SKIP = new Set(['node_modules', 'dist', '.vite']);

function listFiles(relDir) {
  const out = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(repoRoot, rel), { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  if (existsSync(path.join(repoRoot, relDir))) walk(relDir);
  return out;
}

/** sha256 over every input's path and content, in a stable order. */
export function hashBuildInputs() {
  const files = [
    ...INPUT_DIRS.flatMap(listFiles),
    ...INPUT_FILES.filter((f) => existsSync(path.join(repoRoot, f))),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** 'current' | 'stale' (built from other inputs) | 'missing' (no complete build). */
export function buildState() {
  if (!existsSync(serverEntry) || !existsSync(clientIndex) || !existsSync(stampFile)) return 'missing';
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return stamp.inputs === hashBuildInputs() ? 'current' : 'stale';
  } catch {
    return 'stale';
  }
}
