import { request, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiGet, apiPost, createAccountViaApi, onboardCompanyViaApi, type ApiTrend } from './flows';

/**
 * Every screen of the app and the dialogs a person opens most, each with the way to reach it and a sign that it
 * has drawn: the one list the accessibility walk (a11y.e2e.ts) and `npm run screenshots` go through.
 */

/** A demo outlet whose bylines give contacts on a fresh install (server/data/demo-corpus). */
const DEMO_OUTLET = 'Settle & Clear';

export type Seeded = { trendId: number; angleId: number; angleHeadline: string };

export type Screen = {
  name: string;
  /** Where it is; a function when it needs what seeding made. */
  path: string | ((seeded: Seeded) => string);
  /** A further step on the page (a tab), after its first drawing. */
  open?: (page: Page) => Promise<void>;
};

export type DialogScreen = {
  name: string;
  path: string | ((seeded: Seeded) => string);
  /** Opens the dialog and answers it once it shows. */
  open: (page: Page, seeded: Seeded) => Promise<Locator>;
  /** A size it is shown at, whatever the walk's own (the menu drawer exists on a phone only); restored after. */
  viewport?: { width: number; height: number };
};

export const signedOutScreens: Screen[] = [
  { name: 'landing', path: '/' },
  { name: 'sign-in', path: '/signin' },
  {
    name: 'sign-up',
    path: '/signin',
    open: (page) => page.getByRole('tab', { name: 'Create Account' }).click(),
  },
];

/** Only before the account's first company. */
export const onboardingScreen: Screen = { name: 'onboarding', path: '/onboarding' };

const adminTabs = ['Stats', 'Users', 'Topics', 'Cleanup', 'Cache', 'Contacts', 'Discovery', 'Config'];

export const signedInScreens: Screen[] = [
  { name: 'dashboard', path: '/' },
  { name: 'my-trends', path: '/trends' },
  { name: 'story-generator', path: (s) => `/story-angles?trendId=${s.trendId}` },
  { name: 'story-angles', path: '/story-angles' },
  { name: 'saved-items', path: '/saved' },
  { name: 'keywords', path: '/keywords' },
  { name: 'media-contacts', path: '/media-contacts' },
  { name: 'pitches', path: '/pitches' },
  { name: 'my-company', path: '/my-company' },
  { name: 'settings', path: '/settings' },
  { name: 'how-it-works', path: '/how-it-works' },
  { name: 'not-found', path: '/no-such-screen' },
  ...adminTabs.map((tab) => ({
    name: `admin-${tab.toLowerCase()}`,
    path: '/admin',
    open: async (page: Page) => {
      await page.getByRole('tab', { name: tab, exact: true }).click();
    },
  })),
];

export const dialogScreens: DialogScreen[] = [
  {
    name: 'delete-account-dialog',
    path: '/settings',
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete Account' }).click();
      return page.getByRole('dialog', { name: 'Delete your account?' });
    },
  },
  {
    name: 'keyword-search-dialog',
    path: '/keywords',
    open: async (page) => {
      await page.getByRole('button', { name: 'Search Trends for payments', exact: true }).click();
      return page.getByRole('dialog', { name: 'Trending Topics for “payments”' });
    },
  },
  {
    name: 'edit-angle-dialog',
    path: '/story-angles',
    open: async (page, seeded) => {
      await page.getByRole('article', { name: seeded.angleHeadline }).getByRole('button', { name: 'Edit' }).click();
      return page.getByRole('dialog', { name: 'Edit Story Angle' });
    },
  },
  {
    name: 'pitch-wizard',
    path: '/pitches',
    open: async (page) => {
      await page.getByRole('button', { name: 'Generate New Pitch' }).click();
      return page.getByRole('dialog').first();
    },
  },
  {
    name: 'suggest-edit-dialog',
    path: '/media-contacts',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Suggest an edit to / })
        .first()
        .click();
      return page.getByRole('dialog', { name: 'Suggest an Edit' });
    },
  },
  {
    name: 'match-explanation-popover',
    path: (s) => `/media-contacts?storyId=${s.angleId}`,
    open: async (page) => {
      await page
        .getByRole('button', { name: /why is this a good match/ })
        .first()
        .click();
      return page.getByRole('dialog', { name: 'Why is this a good match?' });
    },
  },
  {
    name: 'remove-keyword-confirm',
    path: '/keywords',
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete payments', exact: true }).click();
      return page.getByRole('alertdialog');
    },
  },
  {
    name: 'bulk-search-results-dialog',
    path: '/keywords',
    open: async (page) => {
      await page.getByRole('button', { name: 'Select All', exact: true }).click();
      await page.getByRole('button', { name: 'Bulk Search (3)', exact: true }).click();
      return page.getByRole('dialog', { name: 'Thematic Search Results' });
    },
  },
  {
    name: 'trend-filter-dialog',
    path: '/trends',
    open: async (page) => {
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      return page.getByRole('dialog', { name: 'Strategic Insights Filter' });
    },
  },
  {
    name: 'angle-filter-popover',
    path: '/story-angles',
    open: async (page) => {
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      return page.getByRole('dialog', { name: 'Filter story angles' });
    },
  },
  {
    name: 'flag-duplicate-dialog',
    path: '/media-contacts',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Flag .+ as a duplicate$/ })
        .first()
        .click();
      return page.getByRole('dialog', { name: 'Flag Duplicate' });
    },
  },
  {
    name: 'admin-delete-user-dialog',
    path: '/admin',
    open: async (page) => {
      // Another account than the walker's own (whose Delete is disabled), registered apart from the page's session.
      const origin = new URL(page.url()).origin;
      const other = await request.newContext({ baseURL: origin });
      const made = await other.post('/api/auth/register', {
        data: { email: `listed-${Date.now().toString(36)}@newsjack.test`, password: SEED_PASSWORD, firstName: 'Grace' },
        headers: { Origin: origin },
      });
      expect(made.status(), await made.text()).toBeLessThan(300);
      await other.dispose();
      await page.reload();
      await settle(page);
      await page.getByRole('tab', { name: 'Users', exact: true }).click();
      await page
        .getByTestId('admin-user-row')
        .getByRole('button', { name: 'Delete', exact: true })
        .and(page.locator(':enabled'))
        .first()
        .click();
      return page.getByRole('dialog', { name: /^Delete .+\?$/ });
    },
  },
  {
    name: 'menu-drawer',
    path: '/',
    viewport: { width: 390, height: 844 },
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu', exact: true }).click();
      return page.getByRole('dialog', { name: 'Menu' });
    },
  },
  {
    name: 'tour',
    path: '/',
    open: async (page) => {
      await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Help & Tour' }).click();
      return page.getByTestId('tour-card');
    },
  },
  {
    name: 'reread-site-dialog',
    path: '/my-company',
    open: async (page) => {
      await page.getByRole('button', { name: 'Read the site again', exact: true }).click();
      return page.getByRole('dialog', { name: 'What your website says now' });
    },
  },
  {
    name: 'send-later-dialog',
    path: '/pitches',
    open: async (page) => {
      await page.getByRole('button', { name: 'Send Later', exact: true }).first().click();
      return page.getByRole('dialog', { name: 'Send Later' });
    },
  },
  {
    name: 'more-reports-popover',
    path: '/trends',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^\+\d+ more reports?$/ })
        .first()
        .click();
      return page.getByRole('dialog', { name: 'Every report' });
    },
  },
  {
    name: 'welcome-modal',
    path: '/',
    open: async (page) => {
      // The walker took the tour long ago; the page is told it has not, as a new user's first dashboard is.
      await page.route(
        (url) => url.pathname === '/' || url.pathname === '/api/auth/user',
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            /"hasCompletedDashboardTour":\s*true/,
            '"hasCompletedDashboardTour":false',
          );
          await route.fulfill({ response, body });
        },
      );
      await page.reload();
      const modal = page.getByRole('dialog', { name: 'Welcome to Your Dashboard!' });
      await modal.waitFor({ timeout: 30_000 });
      await page.unrouteAll({ behavior: 'wait' });
      return modal;
    },
  },
  {
    name: 'client-switcher',
    path: '/',
    open: async (page) => {
      await withSecondClient(page);
      await page
        .getByRole('group', { name: 'Active client' })
        .getByRole('button', { name: /^Active client: / })
        .click();
      return page.getByRole('menu', { name: 'Active client' });
    },
  },
];

/**
 * A second client beside the walker's own (an administrator may keep several), made once per account, with the
 * first one active again: the shell's bar then offers the switch instead of the client's name.
 */
async function withSecondClient(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const profiles = await apiGet<{ id: number }[]>(page, '/api/company-profiles');
  if (profiles.length > 1) return;
  await apiPost(page, origin, '/api/onboarding/curate', {
    companyName: 'Southwind Batteries',
    website: 'southwind-batteries.example',
    mediaOutlets: [],
    socialMediaLinks: {},
    companyProfile: 'Southwind Batteries makes battery packs for electric buses and delivery vans in Europe.',
    selectedKeywords: ['battery'],
    customKeywords: [],
    suggestedMediaOutlets: [],
    aiSocialMediaLinks: {},
  });
  await apiPost(page, origin, '/api/user/switch-company', { companyId: profiles[0]!.id });
  await page.reload();
  await settle(page);
}

export const pathOf = (screen: Screen | DialogScreen, seeded: Seeded) =>
  typeof screen.path === 'function' ? screen.path(seeded) : screen.path;

/**
 * Goes to a screen and waits until it has drawn: a heading, no request for half a second (a page polling every
 * few seconds still settles), and a moment for fades.
 */
export async function visit(page: Page, screen: Screen, seeded: Seeded): Promise<void> {
  await page.goto(pathOf(screen, seeded));
  await settle(page);
  await scrollThrough(page);
  if (screen.open) {
    await screen.open(page);
    await settle(page);
  }
}

/** Scrolls the page through once and back, so sections that appear when scrolled into view are drawn. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, 0);
    await pause();
  });
  // What appeared fades in (the landing page's cards: opacity, which reduced motion keeps, 0.35 s after a delay).
  await page.waitForTimeout(600);
}

export async function settle(page: Page): Promise<void> {
  await page.getByRole('heading').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(250);
}

export const SEED_PASSWORD = 'every screen checked 1';

/**
 * An account with something on every screen: a company tracking demo-news keywords, a saved trend and angle,
 * contacts of a demo outlet and a pitch. The account is signed in in the page's context; `beforeOnboarding` runs
 * while it has no company yet (the onboarding screen).
 */
export async function seedAccount(
  page: Page,
  baseUrl: string,
  email: string,
  beforeOnboarding: () => Promise<void> = async () => {},
): Promise<Seeded> {
  await createAccountViaApi(page, baseUrl, {
    email,
    password: 'every screen checked 1',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await beforeOnboarding();
  await onboardCompanyViaApi(page, baseUrl, {
    companyName: 'Northwind Payments',
    keywords: ['payments', 'outage', 'merchants'],
    suggestedMediaOutlets: [DEMO_OUTLET],
  });
  let trends: ApiTrend[] = [];
  await expect
    .poll(async () => (trends = await apiGet<ApiTrend[]>(page, '/api/trends')).length, {
      timeout: 90_000,
      interval: 1_000,
    })
    .toBeGreaterThan(0);
  const trend = trends[0]!;
  await apiPost(page, baseUrl, '/api/saved-items', { itemType: 'trend', itemId: trend.id });
  await apiPost(page, baseUrl, '/api/story-angles/generate', {
    topic: trend.title,
    targetAudience: 'Finance leads at online retailers',
    contentTypes: ['press-release'],
    context: '',
    mode: 'quick',
    trendId: trend.id,
  });
  const [angle] = await apiGet<{ id: number; headline: string }[]>(page, '/api/story-angles');
  const saved = await page.request.patch(`/api/story-angles/${angle!.id}`, {
    data: { isSaved: true },
    headers: { Origin: baseUrl },
  });
  expect(saved.status()).toBe(200);
  const contacts = (await apiPost(page, baseUrl, '/api/contacts/generate', { outlet: DEMO_OUTLET })) as {
    id: number;
    email: string | null;
  }[];
  await apiPost(page, baseUrl, '/api/contacts/score', { storyAngleId: angle!.id });
  // A journalist with an address, so the pitch card offers Send Later.
  const journalist = contacts.find((c) => c.email) ?? contacts[0]!;
  await apiPost(page, baseUrl, '/api/pitches/generate', {
    storyAngleId: angle!.id,
    contactIds: [journalist.id],
  });
  return { trendId: trend.id, angleId: angle!.id, angleHeadline: angle!.headline };
}

export type WalkOptions = {
  email: string;
  /** What an earlier walk seeded for this account: this walk only signs in to it. Absent: the walk seeds it. */
  seeded?: Seeded;
  /** Dialogs left out by name (the tour, whose button is behind the menu on a phone). */
  skip?: readonly string[];
};

/**
 * Every screen, then every main dialog, in one page: signed out first, then (seeding the account, or signing in to
 * it) onboarding and the signed-in screens. `onScreen` runs on each once it has drawn. Answers what was seeded.
 */
export async function walkScreens(
  page: Page,
  baseUrl: string,
  options: WalkOptions,
  onScreen: (name: string) => Promise<void>,
): Promise<Seeded> {
  const none: Seeded = { trendId: 0, angleId: 0, angleHeadline: '' };
  for (const screen of signedOutScreens) {
    await visit(page, screen, none);
    await onScreen(screen.name);
  }
  const atOnboarding = async () => {
    await visit(page, onboardingScreen, none);
    await onScreen(onboardingScreen.name);
  };
  let seeded = options.seeded;
  if (seeded) {
    await apiPost(page, baseUrl, '/api/auth/login', { email: options.email, password: SEED_PASSWORD });
    await atOnboarding();
  } else {
    seeded = await seedAccount(page, baseUrl, options.email, atOnboarding);
  }
  for (const screen of signedInScreens) {
    await visit(page, screen, seeded);
    await onScreen(screen.name);
  }
  for (const dialog of dialogScreens.filter((d) => !options.skip?.includes(d.name))) {
    const ownSize = page.viewportSize();
    if (dialog.viewport) await page.setViewportSize(dialog.viewport);
    await page.goto(pathOf(dialog, seeded));
    await settle(page);
    await (await dialog.open(page, seeded)).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300);
    await onScreen(dialog.name);
    if (dialog.viewport && ownSize) await page.setViewportSize(ownSize);
  }
  return seeded;
}
