import { describe, expect, it } from 'vitest';
import { KeywordMentionIndex } from './keyword-counts';

const NOW = new Date('2024-06-30T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);
const items = [
  { title: 'Electric vehicle sales jump in Norway', summary: '', publishedAt: daysAgo(1) },
  { title: 'Tesla cuts prices', summary: 'Cheaper electric vehicles in Europe.', publishedAt: daysAgo(2) },
  { title: 'Electric grid upgrade', summary: 'New vehicles for utility crews.', publishedAt: daysAgo(3) },
  { title: 'Electric vehicles tax credit ends', summary: '', publishedAt: daysAgo(10) },
  { title: 'Electric vehicle charging at VoltGrid hubs', summary: '', publishedAt: daysAgo(2), companyId: 5 },
  { title: 'Electric vehicles in 2020', summary: '', publishedAt: daysAgo(40) },
];

describe('KeywordMentionIndex', () => {
  it('when a multi-word keyword is counted, then only contiguous stem matches in the last 7 days count against the 7 before', () => {
    const index = new KeywordMentionIndex(items, NOW);
    expect(index.count('electric vehicles')).toEqual({ mentions: 2, previous: 1, trend: 100 });
  });

  it("when a company's own search results exist, then they count for that company only", () => {
    const index = new KeywordMentionIndex(items, NOW);
    expect(index.count('electric vehicles', 5).mentions).toBe(3);
    expect(index.count('electric vehicles', 6).mentions).toBe(2);
  });

  it('when a keyword never appears or is only a stop word, then it counts zero', () => {
    const index = new KeywordMentionIndex(items, NOW);
    expect(index.count('hydrogen')).toEqual({ mentions: 0, previous: 0, trend: 0 });
    expect(index.count('the')).toEqual({ mentions: 0, previous: 0, trend: 0 });
  });
});
