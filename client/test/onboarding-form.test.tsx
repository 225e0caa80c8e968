import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAnalysis } from './helpers/company-fixtures';
import { makeUser } from './helpers/fixtures';
import { mockApi, type RecordedCall, type Reply } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { fill } from './helpers/fill';
import { getToasts } from './helpers/toasts';

function newUserApi(analysis: Reply = makeAnalysis(), hasCompletedOnboarding = false): RecordedCall[] {
  return mockApi({
    'GET /api/auth/user': makeUser({ hasCompletedOnboarding }),
    'GET /api/onboarding/status': { hasCompletedOnboarding },
    'POST /api/onboarding/complete': analysis,
  });
}

/** Holds every request to `route` until the returned function is called. */
function holdRoute(route: string): () => void {
  const base = globalThis.fetch;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (`${(init.method ?? 'GET').toUpperCase()} ${String(input).split('?')[0]}` === route) await gate;
    return base(input, init);
  });
  return release;
}

async function openForm() {
  const view = renderApp('/onboarding');
  // The page is a lazy chunk: the first load in a run can take a moment.
  await screen.findByRole('button', { name: 'Analyze Company' }, { timeout: 5000 });
  return view;
}

// Whole-app renders with lazy chunks: generous under a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

describe('onboarding form', () => {
  it('when the form is sent empty, then the required-field messages show and nothing is sent', async () => {
    const calls = newUserApi();
    const user = userEvent.setup({ delay: null });
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Analyze Company' }));
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Website is required')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/onboarding/complete')).toBe(false);
  });

  it('when the website and social links are malformed, then each shows the spec message', async () => {
    newUserApi();
    const user = userEvent.setup({ delay: null });
    await openForm();
    await fill(user, screen.getByLabelText('Company Name'), 'Acme');
    await fill(user, screen.getByLabelText('Website'), 'not a website');
    await fill(user, screen.getByLabelText('LinkedIn'), 'linkedin');
    await fill(user, screen.getByLabelText('X/Twitter'), 'x dot com');
    await fill(user, screen.getByLabelText('Instagram'), 'insta gram');
    await user.click(screen.getByRole('button', { name: 'Analyze Company' }));
    expect(screen.getByText('Please enter a valid website (e.g., example.com or www.example.com)')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid LinkedIn URL')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid X/Twitter URL')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Instagram URL')).toBeInTheDocument();
    expect(screen.queryByText('Company name is required')).not.toBeInTheDocument();
  });

  it('when a valid form is sent, then the analysing steps follow the server progress of that run, then curation shows', async () => {
    const phases = [
      { state: 'pending', steps: ['waiting', 'waiting', 'waiting', 'waiting'] },
      { state: 'running', steps: ['active', 'waiting', 'waiting', 'waiting'] },
      { state: 'running', steps: ['done', 'active', 'active', 'active'] },
      { state: 'done', steps: ['done', 'done', 'done', 'done'] },
    ];
    let phase = 0;
    const ids = ['website', 'profile', 'keywords', 'outlets'];
    const calls = mockApi({
      'GET /api/auth/user': makeUser({ hasCompletedOnboarding: false }),
      'GET /api/onboarding/status': { hasCompletedOnboarding: false },
      'POST /api/onboarding/complete': makeAnalysis(),
      'GET /api/onboarding/progress': (call: RecordedCall) => ({
        runId: new URL(call.url, 'http://x').searchParams.get('runId'),
        state: phases[phase]!.state,
        steps: phases[phase]!.steps.map((state, i) => ({ id: ids[i], state })),
        elapsedMs: phase === 0 ? null : phase * 700,
        typicalMs: { low: 1800, high: 3600, runs: 12 },
      }),
    });
    const release = holdRoute('POST /api/onboarding/complete');
    const user = userEvent.setup({ delay: null });
    await openForm();
    await fill(user, screen.getByLabelText('Company Name'), '  Acme Robotics ');
    await fill(user, screen.getByLabelText('Website'), 'acme.example');
    await fill(user, screen.getByLabelText('Known Media Outlets'), 'Wired, , The Verge');
    await user.click(screen.getByRole('button', { name: 'Analyze Company' }));

    const progress = await screen.findByRole('region', { name: 'Analysing your company' });
    // The promise is the duration the server measured, not a fixed text.
    expect(await within(progress).findByText('This usually takes 2-4 seconds.')).toBeInTheDocument();
    const item = (label: string) => within(progress).getByText(new RegExp(label)).closest('li')!;
    expect(item('Analyzing website')).toHaveAttribute('aria-current', 'step');

    phase = 2;
    await waitFor(() => expect(item('Analyzing website')).toHaveAttribute('data-state', 'done'), { timeout: 3000 });
    expect(item('Generating company profile')).toHaveAttribute('aria-current', 'step');
    for (const label of ['Generating company profile', 'Finding keywords', 'Identifying media outlets']) {
      expect(item(label)).toHaveAttribute('data-state', 'active');
    }
    phase = 3;
    await waitFor(() => expect(item('Identifying media outlets')).toHaveAttribute('data-state', 'done'), {
      timeout: 3000,
    });

    release();
    expect(await screen.findByRole('heading', { name: 'Review Acme Robotics' })).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/onboarding/complete');
    const runId = (sent?.body as { runId: string }).runId;
    expect(runId).toMatch(/^[0-9a-f]{32}$/);
    expect(sent?.body).toEqual({
      companyName: 'Acme Robotics',
      website: 'acme.example',
      mediaOutlets: ['Wired', 'The Verge'],
      socialMediaLinks: {},
      runId,
    });
    const polls = calls.filter((c) => c.url.startsWith('/api/onboarding/progress'));
    expect(polls.length).toBeGreaterThanOrEqual(3);
    expect(polls.every((c) => c.url === `/api/onboarding/progress?runId=${runId}`)).toBe(true);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Analysis Complete'));
    expect(getToasts()[0]?.description).toBe('Found 3 keywords and 2 media outlets. Review them below.');
  });

  it('when the analysis fails, then the form returns with its values and an Analysis Error toast', async () => {
    newUserApi({ status: 500, json: { message: 'engine down' } });
    const user = userEvent.setup({ delay: null });
    await openForm();
    await fill(user, screen.getByLabelText('Company Name'), 'Acme');
    await fill(user, screen.getByLabelText('Website'), 'acme.example');
    await user.click(screen.getByRole('button', { name: 'Analyze Company' }));

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Analysis Error'));
    expect(getToasts()[0]).toMatchObject({
      description: 'Failed to analyze company. Please try again.',
      variant: 'destructive',
    });
    expect(await screen.findByLabelText('Company Name')).toHaveValue('Acme');
    expect(screen.getByLabelText('Website')).toHaveValue('acme.example');
  });

  it('when the server refuses a second company, then its reason shows above the form', async () => {
    const reason = 'Your plan allows one company profile. Ask an administrator for the agency plan to add more.';
    newUserApi({ status: 403, json: { message: reason } }, true);
    const user = userEvent.setup({ delay: null });
    await openForm();
    await fill(user, screen.getByLabelText('Company Name'), 'Beta Foods');
    await fill(user, screen.getByLabelText('Website'), 'beta.example');
    await user.click(screen.getByRole('button', { name: 'Analyze Company' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(getToasts()[0]?.title).toBe('Analysis Error');
  });

  it('when a user adding another company presses Skip, then it navigates to /', async () => {
    newUserApi(makeAnalysis(), true);
    const user = userEvent.setup({ delay: null });
    const { location } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('when a new user presses Skip, then the skip is recorded on the server and the app opens at /', async () => {
    let onboarded = false;
    const calls = mockApi({
      'GET /api/auth/user': () => makeUser({ hasCompletedOnboarding: onboarded }),
      'GET /api/onboarding/status': () => ({ hasCompletedOnboarding: onboarded }),
      'POST /api/onboarding/skip': () => {
        onboarded = true;
        return { hasCompletedOnboarding: true, hasCompany: false };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { location } = await openForm();
    expect(screen.getByText('No time now? Skip, and add your company later from the app.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(calls.filter((c) => c.url === '/api/onboarding/skip')).toHaveLength(1);
    // The status was asked again after the skip, so the redirect rule sees "complete" and does not bounce back.
    expect(calls.filter((c) => c.url === '/api/onboarding/status').length).toBeGreaterThanOrEqual(2);
  });
});
