import { REGIONAL_OUTLETS } from '../../../data/regional-outlets';
import { COUNTRY_PEOPLES } from '../../../data/country-peoples';
import { COUNTRY_WORDS, type Country } from '../../text/country-names';
import { countryOfPlace } from '../../text/place-countries';
import { placeNamesPattern, REGIONS_BY_COUNTRY, US_STATES } from '../../text/place-names';
import { regionsNamed } from '../../text/world-regions';
import { splitSentences } from '../../text';

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

/**
 * The country a company's own text places it in: its seat. Read from every place the text names, a town of the
 * gazetteer as well as a country or its people ('a Hamburg green-coffee importer' buying from Ethiopia and Kenya is
 * German; 'in Osaka, Kobe and Kyoto' is Japan), each place one vote and the first place named one and a half more (a
 * site says where it is before whom it serves abroad: a Christchurch meter maker with more councils in Australia is
 * a New Zealand company). Else the first country the text names.
 */
export function seatCountry(text: string): Country | undefined {
  const tally = new Map<Country, { votes: number; first: number }>();
  for (const country of placesNamed(text)) {
    const t = tally.get(country) ?? { votes: tally.size === 0 ? FIRST_PLACE_VOTES : 0, first: tally.size };
    t.votes += 1;
    tally.set(country, t);
  }
  const best = [...tally].sort((a, b) => b[1].votes - a[1].votes || a[1].first - b[1].first)[0];
  return best?.[0] ?? [...countriesNamed(text)][0];
}

/** The company's countries, its seat first (homeBias reads the first as where it is). */
export function homeCountries(text: string): Set<Country> {
  const named = countriesNamed(text);
  const seat = seatCountry(text);
  return seat ? new Set([seat, ...named]) : named;
}

const FIRST_PLACE_VOTES = 1.5;

/**
 * A run of capitalised words ('Santiago Matatlán', 'Bay of Plenty', 'Sutton'), with the name of the place that
 * qualifies it after a comma ('Sutton, Quebec').
 */
const PLACE_RUN = /\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+(?:(?:de|da|do|del|of|upon|on|am)\s+)?\p{Lu}[\p{L}\p{M}'’.-]*)*/gu;
/** Capitalised words that are dates, not places ('founded in March 2001'; 'March' is a Cambridgeshire town). */
const NOT_PLACES = new Set(
  'January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday Christmas Easter English EU Europe European'.split(' '),
);

/**
 * The country of each place a text names, in order. Countries, peoples, capitals and the regional press table's towns
 * are read wherever they are written, and states and regions too; a town only the gazetteer knows only where the
 * sentence places something there ('in Osaka, Kobe and Kyoto', 'near Sutton', 'Hamburg-based', 'a Hamburg
 * green-coffee importer'): written anywhere, a capitalised word is as often a surname, a brand or a crude oil ('said
 * Taylor', 'Argos', 'Brent crude'). A run is read whole (not 'Santiago' out of 'Santiago Matatlán', a town of
 * Oaxaca); a town qualified by its state, province or country ('Sutton, Quebec') is that one's. A run opening a
 * sentence counts only as a country's or a capital's name (a town there is most often the company's own: 'Montado
 * Cork is…').
 */
export function placesNamed(text: string): Country[] {
  const { countryOf } = names();
  const bare = (run: string) => run.replace(/-based$/u, '').replace(/['’]s$/u, '');
  const known = (run: string): Country | undefined => {
    const name = bare(run);
    if (NOT_PLACES.has(name)) return undefined;
    const code = countryOf.get(name) ?? (QUALIFIERS().has(name) ? countryOfPlace(name) : undefined);
    return code && code !== 'EU' ? (code as Country) : undefined;
  };
  const town = (run: string): Country | undefined => {
    const name = bare(run);
    const code = NOT_PLACES.has(name) ? undefined : countryOfPlace(name);
    return code && code !== 'EU' ? (code as Country) : undefined;
  };
  const out: Country[] = [];
  for (const sentence of splitSentences(text)) {
    // A possessive ends a place's name: 'Chile's Colchagua Valley' is Chile's, 'Oaxaca's Central Valleys' Oaxaca's.
    const runs = [...sentence.matchAll(PLACE_RUN)].flatMap((m) => {
      const parts: Array<{ 0: string; index: number }> = [];
      let at = m.index!;
      for (const part of m[0].split(/(?<=['’]s)\s+/u)) {
        const index = sentence.indexOf(part, at);
        parts.push({ 0: part, index });
        at = index + part.length;
      }
      return parts;
    });
    // Whether the run is in a list of places a locative word began ('in Osaka, Kobe and Kyoto').
    let placed = false;
    runs.forEach((m, i) => {
      const written = m[0].replace(/[.]+$/u, '');
      const run = written.replace(/^The\s+/u, '');
      const before = sentence.slice(i > 0 ? runs[i - 1]!.index + runs[i - 1]![0].length : 0, m.index);
      placed = LOCATIVE.test(before) || (placed && LIST_GAP.test(before));
      const after = sentence.slice(m.index + m[0].length);
      const atStart = sentence.slice(0, m.index).trim() === '';
      const attributive = /(?:^|\s)an?\s+$/u.test(before) && /^\s+\p{Ll}/u.test(after);
      let code = atStart ? countryOf.get(bare(run)) : (known(run) ?? (placed || /-based$/u.test(run) || attributive ? town(run) : undefined));
      if (!code) return;
      // 'Sutton, Quebec': a state, province or country after the comma says which Sutton, unless it is the next of a
      // list ('Porto, London, Leeds and Manchester').
      const next = runs[i + 1];
      const gap = next ? sentence.slice(m.index + m[0].length, next.index) : '';
      const listGoesOn = next ? /^(?:,\s|\s+and\s)/u.test(sentence.slice(next.index + next[0].length)) : false;
      if (next && !countryOf.has(bare(run)) && /^(?:,\s+|\s+in\s+)$/u.test(gap) && !listGoesOn) code = qualifier(next[0]) ?? code;
      out.push(code);
    });
  }
  return out;
}

/** Words after which a sentence names where something is ('in', 'near', 'based in'). */
const LOCATIVE = /\b(?:in|at|near|outside|around|across|throughout|from|based in)\s+(?:the\s+)?$/iu;
/** What joins the places of one list. */
const LIST_GAP = /^(?:,\s+|,?\s+and\s+|,?\s+or\s+)$/u;

/** A state, province or country that says which town of that name a text means. */
function qualifier(run: string): Country | undefined {
  const name = run.replace(/['’]s$/u, '');
  if (QUALIFIERS().has(name)) return countryOfPlace(name) as Country | undefined;
  const country = names().countryOf.get(name);
  return country && COUNTRY_NAME_WORDS().has(name) ? country : undefined;
}

/** US states and the regions of one country that qualify a town ('Sutton, Quebec'); read once. */
let qualifiers: Set<string> | undefined;
const QUALIFIERS = () => (qualifiers ??= new Set([...US_STATES, ...Object.values(REGIONS_BY_COUNTRY).flat()]));
/** Countries' own names and peoples (not their capitals or towns). */
let countryNameWords: Set<string> | undefined;
const COUNTRY_NAME_WORDS = () =>
  (countryNameWords ??= new Set([...Object.values(COUNTRY_WORDS).flat(), ...COUNTRY_PEOPLES.flatMap((c) => [...c.names, ...c.peoples])]));

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
 * How much nearer a sentence is to a company at home in `home` (its countries, its seat first: homeCountries): +2
 * when it names the first, +1 when it names another of them or a region holding the first, −1 when it names only
 * other countries or regions (diesel in Adelaide for a Nova Scotia home-care firm), 0 when it names none or the company has no
 * known home.
 */
export function homeBias(home: ReadonlySet<Country>): (sentence: string) => number {
  if (home.size === 0) return () => 0;
  // The first of its countries is where it is (seatCountry): its news comes before news from the markets it sells to. An Irish cider maker that exports to the US is told of
  // Ireland's minimum wage, not Washington's.
  const seat = [...home][0]!;
  // Read once per sentence: evidence ranking asks of one clause many times.
  const read = new Map<string, Set<Country>>();
  return (sentence) => {
    let named = read.get(sentence);
    // The towns and regions a sentence names say whose news it is as its countries do ('250 millimetres of rain
    // fell' in three Bay of Plenty districts is New Zealand's).
    if (!named) read.set(sentence, (named = new Set([...countriesNamed(sentence), ...placesNamed(sentence)])));
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
