import { DUPLICATE_SEARCH_MAX_RESULTS, DUPLICATE_SEARCH_MIN_QUERY, type Contact } from '@newsjack/shared';

/** Lower case, accents and punctuation dropped, spaces collapsed: 'José  O’Neil' → 'jose oneil'. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const padded = ` ${text} `;
  for (let i = 0; i < padded.length - 1; i += 1) {
    const gram = padded.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Sørensen–Dice coefficient over character bigrams, 0..1: tolerant of typos and spelling variants. */
export function diceSimilarity(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  const ga = bigrams(a);
  const gb = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [gram, count] of ga) {
    shared += Math.min(count, gb.get(gram) ?? 0);
    total += count;
  }
  for (const count of gb.values()) total += count;
  return (2 * shared) / total;
}

/**
 * How alike a query and a name are, 0..1: the whole strings compared, or each word of the query against the
 * name's closest word (so 'Jon Smyth' finds 'Jonathan Smith' and 'smyth' finds him too). Containment is 1.
 */
export function nameSimilarity(query: string, name: string): number {
  const q = normaliseName(query);
  const n = normaliseName(name);
  if (!q || !n) return 0;
  if (n.includes(q)) return 1;
  const nameWords = n.split(' ');
  const queryWords = q.split(' ');
  const byWords =
    queryWords.reduce((sum, word) => sum + Math.max(...nameWords.map((w) => diceSimilarity(word, w))), 0) /
    queryWords.length;
  return Math.max(diceSimilarity(q, n), byWords);
}

/** Below this a name is not offered as a likely duplicate. */
export const NAME_SIMILARITY_THRESHOLD = 0.5;

/**
 * The flag-duplicate dialog's results (spec 02 §5), at most 10:
 * - no query: the contacts whose names are closest to the flagged one (the likely duplicates), itself left out;
 * - a query of up to 3 characters: names or outlets containing it, alphabetical;
 * - a longer query: names similar to it (typos and variants included), most similar first.
 * The flagged contact itself can be found by a query, so the dialog can explain why it cannot be chosen.
 */
export function searchDuplicates(contacts: readonly Contact[], flagged: Contact, query: string): Contact[] {
  const q = query.trim();
  const byName = (a: Contact, b: Contact) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
  let ranked: Contact[];
  if (!q) {
    ranked = contacts
      .filter((c) => c.id !== flagged.id)
      .map((c) => ({ c, score: nameSimilarity(flagged.name, c.name) }))
      .sort((a, b) => b.score - a.score || byName(a.c, b.c))
      .map(({ c }) => c);
  } else if (q.length <= DUPLICATE_SEARCH_MIN_QUERY) {
    const needle = normaliseName(q);
    ranked = contacts
      .filter((c) => normaliseName(c.name).includes(needle) || normaliseName(c.outlet).includes(needle))
      .sort(byName);
  } else {
    ranked = contacts
      .map((c) => ({ c, score: nameSimilarity(q, c.name) }))
      .filter(({ score }) => score >= NAME_SIMILARITY_THRESHOLD)
      .sort((a, b) => b.score - a.score || byName(a.c, b.c))
      .map(({ c }) => c);
  }
  return ranked.slice(0, DUPLICATE_SEARCH_MAX_RESULTS);
}
