import { MONTH_NAMES } from '../../text/fact-spans';
import { fnv1a32 } from '../../text/hash';
import { countryWord } from '../../text/country-names';
import { areasOfPlace } from '../../text/place-countries';

/** Sorted hashes per item in one array: item i's are `hashes[start[i]..start[i + 1])`. */
export type SortedRuns = { hashes: Uint32Array; start: Int32Array };

/**
 * What the pair similarity reads of the items' names (decisions 34 and 78), each as SortedRuns: `names` the rare
 * names; `places` the countries (and the EU) their places lie in; `acronyms` the words they write in capitals
 * ('ECB'); `initials` the initials of the names they spell out ('European Central Bank' → 'ecb').
 */
export interface NameSignals {
  names: SortedRuns;
  places: SortedRuns;
  acronyms: SortedRuns;
  initials: SortedRuns;
}

/**
 * The name signals of the items, from each item's named tokens (see namedTokens) and its text. A name in more than
 * `nameCap` items says little (and a title-case headline makes every word a name), so it is left out of `names`;
 * as a place it still says which country a report tells of ('Peru', however many reports name it).
 */
export function buildNameSignals(named: readonly string[][], texts: readonly string[], nameCap: number): NameSignals {
  const df = new Map<string, number>();
  for (const names of named) for (const name of names) df.set(name, (df.get(name) ?? 0) + 1);
  const usage = nameUsage(texts, df);
  // One array for every item's names (20,000 small arrays of their own weighed more than the hashes).
  const names = new RunWriter(named.length);
  const places = new RunWriter(named.length);
  named.forEach((item, i) => {
    const kept: number[] = [];
    const nameLike = new Set<string>();
    for (const name of item) {
      // Numbers are left to the TF-IDF vectors: a shared figure measured as often wrong as right (decision 34). A token
      // opening on a digit is one ('12%', '2027', '18bn'); one opening on a letter is a name ('NOVA8', 'B3', 'COP29').
      if (/^\d/.test(name)) continue;
      const { inner, lower } = usage.get(name) ?? { inner: 0, lower: 0 };
      // An acronym or a word capitalised inside a sentence somewhere, and not mostly written in lower case.
      if (!((inner > 0 || name.length <= 4) && lower < Math.max(1, inner))) continue;
      nameLike.add(name);
      if (df.get(name)! <= nameCap) kept.push(fnv1a32(name));
    }
    names.add(kept);
    places.add(placesIn(texts[i]!, nameLike).map((area) => fnv1a32(area)));
  });
  const acronyms = new RunWriter(texts.length);
  const initials = new RunWriter(texts.length);
  for (const text of texts) {
    const spelled = spelledNames(text);
    acronyms.add(spelled.acronyms.map((x) => fnv1a32(x)));
    initials.add(spelled.initials.map((x) => fnv1a32(x)));
  }
  return { names: names.done(), places: places.done(), acronyms: acronyms.done(), initials: initials.done() };
}

const PLACE_WORD = /[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*/gu;

/** Lower-case words inside a place's name ('Rio de Janeiro', 'Stratford-upon-Avon' is one word). */
const PLACE_JOINERS = new Set(['de', 'da', 'do', 'del', 'of', 'on', 'am']);

/**
 * The areas (countries, and the EU) of the places a text names. A place of two or three capitalised words counts as
 * written ('Northern Ireland' is the UK, not Ireland; 'Los Angeles'); a one-word place only when the word reads as a
 * name in these items (`nameLike`: 'Reading' opening a headline is a verb).
 */
function placesIn(text: string, nameLike: ReadonlySet<string>): string[] {
  const words = [...text.matchAll(PLACE_WORD)].map((m) => m[0]);
  const areas: string[] = [];
  const capital = (w: string) => w.charAt(0) !== w.charAt(0).toLowerCase();
  for (let i = 0; i < words.length; i += 1) {
    if (!capital(words[i]!)) continue;
    for (let n = Math.min(3, words.length - i); n >= 1; n -= 1) {
      const span = words.slice(i, i + n);
      if (n > 1 && (!capital(span[n - 1]!) || span.slice(1, -1).some((w) => !capital(w) && !PLACE_JOINERS.has(w)))) continue;
      if (n === 1 && !nameLike.has(countryWord(span[0]!.toLowerCase().replace(/['’]s$/u, '')))) continue;
      const phrase = span.join(' ');
      const found = areasOfPlace(phrase);
      if (found.length === 0) continue;
      areas.push(...found);
      i += n - 1;
      break;
    }
  }
  return areas;
}

/** Whether item `a`'s run of `x` and item `b`'s run of `y` share a hash. */
export function runsMeet(x: SortedRuns, a: number, y: SortedRuns, b: number): boolean {
  let i = x.start[a]!;
  let j = y.start[b]!;
  const endI = x.start[a + 1]!;
  const endJ = y.start[b + 1]!;
  while (i < endI && j < endJ) {
    if (x.hashes[i] === y.hashes[j]) return true;
    if (x.hashes[i]! < y.hashes[j]!) i += 1;
    else j += 1;
  }
  return false;
}

const EU = fnv1a32('EU');

/** Whether item `i` names places, all in one country (the EU besides it): a story of one country, not between several. */
export function inOneCountry(places: SortedRuns, i: number): boolean {
  const from = places.start[i]!;
  const to = places.start[i + 1]!;
  let countries = 0;
  for (let k = from; k < to; k += 1) if (places.hashes[k] !== EU) countries += 1;
  return countries === 1;
}

/** Whether two items name an actor in common: a rare name, or one writes as an acronym what the other spells out. */
export function shareName(signals: NameSignals, a: number, b: number): boolean {
  const { names, acronyms, initials } = signals;
  return runsMeet(names, a, names, b) || runsMeet(acronyms, a, initials, b) || runsMeet(initials, a, acronyms, b);
}

/** Whether items of `x` and items of `y` share a rare name other than a date's or a feast's: an actor in common. */
export function shareActorName(names: SortedRuns, x: readonly number[], y: readonly number[]): boolean {
  const { hashes, start } = names;
  const ofX = new Set<number>();
  for (const i of x) for (let k = start[i]!; k < start[i + 1]!; k += 1) if (!CALENDAR.has(hashes[k]!)) ofX.add(hashes[k]!);
  if (ofX.size === 0) return false;
  for (const j of y) for (let k = start[j]!; k < start[j + 1]!; k += 1) if (ofX.has(hashes[k]!)) return true;
  return false;
}

/**
 * Dates and feasts are written like names but name no actor: 'Thanksgiving' is in the turkey's price and the
 * holiday traffic, 'December' in two airlines' strikes. (As names of a pair they stay: measured, two reports that
 * each name a different month or feast are more often two stories than one.)
 */
const CALENDAR = new Set(
  [
    ...MONTH_NAMES,
    ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    ...['christmas', 'easter', 'thanksgiving', 'halloween', 'ramadan', 'eid', 'diwali', 'hanukkah'],
  ].map((word) => fnv1a32(word)),
);

/** Writes SortedRuns item by item (each item's hashes sorted, repeats dropped). */
class RunWriter {
  private readonly hashes: number[] = [];
  private readonly start: Int32Array;
  private item = 0;
  constructor(items: number) {
    this.start = new Int32Array(items + 1);
  }
  add(hashes: readonly number[]): void {
    const sorted = Uint32Array.from(hashes).sort();
    for (let k = 0; k < sorted.length; k += 1) if (k === 0 || sorted[k] !== sorted[k - 1]) this.hashes.push(sorted[k]!);
    this.item += 1;
    this.start[this.item] = this.hashes.length;
  }
  done(): SortedRuns {
    return { hashes: Uint32Array.from(this.hashes), start: this.start };
  }
}

/** Words a name keeps in lower case between its capitalised words ('Arts Council of Wales'). */
const NAME_JOINERS = new Set(['of', 'for', 'and', 'the', 'on', '&']);

/**
 * An item's acronyms (words of 2-6 capitals) and the initials of the names it spells out: every run of two or more
 * capitalised words (one lower-case joiner allowed between two of them) gives the initials of its first 2-6
 * capitalised words, from its first or its second ('Centers for Disease Control and Prevention' → 'cd', 'cdc', 'cdcp',
 * 'dc', 'dcp').
 * Lower case.
 */
export function spelledNames(text: string): { acronyms: string[]; initials: string[] } {
  const acronyms = new Set<string>();
  const initials = new Set<string>();
  let run: string[] = [];
  let afterJoiner = false;
  const close = () => {
    // From its first word, or from its second: a sentence's first word is capitalised whatever it is ('The
    // Financial Conduct Authority said…').
    for (const from of [0, 1]) {
      for (let k = 2; k <= Math.min(6, run.length - from); k += 1) initials.add(run.slice(from, from + k).join(''));
    }
    run = [];
    afterJoiner = false;
  };
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+(?:['’]\p{L}+)?|&|[^\s\p{L}\p{M}\p{N}]/gu)) {
    const word = match[0];
    if (/^\p{Lu}{2,6}$/u.test(word)) {
      acronyms.add(word.toLowerCase());
      close();
    } else if (/^\p{Lu}\p{Ll}/u.test(word)) {
      run.push(word.charAt(0).toLowerCase());
      afterJoiner = false;
    } else if (run.length > 0 && !afterJoiner && NAME_JOINERS.has(word)) {
      afterJoiner = true;
    } else close();
  }
  close();
  return { acronyms: [...acronyms], initials: [...initials] };
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * How the items write each candidate name: capitalised inside a sentence (not as its first word, which every
 * headline and sentence capitalises), and in lower case. 'Magnitude' opening two quake headlines is no name; 'Bank'
 * in 'Bank of England' beside 'the central bank' is a common word; 'Lagarde' and 'Hualien' are names.
 */
function nameUsage(texts: readonly string[], candidates: ReadonlyMap<string, number>): Map<string, { inner: number; lower: number }> {
  const usage = new Map<string, { inner: number; lower: number }>();
  for (const text of texts) {
    let sentenceStart = true;
    for (const match of text.matchAll(WORD)) {
      const word = match[0];
      const key = countryWord(word.toLowerCase().replace(/['’]s$/u, ''));
      const gap = text.slice(Math.max(0, match.index - 3), match.index);
      const starts = sentenceStart || /[.!?:]\s*$/.test(gap);
      sentenceStart = false;
      if (!candidates.has(key)) continue;
      let entry = usage.get(key);
      if (!entry) usage.set(key, (entry = { inner: 0, lower: 0 }));
      const first = word.charAt(0);
      if (first !== first.toUpperCase()) entry.lower += 1;
      else if (!starts) entry.inner += 1;
    }
  }
  return usage;
}
