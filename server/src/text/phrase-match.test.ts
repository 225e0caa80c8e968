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
