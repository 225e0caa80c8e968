import { describe, expect, it } from 'vitest';
import { useBrowser, uniqueEmail } from './support/browser';
import { createAccountViaApi, onboardCompanyViaApi, POLL } from './support/flows';

const browser = useBrowser();

/** Every signed-in screen the sidebar leads to, by its link, and the tab title it must give. */
const SCREENS = [
  'My Company',
  'My Trends',
  'Story Angles',
  'Media Contacts',
  'Pitches',
  'Saved Items',
  'Keywords',
  'How It Works',
  'Settings',
  'Dashboard',
] as const;

describe('document titles', () => {
  it('when a signed-in user walks the sidebar, then each screen names the tab after itself, and back and unknown paths follow', async () => {
    const page = await browser.newPage();
    await createAccountViaApi(page, browser.baseUrl, { email: uniqueEmail('titles'), password: 'tab titles password 1' });
    await onboardCompanyViaApi(page, browser.baseUrl, { companyName: 'Wrenfield Pay', keywords: ['payments'] });

    await page.goto('/');
    await expect.poll(() => page.title(), POLL).toBe('Dashboard · Newsjack');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const seen = new Set<string>();
    for (const screen of SCREENS) {
      await sidebar.getByRole('link', { name: screen, exact: true }).click();
      await expect.poll(() => page.title(), POLL).toBe(`${screen} · Newsjack`);
      seen.add(await page.title());
    }
    expect(seen.size).toBe(SCREENS.length);

    await page.goBack();
    await expect.poll(() => page.title(), POLL).toBe('Settings · Newsjack');
    await page.goto('/no-such-screen');
    await page.getByText('Page Not Found').first().waitFor();
    expect(await page.title()).toBe('Page Not Found · Newsjack');
  });
});
