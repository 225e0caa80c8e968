import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../test-support/smtp-catcher';
import { useBrowser, uniqueEmail } from './support/browser';
import { createAccountViaApi, signInViaUi } from './support/flows';

const browser = useBrowser();
let smtp: SmtpCatcher;

// The app sends system mail to this port (global-setup's SMTP_URL); this file is the only one that listens there.
beforeAll(async () => {
  smtp = await startSmtpCatcher({ port: inject('smtpPort') });
});
afterAll(() => smtp?.close());

describe('forgot password', () => {
  it('when a person asks for a link, reads it in the message and sets a new password, then the new one signs in and the old session and link are spent', async () => {
    const account = { email: uniqueEmail('forgetful'), password: 'first quiet harbour lamp', firstName: 'Maya' };
    const elsewhere = await browser.newPage();
    await createAccountViaApi(elsewhere, browser.baseUrl, account);
    expect((await elsewhere.request.get('/api/auth/user')).status()).toBe(200);

    const page = await browser.newPage();
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).isVisible()).toBe(true);

    const mail = await smtp.waitFor((m) => m.envelope.to.includes(account.email), 20_000);
    expect(mail.parsed.subject).toBe('Reset your Newsjack password');
    expect(mail.parsed.from?.value[0]?.address).toBe('no-reply@newsjack.test');
    const link = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.parsed.text ?? '')?.[0];
    expect(link?.startsWith(`${browser.baseUrl}/reset-password#token=`)).toBe(true);

    await page.goto(link!);
    // The secret leaves the address bar as soon as the page has read it.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await page.getByLabel('New password', { exact: true }).fill('second amber lighthouse walk');
    await page.getByLabel('Confirm new password').fill('second amber lighthouse walk');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/signin');
    await expect.poll(() => page.getByText('Password changed').isVisible()).toBe(true);

    // The browser that was signed in before is signed out; the old password no longer works, the new one does.
    expect((await elsewhere.request.get('/api/auth/user')).status()).toBe(401);
    await signInViaUi(page, account);
    await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true);
    await signInViaUi(page, { ...account, password: 'second amber lighthouse walk' });
    await page.waitForURL('**/onboarding');

    // The same link a second time: the page says it is spent and offers a new one.
    const again = await browser.newPage();
    await again.goto(link!);
    await again.getByLabel('New password', { exact: true }).fill('third silver orchard gate');
    await again.getByLabel('Confirm new password').fill('third silver orchard gate');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => again.getByText('This password reset link has expired or has already been used.', { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => again.getByRole('link', { name: 'Ask for a new link' }).isVisible()).toBe(true);
  });
});
