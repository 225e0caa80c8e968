import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recentlyPitchedMessage, type MailboxSettings } from '@newsjack/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tomorrowAtNine } from '@/features/pitches/components/send-later-dialog';
import { MailboxCard } from '@/features/settings/components/mailbox-card';
import { currentToasts } from '@/hooks/use-toast';
import { makePitch } from './helpers/fixtures';
import { mockApi, type RecordedCall } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { renderWithProviders } from './helpers/render-with-providers';
import { signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/pitches-route');
}, 30_000);

const NONE: MailboxSettings = {
  configured: false,
  emailAddress: null,
  smtpHost: null,
  smtpPort: null,
  smtpUser: null,
  passwordSet: false,
  imapHost: null,
  imapPort: null,
  verifiedAt: null,
  notice: null,
};
const SAVED: MailboxSettings = {
  ...NONE,
  configured: true,
  emailAddress: 'maya@agency.test',
  smtpHost: 'smtp.agency.test',
  smtpPort: 587,
  smtpUser: 'maya@agency.test',
  passwordSet: true,
};

describe('mailbox settings card', () => {
  it('when a person fills in their mailbox and saves, then the settings go to the server and the password is not kept in the form', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/settings/mailbox': NONE, 'PUT /api/settings/mailbox': SAVED });
    renderWithProviders(<MailboxCard />);
    expect(await screen.findByText(/Not connected/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Connection' })).toBeDisabled();
    await user.type(screen.getByLabelText('Sending address'), 'maya@agency.test');
    await user.type(screen.getByLabelText('SMTP server'), 'smtp.agency.test');
    await user.type(screen.getByLabelText('User name'), 'maya@agency.test');
    await user.type(screen.getByLabelText('App password'), 'abcd efgh ijkl mnop');
    await user.click(screen.getByRole('button', { name: 'Save Mailbox' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      emailAddress: 'maya@agency.test',
      smtpHost: 'smtp.agency.test',
      smtpPort: 587,
      smtpUser: 'maya@agency.test',
      smtpPassword: 'abcd efgh ijkl mnop',
      imapHost: null,
      imapPort: null,
    });
    expect(await screen.findByText('Saved, not tested yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('App password')).toHaveValue('');
    expect(currentToasts().at(-1)?.title).toBe('Mailbox Saved');
  });

  it('when a saved mailbox is saved again with the password left blank, then no password is sent', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/settings/mailbox': SAVED, 'PUT /api/settings/mailbox': SAVED });
    renderWithProviders(<MailboxCard />);
    expect(await screen.findByText('Saved. Leave blank to keep it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Mailbox' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('smtpPassword');
  });

  it('when the test connection is refused, then the toast gives the server’s reason', async () => {
    const user = userEvent.setup();
    const reason = 'The mail server refused the user name or password. Check the user name and the app password.';
    mockApi({
      'GET /api/settings/mailbox': SAVED,
      'POST /api/settings/mailbox/test': { status: 422, json: { message: reason } },
    });
    renderWithProviders(<MailboxCard />);
    await user.click(await screen.findByRole('button', { name: 'Test Connection' }));
    await waitFor(() =>
      expect(currentToasts().at(-1)).toMatchObject({ title: 'Connection Failed', description: reason }),
    );
  });
});

const pitch = makePitch({ body: 'Hi Priya,\n\nYour piece on card settlement caught my eye.\n\nBest,\nAlice' });

describe('send a pitch from the mailbox', () => {
  it('when the journalist was pitched lately, then the page asks first and Send Anyway sends with confirm', async () => {
    const user = userEvent.setup();
    const message = recentlyPitchedMessage('Priya Shah', '20 November 2026');
    const sent = { ...pitch, status: 'sent', sentAt: '2026-11-28T10:00:00.000Z', messageId: '<1@agency.test>' };
    const calls = mockApi(
      signedInRoutes({
        'GET /api/pitches': [pitch],
        'POST /api/pitches/1/send': (call: RecordedCall) =>
          (call.body as { confirm?: boolean }).confirm ? sent : { status: 409, json: { message } },
      }),
    );
    renderApp('/pitches');
    const card = within(await screen.findByRole('article', { name: 'Same-day card settlement' }));
    await user.click(card.getByRole('button', { name: 'Send from My Mailbox' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(message)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send Anyway' }));
    await waitFor(() => expect(currentToasts().at(-1)?.title).toBe('Pitch Sent'));
    expect(calls.filter((c) => c.url === '/api/pitches/1/send').map((c) => c.body)).toEqual([{}, { confirm: true }]);
  });

  it('when the server refuses the send, then the toast says why', async () => {
    const user = userEvent.setup();
    const message = 'Connect your mailbox in Settings before sending pitches.';
    mockApi(
      signedInRoutes({ 'GET /api/pitches': [pitch], 'POST /api/pitches/1/send': { status: 400, json: { message } } }),
    );
    renderApp('/pitches');
    const card = within(await screen.findByRole('article', { name: 'Same-day card settlement' }));
    await user.click(card.getByRole('button', { name: 'Send from My Mailbox' }));
    await waitFor(() =>
      expect(currentToasts().at(-1)).toMatchObject({ title: 'Pitch Not Sent', description: message }),
    );
  });
});

describe('replies from the inbox', () => {
  it('when the page opens and the inbox holds a reply and a bounce, then the list is read again and a toast says what was found', async () => {
    const replied = {
      ...pitch,
      status: 'replied',
      sentAt: '2026-11-27T10:00:00.000Z',
      repliedAt: '2026-11-28T09:00:00.000Z',
    };
    let checked = false;
    const calls = mockApi(
      signedInRoutes({
        'GET /api/pitches': () =>
          checked ? [replied] : [{ ...pitch, status: 'sent', sentAt: '2026-11-27T10:00:00.000Z' }],
        'POST /api/pitches/check-replies': () => ((checked = true), { replied: 1, bounced: 1 }),
      }),
    );
    renderApp('/pitches');
    await waitFor(() => expect(currentToasts().at(-1)?.title).toBe('New Replies'));
    expect(currentToasts().at(-1)?.description).toBe(
      '1 pitch was answered; 1 address bounced and went on your do-not-contact list.',
    );
    const card = within(await screen.findByRole('article', { name: 'Same-day card settlement' }));
    await waitFor(() => expect(card.getByTestId('pitch-status')).toHaveTextContent('Replied'));
    expect(calls.filter((c) => c.url === '/api/pitches/check-replies')).toHaveLength(1);
  });

  it('when Check Replies cannot read the inbox, then the toast gives the reason', async () => {
    const user = userEvent.setup();
    const message = 'Add your IMAP server in Settings so Newsjack can notice replies.';
    mockApi(
      signedInRoutes({
        'GET /api/pitches': [pitch],
        'POST /api/pitches/check-replies': { status: 400, json: { message } },
      }),
    );
    renderApp('/pitches');
    await user.click(await screen.findByRole('button', { name: 'Check Replies' }));
    await waitFor(() =>
      expect(currentToasts().at(-1)).toMatchObject({ title: 'Could Not Check Replies', description: message }),
    );
  });

  it('when a sent pitch’s address bounced, then its card says Bounced and offers no follow-up', async () => {
    const sent = {
      ...pitch,
      status: 'sent' as const,
      sentAt: '2026-11-01T10:00:00.000Z',
      nextFollowUpAt: '2026-11-08T10:00:00.000Z',
    };
    mockApi(
      signedInRoutes({
        'GET /api/pitches': [sent],
        'GET /api/do-not-contact': [
          {
            id: 1,
            email: 'Priya.Shah@reuters.example',
            contactId: 11,
            reason: 'bounced',
            createdAt: '2026-11-02T10:00:00.000Z',
          },
        ],
      }),
    );
    renderApp('/pitches');
    const card = within(await screen.findByRole('article', { name: 'Same-day card settlement' }));
    await waitFor(() => expect(card.getByTestId('pitch-status')).toHaveTextContent('Bounced'));
    expect(card.queryByTestId('pitch-follow-up')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Follow-up sent' })).not.toBeInTheDocument();
  });

  it('when the inbox check found a reply, then the card reads Replied and shows the reply’s first lines', async () => {
    const replied = {
      ...pitch,
      status: 'replied' as const,
      sentAt: '2026-11-01T10:00:00.000Z',
      repliedAt: '2026-11-02T10:00:00.000Z',
      replyExcerpt: 'Hi Alice,\nHappy to look at this for Friday. Who can I talk to?',
    };
    mockApi(signedInRoutes({ 'GET /api/pitches': [replied], 'GET /api/do-not-contact': [] }));
    renderApp('/pitches');
    const card = within(await screen.findByRole('article', { name: 'Same-day card settlement' }));
    await waitFor(() => expect(card.getByTestId('pitch-status')).toHaveTextContent('Replied'));
    const reply = card.getByTestId('pitch-reply');
    expect(reply).toHaveTextContent('Priya Shah replied on');
    expect(within(reply).getByText(/Happy to look at this for Friday\. Who can I talk to\?/)).toBeInTheDocument();
  });

  it('when Send Later is chosen, then tomorrow at 9:00 is offered and the pitch is sent with that time; a scheduled pitch can be cancelled', async () => {
    const user = userEvent.setup();
    const nine = new Date();
    nine.setDate(nine.getDate() + 1);
    nine.setHours(9, 0, 0, 0);
    const scheduled = { ...pitch, status: 'scheduled' as const, sentAt: nine.toISOString(), messageId: null };
    const calls = mockApi(
      signedInRoutes({
        'GET /api/pitches': () =>
          calls.some((c) => c.method === 'POST' && c.url.endsWith('/send')) ? [scheduled] : [pitch],
        'POST /api/pitches/1/send': scheduled,
        'PATCH /api/pitches/1': { ...pitch },
      }),
    );
    renderApp('/pitches');
    const card = () => within(screen.getByRole('article', { name: 'Same-day card settlement' }));
    await screen.findByRole('article', { name: 'Same-day card settlement' });
    await user.click(card().getByRole('button', { name: 'Send Later' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Send at')).toHaveValue(tomorrowAtNine());
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(currentToasts().at(-1)?.title).toBe('Pitch Scheduled'));
    expect(calls.find((c) => c.url === '/api/pitches/1/send')?.body).toEqual({ sendAt: nine.toISOString() });
    await waitFor(() => expect(card().getByTestId('pitch-status')).toHaveTextContent('Scheduled'));
    await user.click(card().getByRole('button', { name: 'Cancel Sending' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'drafted' }));
  });

  it('when a follow-up is due, then Send Follow-up sends it from the mailbox, and a refusal gives the reason', async () => {
    const user = userEvent.setup();
    const due = {
      ...pitch,
      status: 'sent' as const,
      sentAt: '2026-11-01T10:00:00.000Z',
      nextFollowUpAt: '2026-11-08T10:00:00.000Z',
    };
    const calls = mockApi(
      signedInRoutes({
        'GET /api/pitches': [due],
        'POST /api/pitches/1/follow-up': { status: 409, json: { message: 'A reply is in: no follow-up is needed.' } },
      }),
    );
    renderApp('/pitches');
    const card = within(await screen.findByRole('article', { name: 'Same-day card settlement' }));
    await user.click(card.getByRole('button', { name: 'Send Follow-up' }));
    await waitFor(() =>
      expect(currentToasts().at(-1)).toMatchObject({
        title: 'Follow-up Not Sent',
        description: 'A reply is in: no follow-up is needed.',
      }),
    );
    expect(calls.filter((c) => c.url === '/api/pitches/1/follow-up').map((c) => c.body)).toEqual([{}]);
  });
});
