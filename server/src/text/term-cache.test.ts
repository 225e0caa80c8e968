import { describe, expect, it } from 'vitest';
import { TermCache } from './term-cache';
import { termsWithSurface } from './tokenize';

const texts = [
  "Tesla's Model Y recall: 1.2 million SUVs over power-steering faults, NHTSA says",
  'COVID-19 cases rise 3.5% as the e-commerce boom continues in München and São Paulo',
  "O'Brien says the 5G roll-out won't slow; analysts expect 2,000 new masts by 2025",
  'The the and of a it is',
];

describe('TermCache', () => {
  it('when texts are run through the cache, then the terms equal termsWithSurface, first time and from the cache', () => {
    const cache = new TermCache();
    for (const text of [...texts, ...texts]) expect(cache.terms(text)).toEqual(termsWithSurface(text));
  });

  it('when the cache is full, then it starts afresh and still answers the same', () => {
    const cache = new TermCache(3);
    for (const text of texts) expect(cache.terms(text)).toEqual(termsWithSurface(text));
  });
});
