import { escapeRegExp } from '../../text/escape-regexp';
import { namesPerson } from '../../text/given-names';
import { isPlaceName } from '../../text/place-names';

/*
 * What a site phrase's shape says it is not (site-keywords.ts): the copy's grading ('perfect pub game'), what the
 * company says it does not do, a job, an address, a person, a clause cut at its verb.
 */

/** Adjectives that grade or praise (they take 'very' or a comparative), never the kind of thing a phrase names. */
export const GRADING_WORDS = new Set(
  'fewer less more most least perfect old older oldest wide wider young younger little long longer short high higher low lower true happy proud friendly favourite favorite ideal classic popular famous busy amazing beautiful lovely fantastic excellent brilliant fun exciting typical ordinary everyday proper fine nice bad worse worst huge tiny quick quicker fast faster slow cheap cheaper affordable great greater retired busiest biggest smallest cosy warm cold hot friendly honest loyal happy calm quiet loud easy easier hard harder'.split(' '),
);

/**
 * Adjectives that grade, whose comparative or superlative leads the copy's praise ('clearer picture'). Not those of
 * size or age, whose forms name kinds ('higher education', 'older people', 'smaller businesses').
 */
const GRADABLE = new Set('calm clear bright smart strong safe simple rich deep sharp soft bold good cold warm hot quick fast cheap easy hard busy happy quiet loud slow near close'.split(' '));

/**
 * Whether a phrase opens on a comparative or superlative ('calmer agency', 'clearer picture', 'coldest nights',
 * 'best-value plans'): the copy comparing itself, never a kind of thing the news is about. Nouns that look like
 * one ('cleaner', 'lighter', 'forest') are not: only a gradable adjective's forms count. Distance grades too: 'your
 * nearest practice' is the copy's directions.
 */
export function opensOnComparison(term: string): boolean {
  const first = term.trim().split(/[\s-]+/)[0]!.toLowerCase();
  if (/^(?:better|best|worse|worst)$/.test(first)) return true;
  const m = /^(\p{Ll}+?)(i?)(er|est)$/u.exec(first);
  if (!m) return false;
  const stem = m[2] ? `${m[1]}y` : m[1]!;
  const bases = [stem, `${stem}e`, stem.replace(/(\p{Ll})\1$/u, '$1')];
  return bases.some((b) => GRADABLE.has(b));
}

/** Whether the page says the phrase only under a negation: 'never use rendered meat meal', 'free from gluten'. */
export function negated(term: string, text: string): boolean {
  const escaped = escapeRegExp(term);
  const uses = [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'))];
  return (
    uses.length > 0 &&
    uses.every((u) => /\b(?:no|never(?:\s+\w+)?|without|not|free\s+(?:from|of))\s+(?:[\p{L}-]+,?\s+){0,2}$/iu.test(text.slice(Math.max(0, u.index - 60), u.index)))
  );
}

/** A job title: its head is a role ('Vice-President', 'practice manager') or it opens on one ('Head of Customer Care'). */
export function isRole(term: string): boolean {
  const last = term.split(/\s+/).pop()!.toLowerCase();
  return ROLE_HEADS.has(last) || ROLE_HEADS.has(last.split('-').pop()!) || (/^(?:head|director|chief)\b/iu.test(term) && /\s(?:of|for)\s/u.test(term));
}

/** The last words of an address. */
export const STREET_END = /\s(?:Street|Road|Avenue|Lane|Drive|Boulevard|Square)$/u;

/** A phrase that ends on a person's name ('friend Marcus Tan', 'founder Ciarán O'Keeffe'): about that person. */
export function endsOnAPerson(term: string): boolean {
  const words = term.trim().split(/\s+/);
  return words.length > 2 && namesPerson(words.slice(-2).join(' ')) && !isPlaceName(words.slice(-2).join(' '));
}

/** Head nouns of a job title. */
const ROLE_HEADS = new Set(
  'manager managers director directors officer officers coordinator co-ordinator assistant administrator supervisor secretary chair chairman chairwoman chairperson founder founders co-founder co-founders president presidents ceo cfo coo cto'.split(' '),
);

/** Whether the last word is a past participle ('deserved', 'approved'; not 'speed', 'shed', 'hundred'). */
export function endsOnParticiple(term: string): boolean {
  const last = term.split(/\s+/).pop()!.toLowerCase();
  return last.length >= 6 && /[^e]ed$/u.test(last) && !ED_NOUNS.has(last);
}

const ED_NOUNS = new Set(['hundred', 'kindred', 'infrared', 'seabed', 'riverbed', 'hotbed', 'flatbed', 'seaweed', 'watershed', 'homestead']);

/**
 * Words a noun phrase or a name never ends on: articles, prepositions, conjunctions, and the particles of names in
 * other languages. A term ending on one is cut short ('Association québécoise des', of 'Association québécoise des
 * transports').
 */
const NEVER_LAST = new Set(
  'a an the of and or nor for to in on at by with from into onto as than de des du la le les da do di del della von van der den y et à au aux en und och og'.split(' '),
);

/**
 * Whether a term ends on a word no phrase ends on (see NEVER_LAST), written in lower case as such words are ('BS EN'
 * ends on an acronym): a fragment, not a keyword.
 */
export function endsOnFunctionWord(term: string): boolean {
  const last = term.trim().split(/\s+/).at(-1) ?? '';
  return term.trim().includes(' ') && last === last.toLowerCase() && NEVER_LAST.has(last);
}
