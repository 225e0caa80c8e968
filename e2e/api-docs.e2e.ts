import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const browser = useBrowser();

describe('API reference', () => {
  it('when /api/docs is opened with no internet, then Scalar draws the routes from the document within the CSP', async () => {
    const page = await browser.newPage();
    const origin = new URL(browser.baseUrl).origin;
    const outside: string[] = [];
    // The machines this runs on have no internet, like many self-hosted installs: anything off-origin is refused.
    await page.context().route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === origin) return route.continue();
      outside.push(url.href);
      return route.abort();
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });

    const res = await page.goto('/api/docs');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect
      .poll(() => page.getByRole('heading', { name: 'Newsjack API' }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    await page.getByText('Keywords', { exact: true }).first().click();
    await expect.poll(() => page.getByText('Tracked keywords of the active company').first().isVisible()).toBe(true);

    // The bundled zod probes once whether it may compile validators (`try { Function('') } catch`), and falls
    // back when the CSP says no: that refusal is expected and nothing else may be. The CSP stays as strict as
    // the app's own (no 'unsafe-eval', no inline script).
    const evalProbe = (text: string) => /\beval\b/.test(text);
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations.filter((v) => !evalProbe(v))).toEqual([]);
    expect(outside).toEqual([]);
    expect(errors.filter((e) => !evalProbe(e))).toEqual([]);
  });
});
