import { describe, expect, it } from 'vitest';
import { marketPhrase } from './company-words';

describe('a market as a sentence says it', () => {
  it('when a market opens on a common word, then it is lower-cased mid-sentence', () => {
    expect(marketPhrase('Private-label buyers')).toBe('private-label buyers');
    expect(marketPhrase('Independent pharmacies')).toBe('independent pharmacies');
  });

  it('when a market opens on a name of a people or a place, then its capitals stay', () => {
    expect(marketPhrase('European fashion retailers')).toBe('European fashion retailers');
    expect(marketPhrase('North American apparel brands')).toBe('North American apparel brands');
    expect(marketPhrase('New Zealand exporters')).toBe('New Zealand exporters');
  });
});
