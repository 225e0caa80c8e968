import { describe, expect, it } from 'vitest';
import { nounPhrases } from './noun-phrases';

const terms = (text: string) => nounPhrases(text).map((p) => p.term.toLowerCase());

describe('nounPhrases', () => {
  it('when a plural subject is followed by its verb in base form, then no phrase runs across the verb', () => {
    expect(terms('Carriers use load matching to cut empty miles.')).not.toContain('carriers use load');
    expect(terms('Every morning our distributors tender loads to carriers.')).not.toContain('distributors tender loads');
    expect(terms('Distributors tender loads to carriers every morning.')).not.toContain('distributors tender loads');
  });

  it('when a plural noun modifies a real head, then the compound stays whole', () => {
    expect(terms('Payments infrastructure for marketplaces and claims processing for insurers.')).toEqual(
      expect.arrayContaining(['payments infrastructure', 'claims processing']),
    );
    expect(terms('Our customs brokers work with freight forwarders.')).toEqual(expect.arrayContaining(['customs brokers', 'freight forwarders']));
  });

  it('when a phrase is only ever the tail of a compound the page uses on its own, then the cut is no phrase', () => {
    const text = 'Our member food banks reported record demand. In March, food bank visits rose 12%, and food bank visits by children doubled.';
    expect(terms(text)).toContain('food bank visits');
    expect(terms(text)).not.toContain('bank visits');
  });

  it('when a phrase is the tail of a longer one whose cut word the page never pairs with it, then it stays', () => {
    const text = 'We install air source heat pumps. Air source heat pumps cut bills.';
    expect(terms(text)).toContain('heat pumps');
  });

  it("when a quotation opens on a determiner or a clause on 'I', then neither is read as a name's word", () => {
    const found = terms('Our customers say so. "The thing I noticed first was how quiet the control room got," said one.');
    expect(found).toContain('control room');
    expect(found.some((t) => /\bthe thing\b|\bi\b/.test(t))).toBe(false);
    // After a name's capitalised word, a determiner is the name's: 'Series A'.
    expect(terms('The drug entered trials last year, after its Series A round.')).toContain('series a round');
  });
});
