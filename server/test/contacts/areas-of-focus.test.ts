import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areasOfFocus, MAX_AREAS_OF_FOCUS } from '../../src/modules/contacts/discovery/beats';
import type { HarvestedArticle } from '../../src/modules/contacts/discovery/harvest';
import type { SemanticEngine } from '../../src/semantic';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A journalist's beat from their articles, with the app's semantic engine (offline word vectors). */
let t: TestApp;
let semantic: SemanticEngine;
beforeAll(async () => {
  t = await createTestApp();
  semantic = t.deps.semantic;
});
afterAll(() => t.close());

/** Articles as feeds give them: a headline and, where the test says, a summary. */
const articles = (titles: (string | [string, string])[]): HarvestedArticle[] =>
  titles.map((t) => {
    const [title, summary] = typeof t === 'string' ? [t, null] : t;
    return { title, url: null, publishedAt: null, summary };
  });

describe('areas of focus', () => {
  it('when a reporter writes about several subjects, then the most evidenced multi-word topics come first, named by their own phrases', async () => {
    const areas = await areasOfFocus(
      articles([
        'Card settlement times fall for small merchants',
        'Regulator reviews card settlement rules',
        'Why card settlement still takes three days',
        'Payment fraud losses climb as scammers target checkout pages',
        'Banks share data to fight payment fraud',
        'Open banking payments pass a million a month',
        'Northbank Pay names new chief executive',
      ]),
      semantic,
    );
    expect(areas[0]).toBe('card settlement');
    expect(areas[1]).toBe('payment fraud');
    expect(areas.length).toBeLessThanOrEqual(MAX_AREAS_OF_FOCUS);
    // Topics, not single words; no company names or people.
    expect(areas.every((a) => a.split(' ').length >= 2)).toBe(true);
    expect(areas.join(' ')).not.toMatch(/Northbank|chief executive/);
  });

  it('when headlines word one subject differently, then it is one topic, not several', async () => {
    const areas = await areasOfFocus(
      articles([
        'Measles outbreak spreads to three more schools',
        'Measles cases climb as outbreak widens',
        'Catch-up measles vaccination offered in schools',
        [
          'Heat pump grants reopen for terraced homes',
          'Owners of terraced homes can again apply for a heat pump grant.',
        ],
      ]),
      semantic,
    );
    expect(areas.filter((a) => /measles/i.test(a))).toHaveLength(1);
    expect(areas).toContain('heat pump grants');
  });

  it('when headlines name no subject phrase, then no areas are made up', async () => {
    expect(await areasOfFocus(articles(['Breaking: Ravi Menon', 'Live updates', 'Letters']), semantic)).toEqual([]);
    expect(await areasOfFocus([], semantic)).toEqual([]);
  });
});
