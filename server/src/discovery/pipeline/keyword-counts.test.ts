import { describe, expect, it } from 'vitest';
import { KeywordMentionCounter, type CountedKeyword } from './keyword-counts';

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

function count(keywords: CountedKeyword[], pages: (typeof items)[] = [items]) {
  const counter = new KeywordMentionCounter(keywords, NOW);
  for (const page of pages) counter.add(page);
  return counter.counts();
}

describe('KeywordMentionCounter', () => {
  it('when a multi-word keyword is counted, then only contiguous stem matches in the last 7 days count against the 7 before', () => {
    expect(count([{ term: 'electric vehicles', companyId: null }])).toEqual([{ mentions: 2, previous: 1, trend: 100 }]);
  });

  it("when a keyword's words appear only inside an idiom ('a minister in hot water'), then the item does not mention it", () => {
    const idiom = [
      { title: 'Fisheries minister in hot water over quota transfer', summary: '', publishedAt: daysAgo(1) },
      { title: 'Town asked to save hot water in cold snap', summary: '', publishedAt: daysAgo(1) },
    ];
    expect(count([{ term: 'hot water', companyId: null }], [idiom])).toEqual([{ mentions: 1, previous: 0, trend: 100 }]);
  });

  it("when a company's own search results exist, then they count for that company only", () => {
    const [five, six] = count([
      { term: 'electric vehicles', companyId: 5 },
      { term: 'electric vehicles', companyId: 6 },
    ]);
    expect(five!.mentions).toBe(3);
    expect(six!.mentions).toBe(2);
  });

  it('when a keyword never appears or is only a stop word, then it counts zero', () => {
    expect(
      count([
        { term: 'hydrogen', companyId: null },
        { term: 'the', companyId: null },
      ]),
    ).toEqual([
      { mentions: 0, previous: 0, trend: 0 },
      { mentions: 0, previous: 0, trend: 0 },
    ]);
  });

  it('when items arrive a page at a time, then the counts equal counting them all at once', () => {
    const keywords = [
      { term: 'electric vehicles', companyId: 5 },
      { term: 'tesla', companyId: null },
    ];
    expect(count(keywords, [items.slice(0, 2), items.slice(2, 5), items.slice(5)])).toEqual(count(keywords));
  });

  it('when one item names a keyword twice, or names two keywords sharing a first word, then it counts once for each', () => {
    const twice = [{ title: 'Electric vehicles, electric vehicles everywhere', summary: 'Electric grid too.', publishedAt: daysAgo(1) }];
    expect(
      count(
        [
          { term: 'electric vehicles', companyId: null },
          { term: 'electric grid', companyId: null },
        ],
        [twice],
      ).map((c) => c.mentions),
    ).toEqual([1, 1]);
  });
});
