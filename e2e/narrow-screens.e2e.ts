import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { overflowingElements } from './support/overflow';
import { walkScreens } from './support/screens';

const browser = useBrowser({ width: 390, height: 844 });

/**
 * A phone's width (390 px): on every screen and main dialog, nothing runs past the edge of its card or of the
 * window (the top trend card's text and chart once did, pushed by a badge that would not wrap).
 */
describe('narrow screens', () => {
  it('when every screen and its main dialogs are shown at 390 px, then nothing runs past its box', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    const found: string[] = [];
    // The tour starts from the sidebar, behind the menu on a phone.
    await walkScreens(page, browser.baseUrl, { email: 'narrow@newsjack.test', skip: ['tour'] }, async (name) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const line of await overflowingElements(page)) found.push(`${name}: ${line}`);
    });
    expect(found).toEqual([]);
  }, 240_000);
});
