import { describe, expect, it } from 'vitest';
import { emptySocialLinks } from '@newsjack/shared';
import type { ParsedSite } from '../types';
import { proseSentences } from './site-facts';

const site = (mainText: string): ParsedSite => ({
  url: 'https://torbridge.example/',
  title: 'Torbridge Roofing',
  description: '',
  ogDescription: '',
  headings: [],
  links: [],
  socialLinks: emptySocialLinks(),
  mainText,
});

describe("a site's profile sentences", () => {
  it("when the page quotes a customer's testimonial, then none of its sentences is a profile sentence", () => {
    const sentences = proseSentences(
      site(
        [
          'Torbridge Roofing repairs and replaces roofs across Exeter and South Devon.',
          '“After Storm Darragh took half our ridge off, Torbridge had us watertight by the next afternoon. Brilliant lads, and the price was fair too.” – Mrs A. Coombe, Teignmouth',
          'We are members of the National Federation of Roofing Contractors and every roofer is trained.',
        ].join('\n'),
      ),
    );
    expect(sentences).toEqual([
      'Torbridge Roofing repairs and replaces roofs across Exeter and South Devon.',
      'We are members of the National Federation of Roofing Contractors and every roofer is trained.',
    ]);
  });
});

describe('quotations that close mid-sentence', () => {
  it('when a quotation closes before its sentence ends, then the sentences after it are the company’s own again', () => {
    const sentences = proseSentences(
      site(
        [
          '“They fixed our roof in a day,” said one customer from Exmouth after the storm.',
          'Torbridge Roofing repairs and replaces roofs across Exeter and South Devon.',
        ].join('\n'),
      ),
    );
    expect(sentences).toEqual(['Torbridge Roofing repairs and replaces roofs across Exeter and South Devon.']);
  });
});
