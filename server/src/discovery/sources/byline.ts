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
  const name = raw
    .replace(/\s+/g, ' ')
    .replace(/^by\s+/i, '')
    .trim();
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
  if (paren && EMAIL.test(paren[1] ?? ''))
    return { name: cleanName(paren[2] ?? ''), email: (paren[1] ?? '').toLowerCase() };
  const angle = /^(.*?)\s*<(\S+@\S+)>$/.exec(text);
  if (angle && EMAIL.test(angle[2] ?? ''))
    return { name: cleanName(angle[1] ?? ''), email: (angle[2] ?? '').toLowerCase() };
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

/**
 * Bylines that name no person: wire services and agencies, desks and staff credits. A contact is a person, so
 * these are dropped rather than turned into journalists. Matched on the whole (lower-cased) name.
 */
const NOT_A_PERSON = new Set([
  'reuters',
  'thomson reuters',
  'ap',
  'associated press',
  'the associated press',
  'afp',
  'agence france-presse',
  'agence france presse',
  'pa',
  'pa media',
  'press association',
  'pa wire',
  'bloomberg',
  'bloomberg news',
  'dpa',
  'ansa',
  'efe',
  'xinhua',
  'upi',
  'cnn wire',
  'aap',
  'kyodo',
  'tass',
  'anadolu',
  'reuters staff',
  'ap staff',
  'staff',
  'staff writer',
  'staff writers',
  'staff reporter',
  'editorial',
  'editorial team',
  'editorial staff',
  'editorial board',
  'the editorial board',
  'editors',
  'the editors',
  'editor',
  'newsroom',
  'news desk',
  'news team',
  'web desk',
  'digital desk',
  'guest author',
  'guest',
  'guest post',
  'guest contributor',
  'contributor',
  'contributors',
  'admin',
  'administrator',
  'webmaster',
  'team',
  'press release',
  'sponsored',
  'partner content',
  'unknown',
  'anonymous',
]);

/** A trailing credit that makes a byline a desk, not a person: 'Circuit Ledger staff', 'Reuters Staff', 'News desk'. */
const DESK_SUFFIX =
  /\b(?:staff|staff writers?|staff reporters?|team|desk|editors|editorial(?: team| staff| board)?|newsroom|wire)$/i;

/** Trailing affiliations printed after a name: 'Dana Whitfield, Reuters', 'Dana Whitfield | Bloomberg', 'Dana Whitfield (AP)'. */
const AFFILIATION = /\s*(?:\(([^)]*)\)|\|\s*(.+)|\s+-\s+(.+)|\s+for\s+(.+))$/i;

/**
 * True when a cleaned byline names a person: not a wire service, agency, desk or staff credit, and shaped like a
 * name (two to five words, letters, no digits or URLs). A single word is not enough to identify a journalist.
 */
export function isPersonName(name: string, outlet?: string | null): boolean {
  const lower = name.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!lower || NOT_A_PERSON.has(lower) || NOT_A_PERSON.has(lower.replace(/^the\s+/, ''))) return false;
  if (DESK_SUFFIX.test(lower)) return false;
  if (outlet) {
    const o = outlet
      .toLowerCase()
      .replace(/^the\s+/, '')
      .trim();
    const n = lower.replace(/^the\s+/, '');
    if (o && (n === o || n.startsWith(`${o} `))) return false;
  }
  if (/\d|https?:|www\.|@|[<>{}[\]]/.test(lower)) return false;
  const words = lower.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  return words.every((w) => /^[\p{L}][\p{L}'’.-]*$/u.test(w));
}

/** Words that make a byline part a job title rather than a name: 'Dana Whitfield, Senior Reporter'. */
const JOB_TITLE =
  /\b(?:reporter|correspondent|editor|writer|columnist|contributor|analyst|producer|critic|journalist|chief|director|head|lead|bureau|desk|anchor|presenter|host|photographer|researcher|fellow)s?\b/i;

export interface BylinePerson {
  name: string;
  /** A job title printed beside the name in the byline, else null. */
  title: string | null;
}

/**
 * The people of one byline: split on ',', ';', '&', 'and', 'with', '/'; 'By' dropped; affiliations cut
 * ('Dana Whitfield (AP)'); a job title printed after a name kept as that person's title; wire services,
 * desks and staff credits dropped.
 */
export function bylinePeople(author: string | null, outlet?: string | null): BylinePerson[] {
  if (!author) return [];
  const text = author
    .replace(/\s+/g, ' ')
    .replace(/^by[:\s]+/i, '')
    .trim();
  const seen = new Set<string>();
  const people: BylinePerson[] = [];
  let last: BylinePerson | null = null;
  for (const raw of text.split(/\s*[,;]\s*|\s+(?:and|&|with)\s+|\s*\/\s*/i)) {
    let part = raw.replace(/^(?:and|by)\s+/i, '').trim();
    const affiliation = AFFILIATION.exec(part);
    if (affiliation) part = part.slice(0, affiliation.index).trim();
    if (JOB_TITLE.test(part)) {
      // A title belongs to the person printed just before it; a title alone names nobody.
      if (last && !last.title) last.title = part.replace(/\s+/g, ' ').trim();
      last = null;
      continue;
    }
    const name = cleanName(part);
    last = null;
    if (!name || !isPersonName(name, outlet)) continue;
    const key = nameKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    last = { name, title: null };
    people.push(last);
  }
  return people;
}

/** The names of bylinePeople. */
export function peopleOfByline(author: string | null, outlet?: string | null): string[] {
  return bylinePeople(author, outlet).map((p) => p.name);
}

/**
 * The identity of a name for merging variants of one person at one outlet: lower-cased, accents folded, middle
 * initials and titles dropped ('Dana K. Whitfield', 'Dana Whitfield', 'DANA WHITFIELD' → 'dana whitfield').
 */
export function nameKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[\s.]+/)
    .filter(Boolean)
    .filter((w) => !/^(?:dr|mr|mrs|ms|prof|jr|sr|ii|iii)$/.test(w));
  if (words.length <= 2) return words.join(' ');
  // Keep first and last; drop single-letter middle initials but keep real middle names out of the key too,
  // since bylines print them inconsistently.
  return `${words[0]} ${words[words.length - 1]}`;
}

/** The display form of a person among variants: mixed case before all-caps, then the fullest, then the first seen. */
export function preferredName(variants: readonly string[]): string {
  const oneCase = (n: string) => n === n.toUpperCase() || n === n.toLowerCase();
  const score = (n: string) => (oneCase(n) ? 0 : 1000) + n.length;
  const best = [...variants].sort((a, b) => score(b) - score(a))[0] ?? '';
  // Only an all-caps or all-lower form was printed: show it in name case ('DANA WHITFIELD' → 'Dana Whitfield').
  return oneCase(best)
    ? best.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase())
    : best;
}
