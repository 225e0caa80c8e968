import { describe, expect, it } from 'vitest';
import type { TrendDraft } from './build-drafts';
import { majorityKeyword, topicTrendLinks, type LinkableItem } from './persist-plan';

describe('topicTrendLinks', () => {
  const item = (id: number, topicId: number | null) => ({ id, topicId, trendId: null, scope: 'global', companyId: null }) as unknown as LinkableItem;
  const plan = (key: string, members: number[]) => ({ key, draft: { members } as unknown as TrendDraft });

  it("when a topic's items went to several trends, then it links to the trend most of them went to, ties to the smaller id", () => {
    const items = [item(1, 7), item(2, 7), item(3, 7), item(4, 9), item(5, 9), item(6, 4), item(7, null), item(8, 5)];
    const planned = [plan('a', [0, 3]), plan('b', [1, 2, 4]), plan('c', [6])];
    const ids = new Map([['a', 30], ['b', 20], ['c', 10]]);
    // Topic 7: b, b, a → 20. Topic 9: a, b → a tie, the smaller id 20. Topic 4: no trend → null. Topic 5: none → null.
    expect(topicTrendLinks(items, planned, ids)).toEqual([[4, null], [5, null], [7, 20], [9, 20]]);
  });

  it('when a trend was not written (no id for its key), then its items count as in no trend', () => {
    expect(topicTrendLinks([item(1, 3), item(2, 3)], [plan('gone', [0, 1])], new Map())).toEqual([[3, null]]);
  });
});

describe('majorityKeyword', () => {
  it('when items were found by several searches, then each search counts and the most frequent names the trend', () => {
    const found: Record<number, string[] | string | null> = { 0: ['payments', 'checkout'], 1: ['payments'], 2: 'checkout', 3: null, 4: ['payments'] };
    expect(majorityKeyword([0, 1, 2, 3, 4], (m) => found[m])).toBe('payments');
  });

  it('when two searches found as many items, then the alphabetically first wins; with none, the keyword is null', () => {
    expect(majorityKeyword([0, 1], (m) => (m === 0 ? ['solar'] : ['grid']))).toBe('grid');
    expect(majorityKeyword([0, 1], () => null)).toBeNull();
  });
});
