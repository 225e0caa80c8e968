/**
 * The shops and chains a site says sell it ('Find us at Woolworths, Life Pharmacy, Unichem and Chemist Warehouse',
 * 'stocked by … Waterstones, Forbidden Planet'): where its customers buy, not subjects its PR team tracks, however
 * often the site names them. Read after a selling cue, to the end of its sentence: every capitalised run there.
 */
export function stockistsNamed(text: string): Set<string> {
  const out = new Set<string>();
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    for (const cue of sentence.matchAll(SELLING_CUE)) {
      const rest = sentence.slice(cue.index + cue[0].length);
      for (const run of rest.matchAll(CAPITALISED_RUN)) out.add(run[0].replace(/[.]+$/u, '').replace(/['’]s?$/u, '').toLowerCase());
    }
  }
  return out;
}

// Case written out, not by a flag: with one, \p{Lu} would take 'find support in' for 'Find Marram at'.
const SELLING_CUE =
  /\b(?:[Ff]ind (?:us|our \p{Ll}+|\p{Lu}\p{Ll}+) (?:at|in)|[Ss]tocked (?:at|in|by)|[Aa]vailable (?:at|from|in)|[Ss]old (?:at|in|through|by)|[Bb]uy (?:it |them |one )?(?:at|from)|on (?:the )?shelves (?:at|of|in)|[Ss]tockists(?: include| are)?:?|[Cc]arried by|[Dd]istributed by)\s+/gu;
/** Capitalised words in a row, with the '&' and apostrophes names hold ('V&A Waterfront', "Sainsbury's"). */
const CAPITALISED_RUN = /\p{Lu}[\p{L}&'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'’.-]*)*/gu;
