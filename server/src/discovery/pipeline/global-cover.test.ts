import { describe, expect, it } from 'vitest';
import { coveringGlobalTrends, type GlobalTrendRef, type SearchCluster } from './global-cover';

const outage: GlobalTrendRef = {
  id: 11,
  title: 'Keystone Pay shares slide 11% after payments outage',
  relatedKeywords: ['Keystone', 'outage', 'merchants'],
  sourceUrls: ['https://wire.example/keystone-outage', 'https://markets.example/kpay'],
};
const solar: GlobalTrendRef = {
  id: 12,
  title: 'Solar farms expand across the plains',
  relatedKeywords: ['solar', 'farms', 'grid'],
  sourceUrls: ['https://green.example/solar'],
};
const cluster = (over: Partial<SearchCluster>): SearchCluster => ({
  title: 'Checkout startups race to add buy now, pay later',
  relatedKeywords: ['checkout', 'instalments'],
  sourceUrls: ['https://search.example/r/9'],
  memberTrendIds: [null, null],
  ...over,
});

describe('which global trend covers a keyword search’s story', () => {
  it('when most of a story’s articles already belong to a global trend, then that trend covers it', () => {
    expect(coveringGlobalTrends([cluster({ memberTrendIds: [12, 12, null] })], [outage, solar])).toEqual([12]);
  });

  it('when only a minority of its articles belong to one, then articles alone do not decide', () => {
    expect(coveringGlobalTrends([cluster({ memberTrendIds: [12, null, null] })], [outage, solar])).toEqual([null]);
  });

  it('when a story shares a source URL with a global trend (trailing slash aside), then that trend covers it', () => {
    const shared = cluster({ sourceUrls: ['https://wire.example/keystone-outage/', 'https://x.example/1'] });
    expect(coveringGlobalTrends([shared], [solar, outage])).toEqual([11]);
  });

  it('when a story reached through other links is worded like a global trend, then that trend covers it', () => {
    const reworded = cluster({
      title: 'Keystone Pay outage leaves merchants unable to take payments',
      relatedKeywords: ['Keystone', 'outage', 'card'],
    });
    expect(coveringGlobalTrends([reworded], [outage, solar])).toEqual([11]);
  });

  it('when a story is new to global discovery, then nothing covers it and it stays a personal trend', () => {
    expect(coveringGlobalTrends([cluster({})], [outage, solar])).toEqual([null]);
    expect(coveringGlobalTrends([cluster({ memberTrendIds: [11, 11] })], [])).toEqual([null]);
  });
});
