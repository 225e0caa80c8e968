import { stem, TfIdf, termsWithSurface, tokenize } from '.';
import { BACKGROUND_DOCUMENTS } from './background-corpus';

/**
 * Marketing and web words that name no subject. The background corpus already lowers most of them; this list
 * removes the ones a single site can still repeat often enough to rank ('platform', 'seamless').
 */
const GENERIC_WORDS = [
  'platform', 'solution', 'solutions', 'team', 'teams', 'customer', 'customers', 'business', 'businesses', 'company',
  'companies', 'product', 'products', 'service', 'services', 'world', 'people', 'easy', 'fast', 'faster', 'simple',
  'better', 'leading', 'powerful', 'seamless', 'innovative', 'modern', 'free', 'trial', 'demo', 'pricing', 'start',
  'started', 'minutes', 'support', 'experience', 'tool', 'tools', 'work', 'works', 'time', 'million', 'millions',
  'thousands', 'countries', 'features', 'feature', 'integrations', 'dashboard', 'real-time', 'growth', 'grow', 'save',
  'cost', 'costs', 'reliable', 'trusted', 'future', 'smarter', 'all-in-one', 'data', 'everything', 'anywhere',
  'partner', 'partners', 'industry', 'industries', 'organisations', 'organizations', 'built', 'build', 'made',
  'mission', 'values', 'careers', 'blog', 'story', 'stories', 'award', 'award-winning', 'quality', 'global',
  'online', 'digital', 'technology', 'solution', 'scale', 'scalable', 'secure', 'right', 'good', 'great', 'every',
  'today', 'year', 'years', 'founded', 'founder', 'founders', 'headquartered', 'office', 'offices', 'based', 'hours',
  'percent', 'per', 'cent', 'average', 'faq', 'questions', 'question', 'answer', 'answers', 'month', 'monthly', 'plan',
  'plans', 'small', 'large', 'level', 'way', 'ways', 'real', 'smart', 'single', 'full', 'end-to-end', 'matters',
  'account', 'accounts', 'confidence', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'hundred',
  'thousand', 'dozen', 'half', 'lot', 'lots', 'part', 'kind', 'range', 'number', 'set', 'points', 'point',
];
const GENERIC = new Set(GENERIC_WORDS.map((w) => stem(w)));

/** A marketing or web word that names no subject ('platform', 'customers'), in any inflection. */
export function isGenericWord(word: string): boolean {
  return GENERIC.has(stem(word.toLowerCase()));
}

let background: TfIdf | null = null;

/** The inverse document frequency of a word's stem in the bundled background corpus (high = unusual). */
export function backgroundIdf(word: string): number {
  if (!background) {
    background = new TfIdf({ bigrams: false });
    for (const doc of BACKGROUND_DOCUMENTS) background.addBackground(doc);
  }
  return background.idf(stem(word.toLowerCase()));
}

export interface DistinctiveTerm {
  /** As written on the page, lower-case: 'instant settlement'. */
  term: string;
  /** Stems joined by a space: 'instant settlement'. */
  key: string;
  score: number;
  count: number;
}

/**
 * Terms of a text that distinguish it from ordinary web and business prose: TF-IDF (with two-word phrases)
 * against the bundled background corpus, then filtered: no generic marketing words, no words of the company's
 * own name or domain, no bare numbers, and each term seen at least `minCount` times.
 */
export function distinctiveTerms(text: string, options: { exclude?: readonly string[]; minCount?: number } = {}): DistinctiveTerm[] {
  const excluded = new Set((options.exclude ?? []).flatMap((e) => tokenize(e)).map((t) => stem(t)));
  const tfidf = new TfIdf({ bigrams: true });
  for (const doc of BACKGROUND_DOCUMENTS) tfidf.addDocument(doc);
  const terms = termsWithSurface(text, { bigrams: true });
  const index = tfidf.addDocument(terms);
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t.stem, (counts.get(t.stem) ?? 0) + 1);
  const minCount = options.minCount ?? 2;
  return tfidf
    .scoredTerms(index)
    .filter(({ stem: key }) => (counts.get(key) ?? 0) >= minCount)
    .filter(({ stem: key }) => key.split(' ').every((part) => isSubjectWord(part) && !excluded.has(part)))
    .map(({ term, stem: key, score }) => ({ term, key, score, count: counts.get(key) ?? 0 }));
}

const SHORT_SUBJECTS = new Set(['ai', 'ev', 'hr', '5g', 'ci', 'uk', 'eu', 'esg', 'iot', 'api', 'sdk', 'cli', 'kyc', 'llm', 'gpu', 'fda', 'nhs', 'ehr']);

function isSubjectWord(stemmed: string): boolean {
  if (GENERIC.has(stemmed)) return false;
  if (/^\d[\d.,%]*$/.test(stemmed)) return false;
  if (stemmed.length < 3) return SHORT_SUBJECTS.has(stemmed);
  return true;
}
