import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contact } from '@newsjack/shared';
import { resetToasts } from '@/hooks/use-toast';
import { makeContact } from './helpers/contact-fixtures';
import { fill } from './helpers/fill';
import { mockApi, type RecordedCall } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { getToasts } from './helpers/toasts';
import { makeCompanyProfile, makeStoryAngle, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/media-contacts-route');
}, 30_000);
beforeEach(() => resetToasts());

const company = makeCompanyProfile({ suggestedMediaOutlets: ['Settle & Clear', 'Tickerstone Markets'] });
const maya = makeContact({
  name: 'Maya Lindqvist',
  relevanceScore: 91,
  relevanceTier: 1,
  matchExplanation: "Maya wrote 'Card networks cut settlement to minutes', which covers instant settlement.",
  areasOfFocus: ['card payments', 'instant settlement', 'fintech', 'open banking', 'fraud'],
});
const ben = makeContact({ name: 'Ben Okafor', outlet: 'Tickerstone Markets', relevanceScore: 72, relevanceTier: 2 });
const cara = makeContact({ name: 'Cara Hill', outlet: 'Tickerstone Markets', relevanceScore: 40, relevanceTier: 3 });
const unverified = makeContact({
  name: 'Dev Patel',
  source: 'llm_suggestion',
  verified: false,
  articles: [],
  email: 'dev@example.com',
});

function routes(contacts: Contact[], extra: Record<string, unknown> = {}) {
  return signedInRoutes({ 'GET /api/company-profile': company, 'GET /api/contacts': contacts, ...extra });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Media contacts' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'));

const postsTo = (calls: RecordedCall[], path: string) => calls.filter((c) => c.method === 'POST' && c.url === path);

describe('media contacts page', () => {
  it('when there are no contacts, then the empty text asks to generate from the form above', async () => {
    mockApi(routes([]));
    renderApp('/media-contacts');
    expect(
      await screen.findByText('No media contacts found. Generate your first contacts using the form above.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate contacts for Settle & Clear' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Contacts' })).toBeDisabled();
  });

  it('when the list cannot be read, then it says Failed to fetch contacts', async () => {
    mockApi(routes([], { 'GET /api/contacts': { status: 500, json: { message: 'boom' } } }));
    renderApp('/media-contacts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch contacts');
  });

  it('when contacts load, then they sort by relevance with unscored last, show 3 areas plus more, tiers and badges', async () => {
    mockApi(routes([cara, unverified, maya, ben]));
    const user = userEvent.setup();
    renderApp('/media-contacts');
    await screen.findByRole('table', { name: 'Media contacts' });
    expect(rowNames()).toEqual(['Maya Lindqvist', 'Ben Okafor', 'Cara Hill', 'Dev Patel']);
    const mayaRow = within(screen.getByRole('row', { name: 'Maya Lindqvist' }));
    expect(mayaRow.getByText('+2 more')).toBeInTheDocument();
    expect(mayaRow.queryByText('open banking')).not.toBeInTheDocument();
    const devRow = within(screen.getByRole('row', { name: 'Dev Patel' }));
    expect(devRow.getByText('unverified')).toBeInTheDocument();
    expect(devRow.getByRole('link', { name: 'dev@example.com' })).toHaveAttribute('href', 'mailto:dev@example.com');
    expect(devRow.getByText('Unscored')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Tier 2 \(70-84%\)/ }));
    expect(rowNames()).toEqual(['Ben Okafor']);
    await user.click(screen.getByRole('button', { name: /^Unscored/ }));
    expect(rowNames()).toEqual(['Dev Patel']);
    await user.click(screen.getByRole('button', { name: /^All/ }));
    await fill(user, screen.getByRole('searchbox', { name: 'Search contacts' }), 'fintech');
    expect(rowNames()).toEqual(['Maya Lindqvist']);
    await fill(user, screen.getByRole('searchbox', { name: 'Search contacts' }), '');

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(rowNames()).toEqual(['Ben Okafor', 'Cara Hill', 'Dev Patel', 'Maya Lindqvist']);

    // The chips unmounted the row: look it up again.
    const row = within(screen.getByRole('row', { name: 'Maya Lindqvist' }));
    await user.click(row.getByRole('button', { name: /91% match, tier 1/ }));
    const popover = await screen.findByRole('dialog');
    expect(within(popover).getByText('Why is this a good match?')).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: 'Card networks cut settlement to minutes' })).toHaveAttribute(
      'href',
      'https://settleandclear.example/card-networks-settlement',
    );
  });

  it('when Generate All runs, then each suggested outlet is generated in turn and the toast counts x/y outlets', async () => {
    const generated: Contact[] = [];
    const calls = mockApi(
      routes([], {
        'GET /api/contacts': () => generated,
        'POST /api/contacts/generate': (call: RecordedCall) => {
          const { outlet } = call.body as { outlet: string };
          if (outlet === 'Tickerstone Markets')
            return { status: 404, json: { message: 'no journalists found for this outlet' } };
          generated.push(maya);
          return [maya];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/media-contacts');
    await user.click(await screen.findByRole('button', { name: 'Generate All' }));
    expect(await screen.findByText('Generating contacts 1/2: Settle & Clear')).toBeInTheDocument();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Bulk Generation Complete'));
    expect(getToasts()[0]?.description).toBe(
      'Generated 1 contacts from 1/2 outlets. None found at Tickerstone Markets.',
    );
    expect(postsTo(calls, '/api/contacts/generate').map((c) => c.body)).toEqual([
      { outlet: 'Settle & Clear' },
      { outlet: 'Tickerstone Markets' },
    ]);
    expect(await screen.findByRole('row', { name: 'Maya Lindqvist' })).toBeInTheDocument();
  });

  it('when one outlet is generated, then a refusal shows the server reason and a server failure the spec text', async () => {
    let reply: unknown = { status: 404, json: { message: 'no journalists found for this outlet' } };
    mockApi(routes([], { 'POST /api/contacts/generate': () => reply }));
    const user = userEvent.setup();
    renderApp('/media-contacts');
    const field = await screen.findByLabelText('Any outlet');
    await fill(user, field, '   ');
    expect(screen.getByRole('button', { name: 'Generate Contacts' })).toBeDisabled();
    await fill(user, field, '  Nowhere Weekly ');
    await user.click(screen.getByRole('button', { name: 'Generate Contacts' }));
    await waitFor(() => expect(getToasts()[0]?.description).toBe('no journalists found for this outlet'));
    reply = { status: 500, json: { message: 'Internal error' } };
    await user.click(screen.getByRole('button', { name: 'Generate Contacts' }));
    await waitFor(() =>
      expect(getToasts()[0]?.description).toBe('Failed to generate media contacts. Please try again.'),
    );
  });

  it('when opened with ?storyId=, then AI Score scores against that angle; a failure says so', async () => {
    const angle = makeStoryAngle({ headline: 'Instant payouts reach corner shops' });
    let scoreReply: unknown = { scored: 1, contacts: [maya] };
    const calls = mockApi(
      routes([maya], {
        'GET /api/story-angles': [makeStoryAngle(), angle],
        'POST /api/contacts/score': () => scoreReply,
      }),
    );
    const user = userEvent.setup();
    renderApp(`/media-contacts?storyId=${angle.id}`);
    const picker = await screen.findByLabelText('Score against');
    await waitFor(() => expect(picker).toHaveValue(String(angle.id)));
    await user.click(screen.getByRole('button', { name: 'AI Score' }));
    await waitFor(() =>
      expect(postsTo(calls, '/api/contacts/score').map((c) => c.body)).toEqual([{ storyAngleId: angle.id }]),
    );

    scoreReply = { status: 500, json: { message: 'x' } };
    await user.selectOptions(picker, 'company');
    await user.click(screen.getByRole('button', { name: 'AI Score' }));
    await waitFor(() => expect(getToasts()[0]?.description).toBe('Failed to score contacts. Please try again.'));
    expect(postsTo(calls, '/api/contacts/score')[1]?.body).toEqual({});
  });

  it('when suggesting an edit, then nothing changed is refused and only changed, deduplicated fields are sent', async () => {
    const calls = mockApi(
      routes([maya], {
        [`POST /api/contacts/${maya.id}/suggest-edit`]: { id: 1, status: 'pending', message: 'ok' },
      }),
    );
    const user = userEvent.setup();
    renderApp('/media-contacts');
    await user.click(await screen.findByRole('button', { name: 'Suggest an edit to Maya Lindqvist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest an Edit' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }));
    // Inside the dialog, as the spec words it (a toast behind a modal is hidden from screen readers).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^No Changes - Please make at least one change before submitting\.$/,
    );
    expect(calls.some((c) => c.url.includes('/suggest-edit'))).toBe(false);

    await fill(user, within(dialog).getByLabelText('Name'), ' ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Name'), 'Maya Lindqvist-Berg');
    await fill(user, within(dialog).getByLabelText('Areas of Focus'), 'card payments, Card Payments, fraud');
    await fill(user, within(dialog).getByLabelText('Notes for the reviewer'), 'Married in June');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Edit Suggested'));
    expect(postsTo(calls, `/api/contacts/${maya.id}/suggest-edit`).map((c) => c.body)).toEqual([
      {
        suggestedData: { name: 'Maya Lindqvist-Berg', areasOfFocus: ['card payments', 'fraud'] },
        notes: 'Married in June',
      },
    ]);
  });

  it('when flagging a duplicate, then no choice and the contact itself are refused, and a pair is sent', async () => {
    const twin = makeContact({ name: 'Maya Lindquist' });
    const calls = mockApi(
      routes([maya, twin, ben], {
        'POST /api/contacts/flag-duplicate': { id: 3, status: 'pending', message: 'ok' },
      }),
    );
    const user = userEvent.setup();
    renderApp('/media-contacts');
    await user.click(await screen.findByRole('button', { name: 'Flag Maya Lindqvist as a duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag Duplicate' });
    await user.click(within(dialog).getByRole('button', { name: 'Flag Duplicate' }));
    await waitFor(() => expect(getToasts()[0]?.description).toBe('Please select a contact to flag as duplicate.'));

    await fill(user, within(dialog).getByLabelText('Search contacts'), 'Maya Lindqvist');
    await user.click(within(dialog).getByRole('radio', { name: /Maya Lindqvist \(this contact\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Flag Duplicate' }));
    await waitFor(() => expect(getToasts()[0]?.description).toBe('Cannot flag a contact as duplicate of itself.'));

    await user.click(within(dialog).getByRole('radio', { name: /Maya Lindquist/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Flag Duplicate' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Duplicate Flagged'));
    expect(postsTo(calls, '/api/contacts/flag-duplicate').map((c) => c.body)).toEqual([
      { contactId1: maya.id, contactId2: twin.id },
    ]);
  });

  it('when saving a contact fails, then the toast says Failed to save contact', async () => {
    const calls = mockApi(routes([maya], { 'POST /api/saved-items': { status: 500, json: { message: 'x' } } }));
    const user = userEvent.setup();
    renderApp('/media-contacts');
    await user.click(await screen.findByRole('button', { name: 'Save Maya Lindqvist' }));
    await waitFor(() => expect(getToasts()[0]?.description).toBe('Failed to save contact'));
    expect(postsTo(calls, '/api/saved-items')[0]?.body).toEqual({ itemType: 'contact', itemId: maya.id });
  });
});

describe('media contacts on a phone', () => {
  it('when the screen is narrow, then each contact is a card and the sort is a choice', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    mockApi(routes([cara, maya, ben]));
    const user = userEvent.setup();
    renderApp('/media-contacts');
    const list = await screen.findByRole('list', { name: 'Media contacts' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The cards, not the article lists inside them.
    const order = () => Array.from(list.children, (li) => li.getAttribute('aria-label'));
    expect(order()).toEqual(['Maya Lindqvist', 'Ben Okafor', 'Cara Hill']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name-asc');
    expect(order()).toEqual(['Ben Okafor', 'Cara Hill', 'Maya Lindqvist']);
    expect(within(list).getByRole('button', { name: 'Flag Cara Hill as a duplicate' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
