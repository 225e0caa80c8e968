import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { overflowingElements } from './support/overflow';
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

const browser = useBrowser({ width: 390, height: 844 });

/**
 * A phone's width (390 px): on every screen and main dialog, nothing runs past the edge of its card or of the
 * window (the top trend card's text and chart once did, pushed by a badge that would not wrap).
 */
describe('narrow screens', () => {
  it('when every screen and its main dialogs are shown at 390 px, then nothing runs past its box', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    const found: string[] = [];
    const check = async (name: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const line of await overflowingElements(page)) found.push(`${name}: ${line}`);
    };
    const none: Seeded = { trendId: 0, angleId: 0, angleHeadline: '' };
    for (const screen of signedOutScreens) {
      await visit(page, screen, none);
      await check(screen.name);
    }
    const seeded = await seedAccount(page, browser.baseUrl, 'narrow@newsjack.test', async () => {
      await visit(page, onboardingScreen, none);
      await check(onboardingScreen.name);
    });
    for (const screen of signedInScreens) {
      await visit(page, screen, seeded);
      await check(screen.name);
    }
    // The tour starts from the sidebar, behind the menu on a phone; the others open from the page.
    for (const dialog of dialogScreens.filter((d) => d.name !== 'tour')) {
      await openDialog(page, dialog, seeded);
      await check(dialog.name);
    }
    expect(found).toEqual([]);
  }, 240_000);
});

async function openDialog(page: Page, dialog: (typeof dialogScreens)[number], seeded: Seeded) {
  await page.goto(pathOf(dialog, seeded));
  await settle(page);
  await (await dialog.open(page, seeded)).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
}
