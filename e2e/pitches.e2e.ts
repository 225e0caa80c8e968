import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, uniqueEmail } from './support/browser';
import { apiGet, apiPost, createAccountViaApi, onboardCompanyViaApi, POLL, toast } from './support/flows';

const browser = useBrowser();

/** A demo outlet (server/data/demo-corpus) whose bylines give real contacts on a fresh install. */
const DEMO_OUTLET = 'Settle & Clear';

type Credits = { apiCredits: number };
type Angle = { id: number; headline: string };
type ApiContact = { id: number; name: string; outlet: string; email: string | null };
type ApiPitch = {
  id: number;
  subjectLine: string;
  body: string;
  status: string;
  contact: { name: string; outlet: string | null; email: string | null };
};

/** An onboarded payments company with one saved story angle and the journalists of a demo outlet. */
async function setUp(page: Page, companyName: string): Promise<{ angle: Angle; contacts: ApiContact[] }> {
  await createAccountViaApi(page, browser.baseUrl, {
    email: uniqueEmail('pitches'),
    password: 'pitch wizard password 1',
  });
  await onboardCompanyViaApi(page, browser.baseUrl, {
    companyName,
    keywords: ['payments', 'merchants', 'checkout', 'settlement', 'instant payouts'],
  });
  await apiPost(page, browser.baseUrl, '/api/story-angles/generate', {
    topic: 'Same-day card settlement for small online merchants',
    targetAudience: 'Finance leads at online retailers',
    contentTypes: ['press-release'],
    context: '',
    mode: 'quick',
    trendId: null,
  });
  const [angle] = await apiGet<Angle[]>(page, '/api/story-angles');
  const saved = await page.request.patch(`/api/story-angles/${angle!.id}`, {
    data: { isSaved: true },
    headers: { Origin: browser.baseUrl },
  });
  expect(saved.status()).toBe(200);
  const contacts = (await apiPost(page, browser.baseUrl, '/api/contacts/generate', {
    outlet: DEMO_OUTLET,
  })) as ApiContact[];
  expect(contacts.length, `journalists of ${DEMO_OUTLET}`).toBeGreaterThanOrEqual(2);
  return { angle: angle!, contacts };
}

describe('pitches', () => {
  it('when pitches are generated from a saved angle for two journalists, then the balance drops by exactly 1, the cards show them, and copy and send work', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
    const { angle, contacts } = await setUp(page, 'Tallowmere Pay');
    const before = await apiGet<Credits>(page, '/api/credits');

    await page.goto('/story-angles');
    const card = page.getByRole('article', { name: angle.headline });
    await card.getByRole('button', { name: 'Generate Pitches' }).click();

    // The angle is preselected: step 2 straight away, and no way back to step 1.
    const dialog = page.getByRole('dialog', { name: 'Generate Pitches' });
    await dialog.getByText(`Step 2 of 2: choose the journalists for “${angle.headline}”.`).waitFor();
    expect(await dialog.getByRole('button', { name: 'Back' }).count()).toBe(0);
    const generate = dialog.getByRole('button', { name: 'Generate Pitches' });
    expect(await generate.isDisabled()).toBe(true);

    const [first, second] = contacts;
    await dialog.getByRole('checkbox', { name: new RegExp(first!.name) }).click();
    await dialog.getByRole('checkbox', { name: new RegExp(second!.name) }).click();
    await dialog.getByText('2 selected · this uses 1 API credit').waitFor();
    await generate.click();

    await toast(page, 'Pitches generated successfully').waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/pitches');
    expect((await apiGet<Credits>(page, '/api/credits')).apiCredits).toBe(before.apiCredits - 1);

    const pitches = await apiGet<ApiPitch[]>(page, '/api/pitches');
    expect(pitches.map((p) => p.contact.name).sort()).toEqual([first!.name, second!.name].sort());
    await expect.poll(() => page.getByRole('article').count(), POLL).toBe(2);
    const pitch = pitches.find((p) => p.contact.name === first!.name)!;
    const pitchCard = page.getByRole('article', { name: pitch.subjectLine }).filter({ hasText: first!.name });
    expect(await pitchCard.getByTestId('pitch-contact').innerText()).toBe(first!.name);
    expect(await pitchCard.getByTestId('pitch-outlet').innerText()).toBe(DEMO_OUTLET);
    expect(await pitchCard.getByTestId('pitch-status').innerText()).toBe('Drafted');
    expect(await pitchCard.getByTestId('pitch-engine').innerText()).toBe('Drafted offline from the story’s facts');
    expect(await pitchCard.getByText(angle.headline, { exact: true }).count()).toBe(1);

    await pitchCard.getByRole('button', { name: 'Copy Pitch' }).click();
    await toast(page, 'Copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `Subject: ${pitch.subjectLine}\n\n${pitch.body}`,
    );

    const send = pitchCard.getByRole('link', { name: 'Send Email' });
    const to = pitch.contact.email ? encodeURIComponent(pitch.contact.email) : '';
    expect(await send.getAttribute('href')).toBe(
      `mailto:${to}?subject=${encodeURIComponent(pitch.subjectLine)}&body=${encodeURIComponent(pitch.body)}`,
    );
    // The mail program is outside the browser: keep the page, and see the pitch marked sent.
    await page.evaluate(() =>
      document.addEventListener('click', (e) => {
        if ((e.target as Element).closest('a[href^="mailto:"]')) e.preventDefault();
      }),
    );
    await send.click();
    await expect.poll(() => pitchCard.getByTestId('pitch-status').innerText(), POLL).toBe('Sent');
    await pitchCard.getByText('Sent:').waitFor();
    const stored = (await apiGet<ApiPitch[]>(page, '/api/pitches')).find((p) => p.id === pitch.id)!;
    expect(stored.status).toBe('sent');

    // Pitching the same journalist again within 14 days is flagged.
    await page.getByRole('button', { name: 'Generate New Pitch' }).click();
    await dialog.getByText('Step 1 of 2: choose the story angle to pitch.').waitFor();
    await dialog.getByRole('radio', { name: new RegExp(escapeRegExp(angle.headline)) }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('checkbox', { name: new RegExp(first!.name) }).click();
    await dialog
      .getByTestId('repitch-warning')
      .getByText(new RegExp(`${first!.name} got a pitch from this company in the last 14 days`))
      .waitFor();
  });
});

describe('pitch wizard warnings', () => {
  it('when a journalist below tier 2 is selected, then the wizard names their tier and match and generates only after the user acknowledges', async () => {
    const page = await browser.newPage();
    const { angle } = await setUp(page, 'Brindlewood Pay');
    // Markets reporters next to payments ones, everyone scored against the angle: some are far from this story.
    await apiPost(page, browser.baseUrl, '/api/contacts/generate', { outlet: 'Tickerstone Markets' });
    await apiPost(page, browser.baseUrl, '/api/contacts/score', { storyAngleId: angle.id });
    const scored = (await apiGet<(ApiContact & { relevanceScore: number | null })[]>(page, '/api/contacts')).filter(
      (c) => c.relevanceScore !== null,
    );
    const low = [...scored].sort((a, b) => a.relevanceScore! - b.relevanceScore!)[0];
    expect(low && Math.round(low.relevanceScore!), 'a scored journalist below tier 2 (under 70%)').toBeLessThan(70);

    await page.goto('/story-angles');
    await page.getByRole('article', { name: angle.headline }).getByRole('button', { name: 'Generate Pitches' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Pitches' });
    await dialog.getByRole('checkbox', { name: new RegExp(escapeRegExp(low!.name)) }).click();
    const warning = dialog.getByTestId('low-tier-warning');
    await warning.getByText('This contact is below tier 2').waitFor();
    expect(await warning.innerText()).toContain(
      `${low!.name} (${low!.outlet}): Tier 3 · ${Math.round(low!.relevanceScore!)}% match`,
    );
    const generate = dialog.getByRole('button', { name: 'Generate Pitches' });
    expect(await generate.isDisabled()).toBe(true);

    await warning.getByRole('checkbox', { name: 'I know why this story is for them: pitch anyway' }).click();
    await expect.poll(() => generate.isDisabled(), POLL).toBe(false);
    await generate.click();
    await toast(page, 'Pitches generated successfully').waitFor({ timeout: 30_000 });
    const pitches = await apiGet<ApiPitch[]>(page, '/api/pitches');
    expect(pitches.map((p) => p.contact.name)).toEqual([low!.name]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
