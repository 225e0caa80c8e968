import { trendCategories, trendCategorySchema } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import { asCategory, detectCategory } from './category';
import { NEWS_SUBJECTS } from '../../text/news-subjects';
import { isRegion } from './regions';

describe('the offline engine speaks the shared vocabulary', () => {
  it('when the engine lists its news subjects, then every shared category (culture included) has one and no other', () => {
    expect([...new Set(NEWS_SUBJECTS.map((s) => s.category))].sort()).toEqual([...trendCategories].sort());
  });

  it('when a story is about museums and theatre, then it is filed under culture, a value the API filter accepts', () => {
    const { category } = detectCategory(
      'National museum and theatre funding cut: artists and heritage groups warn the exhibition season is at risk',
    );
    expect(category).toBe('culture');
    expect(trendCategorySchema.safeParse(category).success).toBe(true);
  });

  it("when a hint reads 'Culture', then it names the culture category", () => {
    expect(asCategory('Culture')).toBe('culture');
  });

  it('when a market is a region, then isRegion says so in any case, and an audience is not a region', () => {
    expect(isRegion('United Kingdom')).toBe(true);
    expect(isRegion('ireland')).toBe(true);
    expect(isRegion('Global')).toBe(true);
    expect(isRegion('Online merchants')).toBe(false);
    expect(isRegion('United Nations staff')).toBe(false);
  });
});
