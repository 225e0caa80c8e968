import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapServer, type ImapServer } from '../test-support/imap-server';
import { bounceMessage, replyMessage } from '../test-support/inbox-messages';
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
  it('when Send from My Mailbox is clicked on a pitch card, then the journalist receives it from the user’s mailbox and the card reads Sent; a reply in the inbox makes it Replied with its first lines, a bounce makes another Bounced and Media Contacts lists the bad address', async () => {
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
    let bouncing: Contact | undefined;
    await expect
      .poll(
        async () => {
          const found = (await post('/api/contacts/generate', { outlet: DEMO_OUTLET })) as Contact[];
          [journalist, bouncing] = found.filter((c) => c.email);
          return bouncing !== undefined;
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
    await post('/api/pitches/generate', { storyAngleId: angle!.id, contactIds: [journalist!.id, bouncing!.id], mode: 'quick' });
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

    // The second journalist's address no longer exists: the mail server sends the pitch back.
    const other = page.getByRole('article').filter({ hasText: bouncing!.name });
    await other.getByRole('button', { name: 'Send from My Mailbox' }).click();
    await expect.poll(() => other.getByTestId('pitch-status').innerText(), POLL).toBe('Sent');
    const otherTo = bouncing!.email!.toLowerCase();
    const returned = await smtp.waitFor((m) => m.envelope.to.some((a) => a.toLowerCase() === otherTo), 30_000);

    await imap.deliver(
      ADDRESS,
      replyMessage({
        from: `${journalist!.name} <${journalist!.email}>`,
        to: ADDRESS,
        inReplyTo: mail.parsed.messageId!,
        subject,
        body: ['Thanks, Maya. Can you send the settlement figures by Thursday?', '', `On ${new Date().toDateString()}, Maya <${ADDRESS}> wrote:`, '> Hi,'].join('\r\n'),
      }),
    );
    await imap.deliver(ADDRESS, bounceMessage({ original: returned.parsed.messageId!, mailbox: ADDRESS, to: bouncing!.email! }));
    await page.getByRole('button', { name: 'Check Replies' }).click();
    await expect.poll(() => card.getByTestId('pitch-status').innerText(), POLL).toBe('Replied');
    await expect
      .poll(() => card.getByTestId('pitch-reply').innerText(), POLL)
      .toContain('Thanks, Maya. Can you send the settlement figures by Thursday?');
    expect(await card.getByTestId('pitch-reply').innerText()).not.toContain('wrote:');
    await expect.poll(() => other.getByTestId('pitch-status').innerText(), POLL).toBe('Bounced');

    // Media Contacts lists the bad address on the company's do-not-contact list.
    await page.goto(url('/media-contacts'));
    const entry = page.getByRole('list', { name: 'Do-not-contact addresses' }).getByRole('listitem').filter({ hasText: otherTo });
    await expect.poll(() => entry.innerText(), POLL).toContain('Address bounced');
  });
});
