import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser, uniqueEmail } from './support/browser';
import { apiGet, completeOnboardingViaApi, createAccountViaApi, POLL, toast } from './support/flows';

const browser = useBrowser();

/** The spec's table: anchor and title of each of the 8 steps. */
const STEPS = [
  ['dashboard', 'Your AI-Powered Dashboard'],
  ['my-company', 'My Company Profile'],
  ['trends', 'Trending Topics Discovery'],
  ['story-angles', 'AI-Generated Story Angles'],
  ['media-contacts', 'Media Contact Management'],
  ['pitches', 'Email Pitch Generation'],
  ['saved-items', 'Saved Items Collection'],
  ['keywords', 'Keyword Management'],
] as const;

const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
};
const contains = (outer: Box, inner: Box) =>
  outer.x <= inner.x + 0.5 &&
  outer.y <= inner.y + 0.5 &&
  outer.x + outer.width >= inner.x + inner.width - 0.5 &&
  outer.y + outer.height >= inner.y + inner.height - 0.5;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A new account with a company and the tour not yet taken, on the dashboard. */
async function onboardedUser(page: Page): Promise<void> {
  await createAccountViaApi(page, browser.baseUrl, { email: uniqueEmail('tour'), password: 'tour password 1' });
  await completeOnboardingViaApi(page, browser.baseUrl, 'Tourmaline Payments');
  await page.goto('/');
}

const tourDone = async (page: Page) =>
  (await apiGet<{ hasCompletedDashboardTour: boolean }>(page, '/api/auth/user')).hasCompletedDashboardTour;

/**
 * Checks step `index` is on screen as the spec says: its title, 'n of 8', the card width, the highlight around
 * the visible link of its anchor (inside `linkScope`), scrolled into view, and the card not covering the link.
 */
async function expectStep(page: Page, index: number, linkScope: Locator, width: number): Promise<Locator> {
  const [anchor, title] = STEPS[index]!;
  const card = page.getByRole('dialog', { name: title });
  await card.waitFor();
  expect(await card.innerText()).toContain(`${index + 1} of 8`);
  expect(await card.getAttribute('data-anchor')).toBe(anchor);
  expect((await box(card)).width).toBe(width);
  const link = linkScope.locator(`[data-tour="${anchor}"]`);
  const highlight = page.getByTestId('tour-highlight');
  // The highlight follows the link once the drawer or the scroll has settled.
  await expect.poll(async () => contains(await box(highlight), await box(link)), POLL).toBe(true);
  const linkBox = await box(link);
  expect(linkBox.y).toBeGreaterThanOrEqual(0);
  expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expect.poll(async () => overlaps(await box(card), await box(link)), POLL).toBe(false);
  const isLast = index === STEPS.length - 1;
  expect(await card.getByRole('button', { name: isLast ? 'Get Started' : 'Next' }).isVisible()).toBe(true);
  expect(await card.getByRole('button', { name: 'Skip Tour' }).isVisible()).toBe(true);
  expect(await card.getByRole('button', { name: 'Back' }).count()).toBe(index === 0 ? 0 : 1);
  return card;
}

describe('welcome modal and guided tour', () => {
  it('when a new user takes the tour on a desktop, then 8 steps point at the sidebar links, Back and Next move, Get Started records it, and Help & Tour, Escape and the local flag work', async () => {
    const page = await browser.newPage();
    await onboardedUser(page);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Your Dashboard!' });
    await welcome.getByRole('button', { name: 'Show Me Around' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });

    for (let i = 0; i < STEPS.length; i++) {
      const card = await expectStep(page, i, sidebar, 320);
      if (i === 2) {
        // Back returns to the previous step, Next comes back.
        await card.getByRole('button', { name: 'Back' }).click();
        await expectStep(page, 1, sidebar, 320);
        await page.getByRole('dialog', { name: STEPS[1][1] }).getByRole('button', { name: 'Next' }).click();
        await expectStep(page, 2, sidebar, 320);
      }
      await card.getByRole('button', { name: i === STEPS.length - 1 ? 'Get Started' : 'Next' }).click();
    }
    await toast(page, 'Tour completed').waitFor();
    expect(await page.getByTestId('tour-card').count()).toBe(0);
    await expect.poll(() => tourDone(page), POLL).toBe(true);

    // Done: no welcome after a reload.
    await page.reload();
    await page.getByRole('navigation', { name: 'Statistics' }).waitFor();
    expect(await welcome.count()).toBe(0);

    // Help & Tour restarts it at step 1, without the modal; Escape with the focus on the page skips it.
    await sidebar.getByRole('button', { name: 'Help & Tour' }).click();
    await expectStep(page, 0, sidebar, 320);
    expect(await welcome.count()).toBe(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('tour-card').count(), POLL).toBe(0);

    // The local flag set before a load starts it once, then is cleared.
    await page.evaluate(() => localStorage.setItem('newsjack.forceTour', 'true'));
    await page.reload();
    await expectStep(page, 0, sidebar, 320);
    expect(await page.evaluate(() => localStorage.getItem('newsjack.forceTour'))).toBeNull();
    await page.getByRole('dialog', { name: STEPS[0][1] }).getByRole('button', { name: 'Skip Tour' }).click();
    await expect.poll(() => page.getByTestId('tour-card').count(), POLL).toBe(0);
  });

  it('when a new user takes the tour on a phone, then it opens the drawer and points at each link in it (not the menu button), 288 px wide, and closes the drawer at the end', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await onboardedUser(page);
    await page
      .getByRole('dialog', { name: 'Welcome to Your Dashboard!' })
      .getByRole('button', { name: 'Show Me Around' })
      .click();
    const drawer = page.locator('[data-slot="sheet-content"]');
    await drawer.waitFor();
    const menuButton = page.getByRole('button', { name: 'Open menu' });

    for (let i = 0; i < STEPS.length; i++) {
      const card = await expectStep(page, i, drawer, 288);
      expect(contains(await box(page.getByTestId('tour-highlight')), await box(menuButton))).toBe(false);
      // The card stays on the screen.
      const cardBox = await box(card);
      expect(cardBox.x).toBeGreaterThanOrEqual(0);
      expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(PHONE.width);
      expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(PHONE.height);
      await card.getByRole('button', { name: i === STEPS.length - 1 ? 'Get Started' : 'Next' }).click();
    }
    await toast(page, 'Tour completed').waitFor();
    await expect.poll(() => drawer.count(), POLL).toBe(0);
    await expect.poll(() => tourDone(page), POLL).toBe(true);

    // 'Help & Tour' in the drawer restarts it; Escape ends it and closes the drawer.
    await menuButton.click();
    await drawer.getByRole('button', { name: 'Help & Tour' }).click();
    await expectStep(page, 0, drawer, 288);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('tour-card').count(), POLL).toBe(0);
    await expect.poll(() => drawer.count(), POLL).toBe(0);
  });

  it('when the welcome modal is closed with Escape, then it counts as Skip Tour and is recorded', async () => {
    const page = await browser.newPage();
    await onboardedUser(page);
    await page.getByRole('dialog', { name: 'Welcome to Your Dashboard!' }).waitFor();
    await page.keyboard.press('Escape');
    await toast(page, 'Tour skipped').waitFor();
    await expect.poll(() => tourDone(page), POLL).toBe(true);
  });

  it('when recording the tour fails, then the reassuring destructive toast shows and the app stays usable', async () => {
    const page = await browser.newPage();
    await onboardedUser(page);
    await page.route('**/api/dashboard-tour/complete', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }),
    );
    await page
      .getByRole('dialog', { name: 'Welcome to Your Dashboard!' })
      .getByRole('button', { name: 'Skip Tour' })
      .click();
    await toast(page, 'Tour completion failed').waitFor();
    await toast(page, "Don't worry, you can still use all features normally.").waitFor();
    expect(await page.getByRole('dialog', { name: 'Welcome to Your Dashboard!' }).count()).toBe(0);
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Keywords' }).click();
    await page.waitForURL('**/keywords');
  });
});
