import { describe, expect, it } from 'vitest';
import { useBrowser, uniqueEmail } from './support/browser';
import {
  POLL,
  completeOnboardingViaApi,
  createAccountViaApi,
  createAccountViaUi,
  signInViaUi,
  toast,
} from './support/flows';

const browser = useBrowser();

describe('Settings: name, e-mail, password and deleting the account', () => {
  it('when a user changes their name, password and e-mail, then each holds, other sessions end, and deleting the account leaves nothing to sign in to', async () => {
    const account = {
      email: uniqueEmail('settings'),
      password: 'quiet meadow lantern 7',
      firstName: 'Ada',
      lastName: 'Byron',
    };
    const page = await browser.newPage();
    await createAccountViaUi(page, account);
    await page.waitForURL('**/onboarding');
    await completeOnboardingViaApi(page, browser.baseUrl, 'Settings Co');
    await page.goto('/');
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    // The same account open in a second browser.
    const elsewhere = await browser.newPage();
    await signInViaUi(elsewhere, account);
    await elsewhere.waitForURL((url) => url.pathname === '/');

    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/settings');

    // Name
    const nameForm = page.getByRole('form', { name: 'Name' });
    await nameForm.getByLabel('Last name').fill('Lovelace');
    await nameForm.getByRole('button', { name: 'Save Name' }).click();
    await expect.poll(() => toast(page, 'Name Updated').isVisible(), POLL).toBe(true);
    await expect.poll(() => sidebar.getByText('Ada Lovelace').isVisible(), POLL).toBe(true);

    // Password: a wrong current password, then a common new one, are said beside their fields, without prefixes.
    const passwordForm = page.getByRole('form', { name: 'Password' });
    await passwordForm.getByLabel('Current password').fill('not my password');
    await passwordForm.getByLabel('New password', { exact: false }).first().fill('harbour violet tram 1907');
    await passwordForm.getByLabel('Repeat new password').fill('harbour violet tram 1907');
    await passwordForm.getByRole('button', { name: 'Change Password' }).click();
    await expect
      .poll(() => passwordForm.getByText('Your current password is not correct').isVisible(), POLL)
      .toBe(true);
    expect(await page.getByText(/currentPassword:/).count()).toBe(0);

    await passwordForm.getByLabel('Current password').fill(account.password);
    await passwordForm.getByLabel('New password', { exact: false }).first().fill('password1');
    await passwordForm.getByLabel('Repeat new password').fill('password1');
    await passwordForm.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => passwordForm.getByText(/too common or too easy to guess/).count(), POLL).toBe(1);
    expect(await page.getByText(/newPassword:/).count()).toBe(0);

    const newPassword = 'harbour violet tram 1907';
    await passwordForm.getByLabel('New password', { exact: false }).first().fill(newPassword);
    await passwordForm.getByLabel('Repeat new password').fill(newPassword);
    await passwordForm.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => toast(page, 'Password Changed').isVisible(), POLL).toBe(true);
    expect(await passwordForm.getByLabel('Current password').inputValue()).toBe('');
    // The other browser was signed out; this one goes on.
    await elsewhere.reload();
    await expect.poll(async () => (await elsewhere.request.get('/api/auth/user')).status(), POLL).toBe(401);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    // E-mail: another account's address is refused beside the field; a free one is taken.
    const other = await browser.newPage();
    const taken = uniqueEmail('taken');
    await createAccountViaApi(other, browser.baseUrl, { email: taken, password: 'someone else entirely 9' });
    const emailForm = page.getByRole('form', { name: 'Email address' });
    await emailForm.getByLabel('New email').fill(taken);
    await emailForm.getByLabel('Current password').fill(newPassword);
    await emailForm.getByRole('button', { name: 'Change Email' }).click();
    await expect
      .poll(() => emailForm.getByText('An account with this email already exists').isVisible(), POLL)
      .toBe(true);

    const newEmail = uniqueEmail('moved');
    await emailForm.getByLabel('New email').fill(newEmail);
    await emailForm.getByLabel('Current password').fill(newPassword);
    await emailForm.getByRole('button', { name: 'Change Email' }).click();
    await expect.poll(() => toast(page, 'Email Updated').isVisible(), POLL).toBe(true);
    await expect.poll(() => page.getByText(newEmail, { exact: true }).first().isVisible(), POLL).toBe(true);

    // Sign out, and back in with the new address and password.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signInViaUi(page, { email: newEmail, password: newPassword });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/settings');

    // Delete: Cancel keeps everything and gives the focus back; a wrong password is said; the right one deletes.
    const deleteButton = page.getByRole('button', { name: 'Delete Account' });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => deleteButton.evaluate((el) => el === document.activeElement), POLL).toBe(true);

    await deleteButton.click();
    await dialog.getByLabel('Current password').fill('still not it');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect.poll(() => dialog.getByText('Your current password is not correct').isVisible(), POLL).toBe(true);
    await dialog.getByLabel('Current password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toast(page, 'Account Deleted').isVisible(), POLL).toBe(true);
    await expect.poll(() => page.getByText('No credit card needed.').first().isVisible(), POLL).toBe(true);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await signInViaUi(page, { email: newEmail, password: newPassword });
    await expect.poll(() => page.getByText('Invalid email or password').isVisible(), POLL).toBe(true);
  });
});
