import { describe, expect, it } from 'vitest';
import { areasOfPlace, countryOfPlace } from './place-countries';

describe('countryOfPlace', () => {
  it('when a word is a town of the gazetteer, then it is in that town\'s country', () => {
    expect(countryOfPlace('Arequipa')).toBe('PE');
    expect(countryOfPlace('Chania')).toBe('GR');
    expect(countryOfPlace('Frankfurt')).toBe('DE');
  });

  it('when a word is a country, its people, a state or a county, then it is in that country', () => {
    expect(countryOfPlace('Peru')).toBe('PE');
    expect(countryOfPlace('filipino')).toBe('PH');
    expect(countryOfPlace('Pennsylvania')).toBe('US');
    expect(countryOfPlace('Norfolk')).toBe('GB');
    expect(countryOfPlace('pittsburgh-based')).toBe('US');
  });

  it('when towns of several countries share a name, or the word is no place, then it has no country', () => {
    expect(countryOfPlace('Cambridge')).toBeUndefined();
    expect(countryOfPlace('warehouse')).toBeUndefined();
  });

  it('when a place is in a member of the EU, then its areas are the country and the EU', () => {
    expect(areasOfPlace('Friesland')).toEqual(['NL', 'EU']);
    expect(areasOfPlace('Europe')).toEqual(['EU']);
  });
});
