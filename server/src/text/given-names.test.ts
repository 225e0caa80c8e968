import { describe, expect, it } from 'vitest';
import { namesPerson } from './given-names';

describe('people named on a site', () => {
  it('when a phrase is a given name, or a name after a title or a role, then it names a person', () => {
    for (const term of ['Sam', 'Lucy', 'Ellie Marsden', 'co-founder Ellie Marsden', 'Dr Rhian Morgan', 'Hannah Okafor', "Ciarán O'Keeffe", 'Zoë Hart']) expect(namesPerson(term), term).toBe(true);
  });

  it('when a phrase is an organisation, a product or a subject, then it names no person', () => {
    for (const term of ['Grace Hopper Foundation', 'National Bed Federation', 'Master Locksmiths Association', 'ash dieback', 'Hedgerow Count', 'Split One keyboard', 'Rose Court'])
      expect(namesPerson(term), term).toBe(false);
  });
});
