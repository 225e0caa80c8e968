import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, uniqueEmail } from './support/browser';
import { apiGet, apiPost, createAccountViaUi, completeOnboardingViaApi, POLL, toast } from './support/flows';

const browser = useBrowser();

const FIRST_STEP = 'Analyzing website';
/** Every step of the analysing screen is done: what the server's progress says once the analysis has finished. */
const allStepsDone = () => {
  const items = [...document.querySelectorAll('ol[aria-label="Analysis steps"] li')];
  return items.length === 4 && items.every((li) => li.getAttribute('data-state') === 'done');
};
/** The acceptance point: from 'Analyze Company' to the dashboard in under 20 s. */
const ONBOARDING_BUDGET_MS = 20_000;

/** Records every progress step that becomes current, in order (the stage may be on screen only briefly). */
async function recordProgressSteps(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __steps: string[] }).__steps = seen;
    const note = () => {
      const label = document.querySelector('li[aria-current="step"]')?.textContent?.replace('…', '').trim();
      if (label && seen[seen.length - 1] !== label) seen.push(label);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-current'],
    });
  });
}

const stepsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __steps: string[] }).__steps);

describe('onboarding and My Company', () => {
  it('when a new user onboards a company whose website cannot be read, then the form validates, the analysis shows its steps, curation builds the dashboard within 20 s', async () => {
    const page = await browser.newPage();
    await createAccountViaUi(page, { email: uniqueEmail('onboard'), password: 'onboarding password 1' });
    await page.waitForURL('**/onboarding');
    const form = page.getByRole('form', { name: 'Company details' });
    const analyze = form.getByRole('button', { name: 'Analyze Company' });

    // Validation first: an empty submit, then a website that is not one.
    await analyze.click();
    await form.getByText('Company name is required', { exact: true }).waitFor();
    await form.getByText('Website is required', { exact: true }).waitFor();
    await form.getByLabel('Company Name').fill('Northwind Payments');
    await form.getByLabel('Website').fill('northwind payments');
    await analyze.click();
    await form
      .getByText('Please enter a valid website (e.g., example.com or www.example.com)', { exact: true })
      .waitFor();
    expect(await form.getByText('Company name is required').count()).toBe(0);

    await form.getByLabel('Website').fill('northwind-payments.com');
    await form.getByLabel('Known Media Outlets').fill('Settle & Clear, Tickerstone Markets');
    // A LinkedIn link that is not one is named beside its field (spec 02 §5), and nothing is sent.
    await form.getByLabel('LinkedIn').fill('northwind on linkedin');
    await analyze.click();
    await form.getByText('Please enter a valid LinkedIn URL', { exact: true }).waitFor();
    expect(await analyze.isVisible()).toBe(true);
    await form.getByLabel('LinkedIn').fill('linkedin.com/company/northwind-payments');

    // Hold the analysis answer (already computed by the server) and watch the screen: its steps must reach
    // "done" from the server's progress alone, while the answer has not arrived in the page.
    let analysisServerMs = 0;
    let heldMs = 0;
    let doneBeforeAnswer = false;
    await page.route('**/api/onboarding/complete', async (route) => {
      const asked = Date.now();
      const response = await route.fetch();
      analysisServerMs = Date.now() - asked;
      const holdFrom = Date.now();
      doneBeforeAnswer = await page
        .waitForFunction(allStepsDone, null, { timeout: 15_000 })
        .then(() => true)
        .catch(() => false); // asserted below
      heldMs = Date.now() - holdFrom;
      await route.fulfill({ response });
    });
    await recordProgressSteps(page);

    const started = Date.now();
    await analyze.click();
    const progress = page.getByRole('region', { name: 'Analysing your company' });
    await progress.getByRole('heading', { name: 'Analyzing Northwind Payments' }).waitFor();
    // The promise is what this installation measured (the spec's 10-15 seconds only before the first analysis here).
    await progress.getByText(/^This usually takes (about a second|about \d+ seconds|\d+-\d+ seconds)\.$/).waitFor();

    // Curation: the profile names the company and its field, and says the website could not be read.
    await page.getByRole('heading', { name: 'Review Northwind Payments' }).waitFor({ timeout: 20_000 });
    const analysedAt = Date.now();
    expect(doneBeforeAnswer).toBe(true);
    expect((await stepsSeen(page))[0]).toBe(FIRST_STEP);
    // The server measured this run inside the request's round trip.
    const run = await apiGet<{ state: string; elapsedMs: number }>(page, '/api/onboarding/progress');
    expect(run.state).toBe('done');
    expect(run.elapsedMs).toBeLessThanOrEqual(analysisServerMs);
    await toast(page, 'Analysis Complete').waitFor();
    const profile = await page.getByRole('textbox', { name: 'Company Profile' }).inputValue();
    expect(profile).toContain('Northwind Payments');
    // Its field, said in words of its own (not only the company's name).
    expect(profile.replaceAll('Northwind Payments', '').replaceAll('northwind-payments.com', '')).toMatch(
      /\b(payments?|fintech)\b/i,
    );
    expect(await page.getByText('We could not read your website').isVisible()).toBe(true);

    // Keywords: every suggestion starts selected; the summary counts them.
    const suggestionList = page.getByRole('list', { name: 'Suggested keywords' });
    const suggestions = suggestionList.getByRole('button');
    const suggested = await suggestions.allInnerTexts();
    expect(suggested.length).toBeGreaterThan(3);
    expect(suggested.map((s) => s.toLowerCase())).toContain('payments');
    for (const pressed of await suggestions.evaluateAll((els) => els.map((e) => e.getAttribute('aria-pressed')))) {
      expect(pressed).toBe('true');
    }
    const summaryValue = (label: string) =>
      page.locator('dl[aria-label="Summary"] > div').filter({ hasText: label }).locator('dd').innerText().then(Number);
    const keywordCount = () => summaryValue('Keywords selected');
    expect(await keywordCount()).toBe(suggested.length);
    const outletsCount = await summaryValue('Media outlets');
    const outlets = page.getByRole('list', { name: 'Media outlets' }).getByRole('listitem');
    expect(await outlets.count()).toBe(outletsCount);
    expect(await outlets.filter({ hasText: 'Settle & Clear' }).getByText('Added by you').isVisible()).toBe(true);

    // Up to three custom keywords, then the input is disabled.
    const custom = page.getByLabel('Custom Keywords');
    const addCustom = page.getByRole('button', { name: 'Add Keyword' });
    const mine = ['instant payouts', 'merchant risk', 'cross-border settlement'];
    for (const [i, term] of mine.entries()) {
      await custom.fill(term);
      await addCustom.click();
      await page.getByRole('list', { name: 'Your keywords' }).getByText(term, { exact: true }).waitFor();
      await expect.poll(keywordCount, POLL).toBe(suggested.length + i + 1);
    }
    expect(await custom.isDisabled()).toBe(true);
    expect(await custom.getAttribute('placeholder')).toBe('You have added 3 custom keywords');
    expect(await addCustom.isDisabled()).toBe(true);

    // Leave one suggestion out.
    const dropped = suggested.find((s) => s.toLowerCase() !== 'payments')!;
    const droppedButton = suggestionList.getByRole('button', { name: dropped, exact: true });
    await droppedButton.click();
    await expect.poll(() => droppedButton.getAttribute('aria-pressed'), POLL).toBe('false');
    await expect.poll(keywordCount, POLL).toBe(suggested.length + mine.length - 1);

    // Confirm: the welcome toast, the dashboard within a few seconds, the welcome modal.
    const confirmAt = Date.now();
    await page.getByRole('button', { name: 'Confirm & Build My Dashboard' }).click();
    await toast(page, 'Welcome aboard!').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    const landedAt = Date.now();
    await page.getByRole('dialog', { name: 'Welcome to Your Dashboard!' }).waitFor();

    const total = landedAt - started;
    const waiting = analysedAt - started + (landedAt - confirmAt);
    console.info(
      `onboarding: Analyze → dashboard ${total} ms wall clock (of which the app's waits ${waiting} ms: ` +
        `analysis answered by the server in ${analysisServerMs} ms (measured by the server: ${run.elapsedMs} ms), ` +
        `held ${heldMs} ms for the progress steps; ` +
        `confirm → dashboard ${landedAt - confirmAt} ms)`,
    );
    expect(landedAt - confirmAt).toBeLessThan(10_000);
    expect(total).toBeLessThan(ONBOARDING_BUDGET_MS);

    // What was confirmed is what is tracked.
    const tracked = (await apiGet<{ term: string }[]>(page, '/api/keywords')).map((k) => k.term).sort();
    const expected = [...suggested.filter((s) => s !== dropped), ...mine].sort();
    expect(tracked).toEqual(expected);
  });

  it('when the user edits the company profile on My Company, then the counter follows, Save persists it and Cancel discards', async () => {
    const page = await browser.newPage();
    await createAccountViaUi(page, { email: uniqueEmail('company'), password: 'company password 1' });
    await page.waitForURL('**/onboarding');
    await completeOnboardingViaApi(page, browser.baseUrl, 'Harbor Ledger');
    await apiPost(page, browser.baseUrl, '/api/dashboard-tour/complete', {});
    await page.goto('/my-company');
    await page.getByRole('heading', { name: 'Harbor Ledger', level: 1 }).waitFor();
    const { companyProfile: original } = await apiGet<{ companyProfile: string }>(page, '/api/company-profile');
    await page.getByText(original, { exact: true }).waitFor();

    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    const textarea = page.getByRole('textbox', { name: 'Company Profile' });
    const counter = page.getByText(/^\d+\/1000 characters$/);

    await edit.click();
    expect(await textarea.inputValue()).toBe(original);
    expect(await counter.innerText()).toBe(`${original.length}/1000 characters`);
    const updated =
      'Harbor Ledger runs instant payouts and card settlement for online marketplaces, with fraud scoring built in ' +
      'and same-day reconciliation for finance teams in Europe.';
    await textarea.fill(updated);
    await expect.poll(() => counter.innerText(), POLL).toBe(`${updated.length}/1000 characters`);
    await textarea.fill('x'.repeat(1001));
    await expect.poll(() => counter.innerText(), POLL).toBe('1001/1000 characters');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await textarea.fill(updated);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Profile Updated').waitFor();
    await page.getByText(updated, { exact: true }).waitFor();
    expect(await textarea.count()).toBe(0);

    await page.reload();
    await page.getByText(updated, { exact: true }).waitFor();

    // Cancel throws the draft away, on screen and on the server.
    await edit.click();
    await textarea.fill('A draft that should never be saved, because the user changed their mind about it.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(updated, { exact: true }).waitFor();
    expect(await page.getByText('A draft that should never be saved', { exact: false }).count()).toBe(0);
    await page.reload();
    await page.getByText(updated, { exact: true }).waitFor();
    const stored = await apiGet<{ companyProfile: string }>(page, '/api/company-profile');
    expect(stored.companyProfile).toBe(updated);
  });

  it('when a new user skips company setup, then the app opens (no bounce back), and Add your company leads back to the form', async () => {
    const page = await browser.newPage();
    await createAccountViaUi(page, { email: uniqueEmail('skip'), password: 'skipping password 1' });
    await page.waitForURL('**/onboarding');
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Onboarding is done, the tour is not: the welcome modal, as for any new user.
    await page
      .getByRole('dialog', { name: 'Welcome to Your Dashboard!' })
      .getByRole('button', { name: 'Skip Tour' })
      .click();
    const prompt = page.getByRole('region', { name: 'Add your company' });
    await prompt.waitFor();

    // Still in the app after a reload and on another page: the skip is on the server.
    await page.goto('/keywords');
    await prompt.waitFor();
    expect(new URL(page.url()).pathname).toBe('/keywords');
    expect(
      (await apiGet<{ hasCompletedOnboarding: boolean }>(page, '/api/onboarding/status')).hasCompletedOnboarding,
    ).toBe(true);

    await prompt.getByRole('link', { name: 'Add your company' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('form', { name: 'Company details' }).waitFor();
    // Its Skip returns to the app.
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
