import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueEmail, useBrowser } from './support/browser';
import { apiGet, apiPost, completeOnboardingViaApi, createAccountViaApi, POLL, toast } from './support/flows';

const browser = useBrowser();

/** admin.e2e's own ADMIN_EMAILS account (global-setup), separate from platform.e2e's admin@, so file order is free. */
const OPERATOR = { email: 'operator@newsjack.test', password: 'kettle meadow violet 1' };

async function signInAsAdmin(page: Page): Promise<void> {
  await createAccountViaApi(page, browser.baseUrl, OPERATOR);
  // Incomplete onboarding sends every screen, /admin included, to /onboarding.
  await completeOnboardingViaApi(page, browser.baseUrl, 'Operator Co');
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');

async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await expect.poll(() => tab(page, name).getAttribute('aria-selected'), POLL).toBe('true');
}

describe('admin panel', () => {
  it('when an admin goes through every tab, then each shows its data and its actions answer with the spec toasts', async () => {
    // A plain user with a company, to list, grant the agency plan and delete.
    const plainPage = await browser.newPage();
    const plainEmail = uniqueEmail('listed');
    await createAccountViaApi(plainPage, browser.baseUrl, {
      email: plainEmail,
      password: 'listed password 1',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    await completeOnboardingViaApi(plainPage, browser.baseUrl, 'Listed Co');

    const page = await browser.newPage();
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    expect(await page.getByText(/^Welcome back/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to App' }).isVisible()).toBe(true);
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Stats',
      'Users',
      'Topics',
      'Cleanup',
      'Cache',
      'Contacts',
      'Discovery',
      'Config',
    ]);

    // Stats
    for (const label of ['Total Users', 'Total Trends', 'Story Angles', 'Global Trends']) {
      expect(await panel(page).getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    await expect
      .poll(
        async () =>
          Number(await panel(page).getByText('Total Users').locator('xpath=following-sibling::p').innerText()),
        POLL,
      )
      .toBeGreaterThanOrEqual(2);

    // Users: name, badge, agency plan, delete with confirmation
    await openTab(page, 'Users');
    const row = panel(page).getByTestId('admin-user-row').filter({ hasText: plainEmail });
    await row.waitFor();
    expect(await row.getByText('Grace Hopper').isVisible()).toBe(true);
    expect(await row.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText('G', { exact: true }).isVisible()).toBe(true);
    await row.getByRole('switch').click();
    await toast(page, 'Agency plan granted').waitFor();
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked'), POLL).toBe('true');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete User' }).click();
    await toast(page, 'User has been successfully removed').waitFor();
    await expect.poll(() => row.count(), POLL).toBe(0);
    expect((await plainPage.request.get('/api/auth/user')).status()).toBe(401);

    // Topics: the global trends of the demo corpus, relevance to 1 decimal, global cleanup validation. The start-up
    // cycle may still be running (it scores every company's single reports): the tab is opened once it has trends.
    await expect
      .poll(() => apiGet<unknown[]>(page, '/api/admin/global-trends').then((list) => list.length), { ...POLL, timeout: 45_000 })
      .toBeGreaterThan(0);
    await openTab(page, 'Topics');
    await expect.poll(() => panel(page).getByTestId('admin-global-trend').count(), POLL).toBeGreaterThan(0);
    expect(await panel(page).getByTestId('admin-global-trend').count()).toBeLessThanOrEqual(10);
    expect(await panel(page).getByTestId('admin-global-trend').first().innerText()).toMatch(/\d+\.\d%/);
    const globalHours = panel(page).getByLabel('Older than (hours)');
    expect(await globalHours.inputValue()).toBe('168');
    await globalHours.fill('0');
    await panel(page).getByRole('button', { name: 'Clean Up Global Trends' }).click();
    await toast(page, 'Hours must be a positive number').waitFor();

    // Cleanup: four cards, filter (default 168), the table with 'Nh ago', cleanup validation and result
    await openTab(page, 'Cleanup');
    for (const label of ['Total', 'Linked to Trends', 'Unlinked', 'Global Discovery']) {
      expect(await panel(page).getByText(label, { exact: true }).first().isVisible()).toBe(true);
    }
    // The cards count every topic whatever the filter (a fresh install has none older than a week).
    const allTopics = (await apiGet<unknown[]>(page, '/api/admin/discovered-topics')).length;
    expect(allTopics).toBeGreaterThan(0);
    const totalCard = panel(page).getByText('Total', { exact: true }).first().locator('xpath=following-sibling::p[1]');
    await expect.poll(() => totalCard.innerText(), POLL).toBe(String(allTopics));
    // The table lists every topic until a filter is applied, never 'No discovered topics found' beside them.
    await expect.poll(() => panel(page).getByRole('row').count(), POLL).toBe(allTopics + 1);
    expect(await panel(page).getByTestId('topics-shown').innerText()).toBe(`All ${allTopics} discovered topics`);
    expect(await panel(page).getByText('No discovered topics found for the specified timeframe').count()).toBe(0);
    const filter = panel(page).getByLabel('Show topics older than (hours)');
    expect(await filter.inputValue()).toBe('168');
    expect(await panel(page).getByLabel('Clean up topics older than (hours)').inputValue()).toBe('720');
    await filter.fill('-1');
    await panel(page).getByRole('button', { name: 'Apply Filter' }).click();
    await toast(page, 'Filter hours must be a non-negative number').waitFor();
    await filter.fill('0');
    await panel(page).getByRole('button', { name: 'Apply Filter' }).click();
    await expect.poll(() => panel(page).getByRole('row').count(), POLL).toBeGreaterThan(1);
    expect(await panel(page).getByRole('row').nth(1).innerText()).toMatch(/\d+[hd] ago/);
    await filter.fill('80000');
    await panel(page).getByRole('button', { name: 'Apply Filter' }).click();
    await panel(page).getByText('No discovered topics found for the specified timeframe').waitFor();
    const cleanupHours = panel(page).getByLabel('Clean up topics older than (hours)');
    await cleanupHours.fill('0');
    await panel(page).getByRole('button', { name: 'Clean Up Topics' }).click();
    await toast(page, 'Cleanup hours must be a positive number').waitFor();
    await cleanupHours.fill('720');
    await panel(page).getByRole('button', { name: 'Clean Up Topics' }).click();
    await toast(page, /^Evaluated \d+ topics: \d+ deleted, \d+ preserved \(linked to saved trends\)$/).waitFor();

    // Cache: statistics, TTLs, company refresh validation, clear all
    await openTab(page, 'Cache');
    await panel(page).getByTestId('cache-total').waitFor();
    expect(await panel(page).getByText('7 days').isVisible()).toBe(true);
    expect(await panel(page).getByText('12 hours').isVisible()).toBe(true);
    await panel(page).getByRole('button', { name: 'Refresh Company Cache' }).click();
    await toast(page, 'Please enter both company name and website').waitFor();
    await panel(page).getByLabel('Company name').fill('Listed Co');
    await panel(page).getByLabel('Website').fill('northwind-payments.example');
    await panel(page).getByRole('button', { name: 'Refresh Company Cache' }).click();
    await expect.poll(() => panel(page).getByLabel('Company name').inputValue(), POLL).toBe('');
    await panel(page).getByRole('button', { name: 'Clear Cache' }).click();
    await toast(page, 'Cache Cleared').waitFor();
    await expect.poll(() => panel(page).getByTestId('cache-total').innerText(), POLL).toBe('0');

    // Contacts. The built app is shared by every browser-test file, so others may have left suggestions and flags
    // here: the operator files one of each, sees the counts the API reports, approves its own suggestion, then
    // decides every other pending item until both lists show their empty states.
    const base = browser.baseUrl;
    const found = (await apiPost(page, base, '/api/contacts/generate', { outlet: 'Settle & Clear' })) as Array<{
      id: number;
    }>;
    expect(found.length).toBeGreaterThanOrEqual(2);
    const note = 'Filed by the admin browser test';
    await apiPost(page, base, `/api/contacts/${found[0]!.id}/suggest-edit`, {
      suggestedData: { title: 'Payments Editor' },
      notes: note,
    });
    await apiPost(page, base, '/api/contacts/flag-duplicate', { contactId1: found[0]!.id, contactId2: found[1]!.id });
    await openTab(page, 'Contacts');
    const pendingSuggestions = (await apiGet<unknown[]>(page, '/api/admin/contact-suggestions')).length;
    await tab(page, `Contact Suggestions (${pendingSuggestions})`).waitFor();
    const suggestions = panel(page).getByTestId('admin-suggestion');
    await suggestions.filter({ hasText: note }).getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Contact suggestion has been approved and applied.').waitFor();
    await expect.poll(() => suggestions.filter({ hasText: note }).count(), POLL).toBe(0);
    for (let left = pendingSuggestions - 1; left > 0; left -= 1) {
      await tab(page, `Contact Suggestions (${left})`).waitFor();
      await suggestions.first().getByRole('button', { name: 'Reject' }).click();
    }
    await tab(page, 'Contact Suggestions (0)').waitFor();
    await page.getByText('No pending contact suggestions').waitFor();
    const approved = await apiGet<Array<{ id: number; title: string | null }>>(page, '/api/contacts');
    expect(approved.find((c) => c.id === found[0]!.id)?.title).toBe('Payments Editor');

    const pendingFlags = (await apiGet<unknown[]>(page, '/api/admin/duplicate-flags')).length;
    await tab(page, `Duplicate Flags (${pendingFlags})`).click();
    const flags = panel(page).getByTestId('admin-duplicate-flag');
    for (let left = pendingFlags; left > 0; left -= 1) {
      await tab(page, `Duplicate Flags (${left})`).waitFor();
      await flags.first().getByRole('button', { name: 'Not Duplicates' }).click();
    }
    await tab(page, 'Duplicate Flags (0)').waitFor();
    await page.getByText('No pending duplicate flags').waitFor();

    // Discovery: pause (status turns paused, warning, buttons), resume, runs, sources, a refused feed URL
    await openTab(page, 'Discovery');
    const status = panel(page).getByTestId('discovery-status');
    await expect.poll(() => status.innerText(), POLL).toMatch(/Running|Stopped|Error/);
    const pause = panel(page).getByRole('button', { name: 'Pause' });
    const resume = panel(page).getByRole('button', { name: 'Resume' });
    expect(await resume.isDisabled()).toBe(true);
    await pause.click();
    await toast(page, 'Trend Discovery Paused').waitFor();
    await expect.poll(() => status.innerText(), POLL).toBe('Paused');
    expect(await panel(page).getByText('No new topics will be discovered until it is resumed.').isVisible()).toBe(true);
    expect(await pause.isDisabled()).toBe(true);
    await resume.click();
    await toast(page, 'Trend Discovery Resumed').waitFor();
    await expect.poll(() => status.innerText(), POLL).not.toBe('Paused');
    await expect.poll(() => panel(page).getByTestId('discovery-run').count(), POLL).toBeGreaterThan(0);
    // Background jobs: the start-up cycle and the onboarded companies' first searches ran as jobs of the queue;
    // Run Now queues a global cycle, which the runs then show as a manual one.
    await expect.poll(() => panel(page).getByTestId('job-queue').allInnerTexts(), POLL).toEqual([
      expect.stringMatching(/^Global discovery cycles/),
      expect.stringMatching(/^Company searches/),
      expect.stringMatching(/^Contact generation/),
      expect.stringMatching(/^Cleanups and cache pruning/),
      expect.stringMatching(/^System mail/),
      expect.stringMatching(/^Scheduled pitches/),
      expect.stringMatching(/^Company analyses/),
      expect.stringMatching(/^Trend digests/),
      expect.stringMatching(/^Reply checks/),
    ]);
    const companySearches = panel(page).getByTestId('queue-job').filter({ hasText: 'Company searches' });
    await expect.poll(() => companySearches.filter({ hasText: 'Done' }).count(), POLL).toBeGreaterThan(0);
    await panel(page).getByRole('button', { name: 'Run Now' }).click();
    await toast(page, /^(Trend discovery run queued|A trend discovery run is already waiting to start)$/).waitFor();
    const manualRuns = panel(page).getByTestId('discovery-run').filter({ hasText: 'global · manual' });
    await expect.poll(() => manualRuns.count(), { ...POLL, timeout: 60_000 }).toBeGreaterThan(0);
    await panel(page).getByTestId('discovery-source').filter({ hasText: 'Demo corpus' }).waitFor();
    await panel(page).getByLabel('Feed URL (RSS or Atom)').fill('http://127.0.0.1/feed.xml');
    await panel(page).getByRole('button', { name: 'Add Feed' }).click();
    await toast(page, /^Feed URL refused: .*private or reserved address/).waitFor();
    await panel(page).getByRole('button', { name: 'Refresh' }).click();

    // Config: 720 shown as 12 hours, Save disabled until changed, invalid value toast, a real change
    await openTab(page, 'Config');
    const frequency = panel(page).getByLabel('Frequency (minutes)');
    await expect.poll(() => frequency.inputValue(), POLL).toBe('720');
    expect(await frequency.getAttribute('placeholder')).toBe('720');
    expect(await frequency.getAttribute('min')).toBe('1');
    // Exact: the tab's AI section has its own 'Save AI Settings' (admin-ai-settings.e2e.ts).
    const save = panel(page).getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    expect(await panel(page).getByTestId('frequency-hours').innerText()).toBe('= 12 hours');
    await frequency.fill('');
    expect(await save.isDisabled()).toBe(true);
    await frequency.fill('0');
    await save.click();
    await toast(page, 'Frequency must be a positive number').waitFor();
    await frequency.fill('90');
    expect(await panel(page).getByTestId('frequency-hours').innerText()).toBe('= 1 hour 30 minutes');
    await save.click();
    await toast(
      page,
      'Trend discovery frequency has been updated successfully. The change will take effect on the next cycle.',
    ).waitFor();
    await expect
      .poll(
        () =>
          panel(page)
            .getByText(/^Last changed/)
            .isVisible(),
        POLL,
      )
      .toBe(true);
    await expect.poll(() => frequency.inputValue(), POLL).toBe('90');
    // Put the default back for the other browser tests sharing this server.
    await frequency.fill('720');
    await save.click();
    await expect.poll(() => save.isDisabled(), POLL).toBe(true);
  });

  it('when a plain user opens /admin, then the denial page names their login and every admin call is a 403', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('denied');
    await createAccountViaApi(page, browser.baseUrl, { email, password: 'denied password 1' });
    await completeOnboardingViaApi(page, browser.baseUrl, 'Denied Co');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Not Found' }).waitFor();
    expect(await page.getByText('Access Denied').isVisible()).toBe(true);
    expect(await page.getByText(email).isVisible()).toBe(true);
    expect(await page.getByRole('tab').count()).toBe(0);
    for (const path of [
      '/api/admin/stats',
      '/api/admin/users',
      '/api/admin/trend-discovery/status',
      '/api/admin/config',
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
    await page.getByRole('link', { name: 'Return to Safety' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
