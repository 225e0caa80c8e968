import { REGIONAL_OUTLETS } from '../../../data/regional-outlets';
import { COUNTRY_PEOPLES } from '../../../data/country-peoples';
import { COUNTRY_WORDS, type Country } from '../../text/country-names';
import { countryOfPlace } from '../../text/place-countries';
import { placeNamesPattern } from '../../text/place-names';
import { regionsNamed } from '../../text/world-regions';

let reader: { pattern: RegExp; countryOf: Map<string, Country> } | undefined;

/** One pattern for every name, longest first ('Northern Ireland' is the UK's, not a mention of 'Ireland'). */
function names() {
  if (!reader) {
    const countryOf = new Map<string, Country>();
    for (const [country, words] of Object.entries(COUNTRY_WORDS) as Array<[Country, readonly string[]]>) for (const w of words) countryOf.set(w, country);
    for (const region of REGIONAL_OUTLETS) for (const place of region.places) if (!countryOf.has(place)) countryOf.set(place, region.country);
    // A capital names its country ('on the Bogotá savanna') when the gazetteer places that name there and nowhere
    // larger ('Victoria', 'Kingston' and 'Georgetown' are many places).
    for (const c of COUNTRY_PEOPLES)
      for (const capital of c.capitals) if (!countryOf.has(capital) && countryOfPlace(capital) === c.code) countryOf.set(capital, c.code);
    reader = { pattern: placeNamesPattern(countryOf.keys()), countryOf };
  }
  return reader;
}

/**
 * The countries a text names, by their names and people ('Canadian'), or by their towns and counties as the
 * regional press table knows them ('Halifax, Dartmouth and the South Shore of Nova Scotia' is Canada). Names are
 * matched as written, with their capitals ('us' is no country).
 */
export function countriesNamed(text: string): Set<Country> {
  const { pattern, countryOf } = names();
  const out = new Set<Country>();
  for (const m of text.matchAll(pattern)) out.add(countryOf.get(m[0])!);
  return out;
}

/** The country a company's own text names first: its seat (a site says where it is before whom it serves abroad). */
export function seatCountry(text: string): Country | undefined {
  return [...countriesNamed(text)][0];
}

/** A people's adjective by its ending ('Australian', 'Scottish', 'Japanese', 'French'). */
const DEMONYM = /^\p{Lu}\p{Ll}+(?:ian|ean|ese|ish|can|ench|utch)$/u;

/**
 * Whether a capitalised word names a people or a country ('Irish', 'Canadians', 'Britain', 'Australian'): written
 * mid-sentence it keeps its capital ('Irish and Scottish turboprop operators', 'Australian cyber policy').
 */
export function namesAPeople(word: string): boolean {
  return DEMONYM.test(word) || countriesNamed(word).size > 0;
}

/**
 * How much nearer a sentence is to a company at home in `home` (its countries in the order its text names them): +2
 * when it names the first, +1 when it names another of them or a region holding the first, −1 when it names only
 * other countries or regions (diesel in Adelaide for a Nova Scotia home-care firm), 0 when it names none or the company has no
 * known home.
 */
export function homeBias(home: ReadonlySet<Country>): (sentence: string) => number {
  if (home.size === 0) return () => 0;
  // The first country a company's text names is where it is (the profile says where it is before where it sells):
  // its news comes before news from the markets it sells to. An Irish cider maker that exports to the US is told of
  // Ireland's minimum wage, not Washington's.
  const seat = [...home][0]!;
  return (sentence) => {
    const named = countriesNamed(sentence);
    if (named.has(seat)) return 2;
    // A region holding the company's country is news of it, beside other countries too ('East Africa and central
    // Chile were likely to see heavier rain' for a Kenyan irrigation firm); regions that hold none of its countries
    // are news from elsewhere ('southern Africa and Southeast Asia should prepare for drier seasons').
    const regions = regionsNamed(sentence);
    if (regions.some((codes) => codes.has(seat))) return 1;
    // A market named beside another country is that country's news told with its buyer ('the United States bought
    // 22% of Tunisian olive oil exports' is no figure for a Colombian grower selling there).
    if ([...named].some((c) => home.has(c))) return [...named].every((c) => home.has(c)) ? 1 : -1;
    if (named.size > 0) return -1;
    return regions.length > 0 && !regions.some((codes) => [...home].some((c) => codes.has(c))) ? -1 : 0;
  };
}


/** Whether a word names a country or its people, from the lists above ('Indian', 'Irish', 'Canada'; not 'Physician'). */
export function namesACountry(word: string): boolean {
  return countriesNamed(word).size > 0;
}
