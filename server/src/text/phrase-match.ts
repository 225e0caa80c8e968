import { STOP_WORDS } from './stop-words';
import { tokenize } from './tokenize';

/** Words ending in -s that are not plurals (or whose singular would collide with another word). */
const NOT_PLURAL = new Set([
  'news', 'series', 'species', 'always', 'perhaps', 'whereas', 'thus', 'plus', 'minus', 'bonus', 'campus', 'census',
  'virus', 'status', 'focus', 'basis', 'crisis', 'analysis', 'thesis', 'gas', 'bus', 'lens', 'atlas', 'canvas',
  'chaos', 'ethos', 'kudos', 'alias', 'bias', 'yes', 'has', 'was', 'does', 'its', 'this', 'us', 'is', 'as',
]);

/**
 * The form a word is matched under: its singular when it is a regular English plural (or third-person -s),
 * else the word itself. Deliberately nothing more: Porter stems fold across parts of speech ('charging' the noun,
 * 'charged' the verb and 'charge' the fee all become 'charg'), which made a heat-pump installer's 'charging'
 * match 'customers charged twice'; -ing, -ed, -er and -ment forms are different words here.
 */
export function lemma(word: string): string {
  const w = word.toLowerCase();
  // Any lower-case letters, not only ASCII: 'cafés' is the plural of 'café'.
  if (w.length <= 3 || !/^\p{Ll}+s$/u.test(w) || NOT_PLURAL.has(w)) return w;
  if (/(ss|us|is|ics)$/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  const single = /(sses|shes|ches|xes|zzes)$/.test(w) ? w.slice(0, -2) : w.slice(0, -1);
  // A noun whose singular is a function word keeps its plural: a law firm's 'wills' is not the 'will' of "will be".
  return STOP_WORDS.has(single) ? w : single;
}

/**
 * The one phrase matcher (keywords, products, searches; discovery and the AI engine alike), on word boundaries
 * and lemmas, multi-word: 'electric vehicles' matches 'Electric vehicle sales surge' and 'EV makers… electric
 * vehicles', but not '…electric grid… vehicles'. Both sides become sequences of `lemma`s of every token (stop
 * words kept, so 'internet of things' still needs its 'of'; hyphenated words split, so 'multi-factor' and 'multi
 * factor' agree), and the phrase must appear as a contiguous run. (The names say 'stems' for the callers' sake.)
 */
export function stemSequence(text: string): string[] {
  return tokenize(text).flatMap((t) => t.split('-')).filter((t) => t.length > 0).map(lemma);
}

/** A phrase worth matching: at least one token that is not a stop word ('the', 'new' alone would match anything). */
export function phraseStems(phrase: string): string[] | null {
  const tokens = tokenize(phrase);
  if (tokens.length === 0 || tokens.every((t) => STOP_WORDS.has(t))) return null;
  return stemSequence(phrase);
}

export function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** A text field of a trend and how strongly a match in it counts (headlines name the story; the rest may digress). */
export interface WeightedField {
  stems: string[];
  strength: number;
}

export interface PhraseMatch {
  phrase: string;
  /** The strongest field it was found in. */
  strength: number;
}

/** Phrases found in any field, each once, with the best strength; phrases keep the caller's spelling and order. */
export function matchPhrases(phrases: readonly string[], fields: readonly WeightedField[]): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  const seen = new Set<string>();
  for (const phrase of phrases) {
    const needle = phraseStems(phrase);
    const key = needle?.join(' ');
    if (!needle || !key || seen.has(key)) continue;
    let strength = 0;
    for (const field of fields) if (field.strength > strength && containsRun(field.stems, needle)) strength = field.strength;
    if (strength > 0) {
      seen.add(key);
      out.push({ phrase: phrase.trim(), strength });
    }
  }
  return out;
}

/** Phrases (in the caller's order and spelling) that appear in a text as a contiguous run of stems. */
export function phrasesIn(phrases: readonly string[], text: string): string[] {
  const haystack = stemSequence(text);
  return phrases.filter((p) => {
    const needle = phraseStems(p);
    return needle !== null && containsRun(haystack, needle);
  });
}
