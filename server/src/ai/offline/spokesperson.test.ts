import { describe, expect, it } from 'vitest';
import { spokespersonOf } from './spokesperson';

describe('spokespersonOf', () => {
  it('when the profile names its founder, then the founder is offered for interview, by name and as founder', () => {
    const profile =
      'Greystone Dairy makes cheese in Cumbria. Cheesemaker Helen Marsh founded it in 2009, and it now employs 40 people.';
    expect(spokespersonOf(profile, 'Greystone Dairy', 2026)).toEqual({
      name: 'Helen Marsh',
      who: 'who founded Greystone Dairy',
    });
    const by = 'Harbourview Physio is a clinic group founded in Cork in 2011 by physiotherapist Dr Niamh Walsh.';
    expect(spokespersonOf(by, 'Harbourview Physio', 2026)?.name).toBe('Dr Niamh Walsh');
  });

  it('when the profile says who runs the business, then that person is offered', () => {
    expect(
      spokespersonOf('Fourth-generation farmer Owen Price runs the business from Brecon.', 'Price Farms', 2026),
    ).toEqual({ name: 'Owen Price', who: 'who runs Price Farms' });
  });

  it('when the founding is long past, or no person is named as leading it, then no one is offered', () => {
    expect(spokespersonOf('Albert Hughes founded the mill in 1952.', 'Hughes Mill', 2026)).toBeNull();
    expect(spokespersonOf('Customers such as Maria Lopez praise our service.', 'Lopez Foods', 2026)).toBeNull();
    expect(spokespersonOf('The company was founded in 2015 by two former analysts.', 'Northgate', 2026)).toBeNull();
  });

  it('when a title at the company stands before or after the name, then that person is offered under the title', () => {
    const winery =
      "Viña Quebrada Alta is a winery in Chile, founded in 1962 by Ernesto Pizarro. Winemaker Daniela Pizarro, the founder's granddaughter, has run the cellar since 2014.";
    expect(spokespersonOf(winery, 'Viña Quebrada Alta', 2026)).toEqual({
      name: 'Daniela Pizarro',
      who: 'Viña Quebrada Alta’s winemaker',
    });
    expect(
      spokespersonOf('Chief executive Harriet Blakemore leads a team of 520 staff.', 'Wrekin Leisure Trust', 2026)?.who,
    ).toBe('Wrekin Leisure Trust’s chief executive');
    expect(
      spokespersonOf(
        'Their son Bjarki Gunnarsson, managing director since 2017, added LED lights.',
        'Hvítá Greenhouses',
        2026,
      )?.who,
    ).toBe('Hvítá Greenhouses’ managing director');
    expect(spokespersonOf('Its former chief actuary Anna Berg now teaches.', 'Calder', 2026)).toBeNull();
  });

  it('when a trade or a founding stands before a name the lists do not know, then it is still read as a person', () => {
    expect(
      spokespersonOf(
        'Founded in 2014 by Wanjiru Kamau, a mechanical engineer, the company sells stoves.',
        'Jiko Bora',
        2026,
      ),
    ).toEqual({ name: 'Wanjiru Kamau', who: 'who founded Jiko Bora' });
    expect(
      spokespersonOf(
        'Founded in Osaka in 2005 by orthodontist Dr Keiko Hinata, it runs 15 clinics.',
        'Hinata Orthodontics',
        2026,
      )?.name,
    ).toBe('Dr Keiko Hinata');
    expect(
      spokespersonOf('His daughter, Aoife Codd, has run the business since 2015.', 'Slaney Ash Hurleys', 2026),
    ).toEqual({ name: 'Aoife Codd', who: 'who runs Slaney Ash Hurleys' });
    // A body's name after a founding is no person: 'two former Communications Security Establishment analysts'.
    expect(
      spokespersonOf(
        'The company was founded in 2015 by two former Communications Security Establishment analysts.',
        'Halyard',
        2026,
      ),
    ).toBeNull();
  });
});
