import { describe, expect, it } from 'vitest';
import { useBrowser, uniqueEmail } from './support/browser';
import { completeOnboardingViaApi, createAccountViaUi, signInViaUi } from './support/flows';

const browser = useBrowser();

const screens = [
  { link: 'My Company', path: '/my-company' },
  { link: 'My Trends', path: '/trends' },
  { link: 'Story Angles', path: '/story-angles' },
  { link: 'Media Contacts', path: '/media-contacts' },
  { link: 'Pitches', path: '/pitches' },
  { link: 'Saved Items', path: '/saved' },
  { link: 'Keywords', path: '/keywords' },
  { link: 'How It Works', path: '/how-it-works' },
  { link: 'Settings', path: '/settings' },
  { link: 'Dashboard', path: '/' },
];

describe('platform: landing, sign-in and the app shell', () => {
  it('when a visitor opens the app, then the landing page shows both audiences, How It Works and no-card line', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('tab', { name: 'For modern PR teams' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'For Small Businesses & Startups' }).click();
    expect(await page.getByRole('tab', { name: 'For Small Businesses & Startups' }).getAttribute('aria-selected')).toBe('true');
    for (const step of ['Monitor', 'Analyze', 'Execute']) {
      expect(await page.getByRole('heading', { name: step, exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByText('No credit card needed.').first().isVisible()).toBe(true);
  });

  it('when a new user signs up, then onboarding comes first, every screen opens in the shell, and sign-out and sign-in work', async () => {
    const page = await browser.newPage();
    const account = { email: uniqueEmail('shell'), password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' };
    await createAccountViaUi(page, account);
    await page.waitForURL('**/onboarding');

    await completeOnboardingViaApi(page, browser.baseUrl);
    await page.goto('/');
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    expect(await sidebar.getByText('Ada Lovelace').isVisible()).toBe(true);
    expect(await sidebar.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    for (const screen of screens) {
      await sidebar.getByRole('link', { name: screen.link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === screen.path);
      expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    }

    await page.goto('/no-such-screen');
    await expect.poll(() => page.getByText('404 Page Not Found').isVisible()).toBe(true);

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('No credit card needed.').first().isVisible()).toBe(true);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await signInViaUi(page, account);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => sidebar.getByText('Ada Lovelace').isVisible()).toBe(true);
  });

  it('when a signed-out visitor opens a protected screen, then they are sent to sign in', async () => {
    const page = await browser.newPage();
    await page.goto('/keywords');
    await page.waitForURL('**/signin**');
  });

  it('when the administrator signs in, then the Admin link shows; a plain user gets the access-denied page', async () => {
    const page = await browser.newPage();
    await createAccountViaUi(page, { email: 'admin@newsjack.test', password: 'harbour lantern orbit 1' });
    await page.waitForURL('**/onboarding');
    await completeOnboardingViaApi(page, browser.baseUrl, 'Admin Co');
    await page.goto('/');
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect.poll(() => sidebar.getByRole('link', { name: 'Admin' }).isVisible()).toBe(true);

    const other = await browser.newPage();
    await createAccountViaUi(other, { email: uniqueEmail('plain'), password: 'plain password 1' });
    await other.waitForURL('**/onboarding');
    await completeOnboardingViaApi(other, browser.baseUrl, 'Plain Co');
    await other.goto('/admin');
    await expect.poll(() => other.getByText('Access Denied').first().isVisible()).toBe(true);
  });

  it('when the screen is small, then the menu opens a drawer with Help & Tour that closes on a link tap', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await createAccountViaUi(page, { email: uniqueEmail('mobile'), password: 'mobile password 1' });
    await page.waitForURL('**/onboarding');
    await completeOnboardingViaApi(page, browser.baseUrl, 'Pocket Co');
    await page.goto('/');
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.getByRole('button', { name: 'Help & Tour' }).isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Keywords', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/keywords');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
