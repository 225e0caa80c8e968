import { describe, expect, it } from 'vitest';
import { isPlaceName, servesPlace } from './place-names';
import { siteKeywords } from '../ai/offline/site-keywords';

describe('isPlaceName', () => {
  it('when a term is a country, state, region or city, in any case or with an area word, then it is a place', () => {
    for (const place of ['Denver', 'Los Angeles', 'san francisco', 'Colorado', 'Oregon', 'Germany', 'United Kingdom', 'Greater London', 'the Denver area', 'Northern California', 'São Paulo', 'Sao Paulo', 'St Louis']) {
      expect(isPlaceName(place), place).toBe(true);
    }
  });

  it('when a term is a subject, a product or a person, then it is no place', () => {
    for (const term of ['organic skincare', 'drone inspection', 'BVLOS', 'employment law', 'Settlewise Payables', 'Dana Whitfield', 'transit', 'paratransit']) {
      expect(isPlaceName(term), term).toBe(false);
    }
  });

  it('when the company says it serves the place, then it serves it', () => {
    expect(servesPlace('Denver', ['Riders across Denver, Aurora and Boulder'])).toBe(true);
    expect(servesPlace('Oregon', ['Riders across Denver, Aurora and Boulder'])).toBe(false);
  });
});

describe('places beyond the large cities', () => {
  it('when a site names a market town, a county or a London borough, then each is a place (the gazetteer and the county list)', () => {
    for (const place of ['Cambridge', 'Hull', 'Truro', 'Middlesbrough', 'Devon', 'Teesside', 'Tower Hamlets', 'Malmö']) expect(isPlaceName(place), place).toBe(true);
  });

  it('when a proper phrase is a street of an address, then it is a place', () => {
    expect(isPlaceName('Castle Street')).toBe(true);
    expect(isPlaceName('Mill Road')).toBe(true);
  });

  it('when a word is a subject or a product, then it is no place', () => {
    for (const term of ['Open Banking', 'Split One keyboard', 'Heat Pumps', 'Kubernetes', 'Street Food']) expect(isPlaceName(term), term).toBe(false);
  });
});

describe('keywords and places', () => {
  const text = [
    'Loadline builds freight brokerage software for carriers and shippers.',
    'Our freight brokerage software runs load matching for carriers from offices in Denver and San Francisco.',
    'Denver is home to our engineering team; San Francisco to our sales team.',
    'Carriers use load matching to cut empty miles. Shippers track freight brokerage spend in one place.',
    'Denver, San Francisco and Chicago customers save hours a week.',
  ].join('\n');

  it('when a company that is not local names the cities of its offices, then no city is a keyword; when it serves them, they may be', () => {
    const base = { text, companyName: 'Loadline', domainWords: ['loadline'], industry: null, cueMatches: [], products: [] };
    const national = siteKeywords(base);
    expect(national.filter((k) => isPlaceName(k))).toEqual([]);
    expect(national).toEqual(expect.arrayContaining(['freight brokerage software']));
    const local = siteKeywords({ ...base, servedPlaces: ['Shippers across Denver, San Francisco and Chicago'] });
    expect(local).toEqual(expect.arrayContaining(['Denver']));
  });

  it("when a national company's phrase opens on a town the page writes as a name, or on a country's possessive, then the subject is the rest; a heading's capital on a word that is also a town is no name", () => {
    const site = [
      'Loadline is freight brokerage software for shippers and carriers across Australia.',
      'We launched Loadline at a Brisbane start-up event in 2019, and the Brisbane start-up event is still where we meet new customers.',
      'Reading programmes',
      'Our reading programmes help drivers with literacy, and reading programmes run in every depot.',
      "Britain's hauliers face the same empty miles, and Britain's hauliers are our next market.",
    ].join('\n');
    const keywords = siteKeywords({ text: site, companyName: 'Loadline', domainWords: ['loadline'], industry: null, cueMatches: [], products: [] });
    expect(keywords.filter((k) => /brisbane|britain/i.test(k))).toEqual([]);
    expect(keywords).toEqual(expect.arrayContaining(['start-up event', 'reading programmes']));
  });

  it("when a national company names a part of a country by its compass point ('southern Chile'), then it is no keyword unless the company serves it", () => {
    const site = [
      'Ulmo Sur exports raw forest honey from family apiaries in southern Chile to Europe and Japan.',
      'Our beekeepers in southern Chile move hives into the native forest each summer, and southern Chile gives our forest honey its taste.',
    ].join('\n');
    const base = { text: site, companyName: 'Ulmo Sur', domainWords: ['ulmosur'], industry: null, cueMatches: [], products: [] };
    expect(siteKeywords(base).filter((k) => /chile/i.test(k))).toEqual([]);
    expect(siteKeywords(base)).toEqual(expect.arrayContaining(['forest honey']));
    expect(siteKeywords({ ...base, servedPlaces: ['southern Chile'] })).toEqual(expect.arrayContaining(['southern Chile']));
  });
});

