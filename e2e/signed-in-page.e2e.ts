import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, uniqueEmail } from './support/browser';
import { completeOnboardingViaApi, createAccountViaApi, onboardCompanyViaApi } from './support/flows';

const browser = useBrowser();

/** The API paths a page asks for and the errors it logs, from now on. */
function watch(page: Page): { asked: string[]; errors: string[] } {
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { asked, errors };
}

/**
 * The reads the server answers into a signed-in dashboard page (server http/initial-reads.ts). The onboarding status
 * is always stale, but not asked again on the first screen, whose answer is this visit's own (hooks/use-auth.ts).
 */
const FIRST_SCREEN_READS = [
  '/api/auth/user',
  '/api/onboarding/status',
  '/api/auth/is-admin',
  '/api/stats',
  '/api/credits',
  '/api/trends',
  '/api/saved-items',
  '/api/story-angles',
  '/api/keywords',
];

describe('the signed-in page', () => {
  it('when an onboarded user opens the dashboard, then it is drawn from the page: none of its reads is asked, no console error, no CSP violation', async () => {
    const page = await browser.newPage();
    await createAccountViaApi(page, browser.baseUrl, {
      email: uniqueEmail('island'),
      password: 'island password 1',
      firstName: '</script><!--Ada',
    });
    await completeOnboardingViaApi(page, browser.baseUrl, 'Island Payments');

    const { asked, errors } = watch(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });

    const res = await page.goto('/');
    expect(res?.headers()['cache-control']).toBe('no-store');
    // The first visit opens the tour over the page (aria-hidden behind it): the page's texts are looked for as text.
    // The hostile first name is shown as text, not run or swallowed.
    await page.getByText('Welcome back, </script><!--Ada').waitFor();
    await page.getByText('Active Trends').first().waitFor();
    await page.getByText('Trending Topics').first().waitFor();
    expect(asked.filter((p) => FIRST_SCREEN_READS.includes(p))).toEqual([]);
    expect(errors).toEqual([]);
    // Nothing is refused (the island is data, never run), not even zod's probe whether it may compile parsers
    // (`new Function`, which the CSP refuses): the first screen does not load zod and the schemas at all.
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
  });

  // What each screen reads first, and the active client's bar above every screen (server http/initial-reads.ts).
  const FRAME_READS = ['/api/company-profiles', '/api/user/active-company'];
  const screens = [
    {
      path: '/trends',
      heading: 'Trending Topics for Island Payments',
      reads: ['/api/company-profile', '/api/trends', '/api/saved-items'],
    },
    {
      path: '/media-contacts',
      heading: 'Media Contacts',
      reads: ['/api/company-profile', '/api/contacts', '/api/do-not-contact', '/api/story-angles'],
    },
  ];
  for (const screen of screens) {
    it(`when an onboarded user opens ${screen.path} from an address, then it and the client bar are drawn from the page: none of their reads is asked, nothing on it moves`, async () => {
      // Tall enough that every card of the screen is in view, where a move counts as a layout shift.
      const page = await browser.newPage({ viewport: { width: 1366, height: 1600 } });
      await createAccountViaApi(page, browser.baseUrl, { email: uniqueEmail('island'), password: 'island password 1' });
      await onboardCompanyViaApi(page, browser.baseUrl, { companyName: 'Island Payments', keywords: ['payments'] });
      const asked: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
      });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // What each layout shift of the visit moved: the bar arriving after the page once pushed all of <main> down.
      await page.addInitScript(() => {
        const moved: string[] = [];
        (window as unknown as { moved: string[] }).moved = moved;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const sources = (entry as unknown as { sources: { node?: Element }[] }).sources;
            for (const { node } of sources) moved.push(node ? `${node.nodeName}#${node.id}` : '?');
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });

      await page.goto(screen.path);
      await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
      await page.getByRole('group', { name: 'Active client' }).getByText('Island Payments').waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked.filter((p) => [...FRAME_READS, '/api/onboarding/status', ...screen.reads].includes(p))).toEqual([]);
      expect(errors).toEqual([]);
      // Nothing moved at all: the screen's first render already holds its reads (the bar's, the list's), so no
      // placeholder is painted and then replaced (Media Contacts' five-row one moved the cards below 148 px).
      expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).toEqual([]);
    });
  }

  it('when a signed-out visitor opens the landing page, then it says only that nobody is signed in: nothing is asked, no error is logged', async () => {
    const page = await browser.newPage();
    const { asked, errors } = watch(page);
    const res = await page.goto('/');
    const island = /<script type="application\/json" id="initial-reads">([\s\S]*?)<\/script>/.exec((await res?.text()) ?? '');
    expect(JSON.parse(island?.[1] ?? 'undefined')).toEqual({ '/api/auth/user': null });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The sign-in check was a 401 in every visitor's console (Lighthouse's best practices) and a request on the slow link.
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('when the landing page is opened, then the theme script is in the page, not fetched, and the CSP refuses nothing', async () => {
    const page = await browser.newPage({ colorScheme: 'dark' });
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(fetched.filter((p) => p.endsWith('.js') && !p.startsWith('/assets/'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});
