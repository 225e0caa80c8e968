import { describe, expect, it } from 'vitest';
import { countedAsKind, withoutPlaceList } from './company-words';

describe('the market an idea is written for', () => {
  it('when a market lists several places after its people, then the idea is written for the people', () => {
    expect(withoutPlaceList('importers in the United States, Spain, Germany and Japan')).toBe('importers');
    expect(withoutPlaceList('property managers in Northern Ireland and Great Britain')).toBe('property managers');
  });

  it('when a market names one place, or what follows is no place, then it is kept whole', () => {
    expect(withoutPlaceList('dairy farms in Wisconsin')).toBe('dairy farms in Wisconsin');
    expect(withoutPlaceList('specialists in hearing and balance')).toBe('specialists in hearing and balance');
    expect(withoutPlaceList('independent pharmacies')).toBe('independent pharmacies');
  });
});

describe('what of the company a story touches, as a headline says it', () => {
  it('when it is one countable thing the company writes in the plural, then it is said as that kind', () => {
    expect(countedAsKind('cookstove', 'Jiko Bora makes clean-burning cookstoves for households in Kenya.')).toBe(
      'cookstoves',
    );
    expect(countedAsKind('natural latex mattress', 'It sells natural latex mattresses online.')).toBe(
      'natural latex mattresses',
    );
  });

  it('when nobody writes it in the plural, or it is a plural, a mass noun or a name, then it stays as written', () => {
    expect(countedAsKind('learn to swim', 'Its learn to swim classes run in 24 pools; a child swims 25 metres.')).toBe(
      'learn to swim',
    );
    expect(countedAsKind('insulation', 'It fits insulation in older homes.')).toBe('insulation');
    expect(countedAsKind('trams', 'It runs trams.')).toBe('trams');
    expect(countedAsKind('HavuFlex film', 'HavuFlex films are compostable.')).toBe('HavuFlex film');
  });
});
