import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OnboardingAnalysis } from '@newsjack/shared';
import { makeAnalysis, makeCompanyProfile } from './helpers/company-fixtures';
import { makeUser } from './helpers/fixtures';
import { mockApi, type RecordedCall, type Reply } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { fill } from './helpers/fill';
import { getToasts } from './helpers/toasts';

const CONFIRM = { name: 'Confirm & Build My Dashboard' };

/** Renders onboarding, fills the form and waits for the curation stage of `analysis`. */
async function reachCuration(analysis: OnboardingAnalysis = makeAnalysis(), curateReply?: Reply) {
  let completed = false;
  const calls: RecordedCall[] = mockApi({
    'GET /api/auth/user': () => makeUser({ hasCompletedOnboarding: completed }),
    'GET /api/onboarding/status': () => ({ hasCompletedOnboarding: completed }),
    'POST /api/onboarding/complete': analysis,
    'POST /api/onboarding/curate': () => {
      if (curateReply) return curateReply;
      completed = true;
      return { companyProfile: makeCompanyProfile(), activeCompanyId: 1, keywordsAdded: 3 };
    },
  });
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/onboarding');
  await fill(user, await screen.findByLabelText('Company Name', {}, { timeout: 5000 }), 'Acme Robotics');
  await fill(user, screen.getByLabelText('Website'), 'acme.example');
  await user.click(screen.getByRole('button', { name: 'Analyze Company' }));
  await screen.findByRole('heading', { name: 'Review Acme Robotics' });
  return { ...view, calls, user };
}

function summaryValue(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

// Whole-app renders with lazy chunks: generous under a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

describe('onboarding curation', () => {
  it('when the analysis arrives, then all suggested keywords start selected and the counts show', async () => {
    await reachCuration();
    const suggested = screen.getByRole('list', { name: 'Suggested keywords' });
    const toggles = within(suggested).getAllByRole('button');
    expect(toggles).toHaveLength(3);
    toggles.forEach((toggle) => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(summaryValue('Keywords selected')).toBe('3');
    // Wired (typed by the user) plus the two suggestions.
    expect(summaryValue('Media outlets')).toBe('3');
    expect(screen.getByLabelText('Company Profile')).toHaveValue(makeAnalysis().company_profile);
  });

  it('when a keyword is toggled off and on, then its state and the count follow', async () => {
    const { user } = await reachCuration();
    const robotics = screen.getByRole('button', { name: 'robotics' });
    await user.click(robotics);
    expect(robotics).toHaveAttribute('aria-pressed', 'false');
    expect(summaryValue('Keywords selected')).toBe('2');
    await user.click(robotics);
    expect(robotics).toHaveAttribute('aria-pressed', 'true');
    expect(summaryValue('Keywords selected')).toBe('3');
  });

  it('when three custom keywords are added, then the input is disabled and duplicates are refused', async () => {
    const { user } = await reachCuration();
    const input = screen.getByLabelText('Custom Keywords');
    const add = screen.getByRole('button', { name: 'Add Keyword' });
    expect(add).toBeDisabled();

    await user.type(input, '  drones  ');
    await user.click(add);
    await user.type(input, 'DRONES');
    await user.click(add);
    expect(screen.getByText('Custom keywords must be unique')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'cobots{Enter}');
    await user.type(input, 'AI vision{Enter}');

    const mine = screen.getByRole('list', { name: 'Your keywords' });
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['drones', 'cobots', 'AI vision']);
    expect(input).toBeDisabled();
    expect(add).toBeDisabled();
    expect(summaryValue('Keywords selected')).toBe('6');

    await user.click(screen.getByRole('button', { name: 'Remove cobots' }));
    expect(input).toBeEnabled();
  });

  it('when every keyword is deselected, then Confirm is disabled', async () => {
    const { user } = await reachCuration();
    for (const name of ['warehouse automation', 'robotics', 'retail logistics']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(summaryValue('Keywords selected')).toBe('0');
    expect(screen.getByRole('button', CONFIRM)).toBeDisabled();
    await user.type(screen.getByLabelText('Custom Keywords'), 'cobots{Enter}');
    expect(screen.getByRole('button', CONFIRM)).toBeEnabled();
  });

  it('when the profile is shorter than 50 characters, then the message shows and Confirm is disabled', async () => {
    const { user } = await reachCuration();
    const profile = screen.getByLabelText('Company Profile');
    await user.clear(profile);
    await user.type(profile, 'Too short.');
    expect(screen.getByText('Company profile must be at least 50 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', CONFIRM)).toBeDisabled();
  });

  it('when the website could not be read, then a notice says the profile came from the entered details', async () => {
    await reachCuration(makeAnalysis({ website_readable: false }));
    expect(screen.getByText('We could not read your website')).toBeInTheDocument();
    expect(screen.getByText(/built only from the details you entered/)).toBeInTheDocument();
  });

  it('when the analysis read several pages of the site, then the review says which', async () => {
    await reachCuration(makeAnalysis({ pages_read: ['https://acme.example/', 'https://acme.example/about', 'https://acme.example/products'] }));
    expect(screen.getByText('Drafted from 3 pages of your website: home page, /about, /products')).toBeInTheDocument();
    expect(screen.queryByText('We could not read your website')).not.toBeInTheDocument();
  });

  it('when Confirm succeeds, then the curation is sent, Welcome aboard! shows and / follows after 1 s', async () => {
    const { user, calls, location } = await reachCuration();
    await user.click(screen.getByRole('button', { name: 'retail logistics' }));
    await user.type(screen.getByLabelText('Custom Keywords'), 'cobots{Enter}');
    await user.click(screen.getByRole('button', CONFIRM));

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Welcome aboard!'));
    expect(getToasts()[0]?.description).toBe("You're all set to discover trends and generate compelling stories.");
    const body = calls.find((c) => c.url === '/api/onboarding/curate')?.body;
    expect(body).toMatchObject({
      companyName: 'Acme Robotics',
      website: 'acme.example',
      mediaOutlets: ['Wired'],
      companyProfile: makeAnalysis().company_profile,
      selectedKeywords: ['warehouse automation', 'robotics'],
      customKeywords: ['cobots'],
      suggestedMediaOutlets: ['TechCrunch', 'Supply Chain Dive'],
      aiSocialMediaLinks: { x: 'x.com/acme' },
    });
    expect(location.history.at(-1)).toBe('/onboarding');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'), { timeout: 2500 });
    // The status was refetched, so the router does not send the user back.
    expect(calls.filter((c) => c.url === '/api/onboarding/status').length).toBeGreaterThan(1);
  });

  it('when Confirm fails, then a Setup Error toast shows and the user stays', async () => {
    const { user, location } = await reachCuration(makeAnalysis(), { status: 500, text: 'boom' });
    await user.click(screen.getByRole('button', CONFIRM));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Setup Error'));
    expect(getToasts()[0]).toMatchObject({
      description: 'Failed to complete onboarding. Please try again.',
      variant: 'destructive',
    });
    expect(location.history.at(-1)).toBe('/onboarding');
    expect(screen.getByRole('button', CONFIRM)).toBeEnabled();
  });
});
