import { describe, expect, it } from 'vitest';
import { laterMentionsShort, shortNameOf } from './short-name';

describe("the company's short name", () => {
  it('when its profile uses the first word of its name alone, then that word is its short name', () => {
    expect(
      shortNameOf('Quillmark Reporting', 'Quillmark Reporting is a Sacramento firm. Quillmark has 130 reporters.'),
    ).toBe('Quillmark');
  });

  it('when a longer part of its name is another body it names, then the shortest part used alone is taken', () => {
    const text =
      "Hartwell Children's Hospital Charity raises money for Hartwell Children's Hospital in Nottingham. Hartwell relies on donors.";
    expect(shortNameOf("Hartwell Children's Hospital Charity", text)).toBe('Hartwell');
  });

  it("when a sentence opens on a word before the short form ('At Quillmark, we …'), then it is no surname", () => {
    expect(
      shortNameOf(
        'Quillmark Reporting',
        'Quillmark Reporting covers hearings. At Quillmark, we train our own reporters.',
      ),
    ).toBe('Quillmark');
  });

  it("when the name is written with a typographic apostrophe, then its short form keeps it ('Moylan’s')", () => {
    expect(shortNameOf('Moylan’s Bakery', 'Moylan’s Bakery bakes. Moylan’s has two shops.')).toBe('Moylan’s');
  });

  it('when its profile never shortens the name, then there is no short name', () => {
    expect(shortNameOf('Polar Lane Logistics', 'Polar Lane Logistics moves freight.')).toBeNull();
  });

  it('when the short form is anywhere a person’s surname or only a brand’s first word, then there is no short name', () => {
    expect(
      shortNameOf(
        'Oduya Lindqvist Architects',
        'Oduya Lindqvist Architects was founded by Ada Oduya. Oduya still leads it.',
      ),
    ).toBeNull();
    expect(shortNameOf('Hinata Orthodontics', 'Hinata Orthodontics sells Hinata Clear aligners.')).toBeNull();
    expect(
      shortNameOf('Hinata Orthodontics', 'Hinata Orthodontics was founded by Dr. Hinata. Hinata treats adults.'),
    ).toBeNull();
  });

  it('when the name is mentioned three times, then the first stays in full and the signature is kept', () => {
    const texts = [
      'Quillmark Reporting works with courts.',
      'Quillmark Reporting’s reporters can talk.',
      'The Quillmark Reporting team',
    ];
    expect(laterMentionsShort(texts, 'Quillmark Reporting', 'Quillmark', new Set([2]))).toEqual([
      'Quillmark Reporting works with courts.',
      'Quillmark’s reporters can talk.',
      'The Quillmark Reporting team',
    ]);
  });

  it('when a later mention is a possessive of a name ending in s, then the short name takes its own possessive', () => {
    expect(
      laterMentionsShort(['Brannock Ferries sails. Brannock Ferries’ crews strike.'], 'Brannock Ferries', 'Brannock'),
    ).toEqual(['Brannock Ferries sails. Brannock’s crews strike.']);
  });

  it('when the short name is a possessive already ("Moylan\'s"), then a later possessive mention takes no second \'s', () => {
    expect(
      laterMentionsShort(["Moylan's Bakery bakes. Moylan's Bakery’s view."], "Moylan's Bakery", "Moylan's"),
    ).toEqual(["Moylan's Bakery bakes. Moylan's view."]);
  });

  it('when a possessive mention is followed by a capitalised word, then it is still shortened to a possessive', () => {
    expect(
      laterMentionsShort(
        ['Brannock Ferries sails. Brannock Ferries’ Orkney routes run.'],
        'Brannock Ferries',
        'Brannock',
      ),
    ).toEqual(['Brannock Ferries sails. Brannock’s Orkney routes run.']);
  });

  it('when the name starts a longer name, then that mention is kept whole', () => {
    expect(laterMentionsShort(['Acme Labs tests. Acme Labs Foundation gives.'], 'Acme Labs', 'Acme')).toEqual([
      'Acme Labs tests. Acme Labs Foundation gives.',
    ]);
  });
});
