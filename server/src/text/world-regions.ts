import { COUNTRY_PEOPLES } from '../../data/country-peoples';
import { placeNamesPattern } from './place-names';

/**
 * The parts of the world news names across borders ('East Africa and central Chile were likely to see heavier rain',
 * 'drier seasons for southern Africa and Southeast Asia'), by the countries they hold: a UN M49 sub-region
 * (country-peoples.ts) or a list news uses for a smaller group (the Nordics are not the UN's Northern Europe, which
 * holds Britain and Ireland). Continents are left out: 'around Africa' is a shipping route, not news of Kenya.
 */
const REGIONS: ReadonlyArray<{ names: readonly string[]; subregions?: readonly string[]; codes?: readonly string[] }> =
  [
    { names: ['East Africa', 'Eastern Africa', 'East African', 'Horn of Africa'], subregions: ['Eastern Africa'] },
    { names: ['West Africa', 'Western Africa', 'West African'], subregions: ['Western Africa'] },
    { names: ['southern Africa', 'Southern Africa'], subregions: ['Southern Africa'] },
    { names: ['North Africa', 'Northern Africa', 'North African'], subregions: ['Northern Africa'] },
    { names: ['Central Africa'], subregions: ['Middle Africa'] },
    {
      names: ['Southeast Asia', 'South-East Asia', 'South East Asia', 'Southeast Asian', 'South-East Asian'],
      subregions: ['South-Eastern Asia'],
    },
    { names: ['South Asia', 'South Asian'], subregions: ['Southern Asia'] },
    { names: ['East Asia', 'East Asian'], subregions: ['Eastern Asia'] },
    { names: ['Central Asia', 'Central Asian'], subregions: ['Central Asia'] },
    { names: ['Middle East', 'Middle Eastern'], subregions: ['Western Asia'], codes: ['EG'] },
    { names: ['Gulf states'], codes: ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'] },
    { names: ['South America', 'South American'], subregions: ['South America'] },
    { names: ['Central America', 'Central American'], subregions: ['Central America'] },
    {
      names: ['Latin America', 'Latin American'],
      subregions: ['South America', 'Central America', 'Caribbean'],
      codes: ['MX'],
    },
    { names: ['Caribbean'], subregions: ['Caribbean'] },
    { names: ['Scandinavia', 'Scandinavian', 'Nordics', 'Nordic countries'], codes: ['DK', 'NO', 'SE', 'FI', 'IS'] },
    { names: ['Baltics', 'Baltic states'], codes: ['EE', 'LV', 'LT'] },
    { names: ['Balkans'], subregions: ['Southeast Europe'] },
    { names: ['Benelux'], codes: ['BE', 'NL', 'LU'] },
    {
      names: ['Central Europe', 'Eastern Europe', 'Central and Eastern Europe', 'Eastern European', 'Central European'],
      subregions: ['Central Europe', 'Eastern Europe'],
    },
    { names: ['Western Europe', 'Western European'], subregions: ['Western Europe'] },
    { names: ['Southern Europe', 'Southern European'], subregions: ['Southern Europe'] },
    { names: ['Australasia'], codes: ['AU', 'NZ'] },
    { names: ['Pacific Islands', 'Pacific island nations'], subregions: ['Melanesia', 'Micronesia', 'Polynesia'] },
  ];

let reader: { pattern: RegExp; codesOf: Map<string, ReadonlySet<string>> } | undefined;

function regions() {
  if (!reader) {
    const codesOf = new Map<string, ReadonlySet<string>>();
    for (const region of REGIONS) {
      const codes = new Set([
        ...(region.codes ?? []),
        ...COUNTRY_PEOPLES.filter((c) => region.subregions?.includes(c.subregion)).map((c) => c.code),
      ]);
      for (const name of region.names) codesOf.set(name, codes);
    }
    reader = { pattern: placeNamesPattern(codesOf.keys()), codesOf };
  }
  return reader;
}

/**
 * The parts of the world a text names by a region, each as the set of its countries' ISO codes ('East Africa' → Kenya,
 * Uganda, Tanzania…). Matched as written, whole words only: 'South Africa' and 'Central African Republic' are countries.
 */
export function regionsNamed(text: string): ReadonlyArray<ReadonlySet<string>> {
  const { pattern, codesOf } = regions();
  return [...text.matchAll(pattern)].map((m) => codesOf.get(m[0])!);
}
