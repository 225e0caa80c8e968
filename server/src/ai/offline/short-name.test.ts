import { describe, expect, it } from 'vitest';
import { laterMentionsShort, shortNameOf } from './short-name';

describe("the company's short name", () => {
  it('when its own text uses the first word of its name alone, then that word is its short name', () => {
    expect(
      shortNameOf('Quillmark Reporting', 'Quillmark Reporting is a Sacramento firm. Quillmark has 130 reporters.'),
    ).toBe('Quillmark');
  });

  it('when a longer part of its name is another body it names, then the shortest part used alone is taken', () => {
    const text =
      "Hartwell Children's Hospital Charity raises money for Hartwell Children's Hospital in Nottingham. Hartwell relies on donors.";
    expect(shortNameOf("Hartwell Children's Hospital Charity", text)).toBe('Hartwell');
  });

  it('when its text never shortens the name, or the short form is a person’s surname, then there is no short name', () => {
    expect(shortNameOf('Polar Lane Logistics', 'Polar Lane Logistics moves freight.')).toBeNull();
    expect(
      shortNameOf('Oduya Lindqvist Architects', 'Oduya Lindqvist Architects was founded by Ada Oduya.'),
    ).toBeNull();
  });

  it('when the name is mentioned three times, then the first stays in full and the signature is kept', () => {
    const blocks = [
      'Quillmark Reporting works with courts.',
      'Quillmark Reporting’s reporters can talk.',
      'The Quillmark Reporting team',
    ];
    expect(laterMentionsShort(blocks, 'Quillmark Reporting', 'Quillmark', new Set([2]))).toEqual([
      'Quillmark Reporting works with courts.',
      'Quillmark’s reporters can talk.',
      'The Quillmark Reporting team',
    ]);
  });

  it('when the short name is a possessive already ("Moylan\'s"), then a later possessive mention takes no second \'s', () => {
    expect(
      laterMentionsShort(["Moylan's Bakery bakes. Moylan's Bakery’s view."], "Moylan's Bakery", "Moylan's"),
    ).toEqual(["Moylan's Bakery bakes. Moylan's view."]);
  });
});
