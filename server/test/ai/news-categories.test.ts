import { trendCategories } from '@newsjack/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectCategory } from '../../src/ai/offline/category';
import type { WordLexicon } from '../../src/semantic';
import { heldOutStories } from '../fixtures/news-categories/held-out';
import { tuningStories } from '../fixtures/news-categories/tuning';
import type { CategoryStory } from '../fixtures/news-categories/types';
import { testStoryLexicon } from '../helpers/semantic';

/**
 * Trend categories on single stories nobody tuned the subjects on (issue 20, point 3; decision 55): 183 stories in
 * newsroom wording over every category, split alternately per category into a tuning half and a held-out half
 * before the finer news subjects were written. Measured once at the end: tuning 92/93 (79 before), held-out 86/90
 * (77 before). The target is 90%.
 */
let lexicon: WordLexicon;
beforeAll(async () => {
  lexicon = await testStoryLexicon();
});

function accuracy(stories: readonly CategoryStory[]): { share: number; misses: string[] } {
  const misses: string[] = [];
  for (const [category, , title, summary] of stories) {
    const got = detectCategory(`${title}\n${summary}`, null, lexicon).category;
    if (got !== category) misses.push(`${title}: ${got} (labelled ${category})`);
  }
  return { share: (stories.length - misses.length) / stories.length, misses };
}

describe('trend categories on a labelled set of single stories', () => {
  it('when the set is read, then it holds ≥ 160 distinct stories over every category, in two halves of every category', () => {
    const all = [...tuningStories, ...heldOutStories];
    expect(all.length).toBeGreaterThanOrEqual(160);
    expect(new Set(all.map((s) => s[2])).size).toBe(all.length);
    for (const half of [tuningStories, heldOutStories]) expect(new Set(half.map((s) => s[0]))).toEqual(new Set(trendCategories));
  });

  it('when the held-out half is filed by news subject, then at least 94% of its stories get their editor’s category', () => {
    const { share, misses } = accuracy(heldOutStories);
    console.log(`held-out: ${(share * 100).toFixed(1)}% of ${heldOutStories.length}\n  ${misses.join('\n  ')}`);
    expect(share).toBeGreaterThanOrEqual(0.94);
  });

  it('when the tuning half is filed by news subject, then at least 97% of its stories get their editor’s category', () => {
    expect(accuracy(tuningStories).share).toBeGreaterThanOrEqual(0.97);
  });
});
