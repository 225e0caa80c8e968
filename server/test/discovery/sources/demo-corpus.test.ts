import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_CORPUS_DIR, createDemoCorpusSource, matchesKeyword } from '../../../src/discovery/sources/demo-corpus';
import type { NewsItem } from '../../../src/discovery/types';
import { generateDemoCorpus } from '../../../scripts/generate-demo-corpus';

const DAY = 86_400_000;
const NOW = new Date('2031-05-17T08:30:00Z');

let items: NewsItem[];

beforeAll(async () => {
  const result = await createDemoCorpusSource().fetch({ now: NOW });
  expect(result.error).toBeUndefined();
  items = result.items;
});

describe('demo corpus source', () => {
  it('when read, then it yields at least 650 items from at least 12 outlets', () => {
    expect(items.length).toBeGreaterThanOrEqual(650);
    expect(new Set(items.map((i) => i.outlet)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((i) => i.source)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((i) => i.fingerprint)).size).toBe(items.length);
  });

  it('when read, then every item has a byline, and every e-mail is an .example address of that outlet', () => {
    expect(items.filter((i) => !i.author)).toEqual([]);
    const withEmail = items.filter((i) => i.authorEmail);
    expect(withEmail.length / items.length).toBeGreaterThan(0.2);
    expect(withEmail.length / items.length).toBeLessThan(0.5);
    for (const item of withEmail) {
      expect(item.authorEmail).toMatch(/^[a-z.-]+@[a-z]+\.example$/);
      expect(item.url?.includes(`//${item.authorEmail?.split('@')[1]}/`)).toBe(true);
    }
  });

  it('when read, then outlets have 3 to 6 journalists and the corpus has dozens of them', () => {
    const byOutlet = new Map<string, Set<string>>();
    for (const item of items) byOutlet.set(item.outlet ?? '', (byOutlet.get(item.outlet ?? '') ?? new Set()).add(item.author ?? ''));
    for (const [, journalists] of byOutlet) {
      expect(journalists.size).toBeGreaterThanOrEqual(3);
      expect(journalists.size).toBeLessThanOrEqual(6);
    }
    expect([...byOutlet.values()].reduce((n, s) => n + s.size, 0)).toBeGreaterThanOrEqual(50);
  });

  it('when read at an injected now, then dates span the 30 days ending at that now', () => {
    const times = items.map((i) => i.publishedAt.getTime());
    const newest = Math.max(...times);
    const oldest = Math.min(...times);
    expect(newest).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - newest).toBeLessThan(2 * 3_600_000);
    expect(NOW.getTime() - oldest).toBeLessThanOrEqual(30 * DAY);
    expect(NOW.getTime() - oldest).toBeGreaterThan(28 * DAY);
    // Explosive stories put real weight in the last day, not just a stray item.
    expect(times.filter((t) => NOW.getTime() - t < DAY).length).toBeGreaterThan(60);
  });

  it('when read at two different times, then dates move with now and fingerprints stay put', async () => {
    const later = new Date(NOW.getTime() + 3 * DAY);
    const again = await createDemoCorpusSource().fetch({ now: later });
    const first = items[0];
    const same = again.items.find((i) => i.fingerprint === first?.fingerprint);
    expect(same?.publishedAt.getTime()).toBe((first?.publishedAt.getTime() ?? 0) + 3 * DAY);
  });

  it('when searching the corpus for a keyword, then only matching items come back, tagged with the keyword', async () => {
    const result = await createDemoCorpusSource({ keyword: 'heat pumps' }).fetch({ now: NOW });
    expect(result.key).toBe('demo-search:heat pumps');
    expect(result.items.length).toBeGreaterThanOrEqual(8);
    for (const item of result.items) {
      expect(item.keyword).toBe('heat pumps');
      expect(`${item.title} ${item.summary}`.toLowerCase()).toContain('heat pump');
    }
  });

  it('when matching keywords, then case and plurals are ignored but other words are not', () => {
    expect(matchesKeyword('New battery plant for EV makers', 'EV batteries')).toBe(true);
    expect(matchesKeyword('Cybersecurity budgets grow', 'cyber')).toBe(true);
    expect(matchesKeyword('New battery plant', 'solid-state batteries')).toBe(false);
    expect(matchesKeyword('Heavy rain', 'ai')).toBe(false);
  });

  it('when the folder holds no feeds, then the source returns an error result', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'newsjack-empty-'));
    try {
      const result = await createDemoCorpusSource({ dir: empty }).fetch({ now: NOW });
      expect(result.items).toEqual([]);
      expect(result.error).toMatch(/no demo feeds/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('demo corpus generator', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'newsjack-corpus-'));
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('when run again, then it writes byte-identical files to the committed corpus', async () => {
    const summary = await generateDemoCorpus(outDir);
    expect(summary.outlets).toBeGreaterThanOrEqual(12);
    expect(summary.items).toBeGreaterThanOrEqual(650);
    expect(summary.stories).toBeGreaterThanOrEqual(35);
    expect(summary.bytes).toBeLessThan(2 * 1024 * 1024);
    const committed = (await readdir(DEFAULT_DEMO_CORPUS_DIR)).filter((f) => f !== 'README.md').sort();
    expect((await readdir(outDir)).sort()).toEqual(committed);
    for (const file of committed) {
      const fresh = await readFile(path.join(outDir, file), 'utf8');
      expect(fresh, file).toBe(await readFile(path.join(DEFAULT_DEMO_CORPUS_DIR, file), 'utf8'));
    }
  });

  it('when the ground truth is read, then every story has items from several outlets', async () => {
    const truth = JSON.parse(await readFile(path.join(DEFAULT_DEMO_CORPUS_DIR, 'ground-truth.json'), 'utf8')) as {
      stories: { id: string; fingerprints: string[] }[];
    };
    const outletOf = new Map(items.map((i) => [i.fingerprint, i.outlet]));
    for (const story of truth.stories) {
      expect(story.fingerprints.length, story.id).toBeGreaterThanOrEqual(8);
      expect(story.fingerprints.every((f) => outletOf.has(f)), story.id).toBe(true);
      expect(new Set(story.fingerprints.map((f) => outletOf.get(f))).size, story.id).toBeGreaterThanOrEqual(2);
    }
  });
});
