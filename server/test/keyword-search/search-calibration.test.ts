import { beforeAll, describe, expect, it } from 'vitest';
import { keywordSense } from '../../src/modules/keywords/keyword-sense';
import { cosineMapFor, measureCosineScale, OFFLINE_SCALE } from '../../src/modules/keywords/keyword-search-calibration';
import { NewsSearchIndex, type SearchHit } from '../../src/modules/keywords/news-search-index';
import { dot } from '../../src/semantic';
import { apiLikeEngine } from '../helpers/api-like-engine';
import { testSemanticEngine } from '../helpers/semantic';
import { LABELLED_QUERIES, SEARCH_COMPANIES, SEARCH_STORIES, type LabelledQuery } from './search-news-fixture';

/**
 * Keyword search reads every engine's cosines on the scale its thresholds were measured on
 * (keyword-search-calibration.ts): an embeddings API answers on another scale, where the offline thresholds would
 * let everything through or nothing.
 */

const documents = SEARCH_STORIES.map((s, i) => ({ id: i, texts: s.items.flatMap((it) => [it.title, `${it.title}. ${it.summary}`]) }));
const senseOf = (q: LabelledQuery) => keywordSense(q.company ? SEARCH_COMPANIES[q.company] : null, q.keyword);

async function searchAll(index: NewsSearchIndex): Promise<{ missed: string[]; falseHits: string[]; found: Map<string, Set<string>> }> {
  const found = new Map<string, Set<string>>();
  const missed: string[] = [];
  const falseHits: string[] = [];
  for (const q of LABELLED_QUERIES) {
    const got = new Set((await index.search(q.keyword, senseOf(q))).map((h: SearchHit) => SEARCH_STORIES[h.id]!.id));
    found.set(q.keyword, got);
    missed.push(...q.hits.filter((h) => !got.has(h)).map((h) => `${q.keyword} → ${h}`));
    falseHits.push(...q.nonHits.filter((h) => got.has(h)).map((h) => `${q.keyword} → ${h}`));
  }
  return { missed, falseHits, found };
}

const offline = testSemanticEngine();
const api = apiLikeEngine(offline);

describe('keyword search calibrated for the engine in use', () => {
  let apiIndex: NewsSearchIndex;
  beforeAll(async () => {
    apiIndex = await NewsSearchIndex.build(api, documents);
  }, 120_000);

  it('when the offline engine is measured, then its scale is the one the thresholds are written in (the map is the identity)', async () => {
    const scale = await measureCosineScale(offline);
    expect(Math.abs(scale.median - OFFLINE_SCALE.median)).toBeLessThan(0.001);
    expect(Math.abs(scale.spread - OFFLINE_SCALE.spread)).toBeLessThan(0.001);
    const map = await cosineMapFor(offline);
    for (const c of [0.15, 0.2, 0.46, 0.6]) expect(Math.abs(map(c) - c)).toBeLessThan(0.005);
  });

  it('when an engine squeezes every cosine into about 0.7–0.9, then the map puts its pairs where the offline engine puts them, measured once', async () => {
    const scale = await measureCosineScale(api);
    expect(scale.median).toBeGreaterThan(0.65);
    const [a, b] = await offline.embed(['heat pumps', 'Installers expect rush as heat pump grant goes up']);
    const [x, y] = await api.embed(['heat pumps', 'Installers expect rush as heat pump grant goes up']);
    expect(dot(x!, y!)).toBeGreaterThan(0.8);
    expect(Math.abs((await cosineMapFor(api))(dot(x!, y!)) - dot(a!, b!))).toBeLessThan(0.01);
    expect(cosineMapFor(api)).toBe(cosineMapFor(api));
  });

  it('when searched through that engine, then every labelled story is found and no labelled non-hit (other senses included) is returned', async () => {
    const { missed, falseHits, found } = await searchAll(apiIndex);
    expect(missed).toEqual([]);
    expect(falseHits).toEqual([]);
    expect(found.get('Session')!.has('sleep-retreat')).toBe(false);
    expect(found.get('virtual cards')!.has('greeting-cards')).toBe(false);
    expect(found.get('dog food')!.has('hot-dog-stands')).toBe(false);
  });

  it('when the same engine is searched with its cosines read as offline ones (no calibration), then unrelated stories and other senses get through', async () => {
    const uncalibrated = await NewsSearchIndex.build(api, documents, (cosine) => cosine);
    const { falseHits } = await searchAll(uncalibrated);
    expect(falseHits.length).toBeGreaterThan(5);
  });
});
