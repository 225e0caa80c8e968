import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
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

/**
 * axe-core on every screen and the dialogs a person opens most, in light and in dark: no serious or critical
 * violation (contrast, names, roles, labels). One signed-in context per mode, an administrator's, so the admin
 * tabs are walked too; every finding of a mode is listed before the test fails.
 */
describe('accessibility (axe)', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`when every screen and its main dialogs are shown in ${mode}, then axe finds no serious or critical violation`, async () => {
      const page = await browser.newPage({ colorScheme: mode, reducedMotion: 'reduce' });
      const found: string[] = [];
      const check = async (name: string) => {
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(mode === 'dark');
        for (const line of await seriousViolations(page)) found.push(`${name}: ${line}`);
      };
      const none: Seeded = { trendId: 0, angleId: 0, angleHeadline: '' };

      for (const screen of signedOutScreens) {
        await visit(page, screen, none);
        await check(screen.name);
      }
      const seeded = await seedAccount(page, browser.baseUrl, `a11y-${mode}@newsjack.test`, async () => {
        await visit(page, onboardingScreen, none);
        await check(onboardingScreen.name);
      });
      for (const screen of signedInScreens) {
        await visit(page, screen, seeded);
        await check(screen.name);
      }
      for (const dialog of dialogScreens) {
        await openDialog(page, dialog, seeded);
        await check(dialog.name);
      }
      expect(found).toEqual([]);
    }, 300_000);
  }
});

async function openDialog(page: Page, dialog: (typeof dialogScreens)[number], seeded: Seeded) {
  await page.goto(pathOf(dialog, seeded));
  await settle(page);
  const shown = await dialog.open(page, seeded);
  await shown.waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
}
