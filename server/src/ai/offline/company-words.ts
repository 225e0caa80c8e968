import { escapeRegExp } from '../../text/escape-regexp';
import { isPlaceName } from '../../text/place-names';
import type { CompanyContext } from '../types';
import { namesACountry } from './home-country';
import { placesOnly } from './story-market';
import { fromPlainPhrase } from './subject-article';

// The company's own words as an idea says them mid-sentence: its markets, products, stakes and industry, each in the
// case and number a sentence gives them (story-facts.ts reads them for the ideas, pitch-offer.ts for the offer).

/**
 * A stake of one countable thing is said as its kind, in the plural, when the company or the coverage writes that
 * plural: a headline joins it bare to the story ('Clean cooking and cookstoves'), where 'cookstove' alone is no
 * English. Names, plurals, mass nouns and words nobody writes in the plural ('rooftop solar', 'learn to swim') stay.
 */
export function countedAsKind(term: string, text: string): string {
  if (!/^[\p{Ll}\s-]+$/u.test(term) || fromPlainPhrase(term).plural) return term;
  const last = term.split(/\s+/).pop()!;
  const plural = /(?:s|x|z|ch|sh)$/.test(last)
    ? `${last}es`
    : /[^aeiou]y$/.test(last)
      ? `${last.slice(0, -1)}ies`
      : `${last}s`;
  const kind = `${term.slice(0, term.length - last.length)}${plural}`;
  // The kind in the plural; or its head alone in the plural ('factories') when the term itself is written only as one
  // of it ('a knitwear factory', never 'what the wage means for knitwear factory'). Written bare ('under employment
  // law'), the term is a field, whatever plural its head has elsewhere ('new laws').
  const written = (phrase: string) => new RegExp(`\\b${escapeRegExp(phrase).replace(/\s+/g, '\\s+')}\\b`, 'i').test(text);
  const compound = !/\s(?:of|to|and|for|in|on)\s/.test(` ${term} `);
  const bare = new RegExp(`(?<!\\b(?:a|an|one|each|every|another)(?:\\s+[\\p{L}-]+){0,2})\\s${escapeRegExp(term).replace(/\s+/g, '\\s+')}\\b`, 'iu');
  const counted = compound && written(term) && !bare.test(` ${text}`);
  return written(kind) || (counted && written(plural)) ? kind : term;
}

/**
 * 'Online merchants' → 'online merchants'; 'NHS trusts' keeps its acronym, and a word the company's own text writes
 * as a name mid-sentence keeps its capital ('European e-bike brands' when its profile says 'used by European makers').
 */
export function marketPhrase(market: string, profile = ''): string {
  const trimmed = market.trim();
  const [first = '', ...rest] = trimmed.split(/\s+/);
  // The first word of a name that runs on ('North American apparel brands', 'New Zealand exporters') keeps its capital.
  const second = rest[0] ?? '';
  const opensAName = /^\p{Lu}/u.test(second) && (lowerUnlessName(second, profile) === second || isPlaceName(`${first} ${second}`));
  return [opensAName ? first : lowerUnlessName(first, profile), ...rest].join(' ');
}

/**
 * A market without the places it lists ('importers in the United States, Spain, Germany and Japan' → 'importers'):
 * an idea is written for the people, and a list of countries after them runs its headline past what a desk prints.
 * One place says which of them ('dairy farms in Wisconsin') and stays.
 */
export function withoutPlaceList(market: string): string {
  const m = /^(.+?)\s+(?:in|across|throughout)\s+(.+)$/u.exec(market);
  if (!m) return market;
  const parts = m[2]!
    .split(/,\s*|\s+and\s+/)
    .map((p) => p.trim().replace(/^the\s+/i, ''))
    .filter((p) => p.length > 0);
  return parts.length >= 2 && parts.every((p) => placesOnly(p) || namesACountry(p)) ? m[1]! : market;
}

/**
 * Lower-cased but for acronyms, inner capitals, names of a people, country, region or language ('Indian cities',
 * 'Irish SMEs', 'European brands') and words the profile writes with a capital mid-sentence.
 */
export const lowerUnlessName = (text: string, profile = '') =>
  text
    .split(/\s+/)
    .map((w) =>
      /^\p{Lu}{2,}/u.test(w) ||
      /\p{Ll}\p{Lu}/u.test(w) ||
      namesACountry(w) ||
      LANGUAGE.test(w) ||
      REGION_PEOPLE.test(w) ||
      writtenAsNameIn(profile, w, true)
        ? w
        : w.toLowerCase(),
    )
    .join(' ');

/** The peoples of regions, never written in lower case. */
const REGION_PEOPLE =
  /^(?:European|Asian|African|Nordic|Scandinavian|Latin|Caribbean|Baltic|Balkan|Arab|Mediterranean|Andean|Iberian|Pacific)$/;

/**
 * Whether `text` writes `word` with its capital after a sentence's first word (a name, not a heading's capital);
 * `alone`: between words in lower case, so a word of a longer name ('Kristály Dental Lab') does not count.
 */
function writtenAsNameIn(text: string, word: string, alone = false): boolean {
  if (!text || !/^\p{Lu}\p{Ll}/u.test(word)) return false;
  const around = alone ? ["(?<!\\p{Lu}[\\p{L}’'-]*\\s)", '(?!\\s\\p{Lu})'] : ['', ''];
  return new RegExp(
    `(?<![.!?:]\\s*|^\\s*)${around[0]}(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])${around[1]}`,
    'u',
  ).test(text);
}

/**
 * A product listed as a heading of common words ('Children's early orthodontic treatment', 'Door-to-door school
 * transport') reads in lower case mid-sentence; a name keeps its capitals ('Hinata Clear aligners', and 'Xero
 * integration' when the profile writes 'Xero' mid-sentence, or the company's own name holds the word).
 */
export function productAsWritten(
  product: string,
  company: Pick<CompanyContext, 'companyName' | 'companyProfile'>,
): string {
  const [first = '', ...rest] = product.split(/\s+/);
  if (
    rest.length === 0 ||
    !/^\p{Lu}\p{Ll}/u.test(first) ||
    /\p{Ll}\p{Lu}/u.test(first) ||
    rest.some((w) => /\p{Lu}/u.test(w))
  )
    return product;
  if (namesACountry(first) || LANGUAGE.test(first)) return product;
  const word = first.replace(/['’]s$/u, '').split('-')[0]!;
  if (writtenAsNameIn(company.companyProfile, word) || company.companyName.split(/\s+/).includes(word)) return product;
  return `${first[0]!.toLowerCase()}${product.slice(1)}`;
}

/** Languages, whose names a country list does not hold ('English' is no country's). */
const LANGUAGE =
  /^(?:English|French|Spanish|German|Welsh|Gaelic|Irish|Scottish|Dutch|Italian|Portuguese|Arabic|Chinese|Mandarin|Cantonese|Japanese|Korean|Hindi|Urdu|Bengali|Tamil|Russian|Polish|Turkish|Greek|Swahili|Māori|Maori)$/;
