import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from '../logger';
import { hasSessionCookie } from './initial-reads';
import { personalPage } from './personal-page';
import { signedOutPage } from './signed-out-page';
import { apiRouter, type RouteRegistry } from './router';
import { spaContract } from './static-spa.contract';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Encodings the build writes beside each compressible file (scripts/build.mjs), in order of preference. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encoding to send: the highest q-value the request gives among those offered, ties going to our order
 * (brotli first). Browsers list gzip before br with equal weight, so the request's own order cannot decide.
 */
export function pickEncoding(acceptEncoding: string | undefined, offered: readonly string[]): string | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(token, q === undefined ? 1 : Number(q));
  }
  let best: string | undefined;
  let bestQ = 0;
  for (const name of offered) {
    const q = weights.get(name) ?? weights.get('*') ?? 0;
    if (q > bestQ) [best, bestQ] = [name, q];
  }
  return best;
}

/** Relative paths (posix) of every file the build precompressed, per encoding; read once, the build is fixed. */
function findPrecompressed(distDir: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>(ENCODINGS.map((e) => [e.name, new Set<string>()]));
  for (const entry of readdirSync(distDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    for (const { name, suffix } of ENCODINGS) {
      if (rel.endsWith(suffix)) found.get(name)!.add(rel.slice(0, -suffix.length));
    }
  }
  return found;
}

/**
 * Serves the built client (vite build → client/dist) from the API's origin. Hashed files under /assets are
 * cached for a year as immutable; index.html is revalidated every time so a deploy shows at once. Any other
 * GET outside /api gets index.html so the client router can draw the page (or its 404 screen); to a signed-in
 * request, its own copy with the first screen's answers in it (http/personal-page.ts), never stored by any cache;
 * to a request with no session cookie, the copy that says nobody is signed in (http/signed-out-page.ts).
 * The build writes brotli and gzip copies of every compressible file; they are sent as they are when the browser
 * accepts them, so static files cost no compression work per request (API answers go through `compression`).
 */
export function serveSpa(
  app: Express,
  registry: RouteRegistry,
  distDir: string,
  logger: Logger,
  required: boolean,
): void {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    if (required) logger.warn({ distDir }, 'client build not found: serving the API only (run `npm run build`)');
    return;
  }
  const precompressed = findPrecompressed(distDir);
  const indexHtml = readFileSync(index, 'utf8');
  const personal = personalPage(indexHtml);
  const signedOut = signedOutPage(indexHtml);
  const cacheControl = (rel: string) => (rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE);

  /** Sends the precompressed copy of `rel` the browser accepts; false when there is none. */
  const sendPrecompressed = (req: Request, res: Response, rel: string, cache: string): boolean => {
    const offered = ENCODINGS.filter((e) => precompressed.get(e.name)!.has(rel));
    if (offered.length === 0) return false;
    // A file with a compressed copy varies by encoding, whichever copy this request gets.
    res.vary('Accept-Encoding');
    const chosen = pickEncoding(
      req.headers['accept-encoding'],
      offered.map((e) => e.name),
    );
    const encoding = offered.find((e) => e.name === chosen);
    if (!encoding) return false;
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Cache-Control', cache);
    res.type(path.extname(rel));
    res.sendFile(path.join(distDir, rel + encoding.suffix));
    return true;
  };

  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    // Only names the build listed are looked up, so no request path reaches the file system from here.
    if (!sendPrecompressed(req, res, rel, cacheControl(rel))) next();
  });
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        const rel = path.relative(distDir, file).split(path.sep).join('/');
        res.setHeader('Cache-Control', cacheControl(rel));
      },
    }),
  );
  const fallback = apiRouter(spaContract).get('/{*splat}', 'public', async (req, res) => {
    // A missing hashed asset must not come back as HTML: the browser would report a MIME error instead.
    if (req.path.startsWith('/assets/')) {
      res.status(404).end();
      return;
    }
    // A visit without a session cookie is nobody's: its page says so (http/signed-out-page.ts). Which page is sent
    // depends on the cookie, so every answer here varies by it.
    res.vary('Cookie');
    if (signedOut && !hasSessionCookie(req)) {
      res.vary('Accept-Encoding');
      res.setHeader('Cache-Control', REVALIDATE);
      res.type('html');
      const encoding = pickEncoding(req.headers['accept-encoding'], [...signedOut.encoded.keys()]);
      if (encoding === undefined) {
        res.send(signedOut.html);
        return;
      }
      res.setHeader('Content-Encoding', encoding);
      res.send(signedOut.encoded.get(encoding));
      return;
    }
    // A signed-in visit gets its own page, with the answers its first screen waits for (http/personal-page.ts).
    const page = await personal(req);
    if (page !== undefined) {
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(page);
      return;
    }
    if (sendPrecompressed(req, res, 'index.html', REVALIDATE)) return;
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(index);
  });
  app.use(registry.add(fallback.router));
}
