import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { angleStats, filterAngles, NO_ANGLE_FILTER } from '@/features/story-angles/angle-view';
import { mockApi, type RecordedCall } from './helpers/mock-api';
import { renderApp } from './helpers/render-app';
import { makeCompanyProfile, makeStoryAngle, signedInRoutes } from './helpers/trend-fixtures';

configure({ asyncUtilTimeout: 10_000 });
// The page says '30 minutes ago' and counts 'Created Today' by the local date: both hold together only after
// 00:30, so the clock (Date only; timers stay real) is set to a fixed local noon for this file.
vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 5, 15, 12, 0, 0) });
afterAll(() => {
  vi.useRealTimers();
});
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('@/app/routes/story-angles-route');
}, 30_000);

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const press = makeStoryAngle({
  headline: 'Grid batteries cut peak prices',
  angle: 'Storage now beats gas peakers on cost.',
  contentType: 'press-release',
  targetAudience: 'Energy reporters',
  createdAt: hoursAgo(0.5),
  keyMessages: ['Cheaper than peakers', 'Deployed in 12 cities'],
  trendTitle: 'Grid batteries go mainstream',
});
const blog = makeStoryAngle({
  headline: 'What recycling means for lithium supply',
  angle: 'A closed loop for battery metals.',
  contentType: 'thought-leadership',
  targetAudience: null,
  createdAt: hoursAgo(50),
  isSaved: true,
  keyMessages: [],
  topic: 'lithium recycling',
});

function cardOf(headline: string) {
  return screen.getByRole('article', { name: headline });
}

describe('story angles page', () => {
  it('when angles load, then the title names the company and cards and stat cards show every field', async () => {
    mockApi(
      signedInRoutes({ 'GET /api/company-profile': makeCompanyProfile(), 'GET /api/story-angles': [blog, press] }),
    );
    renderApp('/story-angles');
    expect(await screen.findByRole('heading', { name: 'Story Angles for Helios Energy' })).toBeInTheDocument();
    expect(screen.getByText('All your AI-generated story angles')).toBeInTheDocument();
    await screen.findByRole('article', { name: press.headline });
    expect(screen.getByRole('group', { name: 'Total Story Angles' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Created Today' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Content Types' })).toHaveTextContent('2');

    const card = within(cardOf(press.headline));
    expect(card.getByText(press.angle)).toBeInTheDocument();
    expect(card.getByText('Press Release')).toBeInTheDocument();
    expect(card.getByText('Energy reporters')).toBeInTheDocument();
    expect(card.getByText('30 minutes ago')).toBeInTheDocument();
    expect(card.getByText('Cheaper than peakers')).toBeInTheDocument();
    // It opens the pitch wizard for this angle (tested in pitches-page.test.tsx), no longer a link to /pitches.
    expect(card.getByRole('button', { name: /Generate Pitches/ })).toBeEnabled();
    expect(within(cardOf(blog.headline)).getByText('General audience')).toBeInTheDocument();
    expect(within(cardOf(blog.headline)).getByText('Thought Leadership')).toBeInTheDocument();
    // An angle on a typed topic names it where a trend's angle names the trend.
    expect(card.getByText('Trend:')).toBeInTheDocument();
    expect(within(cardOf(blog.headline)).getByText('Topic:')).toBeInTheDocument();
    expect(within(cardOf(blog.headline)).getByText('lithium recycling')).toBeInTheDocument();
    // Newest first.
    expect(
      screen
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h3')?.textContent),
    ).toEqual([press.headline, blog.headline]);
  });

  it('when there is no company profile, then the title falls back to My Company', async () => {
    mockApi(signedInRoutes({ 'GET /api/company-profile': { status: 404, json: { message: 'Not found' } } }));
    renderApp('/story-angles');
    expect(await screen.findByRole('heading', { name: 'Story Angles for My Company' })).toBeInTheDocument();
    expect(await screen.findByText('No story angles yet')).toBeInTheDocument();
  });

  it('when searching, filtering by content type and by the Filter button, then only matching cards show', async () => {
    mockApi(signedInRoutes({ 'GET /api/story-angles': [press, blog] }));
    const user = userEvent.setup();
    renderApp('/story-angles');
    await screen.findByRole('article', { name: press.headline });

    const search = screen.getByRole('searchbox', { name: 'Search story angles' });
    await user.type(search, 'closed loop');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: blog.headline })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'energy REPORTERS');
    expect(screen.getByRole('article', { name: press.headline })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.clear(search);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'thought-leadership');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: blog.headline })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'press-release');
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    await user.click(await screen.findByRole('switch', { name: 'Saved angles only' }));
    expect(await screen.findByText('No story angles match your search or filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('when save is clicked on an unsaved angle, then a story_angle saved item is created; on a saved one, isSaved is set false', async () => {
    let angles = [press, blog];
    const calls = mockApi(
      signedInRoutes({
        'GET /api/story-angles': () => angles,
        'POST /api/saved-items': () => {
          angles = angles.map((a) => (a.id === press.id ? { ...a, isSaved: true } : a));
          return { status: 201, json: {} };
        },
        [`PATCH /api/story-angles/${blog.id}`]: () => {
          angles = angles.map((a) => (a.id === blog.id ? { ...a, isSaved: false } : a));
          return angles[1];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/story-angles');
    await screen.findByRole('article', { name: press.headline });

    await user.click(within(cardOf(press.headline)).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Story angle saved successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/saved-items')?.body).toEqual({
      itemType: 'story_angle',
      itemId: press.id,
    });
    await waitFor(() =>
      expect(within(cardOf(press.headline)).getByRole('button', { name: 'Unsave' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );

    await user.click(within(cardOf(blog.headline)).getByRole('button', { name: 'Unsave' }));
    expect(await screen.findByText('Story angle updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isSaved: false });
    await waitFor(() =>
      expect(within(cardOf(blog.headline)).getByRole('button', { name: 'Save' })).toBeInTheDocument(),
    );
  });

  it('when saving fails, then Failed to save story angle is shown', async () => {
    mockApi(signedInRoutes({ 'GET /api/story-angles': [press], 'POST /api/saved-items': { status: 500, text: 'x' } }));
    const user = userEvent.setup();
    renderApp('/story-angles');
    await user.click(
      within(await screen.findByRole('article', { name: press.headline })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('Failed to save story angle')).toBeInTheDocument();
  });

  it('when an angle is edited, then headline, angle, audience and key messages are sent and the card updates', async () => {
    let current = press;
    const calls = mockApi(
      signedInRoutes({
        'GET /api/story-angles': () => [current],
        [`PATCH /api/story-angles/${press.id}`]: (call: RecordedCall) => {
          current = { ...current, ...(call.body as object) };
          return current;
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/story-angles');
    await user.click(
      within(await screen.findByRole('article', { name: press.headline })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Story Angle' });
    const headline = within(dialog).getByRole('textbox', { name: 'Headline' });
    await user.clear(headline);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Headline and angle are required');

    await user.type(headline, 'Storage undercuts gas');
    const audience = within(dialog).getByRole('textbox', { name: 'Target Audience' });
    await user.clear(audience);
    await user.type(audience, 'Utility CFOs');
    const messages = within(dialog).getByRole('textbox', { name: /Key Messages/ });
    await user.clear(messages);
    await user.type(messages, 'First point{Enter}{Enter}Second point');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Story angle updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      headline: 'Storage undercuts gas',
      angle: press.angle,
      targetAudience: 'Utility CFOs',
      keyMessages: ['First point', 'Second point'],
    });
    const card = within(await screen.findByRole('article', { name: 'Storage undercuts gas' }));
    expect(card.getByText('Utility CFOs')).toBeInTheDocument();
    expect(card.getByText('Second point')).toBeInTheDocument();
  });

  it('when share is clicked without a share sheet, then the angle is copied as plain text', async () => {
    mockApi(signedInRoutes({ 'GET /api/story-angles': [press] }));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp('/story-angles');
    await user.click(
      within(await screen.findByRole('article', { name: press.headline })).getByRole('button', { name: 'Share' }),
    );
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      [
        press.headline,
        '',
        press.angle,
        '',
        'Content idea: Press Release',
        'Target audience: Energy reporters',
        '',
        'Key messages:',
        '- Cheaper than peakers',
        '- Deployed in 12 cities',
        '',
        'Trend: Grid batteries go mainstream',
      ].join('\n'),
    );
  });

  it('when share is clicked where the browser has a share sheet, then the sheet gets the text', async () => {
    mockApi(signedInRoutes({ 'GET /api/story-angles': [press] }));
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const user = userEvent.setup();
      renderApp('/story-angles');
      await user.click(
        within(await screen.findByRole('article', { name: press.headline })).getByRole('button', { name: 'Share' }),
      );
      await waitFor(() =>
        expect(share).toHaveBeenCalledWith({ title: press.headline, text: expect.stringContaining(press.angle) }),
      );
      expect(screen.queryByText('Copied to clipboard')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('when Generate Story is clicked, then the generator opens', async () => {
    mockApi(signedInRoutes());
    const user = userEvent.setup();
    renderApp('/story-angles');
    await user.click((await screen.findAllByRole('button', { name: /Generate Story/ }))[0]!);
    expect(await screen.findByRole('dialog', { name: 'AI Story Angle Generator' })).toBeInTheDocument();
  });
});

describe('story angle filtering and stats (pure)', () => {
  it('when filters combine, then an angle must match all of them', () => {
    const angles = [press, blog];
    expect(filterAngles(angles, { ...NO_ANGLE_FILTER, search: 'LITHIUM' })).toEqual([blog]);
    expect(filterAngles(angles, { ...NO_ANGLE_FILTER, savedOnly: true })).toEqual([blog]);
    expect(filterAngles(angles, { ...NO_ANGLE_FILTER, search: 'lithium', contentType: 'press-release' })).toEqual([]);
  });

  it('when counting, then Created Today uses the local date and content types are distinct', () => {
    const now = new Date(2030, 0, 2, 12);
    const a = makeStoryAngle({ createdAt: new Date(2030, 0, 2, 0, 5).toISOString() });
    const b = makeStoryAngle({ createdAt: new Date(2030, 0, 1, 23, 55).toISOString() });
    expect(angleStats([a, b, { ...a, id: 9 }], now)).toEqual({ total: 3, createdToday: 2, contentTypes: 1 });
  });
});
