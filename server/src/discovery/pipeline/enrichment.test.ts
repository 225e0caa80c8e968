import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, labelledItems } from '../../../test/fixtures/clustering';
import { buildTrendDrafts } from './build-drafts';
import { factualReason, pickEnrichment, toEnrichCluster } from './enrichment';

const items = labelledItems.map((i) => ({ ...i, title: `${i.title} - ${i.outlet}`, categoryHint: i.label === 'spotify-price-rise' ? 'technology' : null }));
const draft = buildTrendDrafts(items, { now: FIXTURE_NOW }).drafts.find((d) => items[d.members[0]!]!.label === 'spotify-price-rise')!;
const size = draft.members.length;

describe('enrichment requests and fallbacks', () => {
  it('when a cluster is sent for enrichment, then it carries its distinct headlines, summaries, keywords, outlets and numbers', () => {
    const cluster = toEnrichCluster('k1', draft, items);
    expect(cluster.key).toBe('k1');
    expect(size).toBeGreaterThanOrEqual(4);
    expect(cluster.titles).toHaveLength(size);
    expect(cluster.outlets).toHaveLength(size);
    expect(cluster.summaries.length).toBeGreaterThan(0);
    expect(cluster.summaries.length).toBeLessThanOrEqual(4);
    expect(cluster.categoryHint).toBe('technology');
    expect(cluster.mentions).toBe(size);
  });

  it('when the AI answer is missing, then the representative headline (outlet removed) and the numbers stand in', () => {
    const picked = pickEnrichment('k1', draft, new Map());
    expect(picked.title).toMatch(/^Spotify/);
    expect(picked.title).not.toMatch(/ - (The Verge|TechCrunch|Bloomberg|Engadget|Music Business Worldwide)$/);
    expect(picked.category).toBe('technology');
    expect(picked.trendingReason).toBe(factualReason(draft));
    expect(picked.trendingReason).toContain(`${size} mentions in the last 24 hours from ${size} outlets`);
  });

  it('when the AI answer has a blank field or a category outside the list, then those parts fall back', () => {
    const answer = { key: 'k1', title: 'Spotify lifts US prices again', description: '  ', category: 'gossip' as never, trendingReason: 'Second rise in a year.' };
    const picked = pickEnrichment('k1', draft, new Map([['k1', answer]]));
    expect(picked).toMatchObject({ title: 'Spotify lifts US prices again', category: 'technology', trendingReason: 'Second rise in a year.' });
    expect(picked.description.length).toBeGreaterThan(10);
  });
});
