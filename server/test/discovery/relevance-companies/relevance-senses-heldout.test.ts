import { beforeAll, describe, expect, it } from 'vitest';
import { scoreTrendsForCompanies } from '../../../src/discovery/relevance';
import type { TrendForRelevance } from '../../../src/discovery/relevance/types';
import { generalNews, type NewsStory } from '../../fixtures/relevance-companies';
import { senseHeldOut } from '../../fixtures/relevance-senses-heldout';
import { testSemanticEngine } from '../../helpers/semantic';

/**
 * The held-out word-sense check of decision 56 (fixtures/relevance-senses-heldout): six companies as onboarding
 * leaves them, each with two relevant stories, three stories using one of its words in another sense and one
 * unrelated story, scored as one day's trends (every company's stories and the general news) by the relevance
 * engine directly. The PR reader's rule: both relevant stories in the company's top 5, every trap below them and
 * under 0.2. Written before the change it measures; run once at its end (the floor is what that run measured).
 *
 * Measured: before decision 56, 6/6 passing, 4/6 with every trap under 0.2, 3 traps at 0.2 or above; after (its one
 * run), 6/6 and 4/6, the same 3 traps above 0.2 but lower — the flight school's three 'pilot' traps 0.17/0.17/0.14 →
 * 0.08/0.08/0.09, the organ builder's organ-donation story 0.40 → 0.30 — and a dental group's 'implants' in a
 * breast-implant cancer warning still at 0.51 (the rest of that story is medical, as a dental group is).
 */
const FLOOR = { passing: 6, strict: 4, trapsAtOrAbove: 3 };
const TRAP_CEILING = 0.2;

const trendOf = (story: NewsStory): TrendForRelevance => ({
  title: story.rows[0]![2],
  description: story.rows[0]![3],
  relatedKeywords: [],
  items: story.rows.map(([outlet, , title, summary]) => ({ title, summary, outlet })),
  outlets: [...new Set(story.rows.map((r) => r[0]))],
  mentions: story.rows.length,
  growth: 0,
  velocity: 'medium',
  timeframe: '24h',
});

interface Ranked {
  name: string;
  relevant: Array<{ rank: number; score: number }>;
  traps: Array<{ rank: number; score: number }>;
}

const ranked: Ranked[] = [];

beforeAll(async () => {
  const stories = [...senseHeldOut.flatMap((c) => [...c.relevant, ...c.traps, ...c.unrelated]), ...generalNews];
  const scores = await scoreTrendsForCompanies(stories.map(trendOf), senseHeldOut.map((c) => c.company), testSemanticEngine());
  senseHeldOut.forEach((c, ci) => {
    const order = stories.map((s, si) => ({ id: s.id, score: scores[si]![ci]!.relevanceScore })).sort((a, b) => b.score - a.score);
    const at = (s: NewsStory) => {
      const rank = order.findIndex((o) => o.id === s.id);
      return { rank: rank + 1, score: order[rank]!.score };
    };
    ranked.push({ name: c.company.companyName, relevant: c.relevant.map(at), traps: c.traps.map(at) });
  });
  console.info(
    [
      'held-out word-sense set (rank, relevance):',
      ...ranked.map((r) => `  ${r.name}: relevant ${r.relevant.map((x) => `#${x.rank} ${x.score.toFixed(2)}`).join(', ')}; traps ${r.traps.map((x) => `#${x.rank} ${x.score.toFixed(2)}`).join(', ')}`),
    ].join('\n'),
  );
}, 120_000);

describe('relevance by the sense a company means, on a held-out set', () => {
  it('when six companies are each scored against a day with their relevant stories and same-word traps, then at least the measured floor pass the PR reader’s rule', () => {
    const passes = (r: Ranked) => r.relevant.every((x) => x.rank <= 5) && r.traps.every((t) => r.relevant.every((x) => t.score < x.score));
    const passing = ranked.filter(passes).length;
    const strict = ranked.filter((r) => passes(r) && r.traps.every((t) => t.score < TRAP_CEILING)).length;
    console.info(`held-out word-sense set: companies passing ${passing}/${ranked.length} (${strict}/${ranked.length} with every trap under ${TRAP_CEILING})`);
    expect(ranked).toHaveLength(6);
    expect(passing).toBeGreaterThanOrEqual(FLOOR.passing);
    expect(strict).toBeGreaterThanOrEqual(FLOOR.strict);
    expect(ranked.flatMap((r) => r.traps).filter((t) => t.score >= TRAP_CEILING).length).toBeLessThanOrEqual(FLOOR.trapsAtOrAbove);
  });
});
