import { describe, expect, it } from 'vitest';
import { generateForOutlets, uniqueOutlets, type BulkProgress } from '@/features/contacts/bulk-generate';

describe('Generate All', () => {
  it('when generating for several outlets, then each runs in turn with 500 ms between outlets and progress before each', async () => {
    const events: string[] = [];
    const progress: BulkProgress[] = [];
    const result = await generateForOutlets(
      ['A', 'B', 'C'],
      async (outlet) => {
        events.push(`generate ${outlet}`);
        if (outlet === 'B') throw new Error('404: {"message":"no journalists found for this outlet"}');
        return outlet === 'A' ? [1, 2] : [3];
      },
      (p) => progress.push(p),
      async (ms) => {
        events.push(`wait ${ms}`);
      },
    );
    expect(events).toEqual(['generate A', 'wait 500', 'generate B', 'wait 500', 'generate C']);
    expect(progress).toEqual([
      { current: 1, total: 3, outlet: 'A' },
      { current: 2, total: 3, outlet: 'B' },
      { current: 3, total: 3, outlet: 'C' },
    ]);
    expect(result).toMatchObject({ total: 3, succeeded: 2, contacts: 3 });
    expect(result.failed.map((f) => f.outlet)).toEqual(['B']);
  });

  it('when an outlet answers no contacts, then it does not count as an outlet contacts came from', async () => {
    const result = await generateForOutlets(
      ['A'],
      async () => [],
      () => undefined,
      async () => undefined,
    );
    expect(result).toMatchObject({ total: 1, succeeded: 0, contacts: 0, failed: [] });
  });

  it('when suggested outlets repeat or are blank, then each outlet gets one button', () => {
    expect(uniqueOutlets([' Settle & Clear', 'settle & clear', '', 'Tickerstone Markets'])).toEqual([
      'Settle & Clear',
      'Tickerstone Markets',
    ]);
  });
});
