/**
 * The theme script written into index.html instead of fetched (vite.config.ts adds this plugin): the `dark` class
 * must be on <html> before anything is drawn (decision 49). As a file (client/theme-init.js) it was a render-blocking
 * request of its own, a new connection before the first paint. Inline, the CSP allows exactly its text by hash (server
 * http/security-headers.ts reads the same file), so no other inline script can run.
 *
 * The stylesheet stays a file: inlined too (decision 26, addendum 4), the first paint came ~1 s earlier on
 * Lighthouse's slow-4G profile, but the app's start-up work then fell after it and counted as blocking time, and the
 * 13 KB more of HTML put the largest paint later: the score fell on the landing page and the dashboard.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where index.html wants the theme script (a marker, not a <script src>: Vite would try to bundle that file). */
const THEME_TAG = '<!-- inline: client/theme-init.js -->';

export function inlineFirstPaint(themeScriptFile: string): Plugin {
  return {
    name: 'newsjack:inline-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(THEME_TAG)) throw new Error(`index.html has no ${THEME_TAG} to inline`);
        // The file's text exactly as it is: its hash is what the CSP allows.
        return html.replace(THEME_TAG, () => `<script>${readFileSync(themeScriptFile, 'utf8')}</script>`);
      },
    },
  };
}
