import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ExplanationText, SemanticMatchBadge, splitBold } from '@/features/trends/components/explanation-text';
import { GrowthValue } from '@/features/trends/components/trend-badges';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeTrend, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/dashboard-route');
}, 30_000);

describe('explanation text', () => {
  it('when the text has **markers**, then the marked parts are bold and the markers are gone', () => {
    render(<ExplanationText text={'Matches **carbon pricing** and **EU policy** in your profile.'} />);
    const bold = screen.getAllByText(/carbon pricing|EU policy/);
    expect(bold.map((el) => el.tagName)).toEqual(['STRONG', 'STRONG']);
    expect(screen.queryByText(/\*\*/)).not.toBeInTheDocument();
  });

  it('when a marker is left open, then it stays as typed', () => {
    expect(splitBold('a **b** c **d')).toEqual([
      { text: 'a ', bold: false },
      { text: 'b', bold: true },
      { text: ' c **d', bold: false },
    ]);
  });

  it('when semantic similarity is 0.3 or less, then no semantic match badge shows', () => {
    render(<SemanticMatchBadge similarity={0.3} />);
    expect(screen.queryByText(/semantic match/)).not.toBeInTheDocument();
  });

  it('when a story had no mentions in the window before, then its growth reads New, not a capped percentage', () => {
    const { container } = render(<GrowthValue growth={1000} isNew />);
    expect(container).toHaveTextContent('Growth: New');
    expect(container).not.toHaveTextContent('1000');
  });

  it('when a story grew from earlier mentions, then its growth is a percentage', () => {
    const { container } = render(<GrowthValue growth={250} />);
    expect(container).toHaveTextContent(/Growth: \+?250%/);
  });

  it('when semantic similarity exceeds 0.3, then N% semantic match shows', () => {
    render(<SemanticMatchBadge similarity={0.314} />);
    expect(screen.getByText('31% semantic match')).toBeInTheDocument();
  });
});

describe('why is this your top trend', () => {
  it('when the explanation is opened, then it is fetched once and rendered with bold text and the semantic badge', async () => {
    const top = makeTrend({ relevanceScore: 0.8 });
    const calls = mockApi(
      signedInRoutes({
        'GET /api/trends': [top],
        [`GET /api/trends/${top.id}/explanation`]: {
          explanation: 'It mentions **green hydrogen**, which you track.',
          semanticSimilarity: 0.72,
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const highlight = await screen.findByRole('region', { name: 'Top Trend for You' });
    expect(calls.some((c) => c.url.includes('/explanation'))).toBe(false);
    await user.click(within(highlight).getByRole('button', { name: 'Why is this your top trend' }));
    const bold = await within(highlight).findByText('green hydrogen');
    expect(bold.tagName).toBe('STRONG');
    expect(within(highlight).getByText('72% semantic match')).toBeInTheDocument();

    // Closing and reopening within 5 minutes uses the cached answer.
    await user.click(within(highlight).getByRole('button', { name: 'Why is this your top trend' }));
    await user.click(within(highlight).getByRole('button', { name: 'Why is this your top trend' }));
    await within(highlight).findByText('green hydrogen');
    expect(calls.filter((c) => c.url.includes('/explanation'))).toHaveLength(1);
  });

  it('when the explanation cannot be fetched, then the fallback text is shown', async () => {
    const top = makeTrend({ relevanceScore: 0.8 });
    mockApi(
      signedInRoutes({
        'GET /api/trends': [top],
        [`GET /api/trends/${top.id}/explanation`]: { status: 500, text: 'boom' },
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const highlight = await screen.findByRole('region', { name: 'Top Trend for You' });
    await user.click(within(highlight).getByRole('button', { name: 'Why is this your top trend' }));
    expect(
      await within(highlight).findByText(
        'Unable to generate explanation - This trend was selected based on your tracked keywords and profile settings.',
      ),
    ).toBeInTheDocument();
  });
});
