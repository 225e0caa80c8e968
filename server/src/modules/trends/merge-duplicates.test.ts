import { describe, expect, it } from 'vitest';
import { MAX_MERGED_SOURCE_URLS, mergeDuplicates, type MergeableTrend } from './merge-duplicates';

let nextId = 1;
const trend = (spec: Partial<MergeableTrend> & Pick<MergeableTrend, 'title'>): MergeableTrend => {
  const id = spec.id ?? nextId++;
  return {
    id,
    scope: 'global',
    relatedKeywords: [],
    matchedKeywords: [],
    relevanceScore: 0,
    mentions: 5,
    sourceUrls: [`https://news.example/${id}`],
    ...spec,
  };
};

/** Other stories of the day, so the TF-IDF corpus looks like a real list rather than two documents. */
const backdrop = (): MergeableTrend[] => [
  trend({
    title: 'Food giant Halvorsen bets on healthier snacks with Greenacre deal',
    relatedKeywords: ['Greenacre', 'Halvorsen', 'snacks'],
  }),
  trend({
    title: 'Smart glasses go mainstream? Lumora launches Sight at $349',
    relatedKeywords: ['Lumora', 'glasses', 'camera'],
  }),
  trend({
    title: 'Hurricane Odessa makes landfall near Halvern Bay as Category 4 storm',
    relatedKeywords: ['storm', 'Odessa'],
  }),
  trend({
    title: 'Brightway Stores cuts holiday forecast as shoppers pull back',
    relatedKeywords: ['Brightway', 'retail'],
  }),
];

const outageGlobal = () =>
  trend({
    title: 'Keystone Pay shares slide 11% after payments outage',
    relatedKeywords: ['Keystone', 'outage', 'merchants', 'card', 'Pay'],
    mentions: 17,
    sourceUrls: ['https://wire.example/keystone-1', 'https://wire.example/keystone-2'],
  });
const outagePersonal = (spec: Partial<MergeableTrend> = {}) =>
  trend({
    scope: 'personal',
    title: 'Keystone Pay outage leaves millions of card payments failing',
    relatedKeywords: ['Keystone', 'merchants', 'card', 'outage', 'processing'],
    mentions: 11,
    relevanceScore: 0.55,
    matchedKeywords: ['payments'],
    sourceUrls: ['https://search.example/r/keystone-a'],
    ...spec,
  });

const titles = (trends: readonly MergeableTrend[]) => trends.map((t) => t.title);

describe('mergeDuplicates', () => {
  it('when a personal trend shares a source URL with a global one, then they become one card even worded apart', () => {
    const global = trend({
      title: 'Regulators approve grid expansion',
      sourceUrls: ['https://a.example/x', 'https://a.example/y'],
    });
    const personal = trend({
      scope: 'personal',
      title: 'Solar installers cheer the vote',
      mentions: 2,
      sourceUrls: ['https://a.example/y/'],
    });
    const merged = mergeDuplicates([...backdrop(), global, personal]);
    expect(merged).toHaveLength(5);
    expect(merged.find((t) => t.id === global.id)).toBeDefined();
    expect(merged.find((t) => t.id === personal.id)).toBeUndefined();
  });

  it('when the same story is worded differently and shares no URL, then title and keyword similarity merges it', () => {
    const global = outageGlobal();
    const merged = mergeDuplicates([...backdrop(), global, outagePersonal()]);
    expect(titles(merged)).toEqual([...titles(backdrop()), global.title]);
  });

  it('when two different stories share one word, then they stay two cards', () => {
    const global = trend({
      title: 'Keystone Bank opens forty branches in rural towns',
      relatedKeywords: ['branches', 'rural', 'banking'],
    });
    const personal = trend({
      scope: 'personal',
      title: 'Keystone Pay outage leaves card payments failing',
      relatedKeywords: ['outage', 'card'],
    });
    const solar = trend({ title: 'Solar farms expand across the plains', relatedKeywords: ['solar', 'farms'] });
    const eclipse = trend({
      scope: 'personal',
      title: 'Solar eclipse draws crowds to the coast',
      relatedKeywords: ['eclipse', 'crowds'],
    });
    expect(mergeDuplicates([...backdrop(), global, personal, solar, eclipse])).toHaveLength(8);
  });

  it('when merged, then the card keeps the busier trend and carries the higher relevance, every keyword and both sets of links', () => {
    const global = outageGlobal();
    const personal = outagePersonal();
    const [card] = mergeDuplicates([{ ...global, matchedKeywords: ['Payments', 'outage'] }, personal]);
    expect(card).toMatchObject({
      id: global.id,
      scope: 'global',
      title: global.title,
      mentions: 17,
      relevanceScore: 0.55,
      matchedKeywords: ['Payments', 'outage'],
      sourceUrls: [...global.sourceUrls, ...personal.sourceUrls],
    });
    const [again] = mergeDuplicates([global, { ...personal, matchedKeywords: ['checkout', 'payments'] }]);
    expect(again!.matchedKeywords).toEqual(['checkout', 'payments']);
  });

  it('when the personal trend has more mentions, then it is the card kept, with the global links after its own', () => {
    const global = outageGlobal();
    const personal = outagePersonal({
      mentions: 30,
      sourceUrls: ['https://wire.example/keystone-2', 'https://p.example/1'],
    });
    const [card] = mergeDuplicates([{ ...global, relevanceScore: 0.7 }, personal]);
    expect(card).toMatchObject({ id: personal.id, scope: 'personal', relevanceScore: 0.7, mentions: 30 });
    expect(card!.sourceUrls).toEqual([
      'https://wire.example/keystone-2',
      'https://p.example/1',
      'https://wire.example/keystone-1',
    ]);
  });

  it('when mentions tie, then the global trend is kept', () => {
    const global = outageGlobal();
    const [card] = mergeDuplicates([global, outagePersonal({ mentions: global.mentions })]);
    expect(card!.id).toBe(global.id);
  });

  it('when the links of both exceed the limit, then the card keeps at most ten distinct ones, its own first', () => {
    const urls = (prefix: string) => Array.from({ length: 8 }, (_, i) => `https://${prefix}.example/${i}`);
    const global = trend({ title: 'Port Calder hack shows how exposed small cities are', sourceUrls: urls('g') });
    const personal = trend({
      scope: 'personal',
      title: 'Port Calder ransomware',
      mentions: 1,
      sourceUrls: [...urls('g').slice(0, 1), ...urls('p')],
    });
    const [card] = mergeDuplicates([global, personal]);
    expect(card!.sourceUrls).toHaveLength(MAX_MERGED_SOURCE_URLS);
    expect(card!.sourceUrls).toEqual([...urls('g'), ...urls('p').slice(0, 2)]);
  });

  it('when two personal trends repeat one global story, then all three are one card', () => {
    const global = outageGlobal();
    const first = outagePersonal();
    const second = trend({
      scope: 'personal',
      title: 'Checkout chaos as Keystone Pay goes down',
      sourceUrls: [global.sourceUrls[1]!],
      relevanceScore: 0.42,
      matchedKeywords: ['checkout'],
    });
    const merged = mergeDuplicates([...backdrop(), global, first, second]);
    expect(merged).toHaveLength(5);
    expect(merged.at(-1)).toMatchObject({
      id: global.id,
      relevanceScore: 0.55,
      matchedKeywords: ['payments', 'checkout'],
    });
  });

  it('when only one scope is present, or the duplicates are both global or both personal, then nothing merges', () => {
    const global = outageGlobal();
    const personal = outagePersonal({ sourceUrls: global.sourceUrls });
    expect(mergeDuplicates([global, { ...global, id: 999 }])).toHaveLength(2);
    expect(mergeDuplicates([personal, { ...personal, id: 998 }])).toHaveLength(2);
    expect(mergeDuplicates([])).toEqual([]);
  });
});
