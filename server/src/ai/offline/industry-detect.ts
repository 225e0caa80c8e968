import { stem } from '../../text';
import { compileCues, matchCues, stemCounts, type CompiledCue, type CueMatch } from './lexicon-match';
import { GENERAL_INDUSTRY, INDUSTRIES, type IndustryDefinition } from './industry-lexicon';

const COMPILED: Array<{ industry: IndustryDefinition; cues: CompiledCue[] }> = INDUSTRIES.map((industry) => ({
  industry,
  cues: compileCues(industry.cues),
}));

export interface IndustryMatch {
  industry: IndustryDefinition;
  score: number;
  /** The cue terms found, strongest first: the evidence for the choice and good keywords. */
  matches: CueMatch[];
}

/**
 * The industry whose cues the text matches most strongly. `domainWords` count three times: a company called
 * acme-payments.com is about payments even when its page says little. Ties go to the lexicon's order. Returns
 * the general industry when nothing matches.
 */
export function detectIndustry(text: string, domainWords: readonly string[] = []): IndustryMatch {
  const counts = stemCounts(text);
  const domainCounts = stemCounts(expandDomainWords(domainWords).join(' . '));
  for (const [key, count] of domainCounts) counts.set(key, (counts.get(key) ?? 0) + count * 3);
  let best: IndustryMatch = { industry: GENERAL_INDUSTRY, score: 0, matches: [] };
  for (const { industry, cues } of COMPILED) {
    const { score, matches } = matchCues(counts, cues);
    if (industry.id === 'food' && foodForAnimals(counts, matches)) continue;
    if (score > best.score) best = { industry, score, matches };
  }
  return best;
}

/** The broad industry of a sector (sector-taxonomy.ts), or null for 'general' (no lexicon industry). */
export function industryById(id: string): IndustryDefinition | null {
  return id === GENERAL_INDUSTRY.id ? null : (INDUSTRIES.find((i) => i.id === id) ?? null);
}

/** One industry's cues in the text (as detectIndustry reads them), for an industry chosen by other evidence. */
export function matchIndustry(text: string, industry: IndustryDefinition, domainWords: readonly string[] = []): IndustryMatch {
  const counts = stemCounts(text);
  const domainCounts = stemCounts(expandDomainWords(domainWords).join(' . '));
  for (const [key, count] of domainCounts) counts.set(key, (counts.get(key) ?? 0) + count * 3);
  const compiled = COMPILED.find((c) => c.industry === industry)?.cues ?? compileCues(industry.cues);
  return { industry, ...matchCues(counts, compiled) };
}

/** Animal words: on a page that names animals as often as its food words, the food is theirs. */
const ANIMALS = ['pet', 'dog', 'cat', 'puppy', 'kitten'].map((w) => stem(w));

/**
 * Whether the food and beverage cues a page matched are about animals' food ('fresh dog food', 'recipes your
 * dog will love'): animal words occur at least as often as the food words. A pet-food brand is no food and
 * beverage company; its field is left for the site's own words to say.
 */
function foodForAnimals(counts: ReadonlyMap<string, number>, matches: readonly CueMatch[]): boolean {
  const animals = ANIMALS.reduce((n, a) => n + (counts.get(a) ?? 0), 0);
  return animals > 0 && animals >= matches.reduce((n, m) => n + m.count, 0);
}

/**
 * Splits run-together domain labels on cue words of five letters or more ('solarcoop' → 'solar coop'), so a
 * coined domain still reveals its field. Shorter cues are skipped: 'card' would be found inside 'cardiff'.
 */
export function expandDomainWords(words: readonly string[]): string[] {
  const cueWords = new Set(INDUSTRIES.flatMap((i) => Object.keys(i.cues)).filter((c) => /^[a-z]{5,}$/.test(c)));
  const out: string[] = [];
  for (const word of words) {
    out.push(word);
    for (const cue of cueWords) if (word !== cue && word.includes(cue)) out.push(cue);
  }
  return out;
}
