import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueEmail, useBrowser } from './support/browser';
import { FAKE_MODEL } from './support/fake-model-server';
import {
  apiPost,
  completeOnboardingViaApi,
  createAccountViaApi,
  onboardCompanyViaApi,
  POLL,
  toast,
  topTrendOf,
  waitForSettledTrends,
} from './support/flows';

const browser = useBrowser();
/** The fake OpenAI-compatible server global-setup started; the app's OPENAI_BASE_URL names it, with no key. */
const modelServerUrl = inject('modelServerUrl');

/** This file's own ADMIN_EMAILS account (global-setup). */
const AI_ADMIN = { email: 'ai-admin@newsjack.test', password: 'lantern orchard copper 7' };
const KEY = 'sk-e2e-secret-key-4711';
/** Terms the bundled demo corpus mentions in the last 24 hours. */
const KEYWORDS = ['payments', 'outage', 'merchants', 'checkout', 'BNPL'];

const section = (page: Page) => page.getByRole('region', { name: 'AI' });
const inUse = (page: Page) => section(page).getByTestId('ai-engine-in-use').innerText();

/** Whatever happens in the test, the shared server goes back to the offline engine for the files after this one. */
async function backToOffline(page: Page): Promise<void> {
  await page.request.put('/api/admin/ai-settings', {
    data: { engine: 'offline', baseUrl: null, model: 'gpt-4o-mini', apiKey: '' },
    headers: { Origin: browser.baseUrl },
  });
}

describe('admin AI settings', () => {
  it('when the admin points the AI at a local OpenAI-compatible server, tests it and saves, then the next angle is written by the model; switching back to offline takes effect at once', async () => {
    // A user with trends, set up while the offline engine writes.
    const user = await browser.newPage();
    await createAccountViaApi(user, browser.baseUrl, {
      email: uniqueEmail('ai-user'),
      password: 'model angle password 1',
    });
    await onboardCompanyViaApi(user, browser.baseUrl, { companyName: 'Tallyrun Pay', keywords: KEYWORDS });
    const top = topTrendOf(await waitForSettledTrends(user));
    expect(top, 'a trend with relevance above 0').not.toBeNull();

    const admin = await browser.newPage();
    await createAccountViaApi(admin, browser.baseUrl, AI_ADMIN);
    await completeOnboardingViaApi(admin, browser.baseUrl, 'AI Operator Co');
    try {
      await admin.goto('/admin');
      await admin.getByRole('tab', { name: 'Config', exact: true }).click();
      await section(admin).waitFor();
      // The environment's values are the starting point: its server, no key, so the offline engine writes.
      expect(await inUse(admin)).toContain('Drafted offline from the story’s facts (from the environment).');
      expect(await section(admin).getByTestId('ai-key-status').innerText()).toMatch(/^No key saved\./);
      expect(await section(admin).getByRole('textbox', { name: 'Base URL' }).inputValue()).toBe(modelServerUrl);

      await section(admin)
        .getByRole('radio', { name: /Language model/ })
        .click();
      await section(admin).getByRole('textbox', { name: 'Model' }).fill(FAKE_MODEL);
      await section(admin).getByLabel('API key', { exact: true }).fill(KEY);
      await section(admin).getByRole('button', { name: 'Test connection' }).click();
      await expect
        .poll(() => section(admin).getByTestId('ai-test-result').innerText(), POLL)
        .toMatch(new RegExp(`^Connected: ${FAKE_MODEL} answered in \\d+ ms\\.$`));

      await section(admin).getByRole('button', { name: 'Save AI Settings' }).click();
      await toast(admin, 'AI Settings Saved').waitFor();
      await expect.poll(() => inUse(admin), POLL).toContain(`Written by ${FAKE_MODEL} at ${modelServerUrl} (saved`);
      expect(await section(admin).getByTestId('ai-key-status').innerText()).toMatch(/^A key is saved\./);
      // Write-only: the field is emptied and the key is nowhere on the page, not even after a reload.
      expect(await section(admin).getByLabel('API key', { exact: true }).inputValue()).toBe('');
      await admin.reload();
      await admin.getByRole('tab', { name: 'Config', exact: true }).click();
      await expect
        .poll(() => section(admin).getByTestId('ai-key-status').innerText(), POLL)
        .toMatch(/^A key is saved\./);
      expect(await admin.content()).not.toContain(KEY);

      // The user's next angle, from the generator, is written by the model: no restart.
      await user.goto(`/story-angles?trendId=${top!.id}`);
      const dialog = user.getByRole('dialog', { name: 'AI Story Angle Generator' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: /Target Audience/ }).fill('Online merchants');
      await dialog.getByRole('checkbox', { name: 'Press Release' }).click();
      await dialog.getByRole('button', { name: 'Generate Story Angles' }).click();
      await toast(user, 'Generated 3 story angles').waitFor({ timeout: 30_000 });
      await expect.poll(() => user.getByRole('article').count(), POLL).toBe(3);
      expect(await user.getByRole('article').first().getByTestId('angle-engine').innerText()).toBe(
        `Written by ${FAKE_MODEL}`,
      );

      // Back to offline with one click; the next angle is the offline engine's again.
      await section(admin).getByRole('button', { name: 'Switch to offline engine' }).click();
      await toast(admin, 'AI Settings Saved').waitFor();
      await expect.poll(() => inUse(admin), POLL).toContain('Drafted offline from the story’s facts (saved');
      const again = (await apiPost(user, browser.baseUrl, '/api/story-angles/generate', {
        topic: top!.title,
        targetAudience: 'Online merchants',
        contentTypes: ['social-media'],
        context: '',
        mode: 'quick',
        trendId: top!.id,
      })) as { storyAngles: { engine: string }[] };
      expect(again.storyAngles.map((a) => a.engine)).toEqual(['offline', 'offline', 'offline']);
    } finally {
      await backToOffline(admin);
    }
  });
});
