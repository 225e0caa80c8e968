/**
 * What a first visit to each route downloads, from vite's build manifest (client/dist/.vite/manifest.json): the
 * entry (index.html's script and everything it imports statically) plus the route's page chunk and its static
 * imports. Lazy imports inside a page (a chart loaded on demand) are not part of the first screen and not counted.
 * Sizes are of the files the server sends: brotli and gzip copies written by the build (computed here for files
 * too small to have one).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
/** Pages a signed-out visitor sees: the entry and the page. */
const PUBLIC_PAGES = new Set(['landing', 'auth', 'not-found']);
/** Signed-in pages drawn outside the app shell: they add the shared schemas the sign-in state loads. */
const UNFRAMED_PAGES = new Set(['onboarding', 'admin']);
/** The signed-in frame every shell page is drawn in (app/router.tsx): the `shell` chunk group (client/build/chunk-groups.ts). */
const SHELL_FRAME = /^_shell-[\w-]+\.js$/;

export interface RouteSize {
  /** The page: its feature ('landing', from features/landing/index.ts) or its composition ('dashboard', from app/routes/dashboard-route.tsx). */
  route: string;
  /** 'public' (signed out), 'signed-in' (outside the shell) or 'shell' (inside the app shell). */
  kind: 'public' | 'signed-in' | 'shell';
  js: Sizes;
  css: Sizes;
  files: string[];
}

function fileSizes(distDir: string, file: string): Sizes {
  const full = path.join(distDir, file);
  const body = readFileSync(full);
  const brotli = existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`).length
    : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const gzip = existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : gzipSync(body, { level: 9 }).length;
  return { raw: body.length, gzip, brotli };
}

const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });

/** The chunk and every chunk it imports statically, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export function routeSizes(distDir: string): RouteSize[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  // Pages are what app/lazy-pages.ts loads: the entry's lazy imports that are a feature's index or a composition.
  const PAGE = /(?:features\/([^/]+)\/index\.ts|app\/routes\/([^/]+)-route\.tsx)$/;
  const pages = (manifest[entry]!.dynamicImports ?? []).filter(
    (k) => manifest[k]!.isDynamicEntry && PAGE.test(manifest[k]!.src ?? k),
  );
  const find = (re: RegExp) => {
    const key = Object.keys(manifest).find((k) => re.test(manifest[k]!.src ?? k));
    if (!key) throw new Error(`no chunk in the manifest matches ${re}`);
    return key;
  };
  // Chunks the entry itself loads lazily (the shared schemas, once the sign-in state has an answer to check):
  // every signed-in screen gets them, a signed-out visitor does not.
  const shellFrame = find(SHELL_FRAME);
  const signedIn = (manifest[entry]!.dynamicImports ?? []).filter(
    (k) => !manifest[k]!.isDynamicEntry && k !== shellFrame,
  );

  return pages
    .map((page) => {
      const match = PAGE.exec(manifest[page]!.src ?? page)!;
      const route = match[1] ?? match[2]!;
      const kind: RouteSize['kind'] = PUBLIC_PAGES.has(route)
        ? 'public'
        : UNFRAMED_PAGES.has(route)
          ? 'signed-in'
          : 'shell';
      const roots = [entry, page, ...(kind === 'public' ? [] : signedIn), ...(kind === 'shell' ? [shellFrame] : [])];
      const chunks = new Set(roots.flatMap((root) => [...closure(manifest, root)]));
      const js = new Set<string>();
      const css = new Set<string>();
      for (const key of chunks) {
        js.add(manifest[key]!.file);
        for (const sheet of manifest[key]!.css ?? []) css.add(sheet);
      }
      const sum = (files: Set<string>) => [...files].reduce((acc, f) => add(acc, fileSizes(distDir, f)), zero());
      return { route, kind, js: sum(js), css: sum(css), files: [...js, ...css] };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
