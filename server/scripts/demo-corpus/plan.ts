/**
 * Turns the hand-written stories and noise into dated, bylined items: who wrote what, where and when. Every
 * choice comes from one seeded PRNG in a fixed order, so the plan (and the files) are the same on every run.
 */
import { NOISE_BUSINESS_TECH } from './noise-business-tech';
import { NOISE_LIFE_WORLD } from './noise-life-world';
import { OUTLETS } from './outlets';
import { createRng, type Rng } from './prng';
import { HEALTH_WORK_STORIES } from './stories-health-work';
import { SECURITY_FINANCE_STORIES } from './stories-security-finance';
import { TECH_STORIES } from './stories-tech';
import { WORLD_CLIMATE_STORIES } from './stories-world-climate';
import type { Arc, Beat, Category, Journalist, Outlet, Story } from './types';

/** Dates in the files are relative to this instant; the demo source shifts them so it is always "now". */
export const ANCHOR = new Date(Date.UTC(2026, 10, 2, 12, 0, 0));
export const SEED = 20261102;
export const SPAN_DAYS = 30;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export const STORIES: Story[] = [...TECH_STORIES, ...SECURITY_FINANCE_STORIES, ...HEALTH_WORK_STORIES, ...WORLD_CLIMATE_STORIES];
export const NOISE = [...NOISE_BUSINESS_TECH, ...NOISE_LIFE_WORLD];

export interface PlannedItem {
  outlet: Outlet;
  journalist: Journalist;
  title: string;
  summary: string;
  category: Category;
  label: string;
  publishedAt: Date;
  /** The story the item belongs to; null for noise. */
  storyId: string | null;
  withEmail: boolean;
}

interface Desk {
  outlet: Outlet;
  journalist: Journalist;
  key: string;
}

const DESKS: Desk[] = OUTLETS.flatMap((outlet) =>
  outlet.journalists.map((journalist) => ({ outlet, journalist, key: `${outlet.slug}/${journalist.name}` })),
);

function desksFor(beats: readonly Beat[], what: string): Desk[] {
  const desks = DESKS.filter((d) => d.journalist.beats.some((b) => beats.includes(b)));
  if (desks.length === 0) throw new Error(`no journalist covers ${what} (beats ${beats.join(', ')})`);
  return desks;
}

/** Days before the anchor at which one item of a story appears. */
function daysAgo(arc: Arc, rng: Rng): number {
  if (arc.shape === 'steady') return arc.end + rng.next() * (arc.start - arc.end);
  return rng.triangular(arc.end, arc.peak, arc.start);
}

function dateAt(days: number): Date {
  // Items sit on whole minutes and never later than five minutes before the anchor.
  const ms = Math.max(5 * MINUTE_MS, Math.round((days * DAY_MS) / MINUTE_MS) * MINUTE_MS);
  return new Date(ANCHOR.getTime() - ms);
}

export function planCorpus(seed = SEED): PlannedItem[] {
  const rng = createRng(seed);
  const load = new Map<string, number>();
  const items: PlannedItem[] = [];

  // The least-loaded desk wins (ties broken at random), spreading bylines over every journalist on the beat.
  const pickDesk = (desks: Desk[], penalty: (d: Desk) => number): Desk => {
    let best: Desk | undefined;
    let bestScore = Infinity;
    for (const desk of desks) {
      const score = penalty(desk) + (load.get(desk.key) ?? 0) + rng.next();
      if (score < bestScore) [best, bestScore] = [desk, score];
    }
    if (!best) throw new Error('no desk to pick from');
    load.set(best.key, (load.get(best.key) ?? 0) + 1);
    return best;
  };

  for (const story of STORIES) {
    if (story.titles.length < 6 || story.titles.length > 15) throw new Error(`${story.id}: needs 6-15 titles`);
    const desks = desksFor(story.beats, story.id);
    const titles = rng.shuffle(story.titles);
    const summaries = rng.shuffle(story.summaries);
    const perOutlet = new Map<string, number>();
    const usedTitles = new Set<string>();
    for (let k = 0; k < story.count; k += 1) {
      // Coverage spreads across outlets first, as it does when a story breaks.
      const desk = pickDesk(desks, (d) => 3 * (perOutlet.get(d.outlet.slug) ?? 0));
      perOutlet.set(desk.outlet.slug, (perOutlet.get(desk.outlet.slug) ?? 0) + 1);
      // One outlet never runs the same headline twice.
      let t = k % titles.length;
      for (let tries = 0; tries < titles.length && usedTitles.has(`${desk.outlet.slug}|${titles[t]}`); tries += 1) {
        t = (t + 1) % titles.length;
      }
      const title = titles[t] as string;
      usedTitles.add(`${desk.outlet.slug}|${title}`);
      items.push({
        outlet: desk.outlet,
        journalist: desk.journalist,
        title,
        summary: summaries[k % summaries.length] as string,
        category: story.category,
        label: story.label,
        publishedAt: dateAt(daysAgo(story.arc, rng)),
        storyId: story.id,
        withEmail: rng.next() < desk.outlet.emailRate,
      });
    }
  }

  for (const [beat, category, label, title, summary] of NOISE) {
    const desk = pickDesk(desksFor([beat], title), () => 0);
    items.push({
      outlet: desk.outlet,
      journalist: desk.journalist,
      title,
      summary,
      category,
      label,
      publishedAt: dateAt(0.05 + rng.next() * (SPAN_DAYS - 0.1)),
      storyId: null,
      withEmail: rng.next() < desk.outlet.emailRate,
    });
  }
  return items;
}
