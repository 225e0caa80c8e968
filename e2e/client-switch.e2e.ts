import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import {
  apiPost,
  createAccountViaApi,
  onboardCompanyViaApi,
  POLL,
  toast,
  topTrendOf,
  trendsOf,
  waitForSettledTrends,
  type ApiTrend,
} from './support/flows';

const browser = useBrowser();

/**
 * This file's own ADMIN_EMAILS account (global-setup): an agency works for two clients, which only an admin or a
 * user on the agency plan may have, and no other file signs in with it.
 */
const AGENCY = { email: 'clients@newsjack.test', password: 'harbour lantern desk 7' };

const bar = (page: Page) => page.getByRole('group', { name: 'Active client' });

/**
 * Switches client from the shell's bar, as a person would: open the list, pick the name. The focus is back on the
 * switch once the list closes, and its name says which client is active.
 */
async function switchClient(page: Page, name: string): Promise<void> {
  const opener = bar(page).getByRole('button', { name: /^Active client: / });
  await opener.click();
  await page.getByRole('menuitemradio', { name, exact: true }).click();
  await toast(page, 'Company Switched').waitFor();
  await expect.poll(() => opener.getAttribute('aria-label'), POLL).toBe(`Active client: ${name}`);
  await expect.poll(() => opener.evaluate((el) => el === document.activeElement), POLL).toBe(true);
}

const savedFigure = async (page: Page) =>
  (
    await page
      .getByRole('navigation', { name: 'Statistics' })
      .getByRole('link', { name: /Saved Items/ })
      .innerText()
  ).match(/\d+/)?.[0];

describe('working for two clients', () => {
  it('when the user switches client from the shell, then saved items, stats and trends are each client\u2019s own, and the focus is back on the switch', async () => {
    const page = await browser.newPage();
    await createAccountViaApi(page, browser.baseUrl, AGENCY);

    // Client A: payments. Two of its trends saved.
    await onboardCompanyViaApi(page, browser.baseUrl, {
      companyName: 'Ledgerline Payments',
      keywords: ['payments', 'outage', 'merchants', 'checkout', 'BNPL'],
    });
    const paymentsTrends = await waitForSettledTrends(page);
    const paymentsSaved = paymentsTrends.filter((t) => t.relevanceScore > 0).slice(0, 2);
    expect(paymentsSaved).toHaveLength(2);
    for (const t of paymentsSaved)
      await apiPost(page, browser.baseUrl, '/api/saved-items', { itemType: 'trend', itemId: t.id });

    // Client B: batteries, onboarded second, so it is the active one. One of its trends saved.
    await onboardCompanyViaApi(page, browser.baseUrl, {
      companyName: 'Voltcell Batteries',
      keywords: ['battery', 'solid-state battery', 'electric car', 'gigafactory'],
      companyProfile:
        'Voltcell Batteries makes solid-state battery cells and packs for electric cars and trucks, and is building a ' +
        'gigafactory to supply carmakers in Europe and North America.',
    });
    // Its search finds stories global trends already cover (linked, not copied): no personal trend of its own to
    // wait for, only its relevance on the list.
    const batteryTrends = await waitForScoredTrends(page);
    const batteryTop = topTrendOf(batteryTrends)!;
    const paymentsTop = topTrendOf(paymentsTrends)!;
    expect(batteryTop.id).not.toBe(paymentsTop.id);
    const batterySaved = batteryTrends.find((t) => t.relevanceScore > 0 && !paymentsSaved.some((p) => p.id === t.id))!;
    await apiPost(page, browser.baseUrl, '/api/saved-items', { itemType: 'trend', itemId: batterySaved.id });

    // Saved Items shows the active client's bookmarks only, and names the client in the shell.
    await page.goto('/saved');
    await expect.poll(() => bar(page).innerText(), POLL).toContain('Voltcell Batteries');
    await page.getByRole('article', { name: batterySaved.title }).waitFor();
    await expectNoneOf(page, paymentsSaved);

    // One switch from this page: Ledgerline's bookmarks, and none of Voltcell's.
    await switchClient(page, 'Ledgerline Payments');
    for (const t of paymentsSaved) await page.getByRole('article', { name: t.title }).waitFor();
    await expectNoneOf(page, [batterySaved]);

    // The dashboard's figures are the active client's: two saved for Ledgerline, one for Voltcell.
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => savedFigure(page), POLL).toBe('2');
    await switchClient(page, 'Voltcell Batteries');
    await expect.poll(() => savedFigure(page), POLL).toBe('1');

    // My Trends is the active client's list, topped by its own most relevant trend; switching back follows.
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'My Trends' }).click();
    await page.getByRole('heading', { name: 'Trending Topics for Voltcell Batteries', level: 1 }).waitFor();
    await topCardShows(page, batteryTop);
    await switchClient(page, 'Ledgerline Payments');
    await page.getByRole('heading', { name: 'Trending Topics for Ledgerline Payments', level: 1 }).waitFor();
    await topCardShows(page, paymentsTop);
    // Two onboardings, each waiting for its company's discovery cycle to settle: longer than one test's default.
  }, 180_000);
});

/** The active company's list once its onboarding cycle has scored it: some trend relevant, two reads alike. */
async function waitForScoredTrends(page: Page): Promise<ApiTrend[]> {
  let previous = '';
  let list: ApiTrend[] = [];
  await expect
    .poll(
      async () => {
        list = await trendsOf(page);
        const current = list.map((t) => `${t.id}:${t.relevanceScore}`).join(',');
        const settled = list.some((t) => t.relevanceScore > 0) && current === previous;
        previous = current;
        return settled;
      },
      { timeout: 90_000, interval: 2_000 },
    )
    .toBe(true);
  return list;
}

async function expectNoneOf(page: Page, trends: readonly ApiTrend[]): Promise<void> {
  // The list is drawn once its first card shows; a card of the other client would be drawn with it.
  for (const t of trends) expect(await page.getByRole('article', { name: t.title }).count(), t.title).toBe(0);
}

async function topCardShows(page: Page, trend: ApiTrend): Promise<void> {
  await page
    .getByRole('region', { name: 'Top Trend for You' })
    .getByRole('heading', { name: trend.title, exact: true })
    .waitFor();
}
