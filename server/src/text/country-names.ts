import { COUNTRY_PEOPLES } from '../../data/country-peoples';
import type { RegionalPress } from '../../data/regional-outlets';
import { GB_AREAS, IE_AREAS, US_STATES } from './place-names';

/** UK area names that other countries use too. */
const SHARED_AREA = /^(?:the (?:North|South|East|West|Home)|Highlands$|Durham$|Kent$)/;

/** An ISO 3166 code: those of the regional table, and the other countries a company or a story may name. */
export type Country = RegionalPress['country'] | string;

/**
 * How texts name countries: those the regional table covers (besides their towns and counties) and others, by name
 * and people, so a company in Iceland or South Africa has a home too (before, such names only marked a sentence as
 * news from elsewhere, and an Icelandic greenhouse grower was led with Ontario's figure over Iceland's). Names that are
 * also common words or other places are left out ('Turkey', 'Georgia', 'Jordan', 'Chad').
 */
const HAND_WORDS: Record<Country, readonly string[]> = {
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
  PH: ['Philippines', 'Philippine', 'Filipino'],
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

/**
 * Names that are also common words or other places ('Georgia' the state, 'Jordan' the name, 'Chad', 'Guinea' of
 * 'Papua New Guinea', 'Niger' of the Niger Delta) and peoples' adjectives that are also a style ('Georgian'
 * townhouses): left out of the countries the gazetteer adds.
 */
const NOT_COUNTRY_WORDS = new Set(['Georgia', 'Jordan', 'Chad', 'Guinea', 'Niger', 'Georgian', 'Georgians']);

/**
 * Every other country by its English name and its people (data/country-peoples.ts): 'Colombia', 'Colombian',
 * 'Colombians'. A people's adjective two countries share ('Congolese', 'Dominican') names neither.
 */
function gazetteerWords(): Record<Country, readonly string[]> {
  const uses = new Map<string, number>();
  for (const c of COUNTRY_PEOPLES) for (const p of c.peoples) uses.set(p, (uses.get(p) ?? 0) + 1);
  const out: Record<Country, readonly string[]> = {};
  for (const c of COUNTRY_PEOPLES) {
    const peoples = c.peoples.filter((p) => uses.get(p) === 1 && !NOT_COUNTRY_WORDS.has(p));
    const hand = HAND_WORDS[c.code];
    // A hand-listed country keeps its list and gains its people's other forms ('Brazilians' beside 'Brazilian').
    if (hand) {
      const more = peoples.filter((p) => !hand.includes(p));
      if (more.length > 0) out[c.code] = [...hand, ...more];
      continue;
    }
    const words = [...c.names.filter((w) => !NOT_COUNTRY_WORDS.has(w)), ...peoples];
    if (words.length > 0) out[c.code] = words;
  }
  return out;
}

/** How texts name countries: the hand list above, then every other country the gazetteer knows. */
export const COUNTRY_WORDS: Record<Country, readonly string[]> = { ...HAND_WORDS, ...gazetteerWords() };

const COUNTRY_NAMES = new Set(Object.values(COUNTRY_WORDS).flatMap((names) => names.map((n) => n.toLowerCase())));

/** Whether a term is, as a whole, a country's name or its people's ('South Africa', 'New Zealand', 'Irish'). */
export function isCountryName(term: string): boolean {
  return COUNTRY_NAMES.has(term.trim().toLowerCase());
}

/** The UK's nations stay apart: a Scottish story and a Welsh one are not about one actor. */
const NATIONS: Record<string, string> = { england: 'england', scotland: 'scotland', scottish: 'scotland', wales: 'wales', welsh: 'wales' };

/**
 * Words that stand for a country's or the EU's government in news copy: its capital ('Wellington cuts rates',
 * 'Brussels fines…', 'Santiago passes royalty law') and the one-word part of a two-word name ('Zealand'). Not
 * 'Turkey', as COUNTRY_WORDS leaves it out: a headline's Thanksgiving turkey is no country.
 */
const STANDS_FOR: Record<string, readonly string[]> = {
  US: ['washington'], GB: ['westminster', 'whitehall'], IE: ['dublin'], CA: ['ottawa'], AU: ['canberra'], NZ: ['wellington', 'zealand'],
  ZA: ['pretoria'], IN: ['delhi'], CN: ['beijing'], JP: ['tokyo'], KR: ['korea', 'seoul'], DE: ['berlin'], FR: ['paris'], ES: ['madrid'],
  IT: ['rome'], NL: ['hague'], PT: ['lisbon'], NO: ['oslo'], SE: ['stockholm'], DK: ['copenhagen'], FI: ['helsinki'], PL: ['warsaw'],
  GR: ['athens'], BR: ['brasilia', 'brasília'], AR: ['buenos'], CL: ['santiago'], RU: ['moscow', 'kremlin'], UA: ['kyiv', 'kiev'],
  SA: ['riyadh', 'arabia'], TR: ['ankara'], IR: ['tehran'], EU: ['eu', 'european', 'brussels'],
};

let countryOfWord: Map<string, string> | undefined;

/**
 * The country a one-word name, people or seat of government stands for, as one token ('mexican' and 'mexico' →
 * 'mexico', 'dutch' → 'netherlands', 'wellington' → 'nz'), or the word itself: one story says 'Mexico's Senate', its
 * rewording 'Mexican lawmakers'. Counties, states and towns stay themselves (two stories in Ohio are not one
 * because both are American).
 */
export function countryWord(token: string): string {
  if (!countryOfWord) {
    countryOfWord = new Map(Object.entries(NATIONS));
    const areas = new Set<string>([...GB_AREAS, ...IE_AREAS, ...US_STATES]);
    const codes = new Set([...Object.keys(COUNTRY_WORDS), ...Object.keys(STANDS_FOR)]);
    for (const code of codes) {
      const own = (COUNTRY_WORDS[code] ?? []).filter((w) => !areas.has(w) && !/[ .]/.test(w)).map((w) => w.toLowerCase());
      const canonical = own[0] ?? code.toLowerCase();
      for (const w of [...own, ...(STANDS_FOR[code] ?? [])]) if (!countryOfWord.has(w)) countryOfWord.set(w, canonical);
    }
  }
  return countryOfWord.get(token) ?? token;
}
