import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export type Account = { email: string; password: string; firstName?: string; lastName?: string };

/** Creates an account the way a visitor does: landing page → Log In → Create Account. */
export async function createAccountViaUi(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await page.waitForURL('**/signin**');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('tabpanel', { name: 'Create Account' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  if (account.firstName) await form.getByLabel('First name').fill(account.firstName);
  if (account.lastName) await form.getByLabel('Last name').fill(account.lastName);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

export async function signInViaUi(page: Page, account: Account): Promise<void> {
  await page.goto('/signin');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Writes from the page's own cookie jar; the app's CSRF check wants the app's Origin on writes. */
export async function apiPost(page: Page, baseUrl: string, path: string, data: unknown) {
  const res = await page.request.post(path, { data, headers: { Origin: baseUrl } });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** Completes onboarding through the API (for tests about later screens). */
export async function completeOnboardingViaApi(page: Page, baseUrl: string, companyName = 'Northwind Payments') {
  return apiPost(page, baseUrl, '/api/onboarding/curate', {
    companyName,
    website: 'northwind-payments.example',
    mediaOutlets: [],
    socialMediaLinks: {},
    companyProfile:
      `${companyName} builds real-time payment infrastructure for online retailers: instant payouts, fraud scoring and ` +
      'cross-border settlement for mid-sized merchants in Europe and North America.',
    selectedKeywords: ['payments', 'fraud prevention', 'open banking'],
    customKeywords: ['instant payouts'],
    suggestedMediaOutlets: ['The Ledger Line'],
    aiSocialMediaLinks: {},
  });
}
