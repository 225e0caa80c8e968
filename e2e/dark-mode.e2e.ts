import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, uniqueEmail } from './support/browser';
import { POLL, createAccountViaApi, onboardCompanyViaApi } from './support/flows';

const browser = useBrowser();

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** The page background's relative luminance (0 black … 1 white), from its computed colour. */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...canvas.getImageData(0, 0, 1, 1).data].map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });

async function signedInSettings(page: Page) {
  await createAccountViaApi(page, browser.baseUrl, { email: uniqueEmail('theme'), password: 'dusk harbour lamps 4' });
  await onboardCompanyViaApi(page, browser.baseUrl, { companyName: 'Dusk Co', keywords: ['payments'] });
  await page.goto('/settings');
  return page.getByRole('radiogroup', { name: 'Appearance' });
}

describe('dark mode', () => {
  it('when the system prefers dark, then the very first paint is dark, before the app’s code has run', async () => {
    const page = await browser.newPage({ colorScheme: 'dark' });
    // Without its scripts the app never starts: only index.html and its head script decide the colours.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    expect(await isDark(page)).toBe(true);
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);

    const light = await browser.newPage({ colorScheme: 'light' });
    await light.route('**/assets/*.js', (route) => route.abort());
    await light.goto('/');
    expect(await isDark(light)).toBe(false);
    expect(await backgroundLuminance(light)).toBeGreaterThan(0.9);
  });

  it('when a user picks Dark in Settings on a light system, then it holds across a reload, and System gives light back', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    const appearance = await signedInSettings(page);
    await expect.poll(() => appearance.getByRole('radio', { name: 'System' }).isChecked(), POLL).toBe(true);
    expect(await isDark(page)).toBe(false);

    await appearance.getByText('Dark', { exact: true }).click();
    await expect.poll(() => isDark(page), POLL).toBe(true);
    expect(await backgroundLuminance(page)).toBeLessThan(0.05);
    await page.reload();
    expect(await isDark(page)).toBe(true);
    await expect.poll(() => appearance.getByRole('radio', { name: 'Dark' }).isChecked(), POLL).toBe(true);
    // Every signed-in screen reads the same class: the dashboard too.
    await page.goto('/');
    expect(await isDark(page)).toBe(true);

    await page.goto('/settings');
    await appearance.getByText('System', { exact: true }).click();
    await expect.poll(() => isDark(page), POLL).toBe(false);
    await page.reload();
    expect(await isDark(page)).toBe(false);
  });

  it('when a user picks Light on a dark system, then the switch overrides the system and survives a reload', async () => {
    const page = await browser.newPage({ colorScheme: 'dark' });
    const appearance = await signedInSettings(page);
    await expect.poll(() => isDark(page), POLL).toBe(true);
    await appearance.getByText('Light', { exact: true }).click();
    await expect.poll(() => isDark(page), POLL).toBe(false);
    await page.reload();
    expect(await isDark(page)).toBe(false);
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.9);
  });
});
