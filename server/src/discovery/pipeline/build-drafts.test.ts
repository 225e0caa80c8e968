import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, labelledItems } from '../../../test/fixtures/clustering';
import { buildTrendDrafts, joinStoryGroups } from './build-drafts';
import { volumesByPercentile } from './ranking';
import { testStoryLexicon } from '../../../test/helpers/semantic';

// Clustering reads the offline word vectors in every cycle (run-cycle), so the drafts are made with them here too.
const lexicon = await testStoryLexicon();

const items = labelledItems.map((i, n) => ({ ...i, url: `https://news.example/${n}` }));

describe('buildTrendDrafts', () => {
  const { drafts, offList, clusters } = buildTrendDrafts(items, { now: FIXTURE_NOW }, [], undefined, lexicon);
  const singles = offList.filter((s) => s.members.length === 1);

  it('when the fixture is drafted, then every multi-item cluster becomes a ranked trend and singletons do not', () => {
    expect(drafts.length).toBeGreaterThanOrEqual(15);
    expect(drafts.every((d) => d.members.length >= 2)).toBe(true);
    expect(drafts.map((d) => d.rank)).toEqual(drafts.map((_, i) => i + 1));
    expect([...drafts].sort((a, b) => b.score - a.score).map((d) => d.rank)).toEqual(drafts.map((d) => d.rank));
  });

  it('when a story was told over two days, then its own window holds every report, with keywords as written, recent URLs first and its outlets', () => {
    // The story's trend (the fixture's other central banks' rate news sits close to it; the quality gates measure
    // how often such an item joins).
    const ecb = drafts.find((d) => d.members.some((m) => items[m]!.label === 'ecb-rate-cut'))!;
    expect(ecb.members.filter((m) => items[m]!.label === 'ecb-rate-cut')).toHaveLength(8);
    // One of its eight items is 26 hours old: the trend's own window is 7d, so its mentions count every report.
    expect(ecb.timeframe).toBe('7d');
    expect(ecb.metrics.mentions).toBe(ecb.members.length);
    expect(ecb.history.reduce((s, b) => s + b.mentions, 0)).toBe(ecb.members.length);
    expect(ecb.relatedKeywords).toEqual(expect.arrayContaining(['ECB']));
    expect(ecb.relatedKeywords.length).toBeLessThanOrEqual(10);
    expect(ecb.relatedKeywords.some((k) => /^[\d.,%]+$/.test(k))).toBe(false);
    const times = ecb.reports.map((r) => items[Number(r.url.split('/').pop())]!.publishedAt.getTime());
    expect(ecb.reports.map((r) => r.publishedAt.getTime())).toEqual(times);
    expect(new Set(ecb.reports.map((r) => r.outlet))).toEqual(new Set(ecb.outlets));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ecb.outlets).toEqual(expect.arrayContaining(['Reuters', 'Bloomberg']));
  });

  it('when a story was told within the last day, then its own window is 24h and its mentions are its reports', () => {
    const today = drafts.filter((d) => d.members.every((m) => FIXTURE_NOW.getTime() - items[m]!.publishedAt.getTime() <= 24 * 3_600_000));
    expect(today.length).toBeGreaterThan(0);
    for (const draft of today) {
      expect(draft.timeframe).toBe('24h');
      expect(draft.metrics.mentions).toBe(draft.members.length);
    }
  });

  it('when a story is three weeks old, then its stored window is month, and a negative story reads negative', () => {
    const beats = drafts.find((d) => d.members.every((m) => items[m]!.label === 'beats-pill-recall'))!;
    expect(beats.timeframe).toBe('month');
    const quake = drafts.find((d) => d.members.some((m) => items[m]!.label === 'taiwan-quake'))!;
    expect(quake.sentiment).toBe('negative');
    expect(quake.sentimentScore).toBeLessThan(0);
  });

  it('when maxTrends is smaller than the number of clusters, then only the best ranked are kept', () => {
    const top = buildTrendDrafts(items, { now: FIXTURE_NOW, maxTrends: 3 }, [], undefined, lexicon).drafts;
    expect(top.map((d) => d.members)).toEqual(drafts.slice(0, 3).map((d) => d.members));
    // Volume is relative to the trends kept, not to every cluster: among all drafts the best are 'high'.
    expect(top.map((d) => d.volume)).toEqual(volumesByPercentile(top.map((d) => d.metrics.mentions)));
    expect(drafts[0]!.volume).toBe('high');
  });

  it('when stories told more than once rank past maxTrends, then the recent ones are off the list, best first and before the singles, ranked after the list', () => {
    const capped = buildTrendDrafts(items, { now: FIXTURE_NOW, maxTrends: 3 }, [], undefined, lexicon);
    const weekAgo = FIXTURE_NOW.getTime() - 7 * 86_400_000;
    const past = drafts.slice(3).filter((d) => d.lastSeenAt.getTime() >= weekAgo);
    expect(past.length).toBeGreaterThan(0);
    const told = capped.offList.filter((d) => d.members.length > 1);
    expect(told.map((d) => d.members)).toEqual(past.map((d) => d.members));
    expect(capped.offList.slice(0, told.length)).toEqual(told);
    expect(capped.offList.map((d) => d.rank)).toEqual(capped.offList.map((_, i) => 3 + i + 1));
    expect(told.every((d) => d.volume === 'low')).toBe(true);
  });

  it('when every story told more than once is on the list, then off the list are the stories told once within the week, newest first and ranked after every trend; older ones are not', () => {
    expect(offList).toEqual(singles);
    const weekAgo = FIXTURE_NOW.getTime() - 7 * 86_400_000;
    const lone = clusters.filter((c) => c.length === 1).map((c) => c[0]!);
    const recent = lone.filter((m) => items[m]!.publishedAt.getTime() >= weekAgo);
    expect(lone.length).toBeGreaterThan(recent.length);
    expect(singles.map((s) => s.members[0]).sort((a, b) => a! - b!)).toEqual([...recent].sort((a, b) => a - b));
    expect(singles.every((s) => s.members.length === 1 && s.metrics.mentions === 1 && s.reports.length === 1)).toBe(true);
    const times = singles.map((s) => s.firstSeenAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(singles.map((s) => s.rank)).toEqual(singles.map((_, i) => drafts.length + i + 1));
  });
});

describe('joinStoryGroups', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 10, 2, h));
  const item = (h: number, storyKey: string | null = null) => ({ title: `t${h}`, summary: '', publishedAt: at(h), storyKey });

  it('when reports a source grouped as one story were left alone, then they join their group’s cluster or form one', () => {
    const items = [item(1, 'g1'), item(2), item(3, 'g1'), item(4, 'g2'), item(5, 'g2'), item(6)];
    expect(joinStoryGroups([[0, 1], [2], [3], [4], [5]], items)).toEqual([[0, 1, 2], [3, 4], [5]]);
  });

  it('when a grouped report already sits in another story, then neither cluster is changed', () => {
    const items = [item(1, 'g1'), item(2), item(3, 'g1'), item(4)];
    expect(joinStoryGroups([[0, 1], [2, 3]], items)).toEqual([[0, 1], [2, 3]]);
  });
});
