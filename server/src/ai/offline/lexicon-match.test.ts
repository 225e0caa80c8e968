import { describe, expect, it } from 'vitest';
import { stemCounts, stemKey } from './lexicon-match';

describe('stemCounts', () => {
  it('when a hyphenated word joins two words, then each word counts as well as the whole', () => {
    const counts = stemCounts('deforestation-free supply chains and drought-driven fires');
    expect(counts.get(stemKey('deforestation'))).toBe(1);
    expect(counts.get(stemKey('drought'))).toBe(1);
    expect(counts.get('deforestation-free')).toBe(1);
  });

  it('when a part is a letter or a number, then it is no word of its own', () => {
    const counts = stemCounts('an e-bike maker and covid-19 cases');
    expect(counts.has('e')).toBe(false);
    expect(counts.has('19')).toBe(false);
    expect(counts.get(stemKey('bike'))).toBe(1);
  });
});
