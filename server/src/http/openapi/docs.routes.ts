import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Router } from 'express';
import { repoRoot } from '../../config';
import { apiRouter, type RouteSpec } from '../router';
import { docsContract } from './docs.contract';
import { buildOpenApiDocument, type OpenApiDocument } from './document';

const require = createRequire(import.meta.url);
/** Scalar's self-contained browser build (no CDN: self-hosted installs and our test browsers are offline). */
const scalarScript = () =>
  path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');

// From the repository root (config's repoRoot), which resolves the same from source and from the compiled bundle.
const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  version: string;
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Newsjack API reference</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// Everything that would reach the internet is off: fonts from Scalar's CDN, its telemetry, the AI agent, and the
// "open in Scalar's client" and proxy features. The reference reads the document from this server only.
const INIT = `Scalar.createApiReference('#app', ${JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: 'json',
  showDeveloperTools: 'never',
})});
`;

/**
 * GET /api/openapi.json (generated once, on first request, from the app's route registry — by then every
 * router is mounted) and GET /api/docs, a reference page drawn by Scalar from that document.
 */
export function createDocsRouter(routes: readonly RouteSpec[]): Router {
  let document: OpenApiDocument | undefined;
  const api = apiRouter(docsContract);

  api.get('/api/openapi.json', 'public', (_req, res) => {
    document ??= buildOpenApiDocument(routes, {
      title: 'Newsjack API',
      version,
      description:
        'Every route this server mounts, generated from its route registry and the shared zod schemas. ' +
        'Errors are JSON `{message, details?}`.',
    });
    res.json(document);
  });

  api.get('/api/docs', 'public', (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-cache').send(PAGE);
  });

  api.get('/api/docs/scalar.js', 'public', (_req, res) => {
    res.type('text/javascript').setHeader('Cache-Control', 'no-cache').sendFile(scalarScript());
  });

  api.get('/api/docs/init.js', 'public', (_req, res) => {
    res.type('text/javascript').setHeader('Cache-Control', 'no-cache').send(INIT);
  });

  return api.router;
}
