import { describe, expect, it } from 'vitest';
import { nameOnceInFull, secondReference } from './second-reference';

describe('secondReference', () => {
  it('when a market lists two groups, then the first group with its modifier names it again', () => {
    expect(secondReference('housing co-operatives and residential managers')).toBe('housing co-operatives');
    expect(secondReference('NHS trusts and care homes')).toBe('NHS trusts');
  });

  it('when a market says where or which, then its own words without the place or clause name it again', () => {
    expect(secondReference('dental clinics in Hungary and Austria')).toBe('dental clinics');
    expect(secondReference('property managers who run short lets')).toBe('property managers');
  });

  it('when the words of a list share one head, then the market is kept whole: a part of it names another market', () => {
    expect(secondReference('lift maintenance and modernisation companies')).toBe(
      'lift maintenance and modernisation companies',
    );
    expect(secondReference('state and municipal governments')).toBe('state and municipal governments');
  });

  it('when only a bare head would be left, then the market is kept whole: a bare head names any company’s market', () => {
    expect(secondReference('homeowners in the Midlands and west of Ireland')).toBe(
      'homeowners in the Midlands and west of Ireland',
    );
    expect(secondReference('banks, telecoms and utilities')).toBe('banks, telecoms and utilities');
    expect(secondReference('online merchants')).toBe('online merchants');
  });
});

describe('nameOnceInFull', () => {
  const market = 'housing co-operatives and residential managers';
  const short = 'housing co-operatives';

  it('when a text names the market three times, then the first says it in full and the others by its short form', () => {
    const text =
      'A release built around housing co-operatives and residential managers: the steps Liftum advises, and an account from housing co-operatives and residential managers. Housing co-operatives and residential managers can ask.';
    expect(nameOnceInFull(text, market, short)).toBe(
      'A release built around housing co-operatives and residential managers: the steps Liftum advises, and an account from housing co-operatives. Housing co-operatives can ask.',
    );
  });

  it('when a quotation names the market, then the quotation is unchanged and the first naming outside it is in full', () => {
    const text =
      'From the coverage: “letters went to housing co-operatives and residential managers”. A note for housing co-operatives and residential managers.';
    expect(nameOnceInFull(text, market, short)).toBe(text);
  });
});
