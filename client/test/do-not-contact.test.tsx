import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoNotContactEntry } from '@newsjack/shared';
import { resetToasts } from '@/hooks/use-toast';
import { makeContact } from './helpers/contact-fixtures';
import { mockApi, type RecordedCall } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { getToasts } from './helpers/toasts';
import { makeCompanyProfile, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/media-contacts-route');
}, 30_000);
beforeEach(() => resetToasts());

const maya = makeContact({ id: 21, name: 'Maya Lindqvist', email: 'maya@settle.example' });
const entry = (email: string, id = 1): DoNotContactEntry => ({
  id,
  email,
  contactId: null,
  reason: 'asked',
  createdAt: new Date().toISOString(),
});

/** The API with a do-not-contact list the POST and DELETE change, as the server would. */
function api(initial: DoNotContactEntry[]) {
  let list = [...initial];
  return mockApi(
    signedInRoutes({
      'GET /api/company-profile': makeCompanyProfile(),
      'GET /api/contacts': [maya],
      'GET /api/do-not-contact': () => list,
      'POST /api/do-not-contact': (call: RecordedCall) => {
        const body = call.body as { email?: string; contactId?: number };
        const added = entry(body.email ?? maya.email!, list.length + 2);
        list = [added, ...list];
        return { status: 201, json: added };
      },
      'DELETE /api/do-not-contact': (call: RecordedCall) => {
        list = list.filter((e) => e.email !== (call.body as { email: string }).email);
        return { status: 204 };
      },
    }),
  );
}

describe('do-not-contact list on Media Contacts', () => {
  it('when a contact is marked do not contact, then their address joins the list and the row says so', async () => {
    const user = userEvent.setup();
    const calls = api([]);
    renderApp('/media-contacts');
    await user.click(await screen.findByRole('button', { name: 'Do not contact Maya Lindqvist' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/do-not-contact')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ contactId: 21 });
    const list = within(await screen.findByRole('list', { name: 'Do-not-contact addresses' }));
    expect(list.getByText('maya@settle.example')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Allow pitching Maya Lindqvist again' })).toHaveAttribute('aria-pressed', 'true');
    expect(getToasts().at(-1)?.title).toBe('Added to Do-Not-Contact');
  });

  it('when an address is typed in and later removed, then the list follows', async () => {
    const user = userEvent.setup();
    const calls = api([entry('editor@ledger.example')]);
    renderApp('/media-contacts');
    const form = within(await screen.findByRole('form', { name: 'Add to do-not-contact list' }));
    await user.type(form.getByLabelText('Email address'), 'Desk@Tickerstone.example');
    await user.click(form.getByRole('button', { name: 'Add Address' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'desk@tickerstone.example' }));
    expect(await screen.findByText('desk@tickerstone.example')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove editor@ledger.example' }));
    await waitFor(() => expect(screen.queryByText('editor@ledger.example')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ email: 'editor@ledger.example' });
  });

  it('when the typed address is not an address, then the form says so and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = api([]);
    renderApp('/media-contacts');
    const form = within(await screen.findByRole('form', { name: 'Add to do-not-contact list' }));
    await user.type(form.getByLabelText('Email address'), 'desk');
    await user.click(form.getByRole('button', { name: 'Add Address' }));
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
