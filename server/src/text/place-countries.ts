import { CITY_COUNTRIES } from '../../data/city-countries';
import { COUNTRY_WORDS } from './country-names';
import { GB_AREAS, IE_AREAS, placeNameKey, REGIONS_BY_COUNTRY, regionNames, US_STATES } from './place-names';

/**
 * The country a place name lies in, as its ISO 3166 code: a country by name or people ('Peru', 'Filipino'), a UK
 * nation, a US state, a Canadian province, an Australian state, a UK or Irish county, or a town of the gazetteer
 * ('Arequipa' → PE, 'Chania' → GR, 'Scranton' → US, 'Los Angeles' → US, 'Northern Ireland' → GB). Names of one to
 * three words. Clustering reads it: two reports each of one country, and not the same one, are most likely two
 * events (a quake in Peru and one on Crete). These are facts, not tuned words.
 */
export function countryOfPlace(name: string): string | undefined {
  return placeCountries().get(placeKey(name));
}

const placeKey = (name: string) => placeNameKey(name.replace(/['’]s$/u, '').replace(/-based$/u, ''));

/** The European Union's members: a story in Friesland is a story in Europe ('EU' itself names the union). */
const EU_MEMBERS = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

/** The areas a place lies in, smallest first: its country, and the EU for a member ('Chania' → GR, EU). */
export function areasOfPlace(name: string): string[] {
  const code = countryOfPlace(name);
  if (!code) return [];
  return EU_MEMBERS.has(code) ? [code, 'EU'] : [code];
}

/** Regions of one country that place-names.ts does not list (it reads them for keywords, where these never came up). */
const MORE_REGIONS: Record<string, readonly string[]> = {
  BE: ['Wallonia'],
  NL: ['Friesland', 'Drenthe', 'Overijssel', 'Gelderland', 'Zeeland'],
  GR: ['Crete'],
};

let countries: Map<string, string> | undefined;

function placeCountries(): Map<string, string> {
  if (countries) return countries;
  const map = new Map<string, string>();
  for (const entry of CITY_COUNTRIES.split('|')) {
    const at = entry.lastIndexOf(':');
    map.set(placeKey(entry.slice(0, at)), entry.slice(at + 1));
  }
  // Regions and countries outrank a town of the same name ('Victoria' the state, 'Georgia' left out as COUNTRY_WORDS
  // leaves it: a country too).
  const add = (names: readonly string[], code: string) => {
    for (const name of names) map.set(placeKey(name), code);
  };
  add(US_STATES.filter((s) => s !== 'Georgia'), 'US');
  add(GB_AREAS, 'GB');
  add(IE_AREAS, 'IE');
  for (const [code, names] of [...Object.entries(REGIONS_BY_COUNTRY), ...Object.entries(MORE_REGIONS)]) add(names, code);
  for (const [code, name] of regionNames()) add([name], code);
  for (const [code, names] of Object.entries(COUNTRY_WORDS)) add(names, code);
  add(['English'], 'GB');
  add(['EU', 'Europe', 'European', 'Brussels'], 'EU');
  countries = map;
  return map;
}
