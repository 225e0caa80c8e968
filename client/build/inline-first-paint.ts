/**
 * What the first paint waits for, written into index.html instead of fetched (vite.config.ts adds this plugin).
 *
 * - The theme script (client/theme-init.js): the `dark` class must be on <html> before anything is drawn (decision
 *   49). As a file it was a render-blocking request of its own, a new connection and a round trip before the first
 *   paint (Lighthouse: ~300 ms on its slow-4G profile). Inline, the CSP allows exactly its text by hash (server
 *   http/security-headers.ts reads the same file), so no other inline script can run.
 * - The stylesheet (build only; ~13 KB compressed, no url() in it): the other render-blocking request. Inline, the
 *   page paints once its HTML is in. `style-src` already allows inline styles (Radix positions popovers with them).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where index.html wants the theme script (a marker, not a <script src>: Vite would try to bundle that file). */
const THEME_TAG = '<!-- inline: client/theme-init.js -->';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

export function inlineFirstPaint(themeScriptFile: string): Plugin {
  return {
    name: 'newsjack:inline-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes(THEME_TAG)) throw new Error(`index.html has no ${THEME_TAG} to inline`);
        // The file's text exactly as it is: its hash is what the CSP allows.
        let page = html.replace(THEME_TAG, () => `<script>${readFileSync(themeScriptFile, 'utf8')}</script>`);
        const bundle = ctx.bundle;
        if (bundle) {
          page = page.replace(STYLESHEET, (tag: string, fileName: string) => {
            const asset = bundle[fileName];
            if (!asset || asset.type !== 'asset') return tag;
            const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css}</style>`;
          });
        }
        return page;
      },
    },
  };
}
