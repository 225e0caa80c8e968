import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, uniqueEmail } from './support/browser';
import { apiGet, apiPost, createAccountViaApi, onboardCompanyViaApi, POLL, toast } from './support/flows';

const browser = useBrowser();

/** Two outlets of the bundled demo corpus: a payments trade and a markets outlet, each with bylined journalists. */
const PAYMENTS = 'Settle & Clear';
const MARKETS = 'Tickerstone Markets';

type ApiContact = {
  id: number;
  name: string;
  outlet: string;
  email: string | null;
  relevanceScore: number | null;
  articles: { title: string; url: string | null }[];
};
type Angle = { id: number; headline: string };

async function signUp(page: Page, companyName: string, outlets: string[] = [PAYMENTS]): Promise<void> {
  await createAccountViaApi(page, browser.baseUrl, { email: uniqueEmail('contacts'), password: 'media contacts pw 1' });
  await onboardCompanyViaApi(page, browser.baseUrl, {
    companyName,
    keywords: ['payments', 'card settlement', 'merchants'],
    suggestedMediaOutlets: outlets,
  });
}

const contactsOf = (page: Page) => apiGet<ApiContact[]>(page, '/api/contacts');
const table = (page: Page) => page.getByRole('table', { name: 'Media contacts' });
/** The shown contacts: table rows, or the cards that replace them on phones. */
const rows = (page: Page) =>
  page.locator('table[aria-label="Media contacts"] tbody tr, ul[aria-label="Media contacts"] > li');

/** Generates one outlet's contacts through its quick button and waits for the table to show them. */
async function generateFromQuickButton(page: Page, outlet: string): Promise<ApiContact[]> {
  await page.goto('/media-contacts');
  await page.getByRole('button', { name: `Generate contacts for ${outlet}` }).click();
  await page.getByText(/^Found \d+ journalists? at /).waitFor({ timeout: 30_000 });
  const contacts = await contactsOf(page);
  await expect.poll(() => rows(page).count(), POLL).toBe(contacts.length);
  return contacts;
}

describe('media contacts', () => {
  it('when a demo outlet is generated, then its bylined journalists fill the table with evidence and no invented e-mail', async () => {
    const page = await browser.newPage();
    await signUp(page, 'Brightwater Pay');
    await page.goto('/media-contacts');
    await page.getByText('No media contacts found. Generate your first contacts using the form above.').waitFor();

    // The free-text field needs a non-blank outlet.
    const field = page.getByLabel('Any outlet');
    const submit = page.getByRole('button', { name: 'Generate Contacts', exact: true });
    await field.fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await field.fill(PAYMENTS);
    await submit.click();
    await page.getByText(/^Found \d+ journalists? at Settle & Clear\.$/).waitFor({ timeout: 30_000 });

    const contacts = await contactsOf(page);
    expect(contacts.length).toBeGreaterThan(0);
    await expect.poll(() => rows(page).count(), POLL).toBe(contacts.length);
    for (const contact of contacts) {
      expect(contact.outlet).toBe(PAYMENTS);
      expect(
        contact.articles.some((a) => a.url),
        `${contact.name} has an evidencing article link`,
      ).toBe(true);
      // Demo addresses are the outlet's own (.example), found in the feed, never made up.
      if (contact.email) expect(contact.email).toMatch(/@settleandclear\.example$/);
      const row = table(page).getByRole('row', { name: contact.name });
      expect(await row.getByText('Unscored').isVisible()).toBe(true);
      // The evidence: the articles behind the contact, as links.
      await row.getByText(/^\d+ articles?/).click();
      const first = contact.articles.find((a) => a.url)!;
      expect(await row.getByRole('link', { name: first.title }).first().getAttribute('href')).toBe(first.url);
    }
  });

  it('when Generate All runs, then it shows progress per outlet and ends with the Bulk Generation Complete toast', async () => {
    const page = await browser.newPage();
    await signUp(page, 'Harrowgate Payments', [PAYMENTS, MARKETS]);
    await page.goto('/media-contacts');
    await page.getByRole('button', { name: 'Generate All' }).click();
    await page.getByText(`Generating contacts 1/2: ${PAYMENTS}`).waitFor();
    await toast(page, 'Bulk Generation Complete').waitFor({ timeout: 60_000 });
    const contacts = await contactsOf(page);
    await toast(page, `Generated ${contacts.length} contacts from 2/2 outlets.`).waitFor();
    expect(new Set(contacts.map((c) => c.outlet))).toEqual(new Set([PAYMENTS, MARKETS]));
    await expect.poll(() => rows(page).count(), POLL).toBe(contacts.length);
  });

  it('when opened from a story angle, then that angle is preselected, AI Score ranks the contacts and the popover names an article', async () => {
    const page = await browser.newPage();
    await signUp(page, 'Cobalt Settle', [PAYMENTS, MARKETS]);
    await apiPost(page, browser.baseUrl, '/api/contacts/generate', { outlet: PAYMENTS });
    await apiPost(page, browser.baseUrl, '/api/contacts/generate', { outlet: MARKETS });
    await apiPost(page, browser.baseUrl, '/api/story-angles/generate', {
      topic: 'Card networks move merchant settlement from days to minutes',
      targetAudience: 'Payments reporters',
      contentTypes: ['press-release'],
      context: '',
      mode: 'quick',
    });
    const [angle] = await apiGet<Angle[]>(page, '/api/story-angles');

    // Saved Items' 'Find Contacts' on the angle leads here with ?storyId=.
    await apiPost(page, browser.baseUrl, '/api/saved-items', { itemType: 'story_angle', itemId: angle!.id });
    await page.goto('/saved');
    await page
      .getByRole('article', { name: angle!.headline })
      .getByRole('link', { name: /Find Contacts/ })
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/media-contacts' && url.searchParams.get('storyId') === String(angle!.id),
    );
    const picker = page.getByLabel('Score against');
    await expect.poll(() => picker.inputValue(), POLL).toBe(String(angle!.id));
    await page.getByRole('button', { name: 'AI Score' }).click();
    await toast(page, 'Contacts Scored').waitFor({ timeout: 30_000 });

    const scored = (await contactsOf(page)).filter((c) => c.relevanceScore !== null);
    expect(scored.length).toBeGreaterThan(0);
    const ranked = [...scored].sort((a, b) => b.relevanceScore! - a.relevanceScore!);
    // Default sort: relevance, highest first.
    await expect.poll(() => rows(page).first().getAttribute('aria-label'), POLL).toBe(ranked[0]!.name);

    // Each tier chip shows exactly the contacts whose rounded percent is in its range.
    const tierOf = (score: number) => (Math.round(score) >= 85 ? 1 : Math.round(score) >= 70 ? 2 : 3);
    const chips = page.getByRole('group', { name: 'Filter by tier' });
    for (const [tier, label] of [
      [1, /^Tier 1 \(85%\+\)/],
      [2, /^Tier 2 \(70-84%\)/],
      [3, /^Tier 3 \(under 70%\)/],
    ] as const) {
      await chips.getByRole('button', { name: label }).click();
      const expected = scored.filter((c) => tierOf(c.relevanceScore!) === tier).length;
      await expect.poll(() => rows(page).count(), POLL).toBe(expected);
    }
    await chips.getByRole('button', { name: /^All/ }).click();

    const top = ranked[0]!;
    const percent = `${Math.round(top.relevanceScore!)}%`;
    await table(page)
      .getByRole('row', { name: top.name })
      .getByRole('button', { name: new RegExp(`^${percent} match`) })
      .click();
    const popover = page.getByRole('dialog').filter({ hasText: 'Why is this a good match?' });
    await popover.waitFor();
    const titles = top.articles.map((a) => a.title);
    const linked = await popover.getByRole('link').allInnerTexts();
    expect(linked.length).toBeGreaterThan(0);
    for (const title of linked) expect(titles).toContain(title);
  });

  it('when suggesting an edit, then an unchanged form is refused and a real change sends only that field; saving bookmarks the contact', async () => {
    const page = await browser.newPage();
    await signUp(page, 'Ledgerly');
    const [contact] = await generateFromQuickButton(page, PAYMENTS);

    await page.getByRole('button', { name: `Suggest an edit to ${contact!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Suggest an Edit' });
    await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
    // Said inside the dialog, exactly as the spec words it.
    await dialog
      .getByRole('alert')
      .filter({ hasText: /^No Changes - Please make at least one change before submitting\.$/ })
      .waitFor();

    await dialog.getByLabel('Title').fill('Senior Payments Correspondent');
    await dialog.getByLabel('Notes for the reviewer').fill('Promoted, per the outlet masthead');
    const request = page.waitForRequest((r) => r.url().endsWith(`/api/contacts/${contact!.id}/suggest-edit`));
    await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
    expect((await request).postDataJSON()).toEqual({
      suggestedData: { title: 'Senior Payments Correspondent' },
      notes: 'Promoted, per the outlet masthead',
    });
    await toast(page, 'Edit Suggested').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Save: the contact becomes a saved item and the row says so.
    await page.getByRole('button', { name: `Save ${contact!.name}` }).click();
    await toast(page, 'Contact saved').waitFor();
    await page.getByRole('button', { name: `${contact!.name} is saved` }).waitFor();
    const saved = await apiGet<{ type: string; itemId: number }[]>(page, '/api/saved-items');
    expect(saved.filter((item) => item.type === 'contact').map((item) => item.itemId)).toEqual([contact!.id]);
  });

  it('when flagging a duplicate, then choosing the contact itself is refused and another contact is flagged', async () => {
    const page = await browser.newPage();
    await signUp(page, 'Tallyhook');
    const contacts = await generateFromQuickButton(page, PAYMENTS);
    expect(contacts.length).toBeGreaterThan(1);
    const [first, second] = contacts;

    await page.getByRole('button', { name: `Flag ${first!.name} as a duplicate` }).click();
    const dialog = page.getByRole('dialog', { name: 'Flag Duplicate' });
    await dialog.getByRole('button', { name: 'Flag Duplicate' }).click();
    await toast(page, 'Please select a contact to flag as duplicate.').waitFor();

    await dialog.getByLabel('Search contacts').fill(first!.name);
    await dialog.getByRole('radio', { name: /\(this contact\)/ }).check();
    await dialog.getByRole('button', { name: 'Flag Duplicate' }).click();
    await toast(page, 'Cannot flag a contact as duplicate of itself.').waitFor();

    await dialog.getByLabel('Search contacts').fill(second!.name);
    await dialog
      .getByRole('radio', { name: new RegExp(second!.name) })
      .first()
      .check();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/contacts/flag-duplicate'));
    await dialog.getByRole('button', { name: 'Flag Duplicate' }).click();
    expect((await request).postDataJSON()).toEqual({ contactId1: first!.id, contactId2: second!.id });
    await toast(page, 'Duplicate Flagged').waitFor();
  });

  it('when exporting, then the CSV holds exactly the shown contacts, quoted', async () => {
    const page = await browser.newPage();
    await signUp(page, 'Quaystone');
    const contacts = await generateFromQuickButton(page, PAYMENTS);
    const pick = contacts[0]!;

    await page.getByRole('searchbox', { name: 'Search contacts' }).fill(pick.name);
    await expect.poll(() => rows(page).count(), POLL).toBe(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^newsjack-media-contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Title","Outlet","Email","Phone","Profile URL","LinkedIn URL","Areas of Focus","Relevance","Tier","Match Explanation","Verified","Evidence","Added"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]!.startsWith(`"${pick.name}",`)).toBe(true);
    expect(lines[1]).toContain(`"${PAYMENTS}"`);
  });

  it('when the page is used at phone width, then contacts show as cards without sideways scrolling, sortable and actionable', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signUp(page, 'Pocketpay');
    const contacts = await generateFromQuickButton(page, PAYMENTS);
    const cards = page.getByRole('list', { name: 'Media contacts' });
    expect(await cards.locator(':scope > li').count()).toBe(contacts.length);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the page does not scroll sideways').toBeLessThanOrEqual(390);

    await page.getByLabel('Sort by').selectOption('name-desc');
    const names = contacts.map((c) => c.name).sort((a, b) => b.localeCompare(a));
    await expect.poll(() => rows(page).first().getAttribute('aria-label'), POLL).toBe(names[0]);

    await cards.getByRole('button', { name: `Suggest an edit to ${names[0]}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Suggest an Edit' });
    await dialog.waitFor();
    // Measured at once, while it opens: a dialog must not start off screen either.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
