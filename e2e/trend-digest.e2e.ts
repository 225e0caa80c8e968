import { BAD_UNSUBSCRIBE_LINK_MESSAGE } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser, uniqueEmail } from './support/browser';
import { POLL, apiGet, apiPost, completeOnboardingViaApi, createAccountViaApi, toast } from './support/flows';

const browser = useBrowser();

describe('trend digest', () => {
  it('when a user chooses Daily in Settings, then it is saved and kept; a forged unsubscribe link opened signed out is refused and changes nothing', async () => {
    const page = await browser.newPage();
    await createAccountViaApi(page, browser.baseUrl, { email: uniqueEmail('digest'), password: 'amber lantern river 42' });
    await completeOnboardingViaApi(page, browser.baseUrl, 'Digest Co');
    // The dashboard tour is done (as onboardCompanyViaApi marks it), so no welcome dialog covers Settings.
    await apiPost(page, browser.baseUrl, '/api/dashboard-tour/complete', {});
    await page.goto('/settings');

    const digest = page.getByRole('radiogroup', { name: 'Trend Digest' });
    await expect.poll(() => digest.getByRole('radio', { name: 'Off' }).isChecked(), POLL).toBe(true);
    await digest.getByRole('radio', { name: 'Daily' }).click();
    await toast(page, 'Trend Digest Saved').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: 'Daily' }).isChecked(), POLL).toBe(true);
    expect(await apiGet<{ frequency: string }>(page, '/api/settings/digest')).toMatchObject({ frequency: 'daily' });
    expect(await seriousViolations(page)).toEqual([]);

    // Someone else's browser, signed out, with a link whose signature was tampered with.
    const stranger = await browser.newPage();
    await stranger.goto('/unsubscribe#token=ZjNjMmE5ZTgtOGI3ZC00YzZlLTlhMWYtMGIyYzNkNGU1ZjYw.forged-signature');
    await stranger.getByRole('heading', { level: 1, name: 'Stop the trend digest?' }).waitFor();
    await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => stranger.getByText(BAD_UNSUBSCRIBE_LINK_MESSAGE).isVisible(), POLL).toBe(true);
    expect(await seriousViolations(stranger)).toEqual([]);
    expect(await apiGet<{ frequency: string }>(page, '/api/settings/digest')).toMatchObject({ frequency: 'daily' });

    // Back to Off from Settings.
    await page.getByRole('radio', { name: 'Off' }).click();
    await expect.poll(async () => (await apiGet<{ frequency: string }>(page, '/api/settings/digest')).frequency, POLL).toBe('off');
  });
});
