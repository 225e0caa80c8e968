import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from '../logger';
import { apiRouter, type RouteRegistry } from './router';
import { spaContract } from './static-spa.contract';

/**
 * Serves the built client (vite build → client/dist) from the API's origin. Hashed files under /assets are
 * cached for a year as immutable; index.html is revalidated every time so a deploy shows at once. Any other
 * GET outside /api gets index.html so the client router can draw the page (or its 404 screen).
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
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        const underAssets = path.relative(path.join(distDir, 'assets'), file);
        const hashed = !underAssets.startsWith('..') && !path.isAbsolute(underAssets);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  const fallback = apiRouter(spaContract).get('/{*splat}', 'public', (req, res) => {
    // A missing hashed asset must not come back as HTML: the browser would report a MIME error instead.
    if (req.path.startsWith('/assets/')) {
      res.status(404).end();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  app.use(registry.add(fallback.router));
}
