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

/** Creates and signs in an account through the API, in the page's cookie jar (faster than the screens). */
export async function createAccountViaApi(page: Page, baseUrl: string, account: Account) {
  return apiPost(page, baseUrl, '/api/auth/register', account);
}

export type CompanySetup = {
  companyName: string;
  /** Tracked keywords; choose terms the demo corpus mentions when a test needs trends. */
  keywords: string[];
  customKeywords?: string[];
  companyProfile?: string;
  /** The profile's suggested outlets (the Media Contacts quick buttons); one demo outlet unless told. */
  suggestedMediaOutlets?: string[];
};

/** Onboards a company through the API with chosen keywords, and marks the dashboard tour done (no welcome modal). */
export async function onboardCompanyViaApi(page: Page, baseUrl: string, setup: CompanySetup) {
  const company = await apiPost(page, baseUrl, '/api/onboarding/curate', {
    companyName: setup.companyName,
    website: `${setup.companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
    mediaOutlets: [],
    socialMediaLinks: {},
    companyProfile:
      setup.companyProfile ??
      `${setup.companyName} runs card payments and instant payouts for online merchants: checkout, settlement, ` +
        'buy-now-pay-later and fraud screening for mid-sized retailers in Europe and North America.',
    selectedKeywords: setup.keywords,
    customKeywords: setup.customKeywords ?? [],
    suggestedMediaOutlets: setup.suggestedMediaOutlets ?? ['Settle & Clear'],
    aiSocialMediaLinks: {},
  });
  await apiPost(page, baseUrl, '/api/dashboard-tour/complete', {});
  return company;
}

/** A trend as GET /api/trends answers (the fields the browser tests compare). */
export type ApiTrend = {
  id: number;
  title: string;
  category: string;
  relevanceScore: number;
  relatedKeywords: string[];
  /** From the bundled demo corpus (labelled 'Demo news — fictional outlets'). */
  demo: boolean;
};

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export const trendsOf = (page: Page, query = '') => apiGet<ApiTrend[]>(page, `/api/trends${query}`);

/**
 * Waits until discovery has given the signed-in user's company trends to look at: global trends (the start-up
 * cycle's), at least one personal trend with a relevance above 0 (the onboarding's personal cycle), and the default
 * list unchanged between two reads, as both cycles run in the background. Returns the settled list.
 */
export async function waitForSettledTrends(page: Page, timeoutMs = 90_000): Promise<ApiTrend[]> {
  const signature = (list: ApiTrend[]) => list.map((t) => `${t.id}:${t.relevanceScore}`).join(',');
  let previous = '';
  let settled: ApiTrend[] = [];
  await expect
    .poll(
      async () => {
        const [all, personal, global] = await Promise.all([
          trendsOf(page),
          trendsOf(page, '?source=personal'),
          trendsOf(page, '?source=global'),
        ]);
        const ready = personal.some((t) => t.relevanceScore > 0) && global.length > 0;
        const current = signature(all);
        const stable = ready && current === previous;
        previous = ready ? current : '';
        settled = all;
        return stable;
      },
      { timeout: timeoutMs, interval: 2_000 },
    )
    .toBe(true);
  return settled;
}

/** The spec's top trend: the highest relevance above 0, the first one on a tie. */
export function topTrendOf(trends: readonly ApiTrend[]): ApiTrend | null {
  let top: ApiTrend | null = null;
  for (const t of trends) if (t.relevanceScore > 0 && (!top || t.relevanceScore > top.relevanceScore)) top = t;
  return top;
}

/**
 * A toast by its title or text, inside the notifications viewport (Radix also copies the text into a hidden
 * announcer). Found by CSS, not by role: while a modal dialog is open, Radix marks the viewport aria-hidden.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[aria-label^="Notifications"]').getByText(text, { exact: typeof text === 'string' });
}

/** expect.poll options for this loaded machine (vitest's default gives up after 1 s). */
export const POLL = { timeout: 15_000, interval: 100 } as const;
