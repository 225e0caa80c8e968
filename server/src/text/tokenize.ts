import { stemmer } from 'stemmer';
import { STOP_WORDS } from './stop-words';

/**
 * Decimal numbers ('3.5', '2,000') first, then words made of letters, marks and digits joined by hyphens or
 * apostrophes, so 'covid-19', '5g', 'e-commerce' and "o'brien" stay whole.
 */
const TOKEN_PATTERN = /\p{N}+(?:[.,]\p{N}+)+%?|[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;

/** Lower-cased word tokens in text order. Possessive "'s" is dropped so 'Stripe's' and 'Stripe' agree. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.normalize('NFC').matchAll(TOKEN_PATTERN)) {
    let token = match[0].toLowerCase().replace(/’/g, "'");
    if (token.endsWith("'s")) token = token.slice(0, -2);
    if (token.length > 0) out.push(token);
  }
  return out;
}

const PLAIN_ENGLISH_WORD = /^[a-z]+$/;

/**
 * Porter stem of a lower-case word. Hyphenated terms, numbers and non-Latin words are returned unchanged:
 * Porter rules are for English words and would mangle 'covid-19' or 'münchen'.
 */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  if (!PLAIN_ENGLISH_WORD.test(lower) || lower.length <= 3) return lower;
  return stemmer(lower);
}

/** A content term: its stem (for matching) and the surface form it came from (for display). */
export interface Term {
  stem: string;
  surface: string;
}

function isContentToken(token: string): boolean {
  if (STOP_WORDS.has(token)) return false;
  // Single letters and bare small integers ('2', '10') name nothing; years and '5g' do.
  if (token.length < 2) return false;
  if (/^\d{1,3}$/.test(token)) return false;
  return true;
}

/**
 * Content terms with their surface forms. With `bigrams`, adjacent content tokens (no stop word between them)
 * also yield a two-word term such as 'carbon capture', which names a subject better than either word.
 */
export function termsWithSurface(text: string, options: { bigrams?: boolean } = {}): Term[] {
  const out: Term[] = [];
  let previous: Term | null = null;
  for (const token of tokenize(text)) {
    if (!isContentToken(token)) {
      previous = null;
      continue;
    }
    const term: Term = { stem: stem(token), surface: token };
    out.push(term);
    if (options.bigrams && previous) {
      out.push({ stem: `${previous.stem} ${term.stem}`, surface: `${previous.surface} ${term.surface}` });
    }
    previous = term;
  }
  return out;
}

/** tokenize → drop stop words → stem. */
export function terms(text: string): string[] {
  return termsWithSurface(text).map((t) => t.stem);
}

/** Contiguous n-grams of a token list, joined by a space. */
export function ngrams(tokens: readonly string[], n: number): string[] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be a positive integer');
  const out: string[] = [];
  for (let i = 0; i + n <= tokens.length; i += 1) out.push(tokens.slice(i, i + n).join(' '));
  return out;
}
