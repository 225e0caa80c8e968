import { describe, expect, it } from 'vitest';
import { emptySocialLinks } from '@newsjack/shared';
import type { ParsedSite } from '../types';
import { extractMarkets, extractProducts, proseSentences, tellsOfAPerson } from './site-facts';

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

describe("the page's storytelling about a person", () => {
  it("when a sentence opens on someone ('When Hannah moved in-house…', 'Nobody could say…'), then it is no sentence of the company's profile", () => {
    expect(tellsOfAPerson('When Hannah moved in-house at a fast-growing software company, she found a legal team of four handling 3,000 contracts a year.')).toBe(true);
    expect(tellsOfAPerson('Nobody could say where a contract was, what it said, or when it renewed.')).toBe(true);
    expect(tellsOfAPerson('Priya noticed that half of her patients missed their check-ups.')).toBe(true);
  });

  it('when a sentence is about the company, its founding or an organisation named after a person, then it stays', () => {
    expect(tellsOfAPerson('Clausewise is used by more than 600 legal teams in 22 countries.')).toBe(false);
    expect(tellsOfAPerson('Sarah Jones founded the firm in 2010 after twenty years in conveyancing.')).toBe(false);
    expect(tellsOfAPerson('Grace Hopper Academy trains career changers as software engineers.')).toBe(false);
    expect(tellsOfAPerson('Contract intake and templates: business teams request standard contracts themselves.')).toBe(false);
  });
});

describe("a site's markets", () => {
  it('when the site says it serves a group, then the group is a market', () => {
    expect(extractMarkets(site('Today we serve 6,500 restaurants in the United States. Restaurants run on thin margins.')).audiences).toEqual(['Restaurants']);
    expect(extractMarkets(site('We make castings for pump, valve, rail and machine tool manufacturers in the UK.')).audiences).toEqual(['Manufacturers']);
    expect(extractMarkets(site('Our clinics see around 120,000 patients a year.')).audiences).toEqual(['Patients']);
  });

  it('when a group is only named in passing, then it is no market', () => {
    // A roofer's apprenticeship talks, a charity's access campaign, its own staff, a supplier.
    expect(extractMarkets(site('We go into local schools to show young people that roofing is a proper career.')).audiences).toEqual([]);
    expect(extractMarkets(site("We campaign for guide dog owners' right to use taxis, shops, restaurants and public transport.")).audiences).toEqual([]);
    expect(extractMarkets(site('Our clinicians use microsuction, a safe method without water.')).audiences).toEqual([]);
    expect(extractMarkets(site('We buy our wool from farmers in the Yorkshire Dales.')).audiences).toEqual([]);
  });

  it("when the company's sector serves the group, then a mention is enough", () => {
    expect(extractMarkets(site('Valves for water and wastewater. Utilities specify them.'), [], ['Water utilities', 'Pipeline operators']).audiences).toEqual(['Utilities']);
  });

  it("when the site says 'worldwide' once, then that is a detail, not a global market", () => {
    expect(extractMarkets(site('The care plan includes worldwide dental emergency cover.')).regions).toEqual([]);
    expect(extractMarkets(site('Customers worldwide use it. We ship worldwide.')).regions).toEqual(['Global']);
  });
});

describe("a site's products", () => {
  it('when the company is named for the street it began on, then the street is no product, and its named products are', () => {
    const products = extractProducts(
      {
        ...site(
          [
            'Torbridge began in a yard on Torbridge Lane in 1988, and the name stuck.',
            'Our Torbridge Shield coating protects flat roofs for 20 years; ask about Torbridge Shield when we quote.',
          ].join('\n'),
        ),
        title: 'Torbridge',
      },
      'Torbridge',
    );
    expect(products).toEqual(['Torbridge Shield']);
  });
});
