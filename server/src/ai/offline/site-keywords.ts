import type { CueMatch } from './lexicon-match';
import { stemKey } from './lexicon-match';
import { distinctiveTerms } from './distinctive-terms';
import type { IndustryDefinition } from './industry-lexicon';
import { displayKeyword } from './prose';

export const MIN_KEYWORDS = 8;
export const MAX_KEYWORDS = 15;
const TARGET_KEYWORDS = 12;

export interface SiteKeywordInput {
  /** Title, description and headings (weighted twice) plus the main text. */
  text: string;
  companyName: string;
  domainWords: string[];
  industry: IndustryDefinition;
  cueMatches: CueMatch[];
  products: string[];
}

/**
 * 8-15 specific keywords: the site's distinctive two-word phrases, the industry cue terms it uses, its product
 * names, then its distinctive single words; padded with the industry's strongest cue terms only when the site
 * says too little. A single word already inside a chosen phrase is skipped ('settlement' after 'instant settlement').
 */
export function siteKeywords(input: SiteKeywordInput): string[] {
  const exclude = [input.companyName, ...input.domainWords];
  const distinctive = distinctiveTerms(input.text, { exclude });
  // A phrase led by an -ing word is usually a verb and its object ('cutting carbon', 'burning gas').
  const verb = verbDetector(input.text, input.companyName);
  const phrases = distinctive
    .filter((t) => t.key.includes(' ') && !verb(t.term.split(' ')[0] ?? ''))
    .slice(0, 6)
    .map((t) => restoreCase(t.term, input.text));
  const cues = input.cueMatches.filter((m) => m.weight >= 2).slice(0, 5).map((m) => restoreCase(m.surface, input.text));
  // Single words need more evidence than phrases: three mentions, or they are too often incidental.
  const words = distinctive
    .filter((t) => !t.key.includes(' ') && t.count >= 3 && !verb(t.term))
    .map((t) => restoreCase(t.term, input.text));
  const padding = strongestCues(input.industry);
  const picked = new KeywordSet();
  picked.addAll(phrases, TARGET_KEYWORDS);
  picked.addAll(cues, TARGET_KEYWORDS);
  picked.addAll(input.products.slice(0, 2), TARGET_KEYWORDS);
  picked.addAll(words, TARGET_KEYWORDS);
  picked.addAll(padding, MIN_KEYWORDS);
  return picked.list();
}

/** -ing words that are nouns in business copy; any other -ing word is taken as a verb ('cutting carbon'). */
const ING_NOUNS = new Set([
  'housing', 'banking', 'learning', 'streaming', 'shipping', 'hiring', 'marketing', 'computing', 'manufacturing',
  'training', 'funding', 'building', 'lending', 'tracing', 'testing', 'monitoring', 'engineering', 'accounting',
  'planning', 'printing', 'clothing', 'catering', 'farming', 'gaming', 'charging', 'invoicing', 'recruiting',
  'onboarding', 'shopping', 'booking', 'parking', 'heating', 'cooling', 'recycling', 'packaging', 'tutoring',
  'spending', 'pricing', 'billing', 'logging', 'hosting', 'networking', 'modelling', 'modeling', 'sequencing',
]);

/**
 * Words the page uses as verbs name actions, not subjects: an -ing form that is not a known noun ('cutting
 * carbon'), or a word after 'we', 'to', a modal or the company's name ('Verdant Heat replaces gas', 'to settle').
 */
export function verbDetector(text: string, companyName: string): (word: string) => boolean {
  const name = companyName.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (word) => {
    if (/ing$/.test(word) && !ING_NOUNS.has(word.toLowerCase())) return true;
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`\\b(?:we|to|will|can|${name})\\s+(?:also\\s+|now\\s+)?${escaped}\\b`, 'i').test(text);
  };
}

/**
 * The spelling a term has on the page when it is a name ('Kubernetes', 'OpenTelemetry'): every occurrence
 * capitalised, at least one of them mid-sentence. Otherwise the lower-case term.
 */
function restoreCase(term: string, text: string): string {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const occurrences = [...text.matchAll(new RegExp(`(^|[^\\p{L}\\p{N}])(${escaped})(?![\\p{L}\\p{N}])`, 'giu'))];
  if (occurrences.length === 0) return term;
  const allCapitalised = occurrences.every((m) => /^\p{Lu}/u.test(m[2] ?? ''));
  const midSentence = occurrences.find((m) => {
    const before = text.slice(0, m.index + (m[1]?.length ?? 0)).trimEnd();
    return before.length > 0 && !/[.!?:\n]$/.test(before);
  });
  return allCapitalised && midSentence ? (midSentence[2] ?? term) : term;
}

/** The industry's cue terms, strongest first (the lexicon lists the most typical first within a weight). */
export function strongestCues(industry: IndustryDefinition): string[] {
  return Object.entries(industry.cues)
    .map(([surface, weight], order) => ({ surface, weight, order }))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((c) => c.surface);
}

/** An ordered keyword list that drops stem-duplicates and single words already inside a chosen phrase. */
export class KeywordSet {
  private readonly items: Array<{ display: string; key: string }> = [];

  constructor(private readonly max: number = MAX_KEYWORDS) {}

  has(keyword: string): boolean {
    const key = stemKey(keyword);
    return this.items.some((i) => i.key === key || (!key.includes(' ') && i.key.split(' ').includes(key)));
  }

  add(keyword: string): boolean {
    const clean = keyword.trim();
    if (!clean || this.has(clean) || this.items.length >= this.max) return false;
    const isName = /\p{Lu}/u.test(clean.slice(1)) || /^\p{Lu}/u.test(clean);
    this.items.push({ display: isName ? clean : displayKeyword(clean.toLowerCase()), key: stemKey(clean) });
    return true;
  }

  /** Adds items in order until the list holds `upTo` keywords. */
  addAll(keywords: readonly string[], upTo: number): void {
    for (const k of keywords) {
      if (this.items.length >= upTo) return;
      this.add(k);
    }
  }

  get size(): number {
    return this.items.length;
  }

  list(): string[] {
    return this.items.map((i) => i.display);
  }
}
