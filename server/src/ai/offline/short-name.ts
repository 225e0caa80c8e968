import { escapeRegExp } from '../../text/escape-regexp';

/**
 * The company's name as its own text shortens it, for every mention after the first: a writer says 'Hartwell
 * Children's Hospital Charity' once and 'Hartwell' after, as the charity's own site does ('Hartwell relies on
 * individual donors'). Only a short form the company's text uses standing alone (not as the start of its full name)
 * is taken, so nothing is shortened on a guess: no evidence, no short name.
 */
export function shortNameOf(name: string, ownText: string): string | null {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return null;
  // The shortest leading part first: a longer one may be another body the company names ('Hartwell Children's
  // Hospital', which the Hartwell charity raises money for).
  for (let k = 1; k < words.length; k += 1) {
    const short = words.slice(0, k).join(' ');
    // A lone capitalised word that opens many sentences ('The', 'New') or a short one ('Dak') is no name of its own.
    if (k === 1 && (COMMON_OPENERS.has(short.toLowerCase()) || short.length < 4)) continue;
    const next = words[k]!;
    // Standing alone: not inside a longer word, not the start of the full name, not a person's surname ('Ana Oduya').
    const alone = new RegExp(
      `(?<![\\p{L}\\p{N}&'’-])(?<!\\p{Lu}[\\p{Ll}'’-]+\\s)${escapeRegExp(short)}(?:['’]s)?(?![\\p{L}\\p{N}&-])(?!\\s+${escapeRegExp(next)}\\b)`,
      'u',
    );
    if (alone.test(ownText.replace(new RegExp(escapeRegExp(name), 'g'), ''))) return short;
  }
  return null;
}

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
 * The text with every mention of `name` after the first written `short` (its possessive kept). Lines listed in
 * `keep` (a signature) are left as they are and do not count as a first mention.
 */
export function laterMentionsShort(
  blocks: readonly string[],
  name: string,
  short: string | null,
  keep: ReadonlySet<number> = new Set(),
): string[] {
  if (!short) return [...blocks];
  const mention = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(['’]s)?(?![\\p{L}\\p{N}])`, 'gu');
  // A short name that is a possessive already ("Moylan's") takes no second one.
  const ownsAlready = /['’]s$/.test(short);
  let seen = false;
  return blocks.map((block, i) => {
    if (keep.has(i)) return block;
    return block.replace(mention, (whole, owned: string | undefined) => {
      if (!seen) {
        seen = true;
        return whole;
      }
      return owned && !ownsAlready ? `${short}${owned}` : short;
    });
  });
}
