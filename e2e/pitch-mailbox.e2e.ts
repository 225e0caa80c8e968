import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapServer, type ImapServer } from '../test-support/imap-server';
import { startSmtpCatcher, type SmtpCatcher } from '../test-support/smtp-catcher';
import { startApp, tempDataDir, type RunningApp } from '../bench/lib/app-process';
import { useBrowser, uniqueEmail } from './support/browser';
import { POLL, apiPost } from './support/flows';

const browser = useBrowser();
const ADDRESS = 'maya@agency.test';
const APP_PASSWORD = 'abcd efgh 1234 5678';
/** A demo outlet whose bylines give journalists with addresses on a fresh install (as pitches.e2e uses). */
const DEMO_OUTLET = 'Settle & Clear';

let app: RunningApp;
const dataDir = tempDataDir();
let smtp: SmtpCatcher;
let imap: ImapServer;

// This file's own app (built, as global-setup starts the shared one, with the benches' starter): the mailbox is on
// loopback, which only ALLOW_PRIVATE_FETCH admits, and admin.e2e proves the shared app refuses such addresses.
beforeAll(async () => {
  smtp = await startSmtpCatcher({ users: { [ADDRESS]: APP_PASSWORD } });
  imap = await startImapServer({ [ADDRESS]: APP_PASSWORD });
  app = await startApp({
    env: { DATA_DIR: dataDir.dir, ALLOW_PRIVATE_FETCH: 'true', PUBLIC_SOURCES: 'false' },
    timeoutMs: 90_000,
  });
});
afterAll(async () => {
  await app?.stop();
  dataDir.remove();
  await smtp?.close();
  await imap?.close();
});

type Contact = { id: number; name: string; email: string | null };

describe('sending a pitch from the mailbox', () => {
  it('when Send from My Mailbox is clicked on a pitch card, then the journalist receives it from the user’s mailbox and the card reads Sent; a reply in the inbox makes it Replied with its first lines', async () => {
    const page = await browser.newPage();
    const url = (path: string) => `${app.url}${path}`;
    const post = (path: string, data: unknown) => apiPost(page, app.url, url(path), data);
    await post('/api/auth/register', { email: uniqueEmail('mailbox'), password: 'harbour signal lamp 9' });
    await post('/api/onboarding/curate', {
      companyName: 'Quillmark Pay',
      website: 'quillmark-pay.example',
      mediaOutlets: [],
      socialMediaLinks: {},
      companyProfile: 'Quillmark Pay runs card payments and instant payouts for online merchants: checkout and settlement.',
      selectedKeywords: ['payments', 'merchants', 'settlement'],
      customKeywords: [],
      suggestedMediaOutlets: [DEMO_OUTLET],
      aiSocialMediaLinks: {},
    });
    await post('/api/dashboard-tour/complete', {});
    await post('/api/story-angles/generate', {
      topic: 'Same-day card settlement for small online merchants',
      targetAudience: 'Finance leads at online retailers',
      contentTypes: ['press-release'],
      context: '',
      mode: 'quick',
      trendId: null,
    });
    const [angle] = (await (await page.request.get(url('/api/story-angles'))).json()) as Array<{ id: number }>;
    // The demo corpus is read by the start-up cycle: its bylines become contacts once it is in.
    let journalist: Contact | undefined;
    await expect
      .poll(
        async () => {
          const found = (await post('/api/contacts/generate', { outlet: DEMO_OUTLET })) as Contact[];
          journalist = found.find((c) => c.email);
          return journalist !== undefined;
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
    await post('/api/pitches/generate', { storyAngleId: angle!.id, contactIds: [journalist!.id], mode: 'quick' });
    const mailbox = await page.request.put(url('/api/settings/mailbox'), {
      data: { emailAddress: ADDRESS, smtpHost: '127.0.0.1', smtpPort: smtp.port, smtpUser: ADDRESS, smtpPassword: APP_PASSWORD, imapHost: '127.0.0.1', imapPort: imap.port },
      headers: { Origin: app.url },
    });
    expect(mailbox.status(), await mailbox.text()).toBe(200);

    await page.goto(url('/pitches'));
    const card = page.getByRole('article').filter({ hasText: journalist!.name });
    await expect.poll(() => card.getByTestId('pitch-status').innerText(), POLL).toBe('Drafted');
    const subject = await card.getByRole('heading', { level: 3 }).innerText();
    await card.getByRole('button', { name: 'Send from My Mailbox' }).click();

    const to = journalist!.email!.toLowerCase();
    const mail = await smtp.waitFor((m) => m.envelope.to.some((a) => a.toLowerCase() === to), 30_000);
    expect(mail.envelope.from).toBe(ADDRESS);
    expect(mail.parsed.subject).toBe(subject);
    expect(mail.parsed.html).toBe(false);
    await expect.poll(() => card.getByTestId('pitch-status').innerText(), POLL).toBe('Sent');
    expect(await card.getByRole('button', { name: 'Send from My Mailbox' }).count()).toBe(0);

    await imap.deliver(
      ADDRESS,
      [
        `From: ${journalist!.name} <${journalist!.email}>`,
        `To: ${ADDRESS}`,
        `Subject: Re: ${subject}`,
        `Message-ID: <reply-${Date.now()}@desk.example>`,
        `In-Reply-To: ${mail.parsed.messageId}`,
        `References: ${mail.parsed.messageId}`,
        `Date: ${new Date().toUTCString()}`,
        '',
        'Thanks, Maya. Can you send the settlement figures by Thursday?',
        '',
        `On ${new Date().toDateString()}, Maya <${ADDRESS}> wrote:`,
        '> Hi,',
        '',
      ].join('\r\n'),
    );
    await page.getByRole('button', { name: 'Check Replies' }).click();
    await expect.poll(() => card.getByTestId('pitch-status').innerText(), POLL).toBe('Replied');
    await expect
      .poll(() => card.getByTestId('pitch-reply').innerText(), POLL)
      .toContain('Thanks, Maya. Can you send the settlement figures by Thursday?');
    expect(await card.getByTestId('pitch-reply').innerText()).not.toContain('wrote:');
  });
});
