import { describe, expect, it } from 'vitest';
import { outletsByCoverage, suggestOutlets } from '../../src/ai/offline/outlets';
import { rankOutletsByCoverage } from '../../src/modules/onboarding/outlet-coverage';

/** A fake engine: a text's vector is the unit vector of the first topic word it contains. */
const TOPICS = ['charity', 'payments', 'football'];
const fakeSemantic = {
  async embed(texts: readonly string[]) {
    return texts.map((t) => {
      const v = new Float32Array(TOPICS.length);
      const i = TOPICS.findIndex((w) => t.toLowerCase().includes(w));
      if (i >= 0) v[i] = 1;
      return v;
    });
  },
};

describe('outlets chosen by what they cover', () => {
  const outlets = [
    { name: 'Sports Daily', categories: ['lifestyle'], recentTitles: ['Football transfer window closes'] },
    { name: 'Third Sector', categories: ['business'], recentTitles: ['Charity demand rises', 'Charity funding cut'] },
    { name: 'No Headlines Gazette', categories: ['health'] },
  ];

  it('when outlets have recent headlines, then they are ranked by similarity to the company and the headlines are dropped', async () => {
    const ranked = await rankOutletsByCoverage(fakeSemantic, 'A charity giving emergency food parcels', outlets);
    expect(ranked.map((o) => o.name)).toEqual(['Third Sector', 'Sports Daily', 'No Headlines Gazette']);
    expect(ranked[0]).toEqual({ name: 'Third Sector', categories: ['business'], coverage: 1 });
    expect(ranked[2]).not.toHaveProperty('coverage');
    expect(ranked.some((o) => 'recentTitles' in o)).toBe(false);
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
