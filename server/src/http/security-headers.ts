import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { repoRoot } from '../config';

/**
 * The one inline script the app's page carries: the theme script the build writes into index.html's <head>
 * (client/build/inline-first-paint.ts), allowed by the hash of its exact text. None when the file is not there
 * (an install serving the API only): then no inline script runs at all.
 */
function themeScriptSource(file = path.join(repoRoot, 'client', 'theme-init.js')): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return [`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`];
}

/**
 * helmet with a CSP the built SPA can live with: own scripts and styles only (plus the theme script above, by hash),
 * inline style attributes (Radix positions popovers with them), images from
 * data: and https: (favicons, profile pictures).
 * `upgrade-insecure-requests` is off because self-hosted installs are often plain http on a LAN.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...themeScriptSource()],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
}
