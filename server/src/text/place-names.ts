import { escapeRegExp } from './escape-regexp';

/**
 * Place names, to keep them out of a company's keywords unless it serves that place (issue 22: 'Los Angeles',
 * 'Denver', 'Colorado', 'Oregon' were top keywords of companies that are not local). Countries come from the
 * runtime's own region names (Intl.DisplayNames, every ISO 3166 code); towns and cities of 10,000 people or more from
 * the GeoNames gazetteer (server/data/world-cities.ts, generated); states, provinces, counties, nations and regions
 * people name as places are listed here. These are facts, not tuned words.
 */
import { WORLD_CITY_NAMES } from '../../data/world-cities';

/** Counties and areas of the United Kingdom (home-country.ts reads them as the UK). */
export const GB_AREAS = [
  'Bedfordshire', 'Berkshire', 'Buckinghamshire', 'Cambridgeshire', 'Cheshire', 'Cumbria', 'Derbyshire', 'Devon',
  'Dorset', 'Durham', 'County Durham', 'Essex', 'Gloucestershire', 'Hampshire', 'Herefordshire', 'Hertfordshire',
  'Isle of Wight', 'Kent', 'Lancashire', 'Leicestershire', 'Lincolnshire', 'Merseyside', 'Norfolk', 'Northamptonshire',
  'Northumberland', 'Nottinghamshire', 'Oxfordshire', 'Rutland', 'Shropshire', 'Somerset', 'Staffordshire', 'Suffolk',
  'Surrey', 'Sussex', 'East Sussex', 'West Sussex', 'Tyne and Wear', 'Warwickshire', 'West Midlands', 'Wiltshire',
  'Worcestershire', 'North Yorkshire', 'South Yorkshire', 'West Yorkshire', 'East Yorkshire', 'Teesside', 'Tyneside',
  'Wearside', 'Humberside', 'the Humber', 'Greater Manchester', 'the Cotswolds', 'the Lake District', 'the Peak District',
  'the Home Counties', 'the North East', 'the North West', 'the South West', 'the South East', 'the East Midlands',
  'Isles of Scilly', 'Anglesey', 'Gwynedd', 'Powys', 'Pembrokeshire', 'Ceredigion', 'Carmarthenshire', 'Highlands',
  'the Highlands', 'Fife', 'Aberdeenshire', 'Lothian', 'Ayrshire', 'Lanarkshire', 'Argyll', 'Scottish Borders',
  'Orkney', 'Shetland', 'Hebrides', 'Antrim', 'Armagh', 'Fermanagh', 'Londonderry', 'Tyrone',
];

/** Counties and provinces of Ireland (home-country.ts reads them as Ireland). */
export const IE_AREAS = [
  'Galway', 'Mayo', 'Donegal', 'Wicklow', 'Kildare', 'Meath', 'Tipperary', 'Waterford', 'Wexford',
  'Kilkenny', 'Limerick', 'Sligo', 'Connacht', 'Munster', 'Leinster', 'Ulster',
];

export const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire',
  'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon',
  'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont',
  'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'District of Columbia', 'Puerto Rico',
];

/** States, provinces and regions of one country, by its ISO 3166 code, that people name as places. */
export const REGIONS_BY_COUNTRY: Record<string, readonly string[]> = {
  CA: ['Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland', 'Nova Scotia', 'Ontario', 'Quebec', 'Saskatchewan', 'Yukon', 'Nunavut', 'Prince Edward Island'],
  GB: ['England', 'Scotland', 'Wales', 'Northern Ireland', 'Cornwall', 'Yorkshire', 'East Anglia', 'the Midlands', 'Britain', 'Great Britain'],
  AU: ['New South Wales', 'Victoria', 'Queensland', 'Tasmania', 'Northern Territory', 'South Australia', 'Western Australia'],
  DE: ['Bavaria', 'Baden-Württemberg', 'Saxony', 'Hesse', 'Brandenburg', 'North Rhine-Westphalia', 'Lower Saxony'],
  FR: ['Normandy', 'Brittany', 'Provence', 'Burgundy', 'Alsace', 'Île-de-France'],
  ES: ['Catalonia', 'Andalusia', 'Basque Country', 'Galicia'],
  IT: ['Lombardy', 'Tuscany', 'Sicily', 'Sardinia', 'Piedmont', 'Veneto'],
  BE: ['Flanders'],
  DK: ['Jutland'],
  IN: ['Kerala', 'Maharashtra', 'Karnataka', 'Tamil Nadu', 'Gujarat', 'Rajasthan', 'Uttar Pradesh'],
  CN: ['Guangdong', 'Sichuan', 'Xinjiang', 'Tibet'],
  JP: ['Hokkaido', 'Okinawa'],
  NZ: ['Bay of Plenty', 'Waikato', 'Otago', 'Taranaki', 'Southland', 'Northland'],
  ID: ['Bali', 'Sumatra'],
  US: ['Silicon Valley', 'Bay Area', 'Midwest', 'New England', 'Pacific Northwest', 'Appalachia', 'the Gulf Coast', 'the Sun Belt', 'the Deep South'],
};

const OTHER_REGIONS = [
  // Regions of one country, and regions people name as places that cross borders.
  ...Object.values(REGIONS_BY_COUNTRY).flat(),
  'Scandinavia', 'Nordics', 'Benelux', 'Balkans', 'Caribbean', 'Middle East', 'Southeast Asia', 'Latin America',
  'Sub-Saharan Africa', 'North America', 'South America', 'Central America', 'Europe', 'Asia', 'Africa', 'Oceania',
  'Lapland', 'Punjab', 'Bengal', 'Borneo', 'Patagonia', 'Siberia', 'the Rockies', 'the Great Lakes',
  // Counties and areas of the United Kingdom and Ireland (the gazetteer lists towns, not counties).
  ...GB_AREAS,
  ...IE_AREAS,
  // London boroughs and areas.
  'Barnet', 'Bexley', 'Brent', 'Bromley', 'Camden', 'Croydon', 'Ealing', 'Enfield', 'Greenwich', 'Hackney',
  'Hammersmith', 'Fulham', 'Haringey', 'Havering', 'Hillingdon', 'Hounslow', 'Islington', 'Kensington',
  'Chelsea', 'Lambeth', 'Lewisham', 'Merton', 'Newham', 'Redbridge', 'Southwark', 'Sutton', 'Tower Hamlets',
  'Waltham Forest', 'Wandsworth', 'Westminster', 'Docklands', 'Canary Wharf', 'Shoreditch', 'Soho', 'the City of London',
];

const CITIES = [
  // North America
  'Atlanta', 'Austin', 'Baltimore', 'Boston', 'Charlotte', 'Chicago', 'Cincinnati', 'Cleveland', 'Columbus', 'Dallas',
  'Denver', 'Detroit', 'El Paso', 'Fort Worth', 'Honolulu', 'Houston', 'Indianapolis', 'Jacksonville', 'Kansas City',
  'Las Vegas', 'Los Angeles', 'Louisville', 'Memphis', 'Miami', 'Milwaukee', 'Minneapolis', 'Nashville', 'New Orleans',
  'Oakland', 'Oklahoma City', 'Omaha', 'Orlando', 'Philadelphia', 'Phoenix', 'Pittsburgh', 'Portland', 'Raleigh',
  'Sacramento', 'Salt Lake City', 'San Antonio', 'San Diego', 'San Francisco', 'San Jose', 'Seattle', 'St. Louis',
  'Tampa', 'Tucson', 'Boise', 'Anchorage', 'Albuquerque', 'Buffalo', 'Richmond', 'Brooklyn', 'Manhattan',
  'Toronto', 'Montreal', 'Vancouver', 'Calgary', 'Ottawa', 'Edmonton', 'Winnipeg', 'Mexico City', 'Guadalajara',
  'Monterrey', 'Havana',
  // Europe
  'London', 'Manchester', 'Birmingham', 'Leeds', 'Liverpool', 'Bristol', 'Glasgow', 'Edinburgh', 'Cardiff', 'Belfast',
  'Dublin', 'Cork', 'Paris', 'Lyon', 'Marseille', 'Berlin', 'Hamburg', 'Munich', 'Frankfurt', 'Cologne', 'Stuttgart',
  'Amsterdam', 'Rotterdam', 'Brussels', 'Antwerp', 'Luxembourg', 'Zurich', 'Geneva', 'Vienna', 'Prague', 'Warsaw',
  'Krakow', 'Budapest', 'Bucharest', 'Sofia', 'Athens', 'Rome', 'Milan', 'Naples', 'Turin', 'Madrid', 'Barcelona',
  'Valencia', 'Seville', 'Lisbon', 'Porto', 'Copenhagen', 'Stockholm', 'Oslo', 'Helsinki', 'Reykjavik', 'Tallinn',
  'Riga', 'Vilnius', 'Kyiv', 'Moscow', 'Istanbul', 'Lund', 'Gothenburg', 'Malmo',
  // Elsewhere
  'Tokyo', 'Osaka', 'Seoul', 'Beijing', 'Shanghai', 'Shenzhen', 'Hong Kong', 'Taipei', 'Singapore', 'Bangkok',
  'Jakarta', 'Manila', 'Kuala Lumpur', 'Hanoi', 'Ho Chi Minh City', 'Mumbai', 'Delhi', 'New Delhi', 'Bangalore',
  'Bengaluru', 'Chennai', 'Hyderabad', 'Kolkata', 'Karachi', 'Lahore', 'Dhaka', 'Dubai', 'Abu Dhabi', 'Doha',
  'Riyadh', 'Tel Aviv', 'Jerusalem', 'Cairo', 'Lagos', 'Nairobi', 'Johannesburg', 'Cape Town', 'Accra', 'Casablanca',
  'Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Auckland', 'Wellington', 'Sao Paulo', 'São Paulo',
  'Rio de Janeiro', 'Buenos Aires', 'Santiago', 'Lima', 'Bogota', 'Bogotá', 'Caracas', 'Quito',
];

/** Words that make a place into a larger or nearby area ('Greater London', 'the Denver area', 'Northern Ohio'). */
const AREA_WORDS = /^(?:the\s+)?(?:greater|metro|metropolitan|central|northern|southern|eastern|western|north|south|east|west|downtown|upstate|coastal|rural|inner|outer)\s+|\s+(?:area|region|metro|county|counties|city|state|province|valley|coast)$/i;

/** Every ISO 3166 region code the runtime names, with its English name ('PE', 'Peru'). */
export function regionNames(): Array<[code: string, name: string]> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const out: Array<[string, string]> = [];
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) {
    for (const b of letters) {
      const code = `${a}${b}`;
      try {
        const name = names.of(code);
        if (name && name !== code) out.push([code, name]);
      } catch {
        // Not a region code.
      }
    }
  }
  return out;
}

const countryNames = (): string[] => regionNames().map(([, name]) => name);

let places: Set<string> | undefined;
/**
 * One pattern matching any of `names` as written, longest first ('East Sussex' is one mention, not also one of
 * 'Sussex'), as whole words, and not as the first word of a longer place ('Essex Junction' in Vermont is not Essex,
 * 'Bristol Bay' not Bristol: a second word naming a kind of American or coastal settlement).
 */
export function placeNamesPattern(names: Iterable<string>): RegExp {
  const alternation = [...names].sort((a, b) => b.length - a.length).map((n) => escapeRegExp(n));
  return new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:${alternation.join('|')})(?![\p{L}\p{N}])(?!\s+(?:Junction|Falls|Springs|Heights|Creek|Crossing|Township|Bay|Harbor|Harbour|Point)(?![\p{L}\p{N}]))`,
    'gu',
  );
}

/** A place name as the sets hold it: lower case, without accents, dots or doubled spaces. */
export const placeNameKey = (s: string) => s.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\./g, '').replace(/\s+/g, ' ').trim();

function placeSet(): Set<string> {
  places ??= new Set(
    [...countryNames(), ...US_STATES, ...OTHER_REGIONS, ...CITIES, ...WORLD_CITY_NAMES.split('|'), 'US', 'USA', 'UK', 'EU', 'NSW', 'QLD'].map(placeNameKey),
  );
  return places;
}

let countryTitles: Set<string> | undefined;
/**
 * Whether a place is a whole country ('Portugal', 'US', 'the United Kingdom'), not a town, state or region within one
 * ('Oregon', 'Matosinhos'): home-country.ts reads both as a country, a story's line there is more local by the second.
 */
export function isWholeCountry(term: string): boolean {
  countryTitles ??= new Set([...countryNames(), 'US', 'USA', 'UK', 'EU', 'UAE'].map(placeNameKey));
  return countryTitles.has(placeNameKey(term).replace(/^the /, ''));
}

/** Builds the set of place names now (~35 ms, once per process), so a caller can keep that work in a turn of its own. */
export function warmPlaceNames(): void {
  placeSet();
}

/** A street of an address ('Castle Street', 'Mill Road'): a place, never a subject. */
const STREET = /^(?:\p{Lu}[\p{L}'’-]*\s+)+(?:Street|Road|Avenue|Lane|Drive|Boulevard|Square)$/u;

/**
 * Kinds of land, water and area written after a place's name in lower case ('the Arve valley', 'Kansai region', 'the
 * Rhine delta'): a name and its kind is a place, gazetteer or not.
 */
export const PLACE_KINDS =
  /^(?:valleys?|delta|basin|coast|coastline|region|prefecture|province|county|district|state|territory|islands?|peninsula|plains?|highlands|lowlands|mountains|hills|estuary|river|lake|bay|gulf|strait|sea)$/;

/** True for a place ('Denver', 'Los Angeles', 'Colorado', 'Greater London', 'the Denver area'), false otherwise. */
export function isPlaceName(term: string): boolean {
  const k = placeNameKey(term);
  if (!k) return false;
  if (STREET.test(term.trim())) return true;
  const set = placeSet();
  if (set.has(k) || set.has(k.replace(/^the /, ''))) return true;
  const core = placeNameKey(term.replace(AREA_WORDS, '').replace(AREA_WORDS, '')).replace(/^the /, '');
  return core !== k && set.has(core);
}

/**
 * Whether the company names this place as one it serves (served-markets.ts: 'riders across Carrow and Dunmore
 * counties'): then the place is its market and may be a keyword.
 */
export function servesPlace(term: string, servedPhrases: readonly string[]): boolean {
  const words = (s: string) => ` ${placeNameKey(s).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
  const k = words(term);
  return servedPhrases.some((p) => words(p).includes(k));
}
