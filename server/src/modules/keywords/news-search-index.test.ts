import { describe, expect, it } from 'vitest';
import { modifierOnlyInOtherCompound } from './news-search-index';

describe('a keyword modifier bound into another compound', () => {
  it("when 'dog' of 'dog food' only appears as 'hot dog', then it is another compound and does not count", () => {
    expect(modifierOnlyInOtherCompound('dog food', 'Burger and hot dog vendors said the charges would close half the street food stalls.')).toBe(true);
    expect(modifierOnlyInOtherCompound('dog food', 'Hot-dog stand owners protest new street food licence fees')).toBe(true);
  });

  it('when the modifier stands on its own somewhere (owners of dogs), then it counts, even if the head has another modifier (pet food)', () => {
    expect(modifierOnlyInOtherCompound('dog food', 'Recall issued for kibble at a pet food plant. Owners of dogs and cats are told to check batch numbers.')).toBe(false);
    expect(modifierOnlyInOtherCompound('dog food', 'A hot dog stall, and food for your dog.')).toBe(false);
  });

  it('when the keyword is one word or the modifier is absent, then nothing is bound', () => {
    expect(modifierOnlyInOtherCompound('food', 'street food')).toBe(false);
    expect(modifierOnlyInOtherCompound('virtual cards', 'Greeting cards sales fall')).toBe(false);
  });
});
