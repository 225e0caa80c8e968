import { describe, expect, it } from 'vitest';
import { siteKeywords } from './site-keywords';

describe('site keywords and the site’s own definition', () => {
  const text = [
    'Grow more. Worry less.',
    'Walk the farm on Monday and every paddock is up to date. Grazing plans, herd records and nutrient plans in one place.',
    'Grazing plans for the season. Herd records for every cow. Nutrient plans your adviser can read.',
    'Today Pastora is farm management software for grass-based dairy farmers.',
  ].join('\n');
  const input = {
    text,
    companyName: 'Pastora',
    domainWords: ['pastora'],
    industry: null,
    cueMatches: [],
    products: [],
    rarity: () => 0.9,
  };

  it('when the site defines its field, then that field is the first keyword, before the phrases its copy repeats', () => {
    const keywords = siteKeywords({ ...input, definedField: 'farm management software' });
    expect(keywords[0]).toBe('farm management software');
    expect(keywords).toEqual(expect.arrayContaining(['grazing', 'nutrient plans']));
    // The field whole, not a piece of it cut from the sentence.
    expect(keywords).not.toContain('management software');
  });

  it('when the site names no field, then the phrases its copy repeats lead', () => {
    const keywords = siteKeywords({ ...input, definedField: null });
    expect(keywords[0]).toBe('grazing');
    expect(keywords).not.toContain('farm management software');
  });
});
