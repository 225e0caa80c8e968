import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser, uniqueEmail } from './support/browser';
import {
  apiGet,
  apiPost,
  createAccountViaApi,
  onboardCompanyViaApi,
  POLL,
  waitForSettledTrends,
} from './support/flows';

const browser = useBrowser();

/** A demo outlet (server/data/demo-corpus) whose bylines give real contacts on a fresh install. */
const DEMO_OUTLET = 'Settle & Clear';

async function signUp(page: Page, companyName: string): Promise<void> {
  await createAccountViaApi(page, browser.baseUrl, {
    email: uniqueEmail('focus'),
    password: 'focus return password 1',
  });
  await onboardCompanyViaApi(page, browser.baseUrl, { companyName, keywords: ['payments', 'outage', 'merchants'] });
}

async function withAngle(page: Page): Promise<{ id: number; headline: string }> {
  await apiPost(page, browser.baseUrl, '/api/story-angles/generate', {
    topic: 'Same-day card settlement for small online merchants',
    targetAudience: 'Finance leads at online retailers',
    contentTypes: ['press-release'],
    context: '',
    mode: 'quick',
    trendId: null,
  });
  const [angle] = await apiGet<{ id: number; headline: string }[]>(page, '/api/story-angles');
  return angle!;
}

/** True when `control` holds the keyboard focus. */
const isFocused = (control: Locator) => control.evaluate((el) => el === document.activeElement);

describe('focus after a dialog closes', () => {
  it('when Edit Angle or the pitch wizard is closed, then the focus is back on the button that opened it', async () => {
    const page = await browser.newPage();
    await signUp(page, 'Fernhollow Pay');
    const angle = await withAngle(page);

    await page.goto('/story-angles');
    const edit = page.getByRole('article', { name: angle.headline }).getByRole('button', { name: 'Edit' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Story Angle' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(edit), POLL).toBe(true);

    // Closed with its own Cancel button too.
    await edit.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(edit), POLL).toBe(true);

    await page.goto('/pitches');
    const generate = page.getByRole('button', { name: 'Generate New Pitch' });
    await generate.click();
    const wizard = page.getByRole('dialog').filter({ hasText: angle.headline });
    await wizard.waitFor();
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(generate), POLL).toBe(true);
  });

  it('when Suggest Edit or a keyword search dialog is closed, then the focus is back on the row action that opened it', async () => {
    const page = await browser.newPage();
    await signUp(page, 'Birchmoor Payments');
    const contacts = (await apiPost(page, browser.baseUrl, '/api/contacts/generate', { outlet: DEMO_OUTLET })) as {
      name: string;
    }[];
    expect(contacts.length).toBeGreaterThan(0);

    await page.goto('/media-contacts');
    const suggest = page.getByRole('button', { name: `Suggest an edit to ${contacts[0]!.name}` }).first();
    await suggest.click();
    const dialog = page.getByRole('dialog', { name: 'Suggest an Edit' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(suggest), POLL).toBe(true);

    // The row's Search Trends disables itself while the search runs; the focus still comes back to it.
    await page.goto('/keywords');
    const search = page.getByRole('button', { name: 'Search Trends for outage', exact: true });
    await search.click();
    const results = page.getByRole('dialog', { name: 'Trending Topics for “outage”' });
    await results.waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await results.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(search), POLL).toBe(true);
  });

  it('when the tour started from Help & Tour is skipped, then the focus is back on Help & Tour', async () => {
    const page = await browser.newPage();
    await signUp(page, 'Kestrel Ledger');
    await page.goto('/');
    const help = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Help & Tour' });
    await help.click();
    const card = page.getByTestId('tour-card');
    await card.waitFor();
    await card.getByRole('button', { name: 'Skip Tour' }).click();
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(help), POLL).toBe(true);
  });

  it('when Read the site again\u2019s proposal, Send Later or the list of every report is closed, then the focus is back on the button that opened it', async () => {
    const page = await browser.newPage();
    await signUp(page, 'Quillmarsh Pay');

    // The proposal opens once the site has been read; its button is disabled meanwhile.
    await page.goto('/my-company');
    const reread = page.getByRole('button', { name: 'Read the site again', exact: true });
    await reread.click();
    const proposal = page.getByRole('dialog', { name: 'What your website says now' });
    await proposal.waitFor({ timeout: 30_000 });
    await proposal.getByRole('button', { name: 'Cancel' }).click();
    await proposal.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(reread), POLL).toBe(true);

    // Send Later, on a drafted pitch to a journalist with an address.
    const angle = await withAngle(page);
    const contacts = (await apiPost(page, browser.baseUrl, '/api/contacts/generate', { outlet: DEMO_OUTLET })) as {
      id: number;
      email: string | null;
    }[];
    const journalist = contacts.find((c) => c.email);
    expect(journalist).toBeDefined();
    await apiPost(page, browser.baseUrl, '/api/pitches/generate', {
      storyAngleId: angle.id,
      contactIds: [journalist!.id],
    });
    await page.goto('/pitches');
    const later = page.getByRole('button', { name: 'Send Later', exact: true }).first();
    await later.click();
    const schedule = page.getByRole('dialog', { name: 'Send Later' });
    await schedule.waitFor();
    await page.keyboard.press('Escape');
    await schedule.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(later), POLL).toBe(true);

    // A trend card's '+N more reports', once discovery has given the company its trends.
    await waitForSettledTrends(page);
    await page.goto('/trends');
    const more = page.getByRole('button', { name: /^\+\d+ more reports?$/ }).first();
    await more.click();
    const every = page.getByRole('dialog', { name: 'Every report' });
    await every.waitFor();
    await page.keyboard.press('Escape');
    await every.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(more), POLL).toBe(true);
    // Discovery's first cycle for the new company is waited for: longer than one test's default.
  }, 150_000);
});
