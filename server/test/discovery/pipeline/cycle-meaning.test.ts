import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { newsItems, trends } from '../../../src/db/schema';
import type { TrackedCompanies } from '../../../src/discovery/ports';
import { runDiscoveryCycle } from '../../../src/discovery/run-cycle';
import { itemText } from '../../../src/discovery/story-meaning';
import type { NewsItem } from '../../../src/discovery/types';
import { logger } from '../../../src/logger';
import type { SemanticEngine } from '../../../src/semantic';
import { referenceLabels, storyModel } from '../../helpers/story-model';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import { recordingEnrich, staticSource, trackedCompaniesOn } from './cycle-helpers';
import { testDrafts } from '../../helpers/drafts';

/**
 * The discovery cycle with an embeddings engine (docs/decisions/0033): the engine is calibrated on the reference
 * pairs, its vectors of the window's items join retellings that share no word, and an engine that does not tell
 * the references apart is not asked about the items at all.
 */
const log = logger.child({}, { level: 'silent' });
const NOW = new Date('2026-09-01T12:00:00Z');
const HOUR = 3_600_000;
let database: TestDatabase;
let db: Db;
let tracked: TrackedCompanies;

beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
  tracked = trackedCompaniesOn(db);
});
afterEach(() => database.close());

const item = (key: string, hoursAgo: number, title: string, summary: string): NewsItem => ({
  source: 'test:meaning',
  fingerprint: `meaning-${key}`,
  title,
  summary,
  url: `https://news.example/meaning/${key}`,
  outlet: 'Example News',
  author: null,
  authorEmail: null,
  publishedAt: new Date(NOW.getTime() - hoursAgo * HOUR),
});

// One rate decision told twice in words the two tellings share little of, and two unrelated single items.
const items = [
  item('hold-1', 3, 'Frankfurt leaves ECB rates unchanged for a second meeting', 'Policymakers said they would wait for wage figures before moving.'),
  item('hold-2', 5, 'ECB holds rates as inflation path stays uncertain', 'The euro area deposit rate stays at 2% after a unanimous vote.'),
  item('ferry', 4, 'Ferry services cancelled as storm reaches the islands', 'Crossings to the Western Isles were called off until Thursday.'),
  item('museum', 6, 'Museum unveils restored medieval tapestry', 'The 14th-century hanging went back on display after six years of conservation.'),
];

/** An engine that counts what it is asked to embed. */
function counting(inner: SemanticEngine): SemanticEngine & { texts: string[] } {
  const texts: string[] = [];
  return { ...inner, texts, embed: (batch) => (texts.push(...batch), inner.embed(batch)) };
}

const storyTitles = async () => {
  const rows = await db.select({ id: trends.id }).from(trends).where(eq(trends.isActive, true));
  return Promise.all(
    rows.map(async (t) =>
      (await db.select({ title: newsItems.title }).from(newsItems).where(eq(newsItems.trendId, t.id))).map((r) => r.title).sort(),
    ),
  );
};

describe('the discovery cycle with an embeddings engine', () => {
  it('when the engine reads two tellings that share little as one story, then the cycle makes them one trend, which words alone do not', async () => {
    const blind = storyModel(referenceLabels(), 'fake:knows-only-the-references');
    await runDiscoveryCycle({ drafts: testDrafts(), db, tracked, semantic: blind, sources: [staticSource('meaning', items)], enrich: recordingEnrich().enrich, scope: 'global', companies: [], now: NOW, trigger: 'manual', logger: log });
    expect(await storyTitles()).toEqual([]);

    const labels = referenceLabels();
    labels.set(itemText(items[0]!), { story: 'ecb-hold', subject: 'ecb-hold' });
    labels.set(itemText(items[1]!), { story: 'ecb-hold', subject: 'ecb-hold' });
    const engine = counting(storyModel(labels, 'fake:knows-the-hold'));
    const { enrich } = recordingEnrich();
    const result = await runDiscoveryCycle({ drafts: testDrafts(), db, tracked, semantic: engine, sources: [staticSource('meaning', items)], enrich, scope: 'global', companies: [], now: NOW, trigger: 'manual', logger: log });
    expect(result.status).toBe('succeeded');
    expect(result.errors).toEqual([]);
    expect(await storyTitles()).toEqual([[items[1]!.title, items[0]!.title].sort()]);
    // Each of the window's four items was embedded once.
    const itemTexts = items.map(itemText);
    expect(engine.texts.filter((t) => itemTexts.includes(t)).sort()).toEqual([...itemTexts].sort());
  });

  for (const [what, broken] of [
    ['answers with fewer vectors than items', (v: Float32Array[]) => Promise.resolve(v.slice(1))],
    ['fails on the items', () => Promise.reject(new Error('embeddings unavailable'))],
  ] as const) {
    it(`when the engine ${what}, then the run still succeeds, records it, and clusters by words`, async () => {
      const labels = referenceLabels();
      labels.set(itemText(items[0]!), { story: 'ecb-hold', subject: 'ecb-hold' });
      labels.set(itemText(items[1]!), { story: 'ecb-hold', subject: 'ecb-hold' });
      const model = storyModel(labels, `fake:${what}`);
      const itemTexts = new Set(items.map(itemText));
      // Right about the references (so it qualifies), broken on the window's items.
      const engine: SemanticEngine = {
        ...model,
        embed: async (texts) => {
          const vectors = await model.embed(texts);
          return texts.some((t) => itemTexts.has(t)) ? broken(vectors) : vectors;
        },
      };
      const { enrich } = recordingEnrich();
      const result = await runDiscoveryCycle({ drafts: testDrafts(), db, tracked, semantic: engine, sources: [staticSource('meaning', items)], enrich, scope: 'global', companies: [], now: NOW, trigger: 'manual', logger: log });
      expect(result.status).toBe('succeeded');
      expect(result.errors).toEqual(['clustering by words only: the semantic engine did not answer']);
      // The two tellings share no word, so words alone make no trend of them.
      expect(await storyTitles()).toEqual([]);
    });
  }

  it('when the engine does not tell the reference stories apart, then it is not asked about the items and the words decide', async () => {
    // Every text its own story: same-story references are no closer than different ones.
    const engine = counting(storyModel(new Map(), 'fake:knows-nothing'));
    const { enrich } = recordingEnrich();
    const result = await runDiscoveryCycle({ drafts: testDrafts(), db, tracked, semantic: engine, sources: [staticSource('meaning', items)], enrich, scope: 'global', companies: [], now: NOW, trigger: 'manual', logger: log });
    expect(result.status).toBe('succeeded');
    expect(engine.texts.some((t) => items.map(itemText).includes(t))).toBe(false);
    expect(await storyTitles()).toEqual([]);
  });
});
