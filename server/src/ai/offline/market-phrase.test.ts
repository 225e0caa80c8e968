import { describe, expect, it } from 'vitest';
import { withoutPlaceList } from './story-facts';

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
