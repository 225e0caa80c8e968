import type { Request } from 'express';
import { initialReadsFor, initialReadsScript } from './initial-reads';

/** index.html's preload of the sign-in answer, which a page carrying that answer does not need. */
export const AUTH_PRELOAD = /\s*<link rel="preload" href="\/api\/auth\/user"[^>]*>/;

/**
 * index.html for a signed-in request: the answers its first screen waits for in a data island (the client takes
 * them instead of asking, client lib/initial-reads.ts), without the sign-in preload they make useless. Undefined
 * for a request nobody is signed in to: without a session cookie it gets the signed-out page
 * (http/signed-out-page.ts), with a cookie that names no session the static file, as it is. The page is that user's alone;
 * the caller sends it `no-store`, varying by cookie.
 *
 * No `modulepreload` of the dashboard's code here: measured, it made the first paint later (its ~110 KB shared
 * the slow link with the stylesheet and index.js) and the dashboard's paint no earlier than asking for that code
 * when index.js runs, which with the answers in the page is at once (docs/decisions/0026, addendum 3).
 */
export function personalPage(html: string): (req: Request) => Promise<string | undefined> {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return () => Promise.resolve(undefined);
  const before = html.slice(0, bodyEnd).replace(AUTH_PRELOAD, '');
  const after = html.slice(bodyEnd);
  return async (req) => {
    const reads = await initialReadsFor(req);
    return reads && before + initialReadsScript(reads) + after;
  };
}
