import { describe, expect, it } from 'vitest';
import { useBrowser, uniqueEmail } from './support/browser';
import { createAccountViaUi } from './support/flows';

const browser = useBrowser();

const WEAK_PASSWORD_MESSAGE =
  'This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.';

describe('create account: weak passwords', () => {
  it('when someone picks a common password, then the form shows the server’s reason once, beside the password, and stays', async () => {
    const page = await browser.newPage();
    await createAccountViaUi(page, { email: uniqueEmail('weak'), password: '12345678' });
    const form = page.getByRole('tabpanel', { name: 'Create Account' });
    // Once, beside the password, and without the server's 'password: ' field prefix.
    await expect.poll(() => form.getByText(WEAK_PASSWORD_MESSAGE, { exact: true }).count()).toBe(1);
    expect(await page.getByText(/password: /i).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  it('when the password is eight spaces, then the form refuses it before sending', async () => {
    const page = await browser.newPage();
    await createAccountViaUi(page, { email: uniqueEmail('blank'), password: '        ' });
    const form = page.getByRole('tabpanel', { name: 'Create Account' });
    await expect.poll(() => form.getByText('Password cannot be only spaces').isVisible()).toBe(true);
  });
});
