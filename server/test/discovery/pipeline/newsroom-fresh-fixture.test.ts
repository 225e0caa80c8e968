import { trendCategories } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import {
  FRESH_NOW,
  FRESH_WINDOW_HOURS,
  freshHardNegatives,
  freshItems,
  freshStories,
} from '../../fixtures/newsroom-clustering-fresh';

/**
 * The fresh newsroom set is only worth its gate if it is written like news: enough stories of each hard kind,
 * real labels, a week of timestamps, and no text pasted from one item into another (the demo corpus's flaw:
 * 534 of its 687 items share a verbatim summary with another item).
 */
const allGroups = [...freshStories, ...freshHardNegatives];
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const words = (text: string) => normalise(text).split(/[^\p{L}\p{N}%£$€]+/u).filter(Boolean);

/** Every run of `n` consecutive words of a text. */
function shingles(text: string, n: number): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i += 1) out.add(w.slice(i, i + n).join(' '));
  return out;
}

/** Capitalised words inside a sentence (not its first word, which is capitalised anyway): names a telling uses. */
function names(text: string): Set<string> {
  const out = new Set<string>();
  for (const sentence of text.split(/[.!?:]\s+|["'‘“]/u)) {
    const tokens = sentence.trim().split(/\s+/).slice(1);
    for (const token of tokens) {
      const word = token.replace(/[^\p{L}&]/gu, '');
      if (/^\p{Lu}/u.test(word)) out.add(word.replace(/s$/, ''));
    }
  }
  return out;
}

describe('the fresh newsroom clustering fixture', () => {
  it('when the set is read, then it holds ≥ 250 items in ≥ 40 stories over every category, with each hard kind', () => {
    expect(freshItems.length).toBeGreaterThanOrEqual(250);
    expect(freshStories.length).toBeGreaterThanOrEqual(40);
    expect(new Set(freshStories.map((s) => s.category))).toEqual(new Set(trendCategories));
    expect(freshStories.filter((s) => s.traits.includes('paraphrase')).length).toBeGreaterThanOrEqual(10);
    expect(freshStories.filter((s) => s.traits.includes('alias')).length).toBeGreaterThanOrEqual(8);
    expect(freshStories.filter((s) => s.traits.includes('follow-up')).length).toBeGreaterThanOrEqual(8);
    expect(freshHardNegatives.flatMap((n) => n.rows).length).toBeGreaterThanOrEqual(40);
  });

  it('when labels are read, then each is unique, has items, and every look-alike names an existing story', () => {
    const labels = allGroups.map((g) => g.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const group of allGroups) expect(group.rows.length, group.label).toBeGreaterThan(0);
    const storyLabels = new Set(freshStories.map((s) => s.label));
    for (const negative of freshHardNegatives) expect(storyLabels.has(negative.lookalike), negative.lookalike).toBe(true);
    const itemLabels = new Set(freshItems.map((i) => i.label));
    for (const label of labels) expect(itemLabels.has(label), label).toBe(true);
  });

  it('when a story is read, then it has ≥ 3 items told by different outlets', () => {
    for (const story of freshStories) {
      expect(story.rows.length, story.label).toBeGreaterThanOrEqual(3);
      // An outlet may come back to a story it covered days before; otherwise each item is another newsroom's.
      expect(new Set(story.rows.map((r) => r[0])).size, story.label).toBeGreaterThanOrEqual(story.rows.length - 1);
    }
  });

  it('when timestamps are read, then every item falls inside the 7 days before the set’s now', () => {
    const start = FRESH_NOW.getTime() - FRESH_WINDOW_HOURS * 3_600_000;
    for (const item of freshItems) {
      expect(item.publishedAt.getTime(), item.title).toBeGreaterThan(start);
      expect(item.publishedAt.getTime(), item.title).toBeLessThanOrEqual(FRESH_NOW.getTime());
    }
  });

  it('when a follow-up story is read, then it develops over 2 to 5 days', () => {
    for (const story of freshStories.filter((s) => s.traits.includes('follow-up'))) {
      const hours = story.rows.map((r) => r[1]);
      const span = Math.max(...hours) - Math.min(...hours);
      expect(span, story.label).toBeGreaterThanOrEqual(48);
      expect(span, story.label).toBeLessThanOrEqual(5 * 24);
    }
  });

  it('when a paraphrase-only story is read, then no name is shared by all of its tellings', () => {
    for (const story of freshStories.filter((s) => s.traits.includes('paraphrase'))) {
      const texts = story.rows.map(([, , title, summary]) => `${title}. ${summary}`);
      // A name seen anywhere in the story counts in every telling, also where it opens a headline.
      const candidates = new Set(texts.flatMap((text) => [...names(text)]));
      const uses = (text: string, name: string) => new RegExp(`(^|[^\\p{L}])${name}`, 'u').test(text);
      const shared = [...candidates].filter((name) => texts.every((text) => uses(text, name)));
      expect(shared, story.label).toEqual([]);
    }
  });

  it('when texts are compared, then no headline repeats and no summary is copied into another item', () => {
    const titles = freshItems.map((i) => normalise(i.title));
    expect(new Set(titles).size).toBe(titles.length);
    const summaries = freshItems.map((i) => normalise(i.summary));
    expect(new Set(summaries).size).toBe(summaries.length);
    // Not even a copied clause: no two items share a run of 8 words (a summary edited from another would).
    const seen = new Map<string, number>();
    freshItems.forEach((item, i) => {
      for (const run of shingles(`${item.title} ${item.summary}`, 8)) {
        const other = seen.get(run);
        expect(other === undefined || other === i, `"${run}" in items ${other} and ${i}`).toBe(true);
        seen.set(run, i);
      }
    });
  });
});
