import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkKeywordTerm } from '@/features/keywords/keyword-validation';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeKeyword, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/keywords-route');
}, 30_000);

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  const region = await screen.findByRole('region', { name: 'All Keywords' });
  await user.click(within(region).getByRole('button', { name: 'Add Keyword' }));
  return within(region).getByRole('form', { name: 'Add keyword' });
}

describe('keyword validation', () => {
  it('when the term is blank or spaces, then it is ignored without a message', () => {
    expect(checkKeywordTerm('   ', [])).toEqual({ ok: false, blank: true, message: null });
  });

  it('when the term matches a tracked one in another case, then it is a duplicate', () => {
    expect(checkKeywordTerm('  Green Hydrogen ', ['green hydrogen'])).toEqual({
      ok: false,
      blank: false,
      message: 'This keyword is already being tracked',
    });
  });

  it('when the term is new, then it is accepted trimmed', () => {
    expect(checkKeywordTerm('  solar  ', ['wind'])).toEqual({ ok: true, term: 'solar' });
  });
});

describe('keywords page: add keyword', () => {
  it('when the input is blank, then Add is disabled', async () => {
    mockApi(signedInRoutes({ 'GET /api/keywords': [makeKeyword({ term: 'wind' })] }));
    const user = userEvent.setup();
    renderApp('/keywords');
    const form = await openAddForm(user);
    const add = within(form).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'New keyword' }), '   ');
    expect(add).toBeDisabled();
  });

  it('when the term is already tracked in another case, then the duplicate message shows and nothing is sent', async () => {
    const calls = mockApi(signedInRoutes({ 'GET /api/keywords': [makeKeyword({ term: 'Green Hydrogen' })] }));
    const user = userEvent.setup();
    renderApp('/keywords');
    const form = await openAddForm(user);
    await user.type(within(form).getByRole('textbox', { name: 'New keyword' }), ' green hydrogen ');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('This keyword is already being tracked');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('when a new term is added, then it is sent trimmed, the toast confirms and the form closes', async () => {
    const created = makeKeyword({ term: 'solar' });
    const calls = mockApi(signedInRoutes({ 'GET /api/keywords': [], 'POST /api/keywords': created }));
    const user = userEvent.setup();
    renderApp('/keywords');
    expect(await screen.findByText('No Keywords Yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Keyword' }));
    await user.type(screen.getByRole('textbox', { name: 'New keyword' }), '  solar  ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Keyword added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ term: 'solar' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add keyword' })).not.toBeInTheDocument());
  });

  it('when the server refuses the keyword, then Failed to add keyword is shown', async () => {
    mockApi(signedInRoutes({ 'POST /api/keywords': { status: 500, text: 'boom' } }));
    const user = userEvent.setup();
    renderApp('/keywords');
    await user.click(await screen.findByRole('button', { name: 'Add Your First Keyword' }));
    await user.type(screen.getByRole('textbox', { name: 'New keyword' }), 'solar');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to add keyword')).toBeInTheDocument();
  });

  it('when keywords are loading, then 8 skeleton rows show', async () => {
    mockApi(signedInRoutes());
    const answered = globalThis.fetch;
    // The keyword list never answers, so the page stays in its loading state.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/keywords' ? new Promise<Response>(() => {}) : answered(input, init),
    );
    renderApp('/keywords');
    await waitFor(() => expect(screen.getAllByTestId('keyword-skeleton-row')).toHaveLength(8));
  });
});
