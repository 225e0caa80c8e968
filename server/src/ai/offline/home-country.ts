import { REGIONAL_OUTLETS, type RegionalPress } from '../../../data/regional-outlets';
import { GB_AREAS, IE_AREAS, placeNamesPattern, US_STATES } from '../../text/place-names';

/** UK area names that other countries use too. */
const SHARED_AREA = /^(?:the (?:North|South|East|West|Home)|Highlands$|Durham$|Kent$)/;

/** An ISO 3166 code: those of the regional table, and the other countries a company or a story may name. */
type Country = RegionalPress['country'] | string;

/**
 * How texts name countries: those the regional table covers (besides their towns and counties) and others, by name
 * and people, so a company in Iceland or South Africa has a home too (before, such names only marked a sentence as
 * news from elsewhere, and an Icelandic greenhouse grower was led with Ontario's figure over Iceland's). Names that are
 * also common words or other places are left out ('Turkey', 'Georgia', 'Jordan', 'Chad').
 */
const COUNTRY_WORDS: Record<Country, readonly string[]> = {
  // Its counties too ('Telford and east Shropshire'), but the compass regions other countries also have ('the North
  // East') and names shared with towns abroad (Durham NC, Kent OH).
  GB: ['UK', 'U.K.', 'United Kingdom', 'Britain', 'British', 'England', 'Scotland', 'Scottish', 'Wales', 'Welsh', 'Northern Ireland', ...GB_AREAS.filter((a) => !SHARED_AREA.test(a))],
  IE: ['Ireland', 'Irish', 'Republic of Ireland', ...IE_AREAS],
  // The states too ('Pay floors rise in 21 states … Washington reaching $17.58'), but Georgia, also a country; and
  // New England, or 'England' in it would read as the UK.
  US: ['US', 'U.S.', 'United States', 'America', 'American', 'Americans', 'New England', ...US_STATES.filter((s) => s !== 'Georgia')],
  CA: ['Canada', 'Canadian', 'Canadians'],
  AU: ['Australia', 'Australian', 'Australians'],
  NZ: ['New Zealand', 'New Zealanders'],
  ZA: ['South Africa', 'South African', 'South Africans'],
  IN: ['India', 'Indian', 'Indians'],
  CN: ['China', 'Chinese'],
  JP: ['Japan', 'Japanese'],
  KR: ['South Korea', 'Korean', 'Koreans'],
  DE: ['Germany', 'German', 'Germans'],
  FR: ['France', 'French'],
  ES: ['Spain', 'Spanish'],
  IT: ['Italy', 'Italian', 'Italians'],
  NL: ['Netherlands', 'Dutch'],
  BE: ['Belgium', 'Belgian'],
  PT: ['Portugal', 'Portuguese'],
  AT: ['Austria', 'Austrian'],
  CH: ['Switzerland', 'Swiss'],
  IS: ['Iceland', 'Icelandic', 'Icelanders'],
  NO: ['Norway', 'Norwegian'],
  SE: ['Sweden', 'Swedish'],
  DK: ['Denmark', 'Danish'],
  FI: ['Finland', 'Finnish'],
  PL: ['Poland', 'Polish'],
  GR: ['Greece', 'Greek'],
  BR: ['Brazil', 'Brazilian'],
  MX: ['Mexico', 'Mexican'],
  AR: ['Argentina', 'Argentine'],
  CL: ['Chile', 'Chilean'],
  NG: ['Nigeria', 'Nigerian'],
  KE: ['Kenya', 'Kenyan'],
  EG: ['Egypt', 'Egyptian'],
  PK: ['Pakistan', 'Pakistani'],
  BD: ['Bangladesh', 'Bangladeshi'],
  ID: ['Indonesia', 'Indonesian'],
  VN: ['Vietnam', 'Vietnamese'],
  TH: ['Thailand', 'Thai'],
  PH: ['Philippines', 'Filipino'],
  MY: ['Malaysia', 'Malaysian'],
  SG: ['Singapore'],
  TW: ['Taiwan', 'Taiwanese'],
  RU: ['Russia', 'Russian'],
  UA: ['Ukraine', 'Ukrainian'],
  SA: ['Saudi Arabia', 'Saudi'],
  TR: ['Turkish'],
  IL: ['Israel', 'Israeli'],
  IR: ['Iran', 'Iranian'],
  AE: ['United Arab Emirates', 'UAE', 'Emirati'],
};

let reader: { pattern: RegExp; countryOf: Map<string, Country> } | undefined;

/** One pattern for every name, longest first ('Northern Ireland' is the UK's, not a mention of 'Ireland'). */
function names() {
  if (!reader) {
    const countryOf = new Map<string, Country>();
    for (const [country, words] of Object.entries(COUNTRY_WORDS) as Array<[Country, readonly string[]]>) for (const w of words) countryOf.set(w, country);
    for (const region of REGIONAL_OUTLETS) for (const place of region.places) if (!countryOf.has(place)) countryOf.set(place, region.country);
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
 * when it names the first, +1 when it names another of them, −1 when it names only
 * other countries (diesel in Adelaide for a Nova Scotia home-care firm), 0 when it names none or the company has no
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
    if ([...named].some((c) => home.has(c))) return 1;
    return named.size > 0 ? -1 : 0;
  };
}


/** Whether a word names a country or its people, from the lists above ('Indian', 'Irish', 'Canada'; not 'Physician'). */
export function namesACountry(word: string): boolean {
  return countriesNamed(word).size > 0;
}
