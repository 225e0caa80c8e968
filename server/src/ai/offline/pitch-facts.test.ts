import { describe, expect, it } from 'vitest';
import type { CompanyContext } from '../types';
import { companyRelevance } from './pitch-facts';

const stridefuel: CompanyContext = {
  companyName: 'Stridefuel',
  website: 'stridefuel.example',
  companyProfile:
    'Stridefuel makes sports drinks, electrolyte powders and protein bars for runners, cyclists and team athletes. Its products are developed with sports dietitians in Boulder, Colorado.',
  industry: 'Nutrition & Supplements',
  targetMarkets: ['Runners'],
  keyProducts: [],
  keywords: [],
};

describe("the company's own words in a pitch", () => {
  it('when the pitch already quotes a profile sentence, then the company paragraph goes on to the next one', () => {
    const quoted = 'Stridefuel says “Stridefuel makes sports drinks, electrolyte powders and protein bars for runners, cyclists and team athletes”.';
    expect(companyRelevance(stridefuel, 1, quoted)).toBe('Its products are developed with sports dietitians in Boulder, Colorado.');
    expect(companyRelevance(stridefuel, 1)).toMatch(/^Stridefuel makes sports drinks/);
  });

  it('when every profile sentence is already quoted, then there is no company paragraph to repeat', () => {
    const one = { ...stridefuel, companyProfile: 'Stridefuel makes sports drinks, electrolyte powders and protein bars for runners and cyclists.' };
    expect(companyRelevance(one, 1, 'Stridefuel says “Stridefuel makes sports drinks, electrolyte powders and protein bars for runners and cyclists”.')).toBeNull();
  });
});
