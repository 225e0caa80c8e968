import { termsWithSurface, tokenize, type Term } from './tokenize';

/**
 * `termsWithSurface(text)` for many texts that share most of their words (a news corpus): each distinct token is
 * classified and stemmed once, through `termsWithSurface` itself, and remembered. Porter stemming is the costliest
 * step of turning 20,000 items into terms (about a third); with the cache it is paid once per distinct word.
 * The cache holds at most `maxEntries` tokens and starts afresh when full, so memory stays bounded.
 */
export class TermCache {
  private readonly cache = new Map<string, Term | null>();

  constructor(private readonly maxEntries = 200_000) {}

  /** Same result as `termsWithSurface(text)` (without bigrams). */
  terms(text: string): Term[] {
    const out: Term[] = [];
    for (const token of tokenize(text)) {
      let term = this.cache.get(token);
      if (term === undefined) {
        term = termsWithSurface(token)[0] ?? null;
        if (this.cache.size >= this.maxEntries) this.cache.clear();
        this.cache.set(token, term);
      }
      if (term) out.push(term);
    }
    return out;
  }
}
