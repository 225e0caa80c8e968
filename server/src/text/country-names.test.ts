import { describe, expect, it } from 'vitest';
import { countryWord, isCountryName } from './country-names';

describe('countryWord', () => {
  it('when a country, its people or its seat of government is named, then all read as one name', () => {
    expect(countryWord('mexican')).toBe(countryWord('mexico'));
    expect(countryWord('dutch')).toBe(countryWord('netherlands'));
    expect(countryWord('wellington')).toBe(countryWord('zealand'));
    expect(countryWord('brussels')).toBe(countryWord('eu'));
    expect(countryWord('americans')).toBe(countryWord('us'));
  });

  it("when a UK nation is named, then it stays apart from the others and from the UK", () => {
    expect(countryWord('scottish')).toBe('scotland');
    expect(countryWord('welsh')).not.toBe(countryWord('scottish'));
    expect(countryWord('british')).not.toBe(countryWord('scottish'));
  });

  it('when a state, county, town or common word is given, then it is itself', () => {
    for (const word of ['ohio', 'kent', 'utrecht', 'senate', 'india', 'turkey']) expect(countryWord(word)).toBe(word);
  });
});

describe('isCountryName', () => {
  it('when a term is a country as a whole, then it is a country name; a body or a town holding one is not', () => {
    expect(isCountryName('South Africa')).toBe(true);
    expect(isCountryName('new zealand')).toBe(true);
    expect(isCountryName('Bicycle Industry Association of New Zealand')).toBe(false);
    expect(isCountryName('Cape Town')).toBe(false);
  });
});
