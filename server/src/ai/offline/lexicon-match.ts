import { stem, tokenize } from '../../text';

export interface CompiledCue {
  surface: string;
  key: string;
  weight: number;
}

export interface CueMatch {
  surface: string;
  count: number;
  weight: number;
}

/** Cue surfaces → stemmed keys ('heat pumps' → 'heat pump'); matching is by stem so plurals agree. */
export function compileCues(cues: Record<string, number>): CompiledCue[] {
  return Object.entries(cues).map(([surface, weight]) => ({ surface, key: stemKey(surface), weight }));
}

export function stemKey(phrase: string): string {
  return tokenize(phrase).map(stem).join(' ');
}

/** A hyphenated word's parts that are words of their own ('drought-driven' → drought, driven; not 'e-bike'). */
const HYPHEN_PART = /^\p{L}{3,}$/u;

/**
 * Counts of every stemmed run of one to `longest` words in a text (unigrams and bigrams by default; cue lists
 * holding longer phrases, 'bank of england', ask for more). Stop words are kept here (unlike `terms`) so cues such
 * as 'last mile' or 'buy now' can match. The tokenizer keeps hyphenated words whole ('covid-19', 'e-commerce'),
 * so a hyphenated word also counts each of its word parts: 'deforestation-free supply chains' and 'drought-driven
 * fires' are about deforestation and drought.
 */
export function stemCounts(text: string, longest = 2): Map<string, number> {
  const tokens = tokenize(text);
  const stems = tokens.map(stem);
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  stems.forEach((s, i) => {
    add(s);
    for (let n = 2; n <= longest && i + n <= stems.length; n += 1) add(stems.slice(i, i + n).join(' '));
    const token = tokens[i]!;
    if (token.includes('-')) for (const part of token.split('-')) if (HYPHEN_PART.test(part)) add(stem(part));
  });
  return counts;
}

/** Score of a text against cues: Σ weight × min(count, 3), so one word repeated 20 times cannot dominate. */
export function matchCues(counts: ReadonlyMap<string, number>, cues: readonly CompiledCue[]): { score: number; matches: CueMatch[] } {
  const seen = new Set<string>();
  const matches: CueMatch[] = [];
  let score = 0;
  for (const cue of cues) {
    const count = counts.get(cue.key) ?? 0;
    if (count === 0 || seen.has(cue.key)) continue;
    seen.add(cue.key);
    score += cue.weight * Math.min(count, 3);
    matches.push({ surface: cue.surface, count, weight: cue.weight });
  }
  matches.sort((a, b) => b.weight * Math.min(b.count, 3) - a.weight * Math.min(a.count, 3) || a.surface.localeCompare(b.surface));
  return { score, matches };
}
