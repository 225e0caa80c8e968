import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { useBrowser, uniqueEmail } from './support/browser';
import {
  apiGet,
  createAccountViaApi,
  onboardCompanyViaApi,
  POLL,
  topTrendOf,
  trendsOf,
  waitForSettledTrends,
  type ApiTrend,
} from './support/flows';

const browser = useBrowser();

/**
 * Keywords the bundled demo corpus certainly mentions in the last 24 hours: the Keystone Pay outage (payments,
 * outage, merchants, checkout) and the buy-now-pay-later rules (BNPL), plus Hurricane Odessa as a custom keyword.
 */
const KEYWORDS = ['payments', 'outage', 'merchants', 'checkout', 'BNPL'];
const CUSTOM_KEYWORDS = ['hurricane'];

async function signUpWithTrends(page: Page, companyName: string): Promise<ApiTrend[]> {
  await createAccountViaApi(page, browser.baseUrl, { email: uniqueEmail('dash'), password: 'dashboard password 1' });
  await onboardCompanyViaApi(page, browser.baseUrl, {
    companyName,
    keywords: KEYWORDS,
    customKeywords: CUSTOM_KEYWORDS,
  });
  return waitForSettledTrends(page);
}

const trendingPanel = (page: Page) => page.getByRole('region', { name: 'Trending Topics' });
const cardTitles = (page: Page) => trendingPanel(page).getByRole('article').getByRole('heading').allInnerTexts();

/**
 * The titles the dashboard's list cards should show for an answer of GET /api/trends: the first five after the top
 * trend, which has its own card above them and is not shown twice.
 */
const firstFive = (list: readonly ApiTrend[]) => {
  const top = topTrendOf(list);
  return list
    .filter((t) => t.id !== top?.id)
    .slice(0, 5)
    .map((t) => t.title);
};

/** Resolves with the next GET /api/trends list request the page makes (not the search box's). */
function nextTrendsRequest(page: Page, matching: (url: URL) => boolean): Promise<Request> {
  return page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.pathname === '/api/trends' && !url.searchParams.has('search') && matching(url);
  });
}

describe('dashboard and trends', () => {
  it('when discovery found trends, then the dashboard shows real counts, the top trend and why, five cards and the link to every trend with its chart', async () => {
    const page = await browser.newPage();
    const trends = await signUpWithTrends(page, 'Larkspur Pay');
    const stats = await apiGet<{ activeTrends: number; keywordsTracked: number }>(page, '/api/stats');
    const keywords = await apiGet<unknown[]>(page, '/api/keywords');
    expect(keywords).toHaveLength(KEYWORDS.length + CUSTOM_KEYWORDS.length);
    expect(stats.keywordsTracked).toBe(keywords.length);

    await page.goto('/');
    const statsStrip = page.getByRole('navigation', { name: 'Statistics' });
    await statsStrip.waitFor();
    expect(await statsStrip.getByRole('link', { name: /Keywords Tracked/ }).innerText()).toMatch(
      new RegExp(`Keywords Tracked\\s+${keywords.length}\\s`),
    );
    expect(await statsStrip.getByRole('link', { name: /Active Trends/ }).innerText()).toMatch(
      new RegExp(`Active Trends\\s+${stats.activeTrends}\\s`),
    );
    expect(stats.activeTrends).toBeGreaterThan(0);

    // The top trend is the most relevant one, and its explanation bolds what matched.
    const top = topTrendOf(trends);
    expect(top, 'a trend with relevance above 0').not.toBeNull();
    const topCard = page.getByRole('region', { name: 'Top Trend for You' });
    await topCard.getByRole('heading', { name: top!.title, exact: true }).waitFor();
    // This install reads the bundled demo corpus (public sources off): every trend says it is demo news.
    expect(trends.every((t) => t.demo)).toBe(true);
    await topCard.getByText('Demo news — fictional outlets').waitFor();
    await topCard.getByRole('button', { name: 'Why is this your top trend' }).click();
    const bold = topCard.locator('strong').first();
    await bold.waitFor({ timeout: 20_000 });
    expect((await bold.innerText()).trim()).not.toBe('');
    const explanation = await apiGet<{ matchedKeywords: string[] }>(page, `/api/trends/${top!.id}/explanation`);
    const boldTexts = (await topCard.locator('strong').allInnerTexts()).map((t) => t.toLowerCase());
    expect(explanation.matchedKeywords.some((k) => boldTexts.includes(k.toLowerCase()))).toBe(true);

    // At most five more cards, in the server's order, without the top trend again, and a link to all of them.
    await expect.poll(() => cardTitles(page), POLL).toEqual(firstFive(trends));
    expect(trends.length, 'the demo corpus gives more than five trends in 24 hours').toBeGreaterThan(5);
    const viewAll = trendingPanel(page).getByRole('link', { name: `View All ${trends.length} Trending Topics` });
    await viewAll.click();
    await page.waitForURL((url) => url.pathname === '/trends');

    // My Trends: the company's name, the top trend on its own card, every other trend once after it, and each
    // card draws its mention chart.
    await page.getByRole('heading', { name: 'Trending Topics for Larkspur Pay', level: 1 }).waitFor();
    const myTop = page.getByRole('region', { name: 'Top Trend for You' });
    await myTop.getByRole('heading', { name: top!.title, exact: true }).waitFor();
    const cards = page.locator('[role="article"], section[aria-label="Top Trend for You"]');
    await expect.poll(() => page.getByRole('article').count(), POLL).toBe(trends.length - 1);
    expect(await page.getByRole('article').getByRole('heading').allInnerTexts()).toEqual(
      trends.filter((t) => t.id !== top!.id).map((t) => t.title),
    );
    const charts = cards.locator('[role="img"][aria-label^="Mentions over time"] svg[data-chart="mentions"]');
    await expect.poll(() => charts.count(), { ...POLL, timeout: 30_000 }).toBe(trends.length);
    for (let i = 0; i < trends.length; i++) {
      expect(await cards.nth(i).locator('svg[data-chart="mentions"] path').count()).toBeGreaterThan(0);
    }
    expect(await cards.filter({ hasText: 'Demo news — fictional outlets' }).count()).toBe(trends.length);
  });

  it('when the user filters, changes the timeframe or the source, or searches, then the trends shown follow', async () => {
    const page = await browser.newPage();
    const trends = await signUpWithTrends(page, 'Quillfeather Payments');
    await page.goto('/');
    await expect.poll(() => cardTitles(page), POLL).toEqual(firstFive(trends));
    const panel = trendingPanel(page);

    // Category filter: committed by Apply Filters, counted on the button, applied by the server.
    const finance = await trendsOf(page, '?categories=finance');
    expect(finance.length).toBeGreaterThan(0);
    await panel.getByRole('button', { name: /^Filter/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Strategic Insights Filter' });
    await dialog.getByLabel('Finance', { exact: true }).check();
    const filtered = nextTrendsRequest(page, (url) => url.searchParams.get('categories') === 'finance');
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await filtered;
    await dialog.waitFor({ state: 'hidden' });
    expect(await panel.getByRole('button', { name: /^Filter/ }).innerText()).toMatch(/Filter\s*1/);
    expect(await panel.getByTestId('filter-count').innerText()).toMatch(/^1/);
    // Every trend shown, the top trend's card included: a filter that leaves one trend shows it there, no list card.
    // Polled: with one finance trend the list's titles are [] already while the filtered answer is still loading.
    const categories = () => panel.locator('[data-category]').evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
    await expect.poll(async () => new Set(await categories()), POLL).toEqual(new Set(['finance']));
    await expect.poll(() => cardTitles(page), POLL).toEqual(firstFive(finance));

    // Clear All empties the filters at once.
    await panel.getByRole('button', { name: /^Filter/ }).click();
    expect(await dialog.getByLabel('Finance', { exact: true }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Clear All' }).click();
    expect(await dialog.getByLabel('Finance', { exact: true }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await panel.getByTestId('filter-count').count()).toBe(0);
    await expect.poll(() => cardTitles(page), POLL).toEqual(firstFive(trends));

    // Timeframe: the last 7 days is asked for, and answers with more trends.
    const weekly = await trendsOf(page, '?timeframe=7d');
    expect(weekly.length).toBeGreaterThan(trends.length);
    const week = nextTrendsRequest(page, (url) => url.searchParams.get('timeframe') === '7d');
    await panel.getByRole('combobox', { name: 'Timeframe' }).click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    await week;
    await panel.getByRole('link', { name: `View All ${weekly.length} Trending Topics` }).waitFor();
    await expect.poll(() => cardTitles(page), POLL).toEqual(firstFive(weekly));

    // Source tabs: global trends only, then the company's own.
    const global = await trendsOf(page, '?source=global&timeframe=7d');
    const personal = await trendsOf(page, '?source=personal&timeframe=7d');
    expect(global.length).toBeGreaterThan(0);
    expect(personal.length).toBeGreaterThan(0);
    const tabs = panel.getByRole('tablist', { name: 'Trend source' });
    await tabs.getByRole('tab', { name: 'Global Trends' }).click();
    await expect.poll(() => cardTitles(page), POLL).toEqual(firstFive(global));
    await tabs.getByRole('tab', { name: 'My Trends' }).click();
    await expect.poll(() => cardTitles(page), POLL).toEqual(firstFive(personal));
    expect(await tabs.getByRole('tab', { name: 'My Trends' }).getAttribute('aria-selected')).toBe('true');
    await tabs.getByRole('tab', { name: 'All Trends' }).click();
    await expect.poll(() => cardTitles(page), POLL).toEqual(firstFive(weekly));

    // The header search finds a trend by a word of its title.
    const wanted = topTrendOf(trends)!;
    const word = wanted.title.split(/[^A-Za-z]+/).sort((a, b) => b.length - a.length)[0]!;
    const matches = await trendsOf(page, `?timeframe=month&search=${encodeURIComponent(word)}`);
    expect(matches.map((t) => t.id)).toContain(wanted.id);
    await page.getByRole('searchbox', { name: 'Search trends and keywords' }).fill(word);
    const results = page.getByRole('region', { name: 'Search results' }).getByRole('region', { name: 'Trends' });
    await expect
      .poll(() => results.getByRole('link').allInnerTexts(), POLL)
      .toEqual(expect.arrayContaining([expect.stringContaining(wanted.title)]));
    await results.getByRole('link').filter({ hasText: wanted.title }).first().click();
    await page.waitForURL((url) => url.pathname === '/trends' && url.searchParams.get('search') === word);
    await page.getByRole('heading', { name: wanted.title, exact: true }).first().waitFor();
  });

  it('when the dashboard is 1366 px wide and a headline carries a long unbroken address, then nothing is wider than the window or sticks out of its card', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signUpWithTrends(page, 'Marlowe Payments');
    // Real news carries such things (a wire's link pasted into a summary, a hashtag run); the demo corpus does not.
    const long = 'https://www.examplenewswire.com/press/2026/11/keystonepayprocessingplatformoutagemerchantupdate';
    await page.route(
      (url) => url.pathname === '/api/trends' && !url.searchParams.has('search'),
      async (route) => {
        const res = await route.fetch();
        const list = (await res.json()) as (ApiTrend & { description: string })[];
        for (const t of list) t.description = `${long} ${t.description}`;
        list[0]!.relatedKeywords = [long.replace(/[^a-z]/g, ''), ...list[0]!.relatedKeywords];
        await route.fulfill({ response: res, json: list });
      },
    );
    // Into the dashboard by its link, so its trends are read from the API (a first page load carries them inline).
    await page.goto('/keywords');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
    const topCard = page.getByRole('region', { name: 'Top Trend for You' });
    await topCard.getByText(long).first().waitFor();
    await topCard.getByRole('button', { name: 'Why is this your top trend' }).click();
    await topCard.locator('strong').first().waitFor({ timeout: 20_000 });

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    const cta = page.getByRole('region', { name: 'AI Story Generator' });
    const box = (await cta.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    const sticking = await page
      .locator('[role="article"], section[aria-label="Top Trend for You"], main [role="region"]')
      .evaluateAll((els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.getAttribute('aria-label') ?? el.id),
      );
    expect(sticking).toEqual([]);
  });

  it('when the My Trends tab first answers empty while discovery is still running, then its trends appear without a reload', async () => {
    const page = await browser.newPage();
    await signUpWithTrends(page, 'Osprey Settlements');
    const personal = await trendsOf(page, '?source=personal');
    expect(personal.length).toBeGreaterThan(0);
    // The tab's first read answers as the API did before the company's first cycle finished.
    let first = true;
    await page.route(
      (url) => url.pathname === '/api/trends' && url.searchParams.get('source') === 'personal',
      async (route) => {
        if (!first) return route.continue();
        first = false;
        await route.fulfill({ status: 200, json: [] });
      },
    );
    await page.goto('/');
    await trendingPanel(page).getByRole('article').first().waitFor();
    await trendingPanel(page).getByRole('tablist', { name: 'Trend source' }).getByRole('tab', { name: 'My Trends' }).click();
    await trendingPanel(page).getByText('No Trending Topics').waitFor();
    await expect.poll(() => cardTitles(page), { ...POLL, timeout: 30_000 }).toEqual(firstFive(personal));
    expect(await trendingPanel(page).getByText('No Trending Topics').count()).toBe(0);
  });
});
