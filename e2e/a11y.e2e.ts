import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { conflictingClasses } from './support/class-conflicts';
import { useBrowser } from './support/browser';
import { walkScreens } from './support/screens';

const browser = useBrowser();

/**
 * axe-core on every screen and the dialogs a person opens most, in light and in dark: no serious or critical
 * violation (contrast, names, roles, labels), nor a skipped heading level. One signed-in context per mode, an
 * administrator's, so the admin tabs are walked too; every finding of a mode is listed before the test fails. The
 * same walk reads every element's classes for two that set one property (support/class-conflicts.ts).
 */
describe('accessibility (axe)', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`when every screen and its main dialogs are shown in ${mode}, then axe finds no serious or critical violation and no class list sets one property twice`, async () => {
      const page = await browser.newPage({ colorScheme: mode, reducedMotion: 'reduce' });
      const found: string[] = [];
      const conflicts = new Set<string>();
      await walkScreens(page, browser.baseUrl, { email: `a11y-${mode}@newsjack.test` }, async (name) => {
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(mode === 'dark');
        for (const line of await seriousViolations(page)) found.push(`${name}: ${line}`);
        for (const line of await conflictingClasses(page)) conflicts.add(`${name}: ${line}`);
      });
      expect(found).toEqual([]);
      expect([...conflicts]).toEqual([]);
    }, 300_000);
  }
});
