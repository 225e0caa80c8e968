import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, uniqueEmail } from './support/browser';
import {
  apiGet,
  createAccountViaApi,
  onboardCompanyViaApi,
  POLL,
  toast,
  waitForSettledTrends,
  type CompanySetup,
} from './support/flows';

const browser = useBrowser();

async function signUp(page: Page, setup: CompanySetup): Promise<void> {
  await createAccountViaApi(page, browser.baseUrl, { email: uniqueEmail('kw'), password: 'keywords password 1' });
  await onboardCompanyViaApi(page, browser.baseUrl, setup);
}

const table = (page: Page) => page.getByRole('table', { name: 'All Keywords' });
const keywordCells = (page: Page) => table(page).locator('tbody tr td:nth-child(2)').allInnerTexts();
const trackedTerms = async (page: Page) =>
  (await apiGet<{ term: string }[]>(page, '/api/keywords')).map((k) => k.term).sort();

describe('keywords', () => {
  it('when the user adds, re-adds in another case and deletes keywords (after confirming), then the table, the toasts and the server agree', async () => {
    const page = await browser.newPage();
    await signUp(page, { companyName: 'Tallowmere Pay', keywords: ['payments', 'outage', 'checkout'] });
    await page.goto('/keywords');
    await page.getByRole('heading', { name: 'Keywords', level: 1 }).waitFor();
    await expect.poll(async () => (await keywordCells(page)).sort(), POLL).toEqual(['checkout', 'outage', 'payments']);

    // Add one.
    const toolbarAdd = page.getByRole('button', { name: 'Add Keyword' });
    const input = page.getByRole('textbox', { name: 'New keyword' });
    const submit = page.getByRole('form', { name: 'Add keyword' }).getByRole('button', { name: 'Add', exact: true });
    await toolbarAdd.click();
    expect(await submit.isDisabled()).toBe(true);
    await input.fill('  open banking  ');
    await submit.click();
    await toast(page, 'Keyword added successfully').waitFor();
    await table(page).getByRole('cell', { name: 'open banking', exact: true }).waitFor();
    await input.waitFor({ state: 'hidden' });
    expect(await trackedTerms(page)).toEqual(['checkout', 'open banking', 'outage', 'payments']);

    // The same term in another case is refused, and nothing is added.
    await toolbarAdd.click();
    await input.fill('PAYMENTS');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'This keyword is already being tracked' }).waitFor();
    await page.getByRole('form', { name: 'Add keyword' }).getByRole('button', { name: 'Cancel' }).click();
    await input.waitFor({ state: 'hidden' });
    expect(await trackedTerms(page)).toEqual(['checkout', 'open banking', 'outage', 'payments']);

    // Delete one: asked first; Cancel keeps it, Delete keyword removes it.
    const deleteCheckout = page.getByRole('button', { name: 'Delete checkout', exact: true });
    await deleteCheckout.click();
    const ask = page.getByRole('alertdialog', { name: 'Delete “checkout”?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await trackedTerms(page)).toEqual(['checkout', 'open banking', 'outage', 'payments']);
    await deleteCheckout.click();
    await ask.getByRole('button', { name: 'Delete keyword' }).click();
    await toast(page, 'Keyword deleted successfully').waitFor();
    await table(page).getByRole('cell', { name: 'checkout', exact: true }).waitFor({ state: 'detached' });
    expect((await keywordCells(page)).sort()).toEqual(['open banking', 'outage', 'payments']);
    expect(await trackedTerms(page)).toEqual(['open banking', 'outage', 'payments']);

    // The dashboard's add form says the same about a term already tracked, in any case.
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
    const panel = page.getByRole('region', { name: 'Tracked Keywords' });
    await panel.getByRole('button', { name: 'Add Keyword' }).click();
    await panel.getByRole('textbox', { name: 'New keyword' }).fill('Open Banking');
    await panel.getByRole('form', { name: 'Add keyword' }).getByRole('button', { name: 'Add', exact: true }).click();
    await panel.getByRole('alert').filter({ hasText: /^This keyword is already being tracked$/ }).waitFor();
    expect(await trackedTerms(page)).toEqual(['open banking', 'outage', 'payments']);
  });

  it('when the user searches trends for one keyword, then for several at once, then the results dialogs and toasts show what was found', async () => {
    const page = await browser.newPage();
    await signUp(page, { companyName: 'Brackenridge Payments', keywords: ['payments', 'outage', 'merchants', 'BNPL'] });
    // The onboarding's own search runs in the background first; let it finish so the searches below do the work.
    await waitForSettledTrends(page);
    await page.goto('/keywords');
    await table(page).getByRole('cell', { name: 'outage', exact: true }).waitFor();

    // One keyword: a dialog of trending topics and a toast with what was found and saved.
    await page.getByRole('button', { name: 'Search Trends for outage', exact: true }).click();
    const found = toast(page, /^Found \d+ trending topics and saved \d+ to your trends database$/);
    await found.waitFor({ timeout: 30_000 });
    const [, foundCount] = /^Found (\d+) trending topics/.exec(await found.innerText())!;
    const single = page.getByRole('dialog', { name: 'Trending Topics for “outage”' });
    await single.waitFor();
    if (Number(foundCount) === 0) {
      await single.getByText('No trending topics found', { exact: true }).waitFor();
    } else {
      expect(await single.getByRole('article').count()).toBe(Number(foundCount));
    }
    expect(Number(foundCount), 'the demo corpus covers a payments outage').toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await single.waitFor({ state: 'hidden' });

    // Nothing selected: a warning, no request.
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await page.getByRole('button', { name: 'Bulk Search (4)', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Deselect All', exact: true }).click();
    await page.getByRole('button', { name: 'Bulk Search (0)', exact: true }).click();
    await toast(page, 'No Keywords Selected').waitFor();
    expect(await toast(page, 'Please select at least one keyword to search trends.').isVisible()).toBe(true);

    // Three or more: a thematic search, one collapsed section per theme.
    for (const term of ['payments', 'outage', 'BNPL']) {
      await page.getByRole('checkbox', { name: `Select ${term}`, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Bulk Search (3)', exact: true }).click();
    await toast(page, 'Themed Search Complete').waitFor({ timeout: 30_000 });
    const themed = page.getByRole('dialog', { name: 'Thematic Search Results' });
    await themed.waitFor();
    const sections = themed.locator('button[aria-expanded]');
    expect(await sections.count()).toBeGreaterThan(0);
    expect(new Set(await sections.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded'))))).toEqual(
      new Set(['false']),
    );
    expect(await themed.getByRole('article').count()).toBe(0);
    const withTrends = sections.filter({ has: page.getByText(/^[1-9]\d* trends$/) }).first();
    const [, shownCount] = /^(\d+) trends$/.exec(await withTrends.getByText(/^\d+ trends$/).innerText())!;
    await withTrends.click();
    await expect.poll(() => withTrends.getAttribute('aria-expanded'), POLL).toBe('true');
    await expect.poll(() => themed.getByRole('article').count(), POLL).toBe(Number(shownCount));
  });

  it('when a keyword added later is searched, then its row shows the mentions and change the search counted, not 0 and 0%', async () => {
    const page = await browser.newPage();
    await signUp(page, { companyName: 'Gullwing Health Pay', keywords: ['payments', 'outage'] });
    await waitForSettledTrends(page);
    await page.goto('/keywords');
    await page.getByRole('button', { name: 'Add Keyword' }).click();
    await page.getByRole('textbox', { name: 'New keyword' }).fill('sepsis');
    await page.getByRole('form', { name: 'Add keyword' }).getByRole('button', { name: 'Add', exact: true }).click();
    const row = table(page).getByRole('row').filter({ has: page.getByRole('cell', { name: 'sepsis', exact: true }) });
    await row.waitFor();

    await page.getByRole('button', { name: 'Search Trends for sepsis', exact: true }).click();
    const results = page.getByRole('dialog', { name: 'Trending Topics for “sepsis”' });
    await results.waitFor({ timeout: 30_000 });
    expect(await results.getByRole('article').count(), 'the demo corpus covers an AI sepsis alert').toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    type ApiKeyword = { term: string; mentions: number; trend: number };
    const sepsis = (await apiGet<ApiKeyword[]>(page, '/api/keywords')).find((k) => k.term === 'sepsis')!;
    expect(sepsis.mentions).toBeGreaterThan(0);
    await expect.poll(() => row.locator('td').nth(2).innerText(), POLL).toBe(String(sepsis.mentions));
    expect((await row.locator('td').nth(3).innerText()).trim()).not.toMatch(/^[+-]?0%$/);
  });

  it('when the keywords are first read before the company\'s first search counted them, then their figures appear without a reload', async () => {
    const page = await browser.newPage();
    await signUp(page, { companyName: 'Petrel Checkout', keywords: ['payments', 'outage'] });
    await waitForSettledTrends(page);
    type ApiKeyword = { term: string; mentions: number; trend: number };
    const counted = await apiGet<ApiKeyword[]>(page, '/api/keywords');
    const outage = counted.find((k) => k.term === 'outage')!;
    expect(outage.mentions).toBeGreaterThan(0);
    // The first read answers as the API did while the onboarding's search was still running.
    let first = true;
    await page.route(
      (url) => url.pathname === '/api/keywords',
      async (route) => {
        if (!first || route.request().method() !== 'GET') return route.continue();
        first = false;
        const res = await route.fetch();
        const list = (await res.json()) as ApiKeyword[];
        await route.fulfill({ response: res, json: list.map((k) => ({ ...k, mentions: 0, trend: 0 })) });
      },
    );
    await page.goto('/settings');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Keywords' }).click();
    const row = table(page).getByRole('row').filter({ has: page.getByRole('cell', { name: 'outage', exact: true }) });
    await expect.poll(() => row.locator('td').nth(2).innerText(), POLL).toBe('0');
    await expect
      .poll(() => row.locator('td').nth(2).innerText(), { ...POLL, timeout: 30_000 })
      .toBe(String(outage.mentions));
  });
});
