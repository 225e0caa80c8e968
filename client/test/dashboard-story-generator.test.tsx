import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeCompanyProfile, makeStoryAngle, makeTrend, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/features/dashboard/dashboard-page');
}, 30_000);

const profile = makeCompanyProfile();

describe('story generator from the call to action', () => {
  it('when required fields are missing, then the validation message shows and nothing is sent', async () => {
    const calls = mockApi(signedInRoutes({ 'GET /api/company-profile': profile }));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Create Story Angles' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Story Angle Generator' });
    expect(within(dialog).getByText('This uses 1 API credit')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'AI Generate' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Quick Draft' })).toBeChecked();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Context' })).toHaveValue(
        'Company: Helios Energy\nIndustry: Energy\nTarget markets: Utilities, Municipalities\nKey products: GridStack\nAbout: Helios builds grid batteries.',
      ),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Topic/ }), 'Battery recycling');
    await user.type(within(dialog).getByRole('textbox', { name: /Target Audience/ }), 'Utility buyers');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Story Angles' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields and select at least one content type',
    );
    expect(calls.some((c) => c.url === '/api/story-angles/generate')).toBe(false);
  });

  it('when the form is complete, then angles are generated, the toast counts them and the user goes to /story-angles', async () => {
    const calls = mockApi(
      signedInRoutes({
        'GET /api/company-profile': { status: 404, json: { message: 'Not found' } },
        'POST /api/story-angles/generate': { storyAngles: [makeStoryAngle(), makeStoryAngle(), makeStoryAngle()] },
      }),
    );
    const user = userEvent.setup();
    const { location } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Create Story Angles' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Story Angle Generator' });
    await user.type(within(dialog).getByRole('textbox', { name: /Topic/ }), 'Battery recycling');
    await user.type(within(dialog).getByRole('textbox', { name: /Target Audience/ }), 'Utility buyers');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Blog Post' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Advanced Analysis' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Story Angles' }));

    expect(await screen.findByText('Generated 3 story angles')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/story-angles'));
    expect(calls.find((c) => c.url === '/api/story-angles/generate')?.body).toEqual({
      topic: 'Battery recycling',
      targetAudience: 'Utility buyers',
      contentTypes: ['blog-post'],
      context: '',
      mode: 'advanced',
      trendId: null,
    });
  });

  it('when generation fails, then Failed to generate story angles is shown', async () => {
    mockApi(signedInRoutes({ 'POST /api/story-angles/generate': { status: 404, text: 'Not found' } }));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Create Story Angles' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Topic/ }), 'x');
    await user.type(within(dialog).getByRole('textbox', { name: /Target Audience/ }), 'y');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Press Release' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Story Angles' }));
    expect(await screen.findByText('Failed to generate story angles')).toBeInTheDocument();
  });
});

describe('guided story generation from the top trend', () => {
  it('when opened from the top trend, then it is titled Guided Story Generation and prefilled from the trend', async () => {
    const top = makeTrend({
      title: 'Grid batteries go mainstream',
      description: 'Utilities buy storage at scale.',
      category: 'environment',
      relatedKeywords: ['a', 'b', 'c', 'd', 'e', 'f'],
      relevanceScore: 0.87,
    });
    const calls = mockApi(
      signedInRoutes({
        'GET /api/trends': [top],
        'GET /api/company-profile': profile,
        'POST /api/generate-audience-persona': {
          persona: {
            name: 'Storage buyers',
            targetAudience: 'Procurement leads at regional utilities',
            description: '',
            demographics: [],
            interests: [],
            painPoints: [],
            preferredChannels: [],
          },
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const highlight = await screen.findByRole('region', { name: 'Top Trend for You' });
    await user.click(within(highlight).getByRole('button', { name: 'Generate Story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guided Story Generation' });
    expect(within(dialog).getByText('Recommended')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Topic/ })).toHaveValue('Grid batteries go mainstream');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Context' })).toHaveValue(
        [
          'Company: Helios Energy',
          'Industry: Energy',
          'Target markets: Utilities, Municipalities',
          'Key products: GridStack',
          'Trend: Grid batteries go mainstream',
          'Description: Utilities buy storage at scale.',
          'Category: environment',
          'Related keywords: a, b, c, d, e',
          'Relevance score: 0.87',
        ].join('\n'),
      ),
    );

    await user.click(within(dialog).getByRole('button', { name: 'AI Generate' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Target Audience/ })).toHaveValue(
        'Procurement leads at regional utilities',
      ),
    );
    expect(screen.getByText('Target audience persona generated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/generate-audience-persona')?.body).toEqual({
      trendTitle: top.title,
      trendDescription: top.description,
      sourceUrls: top.sourceUrls,
    });
  });
});
