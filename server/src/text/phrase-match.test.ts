import { describe, expect, it } from 'vitest';
import { containsRun, matchPhrases, phraseStems, stemSequence } from './phrase-match';

describe('phrase matching', () => {
  it('when a phrase appears in another inflection, then its stems still run together', () => {
    expect(containsRun(stemSequence('Electric vehicles are selling fast'), phraseStems('electric vehicle')!)).toBe(true);
    expect(containsRun(stemSequence('The Internet of Things grows'), phraseStems('internet of things')!)).toBe(true);
    expect(containsRun(stemSequence('internet things'), phraseStems('internet of things')!)).toBe(false);
  });

  it('when a phrase is only stop words or blank, then it is not matchable', () => {
    expect(phraseStems('the')).toBeNull();
    expect(phraseStems('   ')).toBeNull();
  });

  it('when a phrase appears in several fields, then it is reported once with its strongest field', () => {
    const fields = [
      { stems: stemSequence('Battery prices fall'), strength: 0.7 },
      { stems: stemSequence('New battery plant opens'), strength: 1 },
    ];
    expect(matchPhrases(['Battery', 'batteries', 'solar'], fields)).toEqual([{ phrase: 'Battery', strength: 1 }]);
  });
});

describe('phrase matching on lemmas, not stems', () => {
  const matches = (phrase: string, text: string) => containsRun(stemSequence(text), phraseStems(phrase)!);

  it('when a keyword is a gerund, then a verb or noun of the same root does not match it', () => {
    expect(matches('charging', 'Customers charged twice after payments outage')).toBe(false);
    expect(matches('charging', 'Smart glasses last ten hours per charge')).toBe(false);
    expect(matches('charging', 'Retailer takes restructuring charge')).toBe(false);
    expect(matches('EV charging', 'EV charging points double in Leeds')).toBe(true);
  });

  it('when a noun is plural on one side, then singular and plural match', () => {
    expect(matches('heat pumps', 'Heat pump installs rise')).toBe(true);
    expect(matches('battery', 'Batteries get cheaper')).toBe(true);
    expect(matches('invoices', 'Supplier invoice terms capped')).toBe(true);
    expect(matches('café', 'Cafés take cash only')).toBe(true);
  });

  it('when a phrase is hyphenated on one side only, then it still matches', () => {
    expect(matches('multi-factor authentication', 'Multi factor authentication reset by help desk')).toBe(true);
  });
});
