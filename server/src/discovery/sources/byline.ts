/**
 * Bylines are the only evidence media contacts are built from, so they are read literally: a name is kept as
 * printed, and an e-mail address is kept only when the feed itself carries it.
 */

export interface Byline {
  name: string | null;
  email: string | null;
}

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

/** Tidies a printed name: collapses spaces and drops a leading "By". */
export function cleanName(raw: string): string | null {
  const name = raw.replace(/\s+/g, ' ').replace(/^by\s+/i, '').trim();
  return name && !EMAIL.test(name) ? name : null;
}

/**
 * Reads an RSS `<author>`: 'email (Full Name)', 'Full Name <email>', a bare e-mail or a bare name.
 * A bare e-mail gives no name: we never derive one from the address.
 */
export function parseRssAuthor(raw: string): Byline {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return { name: null, email: null };
  const paren = /^(\S+@\S+)\s*\((.+)\)$/.exec(text);
  if (paren && EMAIL.test(paren[1] ?? '')) return { name: cleanName(paren[2] ?? ''), email: (paren[1] ?? '').toLowerCase() };
  const angle = /^(.*?)\s*<(\S+@\S+)>$/.exec(text);
  if (angle && EMAIL.test(angle[2] ?? '')) return { name: cleanName(angle[1] ?? ''), email: (angle[2] ?? '').toLowerCase() };
  if (EMAIL.test(text)) return { name: null, email: text.toLowerCase() };
  return { name: cleanName(text), email: null };
}

/** Several bylines of one item in print order, without repeats. */
export function joinNames(names: (string | null)[]): string | null {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names) {
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    kept.push(name);
  }
  return kept.length > 0 ? kept.join(', ') : null;
}

/**
 * Splits a byline into people: 'A, B and C', 'A & B', 'A and B'. For the contacts engine, which needs one
 * person per contact; a single name comes back alone.
 */
export function splitByline(author: string | null): string[] {
  if (!author) return [];
  return author
    .split(/\s*,\s*|\s+(?:and|&)\s+/i)
    .map((part) => cleanName(part))
    .filter((part): part is string => part !== null);
}
