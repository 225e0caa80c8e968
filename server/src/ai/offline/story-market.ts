import { dot, type WordLexicon } from '../../semantic/semantic-engine';
import { STOP_WORDS } from '../../text';
import { isPlaceName, PLACE_KINDS } from '../../text/place-names';
import { containsRun, lemma, stemSequence } from '../../text/phrase-match';
import { writtenAsName } from './prose';
import { isRegion } from './regions';
import { canBeVerb } from './headline-tags';
import { countriesNamed } from './home-country';
import { escapeRegExp } from '../../text/escape-regexp';

/**
 * Whom a story reaches among the markets a company lists (story-facts.ts StoryFacts.market): by the story's words,
 * else by meaning; undefined when it reaches none of them.
 */

/** Heads too general to say whom a story is about ('financial services', 'regional communities'). */
const GENERAL_HEADS = new Set(['service', 'community', 'people', 'business', 'company', 'customer', 'organisation', 'organization', 'group', 'sector', 'industry', 'market', 'user', 'client']);

/**
 * The company's markets that are audiences: not a place ('Ontario and Quebec') nor a name ('South Australia',
 * 'Nova Scotia Health'), which say where or for whom it works, not whom a story is about.
 */
export function audiencesOf(markets: readonly string[]): string[] {
  // One capitalised word is a market typed as a heading ('Schools', 'Hospitality') unless it is a place
  // ('Victoria'); several are a name.
  return markets.filter(
    (m) =>
      m.trim().length > 0 && !placesOnly(m) && !(/\s/.test(m.trim()) && writtenAsName(m)) && !placedActivity(m) && !marketsByName(m),
  );
}

/**
 * Markets called markets ('Export markets in Mauritius, the UAE and Malaysia', 'overseas markets'): where the company
 * sells, never people a story reaches ('what poultry imports mean for export markets in Mauritius').
 */
function marketsByName(market: string): boolean {
  const people = /^(.+?)\s+(?:in|across|throughout|around|outside|beyond)\s/i.exec(market.trim())?.[1] ?? market.trim();
  const head = people.split(/\s+/).pop() ?? '';
  return /^markets?$/i.test(head);
}

/**
 * Whether a market names only places ('Queensland and northern NSW', 'Ontario and Quebec', 'Victoria'): where the
 * company works, never people a story reaches ('what the care-worker visa means for Queensland and northern NSW').
 */
export function placesOnly(market: string): boolean {
  const parts = placeParts(market);
  return parts.length > 0 && parts.every((p) => isRegion(p) || isPlaceName(p) || namedArea(p));
}

/** A name and the kind of place it is ('Kansai region', 'Hunter Valley', 'Kerry County'): a place, gazetteer or not. */
function namedArea(part: string): boolean {
  const words = part.split(/\s+/);
  const kind = words.pop()!.toLowerCase();
  return words.length > 0 && words.every((w) => /^\p{Lu}/u.test(w)) && PLACE_KINDS.test(kind);
}

/**
 * Whether the story names a place the company lists as a market ('Canada' of 'Canada and the northern US'), as
 * written, with its capital.
 */
export function placeMarketNamed(markets: readonly string[], story: string): boolean {
  return markets.some(
    (m) =>
      placesOnly(m) &&
      placeParts(m).some((p) => new RegExp(`(?<![\\p{L}])${escapeRegExp(p)}(?![\\p{L}])`, 'u').test(story)),
  );
}

const placeParts = (market: string) =>
  market
    .trim()
    .split(/\s*(?:,|\band\b|&)\s*/i)
    .map((p) => p.replace(/^the\s+/i, '').replace(AREA_WORDS, '').trim())
    .filter((p) => p.length > 0);

/** Words that say which part of a place ('northern NSW', 'rural Ireland', 'Greater Manchester'). */
const AREA_WORDS = /^(?:(?:north|south|east|west)(?:ern)?|north-east(?:ern)?|north-west(?:ern)?|south-east(?:ern)?|south-west(?:ern)?|central|greater|inner|outer|coastal|rural|regional|upstate|downstate)\s+/i;

/**
 * Places and what the company does there ('UK and US export'): where it sells, not people a story reaches ('what it
 * changes for UK and US export'). Its words but the places are one singular word that can be a verb.
 */
function placedActivity(market: string): boolean {
  const words = market.trim().split(/\s+/);
  const rest = words.filter((w) => !isPlaceName(w) && !isRegion(w) && !/^(?:and|&|the)$/i.test(w));
  return rest.length === 1 && rest.length < words.length && !/s$/i.test(rest[0]!) && canBeVerb(rest[0]!.toLowerCase());
}

/**
 * Of the company's markets that are audiences (audiencesOf), the one the story speaks of: named whole ('NHS patients' in a story of
 * new NHS patients), else by one part of it ('fruit growers' of 'vineyards and fruit growers'), else by its head
 * said plainly; undefined when it names none. An idea for the families a dental group serves says little on a
 * contract that pays per NHS patient.
 */
export function marketTheStoryNames(markets: readonly string[], story: string): string | undefined {
  const audiences = audiencesOf(markets);
  // A market's word inside a name is not the market: 'Hospitality Ulster said…' is no story about hospitality.
  const words = stemSequence(story.replace(/\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)+/gu, ' · '));
  const whole = audiences.find((m) => containsRun(words, stemSequence(m)));
  if (whole) return whole;
  // One part of a joined market, whole ('fruit growers' of 'vineyards and fruit growers'), its head no general word.
  const part = audiences.find((m) =>
    conjuncts(m).some((p) => {
      const seq = stemSequence(p);
      return seq.length > 0 && seq.length < stemSequence(m).length && !GENERAL_HEADS.has(seq[seq.length - 1]!) && containsRun(words, seq);
    }),
  );
  if (part) return part;
  // Its head alone, where the story says it unqualified or with the market's own words ('per patient' for NHS
  // patients, 'wind farms' for offshore wind farms); 'seasonal workers' are not the market 'skilled workers'.
  // A market placed by a phrase after its head ('Urban households in India') is its head's people there: the story
  // may call them by the place's people ('Indian households').
  const raw = story.match(/[\p{L}\p{N}'’]+/gu) ?? [];
  const head = audiences.find((m) => {
    const { people, where } = placedMarket(m);
    const seq = stemSequence(people);
    const last = seq[seq.length - 1];
    if (last === undefined || GENERAL_HEADS.has(last)) return false;
    const own = new Set(stemSequence(m));
    if (words.some((w, i) => w === last && (i === 0 || own.has(words[i - 1]!) || STOP_WORDS.has(words[i - 1]!) || /^\d/.test(words[i - 1]!)))) return true;
    const countries = countriesNamed(where);
    if (countries.size === 0) return false;
    return raw.some((w, i) => i > 0 && lemma(w.toLowerCase()) === last && [...countriesNamed(raw[i - 1]!)].some((c) => countries.has(c)));
  });
  if (head) return head;
  // A part's head placed by a country the story names ('UK importers told Vine & Cellar Trade …' for a winery's 'Wine
  // importers and distributors'): importers in the UK are its importers, where the market names no place.
  return audiences.find(
    (m) =>
      placedMarket(m).where === '' &&
      conjuncts(m).some((part) => {
        const seq = stemSequence(part);
        const last = seq[seq.length - 1];
        // The part's head is a kind of people or business, written in lower case ('importers'), not a place ('Ireland').
        const written = part.trim().split(/\s+/).pop() ?? '';
        if (last === undefined || GENERAL_HEADS.has(last) || seq.length === stemSequence(m).length || !/^\p{Ll}/u.test(written)) return false;
        return raw.some((w, i) => i > 0 && lemma(w.toLowerCase()) === last && /^\p{Lu}/u.test(raw[i - 1]!) && countriesNamed(raw[i - 1]!).size > 0);
      }),
  );
}

/**
 * A market's people and the place a phrase after them names ('Urban households' in 'India', 'Wine tourists' visiting
 * 'Chile'); no place: all of it.
 */
export function placedMarket(market: string): { people: string; where: string } {
  // Or after a participle that places them ('Wine tourists visiting Chile', 'Families living in rural Wales').
  const m = /^(.+?)\s+(?:(?:in|across|throughout|around|from)|(?:\p{Ll}+ing|based|settled)(?:\s+(?:in|to|across|around))?)\s+(?:the\s+)?(.+)$/iu.exec(market.trim());
  return m && placesOnly(m[2]!) ? { people: m[1]!, where: m[2]! } : { people: market, where: '' };
}

/**
 * The parts of a joined market, each whole: a lone singular word before the last part shares that part's head
 * ('Municipal and producer recycling programs' → municipal recycling programs, producer recycling programs; 'fruit
 * and vegetable growers' → fruit growers); a plural stands alone ('vineyards and fruit growers').
 */
function conjuncts(market: string): string[] {
  const parts = market.split(/\s*,\s*|\s+(?:and|or|&)\s+/).filter((p) => p.trim().length > 0);
  const last = parts[parts.length - 1]?.trim().split(/\s+/) ?? [];
  if (last.length < 2) return parts;
  return parts.map((p, i) => {
    const word = p.trim();
    return i < parts.length - 1 && !/\s/.test(word) && lemma(word.toLowerCase()) === word.toLowerCase() && !/s$/i.test(word) ? `${word} ${last.slice(1).join(' ')}` : p;
  });
}

/**
 * The audience the story reads closest to by meaning (SIF cosine of the market's words and the story's), when it
 * is close enough to say the story reaches it: a listeria recall reaches a cold-chain carrier's food processors
 * (0.46), a grid-queue reform a heat-pump maker's district heating operators (0.45); a wage rise reaches no
 * airline's passengers (0.04), an oil-price spike no school (−0.06). Measured on the three writing sets' pairs whose
 * story names none of the company's markets (all three sets are tuned on): at 0.33 four readings a strategist would
 * not make passed (a four-day week for a cyber-training firm's health authorities, 0.34; a sugar limit in school
 * meals for a sports-nutrition brand's outdoor workers, 0.33); at 0.35 one is left (a seasonal-worker visa cut for
 * a vineyard's wine tourists, 0.40, carried by the word 'wine'), and the one right reading lost (a home-care worker
 * pilot for families of older adults, 0.33) is written for home care companies instead, which it also reaches.
 */
export function marketByMeaning(markets: readonly string[], story: string, lexicon: WordLexicon): string | undefined {
  const audiences = audiencesOf(markets);
  const storyVector = lexicon.sentence(story);
  if (storyVector.length === 0) return undefined;
  let best: { market: string; cosine: number } | undefined;
  for (const market of audiences) {
    const v = lexicon.sentence(market);
    if (v.length !== storyVector.length) continue;
    const cosine = dot(v, storyVector);
    if (!best || cosine > best.cosine) best = { market, cosine };
  }
  return best && best.cosine >= MARKET_MEANING_BAR ? best.market : undefined;
}

const MARKET_MEANING_BAR = 0.35;

