import { escapeRegExp } from '../../text/escape-regexp';
import { possessive } from './prose';

/**
 * The company's name as its own profile shortens it, for every mention after the first: a writer says 'Hartwell
 * Children's Hospital Charity' once and 'Hartwell' after, as the charity's own site does ('Hartwell relies on
 * individual donors'). Only a short form the profile uses standing alone is taken (not as the start of its full name,
 * not before another capitalised word as a brand's or a product's first word: 'Hinata Clear aligners'), and none that
 * the profile ever writes as a person's surname ('Dr Keiko Hinata'): no evidence, no short name.
 */
export function shortNameOf(name: string, profile: string): string | null {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return null;
  const text = straight(profile).split(straight(name.trim())).join(' ');
  // The shortest leading part first: a longer one may be another body the company names ('Hartwell Children's
  // Hospital', which the Hartwell charity raises money for).
  for (let k = 1; k < words.length; k += 1) {
    const short = words.slice(0, k).join(' ');
    // A lone capitalised word that opens many sentences ('The', 'New') or a short one ('Dak') is no name of its own.
    if (k === 1 && (COMMON_OPENERS.has(short.toLowerCase()) || short.length < 4)) continue;
    const at = escapeRegExp(straight(short));
    // A person's surname anywhere (after a title, a given name or an initial; not after a word that opens a
    // sentence, 'At Quillmark, we …') rules the short form out.
    const surname = new RegExp(
      `(?<![\\p{L}\\p{N}])(?!(?:${OPENING_WORDS})\\s)(?:(?:${TITLES})\\.?|\\p{Lu}[\\p{Ll}'-]+|\\p{Lu}\\.)\\s+${at}(?![\\p{L}\\p{N}])`,
      'u',
    );
    if (surname.test(text)) continue;
    // Standing alone: not inside a longer word, not before another capitalised word (a product's first word,
    // 'Hinata Clear aligners', "Hinata's Clear aligners").
    const alone = new RegExp(`(?<![\\p{L}\\p{N}&'-])${at}(?:'s?)?(?![\\p{L}\\p{N}&'-])(?!\\s+[\\p{Lu}\\d&])`, 'u');
    if (alone.test(text)) return short;
  }
  return null;
}

/** Titles before a surname. */
const TITLES = 'Dr|Mrs?|Ms|Mx|Prof|Professor|Sir|Dame|Rev|Father|Sister';
/** Capitalised words that open a sentence rather than a person's name. */
const OPENING_WORDS =
  'The|A|An|At|In|On|By|For|From|With|To|As|And|But|Or|So|Its|Our|Their|This|That|These|Those|Every|Each|Why|How|What|When|Where|Today|Now|Since|Like|Unlike|Through|Across|Under|Over|After|Before|While';

const straight = (text: string) => text.replace(/’/g, "'");

const COMMON_OPENERS = new Set([
  'the',
  'a',
  'an',
  'new',
  'first',
  'north',
  'south',
  'east',
  'west',
  'great',
  'royal',
  'national',
  'city',
  'county',
]);

/**
 * The texts with every mention of `name` after the first written `short`, a possessive as the short name's own
 * ('Brannock Ferries’' → 'Brannock’s'). Texts listed in `keep` (a signature) are left as they are and hold no first
 * mention. A mention followed by another capitalised word is part of a longer name ('Acme Labs Foundation') and kept.
 */
export function laterMentionsShort(
  texts: readonly string[],
  name: string,
  short: string | null,
  keep: ReadonlySet<number> = new Set(),
): string[] {
  if (!short) return [...texts];
  const mention = new RegExp(
    // A possessive ('Brannock Ferries’ Orkney routes'), or the name on its own and not the start of a longer one.
    `(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?:(['’]s?)(?![\\p{L}\\p{N}])|(?![\\p{L}\\p{N}'’])(?!\\s+\\p{Lu}))`,
    'gu',
  );
  // A short name that is a possessive already ("Moylan's") takes no second one.
  const ownsAlready = /['’]s$/.test(short);
  let seen = false;
  return texts.map((text, i) => {
    if (keep.has(i)) return text;
    return text.replace(mention, (whole, owned: string | undefined) => {
      if (!seen) {
        seen = true;
        return whole;
      }
      return owned && !ownsAlready ? possessive(short) : short;
    });
  });
}
