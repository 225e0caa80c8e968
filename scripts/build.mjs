/**
 * `npm run build`: the production build, in three steps, then the stamp `npm start` checks (build-inputs.mjs).
 *  1. client: `vite build` → client/dist (hashed assets under client/dist/assets, a manifest for the bench);
 *  2. server: esbuild bundles server/src/index.ts with the workspace's own TypeScript (server, shared, server/data)
 *     into one ES module, server/dist/index.js; npm packages stay external and load from node_modules as usual;
 *  3. precompression: every compressible client file gets .br and .gz siblings at the highest levels, which the
 *     server sends as they are (no compression work per request for static files).
 * The bundle sits two folders below the repository root, like server/src/config.ts, so `import.meta.url`-relative
 * paths (repository root, migrations, client/dist) resolve the same from source and from the bundle.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { hashBuildInputs, repoRoot, stampFile } from './build-inputs.mjs';

const inputs = hashBuildInputs();
const started = performance.now();

await viteBuild({ configFile: path.join(repoRoot, 'vite.config.ts'), logLevel: 'warn' });

const serverDist = path.join(repoRoot, 'server', 'dist');
rmSync(serverDist, { recursive: true, force: true });
/** Bundle the workspace's TypeScript; leave every npm package (bare import) to node_modules at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@newsjack/shared' || args.path.startsWith('@newsjack/shared/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};
await esbuild({
  absWorkingDir: repoRoot,
  // The server, the word-vector builder it forks when the compact file is missing (semantic/vector-store), and the
  // clustering worker it starts (discovery/pipeline/draft-thread.ts finds it beside the server).
  entryPoints: {
    index: 'server/src/index.ts',
    'build-vectors': 'server/src/semantic/vector-store/build-cli.ts',
    'draft-worker': 'server/src/discovery/pipeline/draft-worker.ts',
  },
  outdir: 'server/dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Stack traces and logs keep the real function and class names.
  keepNames: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
/** Files smaller than this are sent as they are: the saving is smaller than the headers. */
const MIN_BYTES = 1024;
function precompress(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.includes(`${path.sep}.vite${path.sep}`) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
  }
  return files;
}
const compressed = precompress(path.join(repoRoot, 'client', 'dist'));

// The compact word vectors of the offline semantic engine (DATA_DIR/word-vectors; skipped when already there), so a
// fresh install's first request does not wait for them. Runs the compiled builder: no TypeScript needed.
const vectors = spawnSync(process.execPath, [path.join(serverDist, 'build-vectors.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (vectors.status !== 0) throw new Error(`building the word-vector file failed (exit ${vectors.status})`);

mkdirSync(serverDist, { recursive: true });
writeFileSync(stampFile, `${JSON.stringify({ inputs, builtAt: new Date().toISOString() }, null, 2)}\n`);
process.stdout.write(
  `built client/dist (${compressed} files precompressed) and server/dist/index.js in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
