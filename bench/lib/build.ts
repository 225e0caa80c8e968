import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The benches measure the production build: build it now unless the one on disk matches the sources. */
export function ensureBuilt(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'ensure-build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
