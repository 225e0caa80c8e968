import { containsRun, splitSentences, stemSequence } from '../../text';
import { lemma } from '../../text/phrase-match';
import { contentWords } from './concept-recall';
import type { Calibration } from './calibration';
import type { CompanyPhrase } from './phrase-index';
import type { CompanyForRelevance } from './types';

/**
 * The sense a company means by one of its own terms, read from the words it says around the term (decision 56).
 * A term the profile uses is meant in the sense of the sentences it is written in ('structural bolts, nuts, washers,
 * threaded rod' makes 'washers' a fastener; 'trains the next generation of airline pilots' makes 'pilots' people who
 * fly); the industry the company names says the same of every term. The term's own words are left out, or it would
 * vouch for itself.
 */

/** One sentence of a profile: its lemmas (to find a term as the matcher does) and its content words. */
export interface ProfileSentence {
  lemmas: string[];
  words: string[];
}

export function profileSentences(profile: string): ProfileSentence[] {
  return splitSentences(profile).map((text) => ({ lemmas: stemSequence(text), words: contentWords(text) }));
}

/**
 * The words of the profile's sentences that use the term, and of the industry, without the term's own words; null
 * when no sentence uses it (a keyword the user typed, a product listed but never described): its sense is then read
 * against the whole company only.
 */
export function phraseContextWords(phrase: CompanyPhrase, sentences: readonly ProfileSentence[], industry: string | null): Set<string> | null {
  const own = sentences.filter((s) => containsRun(s.lemmas, phrase.needle));
  if (own.length === 0) return null;
  const needle = new Set(phrase.needle);
  const words = new Set<string>();
  for (const w of [...own.flatMap((s) => s.words), ...contentWords(industry ?? '')]) if (!needle.has(lemma(w))) words.add(w);
  return words;
}

/**
 * A term's sense from two readings of the article it was found in, both calibrated similarities (0..1): how far
 * the rest of the article reads like the whole company, and how far it reads like the company's own sentences about
 * the term (null: none). A single word is ambiguous ('pilot' scheme, pilot whale, airline pilot): its sense is the
 * mean of the two, so neither the company's other words alone nor one sentence alone decides it (the minimum was
 * tried: a law firm's one sentence about its 'solicitors' then read a probate story as another sense). A term of
 * several words names one thing already ('heat pumps', 'solar panels'): either reading is enough, so a story about
 * the very thing the company's sentence describes is not lost when the rest of its words (its places, its
 * products' names) are not in it.
 */
export function senseOfTerm(whole: number, inContext: number | null, single: boolean): number {
  if (inContext === null) return whole;
  return single ? Math.round(((whole + inContext) / 2) * 1000) / 1000 : Math.max(whole, inContext);
}

/** A term's own context as the company's words k, and where ordinary news reads against them. */
export interface TermContext {
  ks: Int32Array;
  calibration: Calibration;
}

/** A term's context is read on its own only with at least this many of the company's words in it (else it is noise). */
export const MIN_CONTEXT_WORDS = 3;

/** Each keyword's and product's own context words in the profile, by phrase as the company wrote it (none: not used). */
export function termContexts(company: CompanyForRelevance, phrases: readonly CompanyPhrase[]): Map<string, ReadonlySet<string>> {
  const out = new Map<string, ReadonlySet<string>>();
  if (phrases.length === 0) return out;
  const sentences = profileSentences(company.companyProfile);
  for (const p of phrases) {
    if (out.has(p.phrase)) continue;
    const words = phraseContextWords(p, sentences, company.industry);
    if (words) out.set(p.phrase, words);
  }
  return out;
}
