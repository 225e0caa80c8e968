import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { APP_TITLE, documentTitle } from '@/app/document-title';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { signedInRoutes } from './helpers/trend-fixtures';

vi.setConfig({ testTimeout: 20_000 });

describe('document titles', () => {
  it('when a screen is named, then the title is its navigation name and the product; unknown paths read Page Not Found', () => {
    expect(documentTitle('/', true)).toBe('Dashboard · Newsjack');
    expect(documentTitle('/saved', true)).toBe('Saved Items · Newsjack');
    expect(documentTitle('/signin', false)).toBe('Sign In · Newsjack');
    expect(documentTitle('/', false)).toBe(APP_TITLE);
    expect(documentTitle('/nowhere', true)).toBe('Page Not Found · Newsjack');
  });

  it('when a signed-in user moves from the dashboard to My Trends, then the tab title follows', async () => {
    mockApi(signedInRoutes());
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Dashboard · Newsjack'));
    const user = userEvent.setup({ delay: null });
    await user.click((await screen.findAllByRole('link', { name: /My Trends/ }))[0]!);
    await waitFor(() => expect(document.title).toBe('My Trends · Newsjack'));
  });
});
