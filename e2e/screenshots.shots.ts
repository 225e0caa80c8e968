import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'vitest';
import { useBrowser } from './support/browser';
import { walkScreens, type Seeded } from './support/screens';

const browser = useBrowser();
const out = resolve(import.meta.dirname, '../screenshots');

const variants = [
  { name: 'desktop-light', viewport: { width: 1366, height: 900 }, colorScheme: 'light' },
  { name: 'desktop-dark', viewport: { width: 1366, height: 900 }, colorScheme: 'dark' },
  { name: 'mobile-light', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
] as const;

/**
 * Every screen of e2e/support/screens.ts, and its main dialogs, at 1366×900 in light and dark and at 390×844,
 * full page, into screenshots/<variant>/<nn>-<screen>.png. One account, seeded by the first variant (its
 * onboarding screen is taken before its company exists); the others sign in to it in a fresh context.
 */
describe('screenshots', () => {
  it('when every screen is opened in each variant, then each is saved as a picture', async () => {
    rmSync(out, { recursive: true, force: true });
    let seeded: Seeded | undefined;
    for (const variant of variants) {
      const dir = join(out, variant.name);
      mkdirSync(dir, { recursive: true });
      const page = await browser.newPage({
        viewport: variant.viewport,
        colorScheme: variant.colorScheme,
        reducedMotion: 'reduce',
      });
      let n = 0;
      // On a phone the tour's button (in the sidebar) is behind the menu.
      const skip = variant.viewport.width < 768 ? ['tour'] : [];
      seeded = await walkScreens(page, browser.baseUrl, { email: 'a11y-light@newsjack.test', seeded, skip }, (name) =>
        page
          .screenshot({ path: join(dir, `${String(++n).padStart(2, '0')}-${name}.png`), fullPage: true })
          .then(() => {}),
      );
      await page.context().close();
    }
  });
});
