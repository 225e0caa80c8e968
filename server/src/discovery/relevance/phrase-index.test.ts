import { describe, expect, it } from 'vitest';
import { pairShared } from './pair-shared';
import { companyPhrases, PhraseIndex, usesAll } from './phrase-index';

describe('PhraseIndex', () => {
  it('when a company asks for its phrases, then each trend gets exactly those whose every lemma it uses, in the company order', () => {
    const trends = [new Set(['heat', 'pump', 'boiler']), new Set(['pump', 'price']), new Set(['boiler', 'heat']), new Set<string>()];
    const phrases = companyPhrases(['boiler', 'heat pumps', 'pumps', 'the', 'Heat pump'], pairShared(() => 1));
    const byTrend = new PhraseIndex(trends).byTrend(phrases);
    expect(phrases.map((p) => p.phrase)).toEqual(['boiler', 'heat pumps', 'pumps', 'Heat pump']);
    expect(byTrend.map((list) => list?.map((p) => p.phrase))).toEqual([['boiler', 'heat pumps', 'pumps', 'Heat pump'], ['pumps'], ['boiler'], undefined]);
    trends.forEach((lemmas, t) => expect(byTrend[t] ?? []).toEqual(phrases.filter((p) => usesAll(lemmas, p.needle))));
  });
});
