import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase', () => {
  it('when a lower-case headline has small words, then they stay lower-case except at the edges', () => {
    expect(titleCase('the rise of open banking in the uk')).toBe('The Rise of Open Banking in the Uk');
    expect(titleCase('what regulators are asking for')).toBe('What Regulators Are Asking For');
  });

  it('when words carry inner capitals or are acronyms, then their spelling is kept', () => {
    expect(titleCase('how AI and iPhone sales shaped TechCrunch coverage')).toBe('How AI and iPhone Sales Shaped TechCrunch Coverage');
  });

  it('when a word is hyphenated or the headline is shouted, then each part is capitalised properly', () => {
    expect(titleCase('post-pandemic e-commerce trends')).toBe('Post-Pandemic E-Commerce Trends');
    expect(titleCase('MARKETS RALLY ON RATE CUT')).toBe('Markets Rally on Rate Cut');
  });
});
