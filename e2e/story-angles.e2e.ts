import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { FactSheet } from '@newsjack/shared';
import { useBrowser, uniqueEmail } from './support/browser';
import {
  apiGet,
  apiPost,
  createAccountViaApi,
  onboardCompanyViaApi,
  POLL,
  toast,
  topTrendOf,
  waitForSettledTrends,
  type ApiTrend,
} from './support/flows';

const browser = useBrowser();

/** Terms the bundled demo corpus mentions in the last 24 hours (the Keystone Pay outage, the BNPL rules). */
const KEYWORDS = ['payments', 'outage', 'merchants', 'checkout', 'BNPL'];

type Credits = { apiCredits: number };
type Angle = { id: number; headline: string; contentType: string; isSaved: boolean };

async function signUpWithTrends(page: Page, companyName: string): Promise<ApiTrend[]> {
  await createAccountViaApi(page, browser.baseUrl, {
    email: uniqueEmail('angles'),
    password: 'story angle password 1',
  });
  await onboardCompanyViaApi(page, browser.baseUrl, { companyName, keywords: KEYWORDS });
  return waitForSettledTrends(page);
}

const creditText = (page: Page) => page.getByTestId('credit-display').first().innerText();

describe('story angles', () => {
  it('when the user generates from the top trend for two content types, then its angles (6, or 2-4 for a partial fit) show on /story-angles and the balance drops by exactly 1', async () => {
    const page = await browser.newPage();
    const trends = await signUpWithTrends(page, 'Larkspur Pay');
    const top = topTrendOf(trends);
    expect(top, 'a trend with relevance above 0').not.toBeNull();
    const before = await apiGet<Credits>(page, '/api/credits');

    await page.goto('/');
    await expect.poll(() => creditText(page), POLL).toContain(`${before.apiCredits} / 1000 credits`);
    const topCard = page.getByRole('region', { name: 'Top Trend for You' });
    await topCard.getByRole('heading', { name: top!.title, exact: true }).waitFor();
    await topCard.getByRole('button', { name: 'Generate Story' }).click();

    const dialog = page.getByRole('dialog', { name: 'Guided Story Generation' });
    await dialog.waitFor();
    expect(await dialog.getByText('Recommended').isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: /Topic/ }).inputValue()).toBe(top!.title);
    const context = dialog.getByRole('textbox', { name: 'Context' });
    await expect.poll(() => context.inputValue(), POLL).toContain('Company: Larkspur Pay');
    expect(await context.inputValue()).toContain(`Trend: ${top!.title}`);
    expect(await context.inputValue()).toContain(`Relevance score: ${top!.relevanceScore.toFixed(2)}`);
    expect(await dialog.getByTestId('generator-credits').innerText()).toContain(
      `This uses 1 API credit · ${before.apiCredits} of 1000 credits left`,
    );

    // The company's view, typed on a line of its own after the prefill, is what every idea argues.
    expect(await dialog.getByText('Add your company’s view or figures on a line of their own').isVisible()).toBe(true);
    await context.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nWe think a second payment route is now a must for every online shop.');

    // The fit is told before a credit is spent.
    await dialog.locator('[data-fit]').waitFor({ timeout: 20_000 });
    // Three ideas per content type for a trend that fits; one or two, each on a fact of the story, for a partial fit.
    const level = await dialog.locator('[data-fit]').getAttribute('data-fit');
    expect(['strong', 'partial']).toContain(level);

    // What the trend's reports say, which the ideas are written from, is shown beside them.
    const sheet = await apiGet<FactSheet>(page, `/api/trends/${top!.id}/fact-sheet`);
    expect(sheet.happened, 'the top trend has a fact sheet').not.toBeNull();
    const facts = dialog.getByRole('region', { name: 'What the coverage says' });
    await facts.waitFor();
    expect(await facts.innerText()).toContain(sheet.happened!);
    expect(await facts.getByRole('link', { name: sheet.reports[0]!.title }).getAttribute('href')).toBe(sheet.reports[0]!.url);

    // Validation: nothing is sent without an audience and a content type.
    await dialog.getByRole('button', { name: 'Generate Story Angles' }).click();
    await dialog.getByText('Please fill in all required fields and select at least one content type').waitFor();

    await dialog.getByRole('button', { name: 'AI Generate' }).click();
    await toast(page, 'Target audience persona generated successfully').waitFor({ timeout: 20_000 });
    expect((await dialog.getByRole('textbox', { name: /Target Audience/ }).inputValue()).trim()).not.toBe('');
    await dialog.getByRole('checkbox', { name: 'Press Release' }).click();
    await dialog.getByRole('checkbox', { name: 'Blog Post' }).click();
    await dialog.getByRole('button', { name: 'Generate Story Angles' }).click();

    const generated = toast(page, /^Generated \d+ story angles$/);
    await generated.waitFor({ timeout: 30_000 });
    const count = Number(/\d+/.exec(await generated.innerText())![0]);
    if (level === 'strong') expect(count).toBe(6);
    else {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
    await page.waitForURL((url) => url.pathname === '/story-angles');
    await page.getByRole('heading', { name: 'Story Angles for Larkspur Pay', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('article').count(), POLL).toBe(count);
    // Each idea says which engine wrote it: with no model configured, the offline engine, from the story's facts.
    expect(await page.getByRole('article').first().getByTestId('angle-engine').innerText()).toBe('Drafted offline from the story’s facts');
    for (const article of await page.getByRole('article').all()) {
      expect(await article.innerText()).toContain('Larkspur Pay thinks a second payment route is now a must for every online shop.');
    }
    expect(await page.getByRole('group', { name: 'Total Story Angles' }).innerText()).toContain(String(count));
    expect(await page.getByRole('group', { name: 'Created Today' }).innerText()).toContain(String(count));
    expect(await page.getByRole('group', { name: 'Content Types' }).innerText()).toContain('2');

    const after = await apiGet<Credits>(page, '/api/credits');
    expect(after.apiCredits).toBe(before.apiCredits - 1);
    await page.goto('/settings');
    await page.getByText('of 1000 credits left').waitFor();
    expect(await page.getByRole('progressbar', { name: 'Credits remaining' }).getAttribute('aria-valuenow')).toBe(
      String(after.apiCredits),
    );
    await page.goto('/');
    await expect.poll(() => creditText(page), POLL).toContain(`${after.apiCredits} / 1000 credits`);
    const recent = page.getByRole('region', { name: 'Recent Story Angles' });
    await expect.poll(() => recent.getByRole('listitem').count(), POLL).toBe(Math.min(3, count));
  });

  it('when the user edits and saves an angle, then the change is stored and the angle is in Saved Items until removed', async () => {
    const page = await browser.newPage();
    const trends = await signUpWithTrends(page, 'Quillfeather Payments');
    const top = topTrendOf(trends)!;
    await apiPost(page, browser.baseUrl, '/api/story-angles/generate', {
      topic: top.title,
      targetAudience: 'Online merchants',
      contentTypes: ['social-media'],
      context: '',
      mode: 'quick',
      trendId: top.id,
    });
    const [first] = await apiGet<Angle[]>(page, '/api/story-angles');

    await page.goto('/story-angles');
    const card = page.getByRole('article', { name: first!.headline });
    await card.waitFor();

    // Search and the content-type filter narrow the list.
    await page.getByRole('searchbox', { name: 'Search story angles' }).fill(first!.headline);
    await expect.poll(() => page.getByRole('article').count(), POLL).toBe(1);
    await page.getByRole('searchbox', { name: 'Search story angles' }).fill('');
    await page.getByRole('combobox', { name: 'Content type' }).selectOption('press-release');
    await page.getByText('No story angles match your search or filters').waitFor();
    await page.getByRole('combobox', { name: 'Content type' }).selectOption('all');
    await expect.poll(() => page.getByRole('article').count(), POLL).toBe(3);

    // Edit.
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Story Angle' });
    await dialog.getByRole('textbox', { name: 'Headline' }).fill('Checkout outages cost merchants their best day');
    await dialog.getByRole('textbox', { name: 'Target Audience' }).fill('Heads of e-commerce');
    await dialog
      .getByRole('textbox', { name: /Key Messages/ })
      .fill('Downtime is revenue lost\nRedundancy pays for itself');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Story angle updated successfully').waitFor();
    const edited = page.getByRole('article', { name: 'Checkout outages cost merchants their best day' });
    await edited.getByText('Heads of e-commerce').waitFor();
    await edited.getByText('Redundancy pays for itself').waitFor();
    const stored = (await apiGet<Angle[]>(page, '/api/story-angles')).find((a) => a.id === first!.id);
    expect(stored?.headline).toBe('Checkout outages cost merchants their best day');

    // Save, then see it in Saved Items with its shortcut.
    await edited.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Story angle saved successfully').waitFor();
    await edited.getByRole('button', { name: 'Unsave' }).waitFor();
    await page.reload();
    await page
      .getByRole('article', { name: 'Checkout outages cost merchants their best day' })
      .getByRole('button', { name: 'Unsave' })
      .waitFor();

    await page.goto('/saved');
    await page.getByRole('group', { name: 'Filter by type' }).getByRole('button', { name: 'Story Angles' }).click();
    await page.getByText('Showing 1 of 1 items').waitFor();
    const saved = page.getByRole('article', { name: 'Checkout outages cost merchants their best day' });
    expect(await saved.getByRole('link', { name: /Find Contacts/ }).getAttribute('href')).toBe(
      `/media-contacts?storyId=${first!.id}`,
    );

    // Unsave from the Story Angles page: the saved item goes too.
    await page.goto('/story-angles');
    await page
      .getByRole('article', { name: 'Checkout outages cost merchants their best day' })
      .getByRole('button', { name: 'Unsave' })
      .click();
    await toast(page, 'Story angle updated successfully').waitFor();
    await page.goto('/saved');
    await page.getByText('No Saved Items').waitFor();
  });

  it('when the user saves a trend, then Saved Items lists it, Generate Story opens the generator prefilled, export gives the shown items, and Remove takes it away', async () => {
    const page = await browser.newPage();
    await signUpWithTrends(page, 'Settlewise');
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Trending Topics' });
    const firstCard = panel.getByRole('article').first();
    const title = await firstCard.getByRole('heading').innerText();
    await firstCard.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Trend saved successfully').waitFor();

    await page.goto('/saved');
    await page.getByText('Showing 1 of 1 items').waitFor();
    await page.getByRole('group', { name: 'Filter by type' }).getByRole('button', { name: 'Pitches' }).click();
    await page.getByText('No items match filter').waitFor();
    await page.getByRole('group', { name: 'Filter by type' }).getByRole('button', { name: 'Trending Topics' }).click();
    const saved = page.getByRole('article', { name: title });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await (await download).path();
    const doc = JSON.parse(await readFile(file, 'utf8')) as { count: number; items: { trend: { title: string } }[] };
    expect(doc.count).toBe(1);
    expect(doc.items[0]!.trend.title).toBe(title);

    await saved.getByRole('link', { name: /Generate Story/ }).click();
    await page.waitForURL((url) => url.pathname === '/story-angles' && url.searchParams.has('trendId'));
    const dialog = page.getByRole('dialog', { name: 'AI Story Angle Generator' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: /Topic/ }).inputValue()).toBe(title);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/story-angles' && !url.searchParams.has('trendId'));

    await page.goto('/saved');
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Remove this saved item?' }).getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Saved item removed successfully').waitFor();
    await page.getByText('No Saved Items').waitFor();
  });
});
