import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Bundles a bench script the way `npm run build` bundles the server (scripts/build.mjs: one ES module, the
 * workspace's TypeScript inside, npm packages loaded from node_modules) into bench/dist/, two folders below the
 * repository root like server/dist, so `import.meta.url`-relative paths resolve alike. The full cycle's memory is
 * a figure of the server as `npm start` runs it: through tsx the same process held ~100 MB more before the cycle
 * began (the transpiler and its per-module state), which the server never holds. Returns the bundle's path.
 */
export async function bundleLikeTheServer(entry: string): Promise<string> {
  const name = path.basename(entry).replace(/\.ts$/, '');
  const outfile = path.join(root, 'bench', 'dist', `${name}.mjs`);
  await bundle(entry, outfile);
  // The clustering worker the cycle starts, beside the bundle as it sits beside the server (see draft-thread.ts).
  await bundle('server/src/discovery/pipeline/draft-worker.ts', path.join(root, 'bench', 'dist', 'draft-worker.js'));
  return outfile;
}

async function bundle(entry: string, outfile: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    keepNames: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path === '@newsjack/shared' || args.path.startsWith('@newsjack/shared/')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
