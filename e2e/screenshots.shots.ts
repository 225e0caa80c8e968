import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { useBrowser } from './support/browser';
import {
  dialogScreens,
  onboardingScreen,
  pathOf,
  seedAccount,
  settle,
  signedInScreens,
  signedOutScreens,
  visit,
  type Seeded,
} from './support/screens';

const browser = useBrowser();
const out = resolve(import.meta.dirname, '../screenshots');

const variants = [
  { name: 'desktop-light', viewport: { width: 1366, height: 900 }, colorScheme: 'light' },
  { name: 'desktop-dark', viewport: { width: 1366, height: 900 }, colorScheme: 'dark' },
  { name: 'mobile-light', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
] as const;

const EMAIL = 'a11y-light@newsjack.test';
const PASSWORD = 'every screen checked 1';

/**
 * Every screen of e2e/support/screens.ts, and its main dialogs, at 1366×900 in light and dark and at 390×844,
 * full page, into screenshots/<variant>/<nn>-<screen>.png. One account, seeded once (the onboarding screen is
 * taken before its company exists); each variant signs in to it in a fresh context.
 */
describe('screenshots', () => {
  it('when every screen is opened in each variant, then each is saved as a picture', async () => {
    rmSync(out, { recursive: true, force: true });
    const none: Seeded = { trendId: 0, angleId: 0, angleHeadline: '' };
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
      const shoot = (name: string) =>
        page.screenshot({ path: join(dir, `${String(++n).padStart(2, '0')}-${name}.png`), fullPage: true });

      for (const screen of signedOutScreens) {
        await visit(page, screen, none);
        await shoot(screen.name);
      }
      if (!seeded) {
        seeded = await seedAccount(page, browser.baseUrl, EMAIL, async () => {
          await visit(page, onboardingScreen, none);
          await shoot(onboardingScreen.name);
        });
      } else {
        await signIn(page);
        await visit(page, onboardingScreen, none);
        await shoot(onboardingScreen.name);
      }
      for (const screen of signedInScreens) {
        await visit(page, screen, seeded);
        await shoot(screen.name);
      }
      for (const dialog of dialogScreens) {
        await page.goto(pathOf(dialog, seeded));
        await settle(page);
        // On a phone the sidebar (and its Help & Tour) is behind the menu.
        if (dialog.name === 'tour' && variant.viewport.width < 768) continue;
        await (await dialog.open(page, seeded)).waitFor({ timeout: 30_000 });
        await page.waitForTimeout(300);
        await shoot(dialog.name);
      }
      await page.context().close();
    }
  });
});

async function signIn(page: Page) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: EMAIL, password: PASSWORD },
    headers: { Origin: browser.baseUrl },
  });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}
