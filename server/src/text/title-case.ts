/** Short words kept lower-case inside a title (AP/Chicago style), unless first or last. */
const SMALL_WORDS = new Set([
  'a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'from', 'in', 'into', 'nor', 'of', 'on', 'or', 'over', 'per',
  'the', 'to', 'vs', 'via', 'with',
]);

/**
 * Title-cases a phrase. Words that already carry a capital after their first letter ('iPhone', 'TechCrunch',
 * 'AI', 'B2B') keep their spelling: they are names or acronyms. Each part of a hyphenated word is capitalised.
 */
export function titleCase(text: string): string {
  const words = text.trim().split(/\s+/).filter((w) => w.length > 0);
  // A shouted headline ('MARKETS RALLY') has no casing worth keeping.
  const shouted = !/\p{Ll}/u.test(text) && words.length > 2;
  return words
    .map((word, index) => {
      const isEdge = index === 0 || index === words.length - 1;
      if (!shouted && /\p{Lu}/u.test(word.slice(1))) return word;
      const lower = word.toLowerCase();
      if (!isEdge && SMALL_WORDS.has(lower)) return lower;
      return lower
        .split('-')
        .map((part) => capitalise(part))
        .join('-');
    })
    .join(' ');
}

function capitalise(part: string): string {
  const first = part.search(/\p{L}/u);
  if (first < 0) return part;
  return part.slice(0, first) + part.charAt(first).toUpperCase() + part.slice(first + 1);
}
