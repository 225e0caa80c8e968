import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoryFit } from '@newsjack/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeCompanyProfile, makeCredits, makeStoryAngle, makeTrend, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/dashboard-route');
  await import('@/app/routes/story-angles-route');
}, 30_000);

const profile = makeCompanyProfile();

function makeFit(overrides: Partial<StoryFit> = {}): StoryFit {
  return {
    level: 'strong',
    relevanceScore: 0.8,
    matchedKeywords: ['grid storage'],
    message: 'This trend fits Helios Energy well.',
    bridge: 'Helios Energy builds the grid batteries this trend is about.',
    canGenerate: true,
    ...overrides,
  };
}

async function openPlainGenerator() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create Story Angles' }));
  const dialog = await screen.findByRole('dialog', { name: 'AI Story Angle Generator' });
  return { user, dialog };
}

describe('story generator from the call to action', () => {
  it('when required fields are missing, then the validation message shows and nothing is sent', async () => {
    const calls = mockApi(signedInRoutes({ 'GET /api/company-profile': profile }));
    renderApp('/');
    const { user, dialog } = await openPlainGenerator();
    expect(within(dialog).getByText(/This uses 1 API credit/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByTestId('generator-credits')).toHaveTextContent('847 of 1000 credits left'),
    );
    expect(within(dialog).getByRole('button', { name: 'AI Generate' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Quick Draft' })).toBeChecked();
    expect(within(dialog).getByText('Premium')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Context' })).toHaveValue(
        'Company: Helios Energy\nIndustry: Energy\nTarget markets: Utilities, Municipalities\nKey products: GridStack\nAbout: Helios builds grid batteries.',
      ),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Topic/ }), 'Battery recycling');
    await user.type(within(dialog).getByRole('textbox', { name: /Target Audience/ }), 'Utility buyers');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Story Angles' }));
    expect(
      within(dialog).getByText('Please fill in all required fields and select at least one content type'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/story-angles/generate')).toBe(false);
  });

  it('when the dialog is closed and opened again, then the form is reset', async () => {
    mockApi(signedInRoutes({ 'GET /api/company-profile': { status: 404, json: { message: 'Not found' } } }));
    renderApp('/');
    const { user, dialog } = await openPlainGenerator();
    await user.type(within(dialog).getByRole('textbox', { name: /Topic/ }), 'Battery recycling');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Blog Post' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Advanced Analysis' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openPlainGenerator();
    expect(within(again.dialog).getByRole('textbox', { name: /Topic/ })).toHaveValue('');
    expect(within(again.dialog).getByRole('checkbox', { name: 'Blog Post' })).not.toBeChecked();
    expect(within(again.dialog).getByRole('radio', { name: 'Quick Draft' })).toBeChecked();
  });

  it('when the form is complete, then angles are generated, the toast counts them, the balance is read again and the user goes to /story-angles', async () => {
    let balance = 847;
    const calls = mockApi(
      signedInRoutes({
        'GET /api/company-profile': { status: 404, json: { message: 'Not found' } },
        'GET /api/credits': () => makeCredits({ apiCredits: balance }),
        'POST /api/story-angles/generate': () => {
          balance -= 1;
          return { storyAngles: [makeStoryAngle(), makeStoryAngle(), makeStoryAngle()], creditsRemaining: balance };
        },
      }),
    );
    const { location } = renderApp('/');
    const { user, dialog } = await openPlainGenerator();
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
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/credits').length).toBeGreaterThanOrEqual(2));
  });

  it('when generation fails, then Failed to generate story angles is shown; a 402 shows the server message', async () => {
    let reply: unknown = { status: 500, text: 'boom' };
    mockApi(signedInRoutes({ 'POST /api/story-angles/generate': () => reply }));
    renderApp('/');
    const { user, dialog } = await openPlainGenerator();
    await user.type(within(dialog).getByRole('textbox', { name: /Topic/ }), 'x');
    await user.type(within(dialog).getByRole('textbox', { name: /Target Audience/ }), 'y');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Press Release' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Story Angles' }));
    expect(await screen.findByText('Failed to generate story angles')).toBeInTheDocument();

    reply = {
      status: 402,
      json: { message: 'You have no API credits left this month. Credits reset on March 1, 2030.' },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Generate Story Angles' }));
    expect(
      await screen.findByText('You have no API credits left this month. Credits reset on March 1, 2030.'),
    ).toBeInTheDocument();
  });
});

describe('guided story generation from the top trend', () => {
  const top = makeTrend({
    title: 'Grid batteries go mainstream',
    description: 'Utilities buy storage at scale.',
    category: 'environment',
    relatedKeywords: ['a', 'b', 'c', 'd', 'e', 'f'],
    relevanceScore: 0.87,
    demo: true,
  });

  it('when opened from the top trend, then it is titled Guided Story Generation, prefilled from the trend, and AI Generate fills the audience', async () => {
    const calls = mockApi(
      signedInRoutes({
        'GET /api/trends': [top],
        'GET /api/company-profile': profile,
        'GET /api/story-angles/fit': makeFit(),
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
    // The demo corpus's story says what it is in the generator too.
    expect(within(dialog).getByText('Demo news — fictional outlets')).toBeInTheDocument();
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
    expect(
      await within(dialog).findByText('Helios Energy builds the grid batteries this trend is about.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/story-angles/fit'))?.url).toBe(
      `/api/story-angles/fit?topic=Grid+batteries+go+mainstream&trendId=${top.id}`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'AI Generate' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Target Audience/ })).toHaveValue(
        'Procurement leads at regional utilities',
      ),
    );
    expect(await screen.findByText('Target audience persona generated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/generate-audience-persona')?.body).toEqual({
      trendTitle: top.title,
      trendDescription: top.description,
      sourceUrls: top.sourceUrls,
    });
  });

  it('when the persona call fails, then Failed to generate audience persona is shown', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/trends': [top],
        'POST /api/generate-audience-persona': { status: 500, text: 'boom' },
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const highlight = await screen.findByRole('region', { name: 'Top Trend for You' });
    await user.click(within(highlight).getByRole('button', { name: 'Generate Story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guided Story Generation' });
    await user.click(within(dialog).getByRole('button', { name: 'AI Generate' }));
    expect(await screen.findByText('Failed to generate audience persona')).toBeInTheDocument();
  });

  it('when the trend does not fit the company, then the dialog says so before a credit is spent and will not generate', async () => {
    const calls = mockApi(
      signedInRoutes({
        'GET /api/trends': [top],
        'GET /api/story-angles/fit': makeFit({
          level: 'none',
          relevanceScore: 0,
          matchedKeywords: [],
          message: 'Nothing in the Helios Energy profile connects to this trend.',
          bridge: null,
          canGenerate: false,
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const highlight = await screen.findByRole('region', { name: 'Top Trend for You' });
    await user.click(within(highlight).getByRole('button', { name: 'Generate Story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guided Story Generation' });
    const notice = await within(dialog).findByRole('alert', { name: 'Does not fit' });
    expect(notice).toHaveTextContent('Nothing in the Helios Energy profile connects to this trend.');
    expect(within(dialog).getByRole('button', { name: 'Generate Story Angles' })).toBeDisabled();
    expect(calls.some((c) => c.url === '/api/story-angles/generate')).toBe(false);
  });

  it('when the trend fits weakly, then a warning shows and generating stays possible', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/trends': [top],
        'GET /api/story-angles/fit': makeFit({
          level: 'weak',
          message: 'This trend barely touches Helios Energy: the ideas say how it can credibly join the story.',
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const highlight = await screen.findByRole('region', { name: 'Top Trend for You' });
    await user.click(within(highlight).getByRole('button', { name: 'Generate Story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guided Story Generation' });
    expect(await within(dialog).findByRole('alert', { name: 'Weak fit' })).toHaveTextContent('barely touches');
    expect(within(dialog).getByRole('button', { name: 'Generate Story Angles' })).toBeEnabled();
  });
});

describe('generator opened by link', () => {
  it('when /story-angles?trendId= names a saved trend, then the generator opens prefilled from it', async () => {
    const saved = makeTrend({ title: 'Heat pumps in winter' });
    mockApi(
      signedInRoutes({
        'GET /api/saved-items': [
          {
            id: 1,
            type: 'trend',
            itemType: 'trend',
            itemId: saved.id,
            createdAt: '2030-01-01T00:00:00Z',
            trend: saved,
          },
        ],
      }),
    );
    renderApp(`/story-angles?trendId=${saved.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'AI Story Angle Generator' });
    expect(within(dialog).getByRole('textbox', { name: /Topic/ })).toHaveValue('Heat pumps in winter');
    expect(within(dialog).getByRole('button', { name: 'AI Generate' })).toBeEnabled();
  });
});
