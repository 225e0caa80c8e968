import { describe, expect, it } from 'vitest';
import { countriesNamed, homeBias, homeCountries, namesAPeople, seatCountry } from './home-country';

describe('the countries a text names', () => {
  it('when a text names a country, its people or one of its towns, then that country is read, as written', () => {
    expect([...countriesNamed('Canadian pump prices jumped 9 cents')]).toEqual(['CA']);
    expect([...countriesNamed('care at home in Halifax, Dartmouth and the South Shore of Nova Scotia')]).toEqual(['CA']);
    expect([...countriesNamed('Irish and Scottish turboprop operators')].sort()).toEqual(['GB', 'IE']);
    expect([...countriesNamed('a dry dock on the River Dee in Aberdeen')]).toEqual(['GB']);
    // 'Northern Ireland' is the UK's; 'us' in lower case is no country.
    expect([...countriesNamed('shops across Northern Ireland told us')]).toEqual(['GB']);
  });

  it("when a people is named in the plural, then its country is read, the hand-listed countries' too", () => {
    expect([...countriesNamed('Deaf Brazilians will be able to call police in Libras')]).toEqual(['BR']);
    expect([...countriesNamed('DMW: Filipinos can refuse to sail through the Red Sea')]).toEqual(['PH']);
    expect([...countriesNamed('Mexicans and Chileans')].sort()).toEqual(['CL', 'MX']);
  });

  it("when a sentence is from the company's country, then it is nearer; from only other countries, further; from none, neither", () => {
    const near = homeBias(new Set(['CA'] as const));
    expect(near('Canadian pump prices jumped 9 cents')).toBe(2);
    expect(near('Diesel in Adelaide and Melbourne will reach A$2.20')).toBe(-1);
    expect(near('Brent crude rose 6% after OPEC+ extended cuts')).toBe(0);
    expect(homeBias(new Set())('Diesel in Adelaide')).toBe(0);
  });

  it('when a company names where it is before where it sells, then news from where it is is nearest, from its markets next', () => {
    const own = countriesNamed('A cider maker in Co. Tipperary, Ireland, that exports to the UK and the United States.');
    const near = homeBias(own);
    expect(near('Irish cabinet approves an 80 cent rise')).toBe(2);
    expect(near('City rates in Seattle will pass $19')).toBe(1);
    expect(near('Pay rises in Adelaide')).toBe(-1);
    // A market named beside another country: that country's news, told with its buyer.
    expect(near('The United States bought 22% of Australian wine exports')).toBe(-1);
  });

  it("when a sentence names a region holding the company's country, then it is nearer; regions holding none of its countries, further", () => {
    const kenyan = homeBias(countriesNamed('Solar pumps for smallholder farmers in Kenya, Uganda and Tanzania.'));
    // Beside other countries too: the region is the company's own part of the world.
    expect(kenyan('East Africa and central Chile were likely to see heavier rain later in the year')).toBe(1);
    expect(kenyan('Southern Africa and Southeast Asia should prepare for drier seasons')).toBe(-1);
    // 'South Africa' is a country, never the region 'Africa'.
    expect(homeBias(countriesNamed('A crop insurer in South Africa.'))('southern Africa should prepare for drought')).toBe(1);
    expect(kenyan('Container lines divert around Africa')).toBe(0);
  });

  it("when a text names a US state or New England, then it is the United States ('England' in it is not the UK)", () => {
    expect([...countriesNamed('Pay floors rise in 21 states, with Washington reaching $17.58')]).toEqual(['US']);
    expect([...countriesNamed('floods across New England and New Hampshire')]).toEqual(['US']);
    expect([...countriesNamed('the New South Wales coast')]).toEqual(['AU']);
  });

  it('when a capitalised word names a people or a country, then it is read as one; a common word is not', () => {
    for (const w of ['Irish', 'Scottish', 'Australian', 'French', 'Canadians', 'Britain']) expect(namesAPeople(w)).toBe(true);
    for (const w of ['Immigration', 'Small', 'Nine']) expect(namesAPeople(w)).toBe(false);
  });

  it('when a company is in a country the hand list leaves out, then the gazetteer reads it by name, people or capital', () => {
    const own = countriesNamed('Flores de la Sabana grows roses on the Bogotá savanna and ships them to the United States.');
    expect([...own]).toEqual(['CO', 'US']);
    expect(homeBias(own)('Colombian flower exporters will no longer pay the 10% US tariff')).toBe(2);
    expect([...countriesNamed('Tunisian olive oil and Hungarian dental clinics')].sort()).toEqual(['HU', 'TN']);
    // A people two countries share, and a name that is also a US state, name no country.
    expect([...countriesNamed('Congolese miners in Georgia')]).toEqual([]);
  });
});


describe("the company's seat", () => {
  it('when a profile names its town before the countries it buys from or sells to, then its seat is the town’s country', () => {
    expect(seatCountry('Speicherhof Kaffee is a Hamburg green-coffee importer that buys from estates in Ethiopia, Kenya and Peru, and sells to roasters in Germany and Austria.')).toBe('DE');
    expect(seatCountry('Hinata Orthodontics runs clinics in Osaka, Kobe and Kyoto, and buys aligners made in China.')).toBe('JP');
  });

  it('when a profile opens on a town but names more of another country, then the first place still weighs most, with its qualifier', () => {
    expect(seatCountry('Riverstone Metering builds meters in Christchurch. They serve councils in New Zealand and 13 in Australia, mostly in Queensland and New South Wales.')).toBe('NZ');
    expect(seatCountry("Mont Larrivée is a ski resort near Sutton in Quebec's Eastern Townships, 15 minutes from the Vermont border and 90 minutes from Montreal.")).toBe('CA');
  });

  it("when a place is part of a longer name or opens the company's name, then it is not read as where the company is", () => {
    expect(seatCountry("Mezcal Cuatro Soles makes mezcal in Santiago Matatlán, in Oaxaca's Central Valleys, and exports to the United States and Spain.")).toBe('MX');
    expect(seatCountry('Montado Cork is a Portuguese maker of cork stoppers that supplies wineries in France and Spain.')).toBe('PT');
  });

  it('when a capitalised word is a town only by chance (a surname, a brand, a crude oil), then it places nothing', () => {
    const irish = homeBias(homeCountries('Suir Valley Cider presses apples in Tipperary, Ireland.'));
    expect(irish('Brent crude rose 4% on Monday, Carney said, and the Liberal government blamed Argos.')).toBe(0);
    expect(seatCountry("Ireland's oldest cidery presses apples in Tipperary and exports to the US, Canada and Germany.")).toBe('IE');
  });

  it('when towns are listed, then each is its own country’s, not qualified by the next', () => {
    expect(seatCountry('Atlântida Tiles makes azulejos in Porto and has showrooms in Porto, London, Leeds and Manchester.')).toBe('PT');
  });

  it('when a sentence names a region of the company’s country by its own name, then it is that country’s news', () => {
    const nearer = homeBias(homeCountries('Twofold Bay Oyster Co. farms Sydney rock oysters at Eden, New South Wales, in Australia.'));
    expect(nearer('A state of emergency was declared for three Bay of Plenty districts after 250 millimetres of rain fell.')).toBe(-1);
  });
});
