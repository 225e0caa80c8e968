import { describe, expect, it } from 'vitest';
import { useBrowser, uniqueEmail } from './support/browser';
import {
  apiGet,
  createAccountViaApi,
  onboardCompanyViaApi,
  POLL,
  topTrendOf,
  waitForSettledTrends,
} from './support/flows';

const browser = useBrowser();

type Report = { url: string; outlet: string | null };

describe('my trends', () => {
  it('when a user opens My Trends, then the top trend has its own card, every other trend offers why and a story from it, and sources read as outlets', async () => {
    const page = await browser.newPage();
    await createAccountViaApi(page, browser.baseUrl, { email: uniqueEmail('mytrends'), password: 'my trends password 1' });
    await onboardCompanyViaApi(page, browser.baseUrl, {
      companyName: 'Sandpiper Checkout',
      keywords: ['payments', 'outage', 'merchants', 'checkout', 'BNPL'],
    });
    const trends = await waitForSettledTrends(page);
    const top = topTrendOf(trends)!;
    // A trend whose headline no other trend shares (a fresh install may list a story's personal and global copy).
    const other = trends.find((t) => t.id !== top.id && trends.filter((u) => u.title === t.title).length === 1)!;

    await page.goto('/');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'My Trends' }).click();
    await page.getByRole('heading', { name: 'Trending Topics for Sandpiper Checkout', level: 1 }).waitFor();

    // The top trend once, on its own card; the list goes on with the others.
    const topCard = page.getByRole('region', { name: 'Top Trend for You' });
    await topCard.getByRole('heading', { name: top.title, exact: true }).waitFor();
    await expect.poll(() => page.getByRole('article').count(), POLL).toBe(trends.length - 1);
    expect(await page.getByRole('article').getByRole('heading').allInnerTexts()).toEqual(
      trends.filter((t) => t.id !== top.id).map((t) => t.title),
    );

    // Sources are named by their outlet, never 'Source 1'.
    const reports = (await apiGet<{ id: number; reports: Report[] }[]>(page, '/api/trends')).find((t) => t.id === top.id)!
      .reports;
    expect(reports.length).toBeGreaterThan(0);
    await topCard.getByRole('link', { name: reports[0]!.outlet!, exact: true }).first().waitFor();
    expect(await page.getByText(/^Source \d+$/).count()).toBe(0);
    // Two links name two outlets when the story has them, not one outlet twice.
    const outlets = new Set(reports.map((r) => r.outlet));
    const linked = await topCard.locator('a[target="_blank"]').allInnerTexts();
    expect(new Set(linked.map((t) => t.trim())).size).toBe(Math.min(2, outlets.size));

    // Any other trend: why it was picked, then a story prefilled from it.
    const card = page.getByRole('article', { name: other.title });
    await card.getByRole('button', { name: 'Why this trend?' }).click();
    await card.locator('strong').first().waitFor({ timeout: 20_000 });
    expect((await card.locator('strong').first().innerText()).trim()).not.toBe('');
    await card.getByRole('button', { name: 'Generate Story' }).click();
    const generator = page.getByRole('dialog', { name: 'AI Story Angle Generator' });
    await generator.waitFor();
    expect(await generator.getByRole('textbox', { name: /Topic/ }).inputValue()).toBe(other.title);
    await page.keyboard.press('Escape');
    await generator.waitFor({ state: 'hidden' });

    // The top trend's Generate Story is the guided one.
    await topCard.getByRole('button', { name: 'Generate Story' }).click();
    const guided = page.getByRole('dialog', { name: 'Guided Story Generation' });
    await guided.waitFor();
    expect(await guided.getByRole('textbox', { name: /Topic/ }).inputValue()).toBe(top.title);
  });
});
