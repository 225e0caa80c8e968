import { describe, expect, it } from 'vitest';
import { pairShared } from './pair-shared';
import { companyPhrases, FIELD_FACTOR, PhraseIndex, usesAll, withFields } from './phrase-index';

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

describe('withFields', () => {
  it('when a keyword names the organisations of a field, then its field alone is matched too, as that keyword and for less; a one-word field is not', () => {
    const phrases = withFields(companyPhrases(['prison education providers', 'scheduling software', 'reading coaches'], pairShared(() => 1)));
    expect(phrases.map((p) => [p.phrase, p.needle.join(' '), p.factor])).toEqual([
      ['prison education providers', 'prison education provider', 1],
      ['scheduling software', 'scheduling software', 1],
      ['reading coaches', 'reading coach', 1],
      ['prison education providers', 'prison education', FIELD_FACTOR],
    ]);
    expect(phrases[3]!.key).toBe(phrases[0]!.key);
  });
});
