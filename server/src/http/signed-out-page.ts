import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { AUTH_PRELOAD } from './personal-page';
import { initialReadsScript } from './initial-reads';

/**
 * index.html for a visit that carries no session cookie at all: nobody can be signed in to it, so the page says so
 * itself (the sign-in answer `null` in the data island, client lib/initial-reads.ts) and drops the sign-in preload.
 * Asked for anyway, the preload and the client's own check were a 401 on every visitor's first page: a request on
 * the slow link before the landing page could be drawn, and an error in the browser's console (Lighthouse's best
 * practices). Built once from the build's index.html, with its compressed copies, as the static file is.
 */
export interface SignedOutPage {
  html: string;
  /** By content encoding ('br', 'gzip'). */
  encoded: ReadonlyMap<string, Buffer>;
}

export function signedOutPage(indexHtml: string): SignedOutPage | undefined {
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  if (bodyEnd < 0) return undefined;
  const html =
    indexHtml.slice(0, bodyEnd).replace(AUTH_PRELOAD, '') +
    initialReadsScript(new Map([['/api/auth/user', 'null']])) +
    indexHtml.slice(bodyEnd);
  const buffer = Buffer.from(html, 'utf8');
  const encoded = new Map([
    ['br', brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['gzip', gzipSync(buffer, { level: 9 })],
  ]);
  return { html, encoded };
}
