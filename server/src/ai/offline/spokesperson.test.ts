import { describe, expect, it } from 'vitest';
import { spokespersonOf } from './spokesperson';

describe('spokespersonOf', () => {
  it('when the profile names its founder, then the founder is offered for interview, by name and as founder', () => {
    const profile = 'Greystone Dairy makes cheese in Cumbria. Cheesemaker Helen Marsh founded it in 2009, and it now employs 40 people.';
    expect(spokespersonOf(profile, 'Greystone Dairy', 2026)).toEqual({ name: 'Helen Marsh', who: 'who founded Greystone Dairy' });
    const by = 'Harbourview Physio is a clinic group founded in Cork in 2011 by physiotherapist Dr Niamh Walsh.';
    expect(spokespersonOf(by, 'Harbourview Physio', 2026)?.name).toBe('Dr Niamh Walsh');
  });

  it('when the profile says who runs the business, then that person is offered', () => {
    expect(spokespersonOf('Fourth-generation farmer Owen Price runs the business from Brecon.', 'Price Farms', 2026)).toEqual({ name: 'Owen Price', who: 'who runs Price Farms' });
  });

  it('when the founding is long past, or no person is named as leading it, then no one is offered', () => {
    expect(spokespersonOf('Albert Hughes founded the mill in 1952.', 'Hughes Mill', 2026)).toBeNull();
    expect(spokespersonOf('Customers such as Maria Lopez praise our service.', 'Lopez Foods', 2026)).toBeNull();
    expect(spokespersonOf('The company was founded in 2015 by two former analysts.', 'Northgate', 2026)).toBeNull();
  });
});
