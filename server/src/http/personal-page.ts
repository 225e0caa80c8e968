import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import type { Logger } from '../logger';
import { initialReadsFor, initialReadsScript } from './initial-reads';

/** The dashboard's page module in the build manifest (client/src/app/routes/dashboard-route.tsx). */
const DASHBOARD_ROUTE = /(^|\/)app\/routes\/dashboard-route\.tsx$/;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * The files of the signed-in dashboard the entry does not already preload: the dashboard's page and everything it
 * imports statically (the signed-in frame, the `ui`, `reads`, `dashboard` groups, the schemas; client/build/
 * chunk-groups.ts), read from the build manifest, so a rebuild's new names need nothing here. Empty without one.
 */
export function dashboardModules(distDir: string): string[] {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const page = Object.keys(manifest).find((k) => DASHBOARD_ROUTE.test(k));
  if (!entry || !page) return [];
  const loaded = closure(manifest, entry);
  return [...closure(manifest, page)].filter((k) => !loaded.has(k)).map((k) => `/${manifest[k]!.file}`);
}

/** index.html's preload of the sign-in answer, which a page carrying that answer does not need. */
const AUTH_PRELOAD = /\s*<link rel="preload" href="\/api\/auth\/user"[^>]*>/;

/**
 * index.html for a signed-in request: the answers its first screen waits for in a data island (the client takes
 * them instead of asking, lib/initial-reads.ts), and on '/' a `modulepreload` of the dashboard's code, so it
 * downloads beside `index.js` rather than after `index.js` has run and heard the sign-in answer. Undefined for a
 * request nobody is signed in to: that one gets the static file, as it is. The page is that user's alone; the
 * caller sends it `no-store`, varying by cookie.
 */
export function personalPage(
  html: string,
  distDir: string,
  logger: Logger,
): (req: Request) => Promise<string | undefined> {
  const modules = dashboardModules(distDir);
  if (modules.length === 0)
    logger.warn({ distDir }, 'no dashboard chunks in the build manifest: no modulepreload for a signed-in page');
  const preloads = modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  const bodyEnd = html.lastIndexOf('</body>');
  const headEnd = html.indexOf('</head>');
  if (bodyEnd < 0 || headEnd < 0) return () => Promise.resolve(undefined);
  return async (req) => {
    const signedIn = await initialReadsFor(req);
    if (!signedIn) return undefined;
    const { reads, dashboard } = signedIn;
    const head = html.slice(0, headEnd).replace(AUTH_PRELOAD, '') + (dashboard ? preloads : '');
    return head + html.slice(headEnd, bodyEnd) + initialReadsScript(reads) + html.slice(bodyEnd);
  };
}
