import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from '@newsjack/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makePitch } from './helpers/fixtures';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeStoryAngle, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/pitches-route');
  await import('@/app/routes/story-angles-route');
}, 30_000);

const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY).toISOString();

function makeContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 11,
    name: 'Priya Shah',
    title: 'Payments correspondent',
    outlet: 'Reuters',
    email: null,
    emailSource: null,
    phone: null,
    profileUrl: null,
    linkedinUrl: null,
    areasOfFocus: ['card payments'],
    relevanceScore: null,
    relevanceTier: null,
    matchExplanation: null,
    verified: true,
    source: 'byline',
    articles: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const angle = makeStoryAngle({ id: 5, headline: 'Same-day settlement for small merchants' });
const otherAngle = makeStoryAngle({ id: 6, headline: 'Fraud checks at checkout' });
const contacts = [
  makeContact({ id: 11, name: 'Priya Shah', outlet: 'Reuters', relevanceScore: 72, areasOfFocus: ['card payments'] }),
  makeContact({
    id: 12,
    name: 'Tom Becker',
    outlet: 'Financial Times',
    relevanceScore: 91.4,
    areasOfFocus: ['small business'],
  }),
  makeContact({ id: 13, name: 'Lena Ortiz', outlet: 'TechCrunch', relevanceScore: 40, areasOfFocus: ['startups'] }),
];

/** Pitches page → Generate New Pitch → the first angle → Next: the wizard's contact step. */
async function openWizardAtContacts() {
  const user = userEvent.setup();
  renderApp('/pitches');
  await user.click(await screen.findByRole('button', { name: 'Generate New Pitch' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(await dialog.findByLabelText(/Same-day settlement/));
  await user.click(dialog.getByRole('button', { name: 'Next' }));
  return { user, dialog };
}

const cardOf = (subject: string) => within(screen.getByRole('article', { name: subject }));

describe('pitches page', () => {
  it('when pitches load, then each card shows subject, contact, outlet, date, angle, status and the clamped body', async () => {
    mockApi(signedInRoutes({ 'GET /api/pitches': [makePitch()] }));
    const user = userEvent.setup();
    renderApp('/pitches');
    await screen.findByRole('article', { name: 'Same-day card settlement' });
    const card = cardOf('Same-day card settlement');
    expect(card.getByText('Priya Shah')).toBeInTheDocument();
    expect(card.getByText('Reuters')).toBeInTheDocument();
    expect(card.getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(card.getByText('Same-day settlement for small merchants')).toBeInTheDocument();
    expect(card.getByTestId('pitch-status')).toHaveTextContent('Drafted');
    expect(card.getByTestId('pitch-body')).toHaveClass('line-clamp-4');
    await user.click(card.getByRole('button', { name: 'Show more' }));
    expect(card.getByTestId('pitch-body')).not.toHaveClass('line-clamp-4');
    expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('when Copy Pitch is clicked, then subject and body go to the clipboard and the toast says so', async () => {
    mockApi(signedInRoutes({ 'GET /api/pitches': [makePitch()] }));
    const user = userEvent.setup();
    renderApp('/pitches');
    await screen.findByRole('article', { name: 'Same-day card settlement' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(cardOf('Same-day card settlement').getByRole('button', { name: /Copy Pitch/ }));
    expect(writeText).toHaveBeenCalledWith(`Subject: Same-day card settlement\n\n${makePitch().body}`);
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  });

  it('when Send Email is clicked, then the link is a mailto to the contact with subject and body and the pitch is marked sent', async () => {
    const calls = mockApi(
      signedInRoutes({
        'GET /api/pitches': [makePitch()],
        'PATCH /api/pitches/1': makePitch({ status: 'sent', sentAt: new Date().toISOString() }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/pitches');
    await screen.findByRole('article', { name: 'Same-day card settlement' });
    const link = cardOf('Same-day card settlement').getByRole('link', { name: /Send Email/ });
    expect(link).toHaveAttribute(
      'href',
      `mailto:priya.shah%40reuters.example?subject=${encodeURIComponent('Same-day card settlement')}&body=${encodeURIComponent(makePitch().body)}`,
    );
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'sent' }));
  });

  it('when a sent pitch is a week old, then the follow-up reminder shows with Follow-up sent and Mark replied', async () => {
    const sent = makePitch({ status: 'sent', sentAt: daysAgo(9), nextFollowUpAt: daysAgo(2) });
    const calls = mockApi(
      signedInRoutes({ 'GET /api/pitches': [sent], 'PATCH /api/pitches/1': makePitch({ ...sent, followUpCount: 1 }) }),
    );
    const user = userEvent.setup();
    renderApp('/pitches');
    const reminders = within(await screen.findByRole('region', { name: 'Follow-up reminders' }));
    expect(reminders.getByText('1 follow-up is due')).toBeInTheDocument();
    expect(reminders.getByText(/overdue since/)).toBeInTheDocument();
    const card = cardOf('Same-day card settlement');
    expect(card.getByTestId('pitch-status')).toHaveTextContent('Sent');
    expect(card.getByTestId('pitch-follow-up')).toHaveTextContent(/Follow-up 1 of 2 overdue since/);
    expect(card.getByRole('button', { name: /Mark replied/ })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Follow-up sent' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'sent', followUpSent: true }),
    );
  });

  it('when saving fails, then the toast says Failed to save pitch', async () => {
    mockApi(
      signedInRoutes({ 'GET /api/pitches': [makePitch()], 'POST /api/saved-items': { status: 500, text: 'boom' } }),
    );
    const user = userEvent.setup();
    renderApp('/pitches');
    await screen.findByRole('article', { name: 'Same-day card settlement' });
    await user.click(cardOf('Same-day card settlement').getByRole('button', { name: /Save Pitch/ }));
    expect(await screen.findByText('Failed to save pitch')).toBeInTheDocument();
  });

  it('when there are no pitches, then the empty state offers Generate Your First Pitch', async () => {
    mockApi(signedInRoutes({ 'GET /api/pitches': [] }));
    renderApp('/pitches');
    expect(await screen.findByRole('button', { name: 'Generate Your First Pitch' })).toBeInTheDocument();
  });

  it('when the list fails, then the alert says Failed to load pitches. Please try again later.', async () => {
    mockApi(signedInRoutes({ 'GET /api/pitches': { status: 500, text: 'down' } }));
    renderApp('/pitches');
    expect(await screen.findByText('Failed to load pitches. Please try again later.')).toBeInTheDocument();
  });
});

describe('pitch wizard', () => {
  const routes = (extra = {}) =>
    signedInRoutes({
      'GET /api/pitches': [],
      'GET /api/story-angles': [angle, otherAngle],
      'GET /api/contacts': contacts,
      'GET /api/pitches/recent-recipients': [{ contactId: 12, lastSentAt: daysAgo(3) }],
      ...extra,
    });

  it('when opened without an angle, then step 1 gates Next on a choice and Back returns from step 2', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    renderApp('/pitches');
    await user.click(await screen.findByRole('button', { name: 'Generate New Pitch' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Step 1 of 2/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(dialog.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(await dialog.findByLabelText(/Fraud checks at checkout/));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByText(/Step 2 of 2.*Fraud checks at checkout/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(dialog.getByText(/Step 1 of 2/)).toBeInTheDocument();
  });

  it('when contacts show, then they sort by score then name with coloured badges, the search narrows them, and the next open starts afresh', async () => {
    mockApi(routes());
    const opened = await openWizardAtContacts();
    const { user } = opened;
    let { dialog } = opened;
    const list = within(await dialog.findByRole('list', { name: 'Contacts' }));
    expect(list.getAllByRole('listitem').map((li) => li.querySelector('label span')?.textContent)).toEqual([
      'Tom Becker',
      'Priya Shah',
      'Lena Ortiz',
    ]);
    expect(list.getByText('91% match')).toHaveAttribute('data-tone', 'green');
    expect(list.getByText('72% match')).toHaveAttribute('data-tone', 'yellow');
    expect(list.getByText('40% match')).toHaveAttribute('data-tone', 'red');
    await user.type(dialog.getByRole('textbox', { name: 'Search contacts' }), 'STARTUP');
    expect(dialog.getAllByRole('listitem')).toHaveLength(1);
    await user.type(dialog.getByRole('textbox', { name: 'Search contacts' }), 'x');
    expect(dialog.getByText('No contacts match your search criteria.')).toBeInTheDocument();
    await user.clear(dialog.getByRole('textbox', { name: 'Search contacts' }));

    // Every open starts again from the defaults.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Generate New Pitch' }));
    dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Step 1 of 2/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when a recently pitched contact is selected, then the 14-day warning shows; generating closes with the toast', async () => {
    const calls = mockApi(
      routes({ 'POST /api/pitches/generate': { status: 201, json: { pitches: [], creditsRemaining: 998 } } }),
    );
    const { user, dialog } = await openWizardAtContacts();
    const generate = dialog.getByRole('button', { name: /Generate Pitches/ });
    expect(generate).toBeDisabled();
    await user.click(await dialog.findByLabelText(/Tom Becker/));
    expect(dialog.getByTestId('repitch-warning')).toHaveTextContent(
      /Already pitched on .*: Tom Becker got a pitch from this company in the last 14 days\./,
    );
    await user.click(dialog.getByLabelText(/Priya Shah/));
    await user.click(dialog.getByLabelText(/Advanced Analysis/));
    await user.click(generate);
    expect(await screen.findByText('Pitches generated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/pitches/generate')?.body).toEqual({
      storyAngleId: 5,
      contactIds: [12, 11],
      mode: 'advanced',
    });
    expect(calls.filter((c) => c.url === '/api/pitches').length).toBeGreaterThan(1);
  });

  it('when a contact whose confidence is low is selected, then the wizard warns before the pitch is written, and a good match gets no warning', async () => {
    const low = makeContact({ id: 14, name: 'Omar Haddad', outlet: 'Garden Weekly', relevanceScore: 11, areasOfFocus: ['gardening'] });
    mockApi(routes({ 'GET /api/contacts': [...contacts, low] }));
    const { user, dialog } = await openWizardAtContacts();
    await user.click(await dialog.findByLabelText(/Omar Haddad/));
    expect(dialog.getByTestId('low-match-warning')).toHaveTextContent(
      "Low match (11%): Omar Haddad's recent coverage is far from this story. Pitch only if you can say why it is for them.",
    );
    await user.click(dialog.getByLabelText(/Lena Ortiz/));
    expect(dialog.getAllByTestId('low-match-warning')).toHaveLength(1);
    // Both are under tier 2 (issue 23): generating waits for the user to acknowledge it (next test).
    expect(dialog.getByRole('button', { name: /Generate Pitches/ })).toBeDisabled();
  });

  it('when contacts under tier 2 are selected, then a warning names each with tier and match and Generate waits until the user acknowledges; one more such contact asks again', async () => {
    const low = makeContact({ id: 14, name: 'Omar Haddad', outlet: 'Garden Weekly', relevanceScore: 11, areasOfFocus: ['gardening'] });
    const calls = mockApi(
      routes({
        'GET /api/contacts': [...contacts, low],
        'POST /api/pitches/generate': { status: 201, json: { pitches: [], creditsRemaining: 998 } },
      }),
    );
    const { user, dialog } = await openWizardAtContacts();
    const generate = dialog.getByRole('button', { name: /Generate Pitches/ });
    // A tier 1 and a tier 2 contact: no warning.
    await user.click(await dialog.findByLabelText(/Tom Becker/));
    await user.click(dialog.getByLabelText(/Priya Shah/));
    expect(dialog.queryByTestId('low-tier-warning')).not.toBeInTheDocument();
    expect(generate).toBeEnabled();

    await user.click(dialog.getByLabelText(/Omar Haddad/));
    const warning = within(dialog.getByTestId('low-tier-warning'));
    expect(warning.getByText('This contact is below tier 2')).toBeInTheDocument();
    expect(dialog.getByTestId('low-tier-warning')).toHaveTextContent('Omar Haddad (Garden Weekly): Tier 3 · 11% match');
    expect(generate).toBeDisabled();
    await user.click(warning.getByLabelText('I know why this story is for them: pitch anyway'));
    expect(generate).toBeEnabled();

    await user.click(dialog.getByLabelText(/Lena Ortiz/));
    const both = within(dialog.getByTestId('low-tier-warning'));
    expect(both.getByText('2 contacts are below tier 2')).toBeInTheDocument();
    expect(dialog.getByTestId('low-tier-warning')).toHaveTextContent('Lena Ortiz (TechCrunch): Tier 3 · 40% match');
    expect(both.getByRole('checkbox', { name: /pitch them anyway/ })).not.toBeChecked();
    expect(generate).toBeDisabled();
    await user.click(both.getByRole('checkbox', { name: /pitch them anyway/ }));
    await user.click(generate);
    expect(await screen.findByText('Pitches generated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/pitches/generate')?.body).toMatchObject({
      contactIds: [12, 11, 14, 13],
    });
  });

  it('when generation fails, then the inline alert says so and the dialog stays open', async () => {
    mockApi(routes({ 'POST /api/pitches/generate': { status: 502, json: { message: 'AI down' } } }));
    const { user, dialog } = await openWizardAtContacts();
    await user.click(await dialog.findByLabelText(/Lena Ortiz/));
    // Lena is under tier 2 (40%): the user acknowledges before generating.
    await user.click(dialog.getByLabelText('I know why this story is for them: pitch anyway'));
    await user.click(dialog.getByRole('button', { name: /Generate Pitches/ }));
    expect(await dialog.findByText('Failed to generate pitches. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("when there are no angles or no contacts, then the spec's empty texts show", async () => {
    mockApi(routes({ 'GET /api/story-angles': [], 'GET /api/contacts': [] }));
    const user = userEvent.setup();
    renderApp('/pitches');
    await user.click(await screen.findByRole('button', { name: 'Generate New Pitch' }));
    expect(
      await screen.findByText('No story angles found. Create a story angle first to generate pitches.'),
    ).toBeInTheDocument();
  });

  it("when a story angle's Generate Pitches is clicked, then the wizard opens at step 2 for it, without Back", async () => {
    const calls = mockApi(routes({ 'GET /api/contacts': [] }));
    const user = userEvent.setup();
    renderApp('/story-angles');
    const card = within(await screen.findByRole('article', { name: 'Fraud checks at checkout' }));
    await user.click(card.getByRole('button', { name: /Generate Pitches/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Step 2 of 2.*Fraud checks at checkout/)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(
      await dialog.findByText(
        'No media contacts found for this company. Go to Media Contacts page to generate contacts first.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/contacts')).toBe(true);
  });
});
