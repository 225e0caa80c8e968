import { describe, expect, it } from 'vitest';
import { countedAsKind, marketPhrase } from './company-words';

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

describe('a stake said as its kind', () => {
  it("when the term is written as one of a kind ('a knitwear factory') and its head's plural is written, then it is said in the plural", () => {
    expect(countedAsKind('knitwear factory', 'Meghna is a vertically integrated knitwear factory in Gazipur. Other factories closed.')).toBe(
      'knitwear factories',
    );
  });

  it("when the term is written bare as a field ('under employment law'), then another plural of its head changes nothing", () => {
    expect(countedAsKind('employment law', 'Disputes under employment law rose, and ministers promised new laws.')).toBe('employment law');
    expect(countedAsKind('data protection', 'The firm advises on data protection. New protections came.')).toBe('data protection');
  });
});
