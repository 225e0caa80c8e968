/**
 * Run before the compiled server by `npm start` (and the browser tests): builds when there is no build or the
 * build was made from other sources (see build-inputs.mjs). After `npm prune --omit=dev` the build tools are gone;
 * then a stale build is served with a warning rather than not at all, and a missing one is a clear error.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildState, repoRoot } from './build-inputs.mjs';

const state = buildState();
if (state !== 'current') {
  let canBuild = true;
  try {
    createRequire(path.join(repoRoot, 'package.json')).resolve('vite');
    createRequire(path.join(repoRoot, 'package.json')).resolve('esbuild');
  } catch {
    canBuild = false;
  }
  if (!canBuild && state === 'stale') {
    process.stderr.write(
      'newsjack: the build differs from the sources and the build tools are not installed; serving the existing build (run `npm install && npm run build` to update it)\n',
    );
  } else if (!canBuild) {
    process.stderr.write(
      'newsjack: no build found and the build tools are not installed: run `npm install && npm run build` first\n',
    );
    process.exit(1);
  } else {
    process.stdout.write(
      state === 'missing'
        ? 'newsjack: no build yet, building…\n'
        : 'newsjack: sources changed since the last build, building…\n',
    );
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')], {
      stdio: 'inherit',
      cwd: repoRoot,
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
