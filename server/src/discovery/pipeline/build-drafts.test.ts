import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, labelledItems } from '../../../test/fixtures/clustering';
import { buildTrendDrafts } from './build-drafts';
import { volumesByPercentile } from './ranking';

const items = labelledItems.map((i, n) => ({ ...i, url: `https://news.example/${n}` }));

describe('buildTrendDrafts', () => {
  const { drafts } = buildTrendDrafts(items, { now: FIXTURE_NOW });

  it('when the fixture is drafted, then every multi-item cluster becomes a ranked trend and singletons do not', () => {
    expect(drafts.length).toBeGreaterThanOrEqual(15);
    expect(drafts.every((d) => d.members.length >= 2)).toBe(true);
    expect(drafts.map((d) => d.rank)).toEqual(drafts.map((_, i) => i + 1));
    expect([...drafts].sort((a, b) => b.score - a.score).map((d) => d.rank)).toEqual(drafts.map((d) => d.rank));
  });

  it('when a story is hours old, then it is a 24h trend with keywords as written, recent URLs first and its outlets', () => {
    const ecb = drafts.find((d) => d.members.every((m) => items[m]!.label === 'ecb-rate-cut'))!;
    expect(ecb.timeframe).toBe('24h');
    // One of its eight items is 26 hours old: in the history, not in the 24h count.
    expect(ecb.metrics.mentions).toBe(7);
    expect(ecb.relatedKeywords).toEqual(expect.arrayContaining(['ECB']));
    expect(ecb.relatedKeywords.length).toBeLessThanOrEqual(10);
    expect(ecb.relatedKeywords.some((k) => /^[\d.,%]+$/.test(k))).toBe(false);
    const times = ecb.sourceUrls.map((u) => items[Number(u.split('/').pop())]!.publishedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ecb.outlets).toEqual(expect.arrayContaining(['Reuters', 'Bloomberg']));
    expect(ecb.history.reduce((s, b) => s + b.mentions, 0)).toBe(8);
  });

  it('when a story is three weeks old, then its stored window is month, and a negative story reads negative', () => {
    const beats = drafts.find((d) => d.members.every((m) => items[m]!.label === 'beats-pill-recall'))!;
    expect(beats.timeframe).toBe('month');
    const quake = drafts.find((d) => d.members.some((m) => items[m]!.label === 'taiwan-quake'))!;
    expect(quake.sentiment).toBe('negative');
    expect(quake.sentimentScore).toBeLessThan(0);
  });

  it('when maxTrends is smaller than the number of clusters, then only the best ranked are kept', () => {
    const top = buildTrendDrafts(items, { now: FIXTURE_NOW, maxTrends: 3 }).drafts;
    expect(top.map((d) => d.members)).toEqual(drafts.slice(0, 3).map((d) => d.members));
    // Volume is relative to the trends kept, not to every cluster: among all drafts the best are 'high'.
    expect(top.map((d) => d.volume)).toEqual(volumesByPercentile(top.map((d) => d.metrics.mentions)));
    expect(drafts[0]!.volume).toBe('high');
  });
});
