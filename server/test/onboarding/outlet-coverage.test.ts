import { describe, expect, it } from 'vitest';
import { outletsByCoverage, suggestOutlets } from '../../src/ai/offline/outlets';
import { rankOutletsByCoverage } from '../../src/modules/onboarding/outlet-coverage';

/**
 * A fake engine: a text's vector counts the words of each topic it contains, normalised, so a text on a topic in
 * several words stays on it when one word is left out, and one shared word is all a text in another sense has.
 */
const TOPICS = [
  ['charity', 'food', 'banks', 'parcels'],
  ['payments', 'card', 'invoices'],
  ['football', 'transfer'],
  ['dog', 'pets', 'kibble'],
];
const fakeSemantic = {
  async embed(texts: readonly string[]) {
    return texts.map((t) => {
      const words = t.toLowerCase().split(/[^a-z]+/);
      const v = new Float32Array(TOPICS.length);
      TOPICS.forEach((topic, i) => (v[i] = words.filter((w) => topic.includes(w)).length));
      const norm = Math.hypot(...v) || 1;
      return v.map((x) => x / norm);
    });
  },
};

describe('outlets chosen by what they cover', () => {
  const outlets = [
    { name: 'Sports Daily', categories: ['lifestyle'], recentTitles: ['Football transfer window closes'] },
    {
      name: 'Third Sector',
      categories: ['business'],
      recentTitles: ['Charity food banks see demand rise', 'Food parcels run short at charity banks'],
    },
    { name: 'No Headlines Gazette', categories: ['health'] },
  ];

  it('when outlets have recent headlines, then they are ranked by similarity to the company and the headlines are dropped', async () => {
    const ranked = await rankOutletsByCoverage(fakeSemantic, 'A charity giving emergency food parcels', outlets);
    expect(ranked.map((o) => o.name)).toEqual(['Third Sector', 'Sports Daily', 'No Headlines Gazette']);
    expect(ranked[0]).toMatchObject({ name: 'Third Sector', categories: ['business'] });
    expect(ranked[0]!.coverage).toBeGreaterThan(0.6);
    expect(ranked[2]).not.toHaveProperty('coverage');
    expect(ranked.some((o) => 'recentTitles' in o)).toBe(false);
  });

  it('when an outlet has one close headline, then its coverage is that of its second one and it is not chosen as covering the subject', async () => {
    const known = [
      {
        name: 'Pets Weekly',
        categories: [],
        recentTitles: ['Dog owners switch from kibble', 'Football transfer news'],
      },
      {
        name: 'Pets Daily',
        categories: [],
        recentTitles: ['Dog owners switch from kibble', 'Pets and kibble prices rise'],
      },
    ];
    const ranked = await rankOutletsByCoverage(fakeSemantic, 'Fresh dog food: pets leave kibble behind', known);
    expect(ranked.map((o) => o.name)).toEqual(['Pets Daily', 'Pets Weekly']);
    expect(ranked[0]!.coverage).toBeGreaterThan(0.9);
    expect(ranked[1]!.coverage).toBe(0);
    expect(ranked[1]!.closestArticle).toBeGreaterThan(0.9);
  });

  it("when an outlet's only close headline shares one word with the company, then it is no evidence and the outlet is not suggested", async () => {
    const known = [
      {
        name: 'City Post',
        categories: [],
        recentTitles: ['Hot dog eating champ downs 62 franks', 'Football transfer window closes'],
      },
      { name: 'Pet Gazette', categories: [], recentTitles: ['Fresh dog food: owners switch pets from kibble'] },
    ];
    const ranked = await rankOutletsByCoverage(fakeSemantic, 'Fresh dog food for pets, no kibble', known);
    const cityPost = ranked.find((o) => o.name === 'City Post')!;
    expect(cityPost.closestArticle).toBe(0);
    expect(outletsByCoverage(ranked)).toEqual(['Pet Gazette']);
  });

  it('when the coverage is low or missing, then the outlet is not suggested however its trend category reads', () => {
    const known = [
      { name: 'Third Sector', categories: ['business'], coverage: 0.66 },
      { name: 'Health Weekly', categories: ['health', 'lifestyle'] },
      { name: 'Sports Daily', categories: ['lifestyle'], coverage: 0.12 },
      { name: 'Weak Match Post', categories: ['business'], coverage: 0.41 },
    ];
    expect(outletsByCoverage(known)).toEqual(['Third Sector']);
    const suggested = suggestOutlets(null, known, ['Local Paper']);
    expect(suggested.slice(0, 2)).toEqual(['Third Sector', 'Local Paper']);
    expect(suggested).not.toContain('Health Weekly');
    expect(suggested).not.toContain('Sports Daily');
    expect(suggested.length).toBeGreaterThanOrEqual(6);
  });
});
