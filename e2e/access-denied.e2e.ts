import { describe, expect, it } from 'vitest';
import { useBrowser, uniqueEmail } from './support/browser';
import { completeOnboardingViaApi, createAccountViaApi } from './support/flows';

const browser = useBrowser();

describe('admin access denied', () => {
  it('when a plain user follows a link to /admin, then the page is headed exactly "Admin Not Found / Access Denied" and Return to Safety goes home', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('nosy');
    await createAccountViaApi(page, browser.baseUrl, { email, password: 'nosy neighbour password 1' });
    await completeOnboardingViaApi(page, browser.baseUrl, 'Nosy Parker Pay');
    await page.goto('/admin');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect((await heading.innerText()).replace(/\s+/g, ' ')).toBe('Admin Not Found / Access Denied');
    expect(await page.getByText(email).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Safety' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The dashboard (its welcome modal hides the rest from the accessibility tree, so found by its text).
    await page.locator('h1', { hasText: 'Dashboard' }).waitFor();
  });
});
