import { isStopWord, tokenize } from '../../text';

/**
 * How much of what a company talks about an article speaks to: a soft recall of the company's words in the
 * article (BERTScore's recall, Zhang et al. 2020, over the semantic engine's word vectors):
 *
 *   recall(article) = Σ_w weight(w) · max(0, max_u cos(w, u)) / Σ_w weight(w)
 *
 * w runs over the distinct content words of the company's text, u over those of the article (headline +
 * summary); weight(w) = √(times the company uses w) · (0.1 + rarity(w)), so what the company keeps saying and
 * what is rare in English lead, and a word said once in passing ('kitchen', 'packaging') counts little.
 *
 * Why not the cosine of two averaged text vectors: an average lets one strong facet stand in for the whole
 * company. A dog-food brand's page talks about recipes, kitchens, meat and dinners as well as dogs, so a chef's
 * summer recipes averaged out closer to it (0.71) than a story about vet prices for dog owners (0.56). Recall asks
 * every word of the company for its best match: the recipes story leaves 'dogs', 'pet', 'owners', 'veterinary',
 * 'kibble' unanswered; the vet story leaves only the food words. Measured on the labelled relevance set (both
 * sets, relevant vs trap pairs): ROC-AUC 0.952 for the averaged cosine, 1.000 for recall
 * (docs/decisions/0019-relevance-from-meaning.md).
 */

/** Content words of a text, in order (lower case, stop words and tokens without a letter dropped). */
export function contentWords(text: string): string[] {
  return tokenize(text).filter((t) => t.length > 1 && /\p{L}/u.test(t) && !isStopWord(t));
}

/** A company's words with their weights, as `recall` reads them. */
export interface ConceptProfile {
  words: string[];
  weights: Float64Array;
  total: number;
}

export const BASE_WEIGHT = 0.1;
/** A word's cosine with itself, give or take float rounding: the article uses the word. */
const EXACT_MATCH = 0.999;
/**
 * The company's words recall asks for, heaviest first: beyond these the words are said once in passing and weigh
 * little, while each costs a dot product with every article word of a cycle.
 */
export const MAX_COMPANY_WORDS = 48;

/**
 * `leaveOut`: words not asked for — the company's made-up name words ('Barkfresh', 'Vaultline'), which the engine
 * only pieces together from parts ('bark' + 'fresh') or hashes from the letters, so their cosines to other words say
 * nothing: left in, the dog-food brand's own name, heavy because it is rare and said often, found 'hot' (0.41) and
 * 'meat' (0.49) in any story and lifted the hot-dog-contest trap. Name words that are words ('Food Bank', 'Heating')
 * stay: they say what the company is.
 */
export function conceptProfile(text: string, rarityOf: (word: string) => number, leaveOut: ReadonlySet<string> = new Set()): ConceptProfile {
  const counts = new Map<string, number>();
  for (const w of contentWords(text)) if (!leaveOut.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const weighted = [...counts]
    .map(([w, n]) => ({ w, weight: Math.sqrt(n) * (BASE_WEIGHT + rarityOf(w)) }))
    .sort((x, y) => y.weight - x.weight || (x.w < y.w ? -1 : 1))
    .slice(0, MAX_COMPANY_WORDS);
  const weights = new Float64Array(weighted.map((x) => x.weight));
  return { words: weighted.map((x) => x.w), weights, total: weights.reduce((a, b) => a + b, 0) };
}

/** The articles of a call: article a's distinct word numbers are `words[start[a]]` to `words[start[a + 1] - 1]`. */
export interface ArticleRuns {
  words: Int32Array;
  start: Int32Array;
  /** The lemma of each article word, as a number (equal numbers, equal lemmas: 'dog' and 'dogs'). */
  lemmaOf: Int32Array;
  /** Each lemma's number. */
  lemmaIds: ReadonlyMap<string, number>;
}

/** A company word against every article of a call. */
export interface WordMatch {
  /** Per article, its best cosine with the article's words (0 if none is positive). */
  best: Float32Array;
  /** Per article, the lemma of the article word giving it (the first in the article's order on a tie), −1: none. */
  lemma: Int32Array;
  /** Per article, its best cosine with the article's words of other lemmas than that one (0 if none is positive). */
  second: Float32Array;
}

/**
 * Company words' best matches are kept up to this many bytes: with hundreds of companies most words are shared
 * ('customers', 'software', 'patients'), and a word's matches cost a dot product with every word of the call. Beyond
 * it the least recently asked for are dropped (and computed again, to the same values, if a company asks again).
 */
const WORD_MATCH_BYTES = 768 * 1024 * 1024;

/**
 * Each company word against every article of a call, computed once per word however many companies use it: its
 * cosine with every distinct article word, then its best match in each article. A company then reads an article's
 * recall as one lookup per company word instead of a scan of the article's words per company word.
 */
export class WordRows {
  private readonly known = new Map<string, WordMatch>();
  private readonly count: number;
  private readonly maxWords: number;
  private readonly row: Float32Array;

  constructor(
    private readonly articleWords: Float32Array,
    private readonly dims: number,
    private readonly articles: ArticleRuns,
  ) {
    this.count = dims > 0 ? articleWords.length / dims : 0;
    this.row = new Float32Array(this.count);
    this.maxWords = Math.max(64, Math.floor(WORD_MATCH_BYTES / (12 * articles.start.length)));
  }

  of(word: string, vector: Float32Array): WordMatch {
    let match = this.known.get(word);
    if (match) {
      this.known.delete(word);
    } else {
      this.cosines(vector);
      match = bestInEachArticle(this.row, this.articles);
      if (this.known.size >= this.maxWords) this.known.delete(this.known.keys().next().value!);
    }
    this.known.set(word, match);
    return match;
  }

  /**
   * The word's cosine with every article word, into `row`, four article words at a time (one read of the word's
   * vector for four); each sum still adds its dimensions in order, so every cosine is the number a plain loop gives.
   */
  private cosines(vector: Float32Array): void {
    const { articleWords, dims, count, row } = this;
    let j = 0;
    for (; j + 4 <= count; j += 4) {
      const b0 = j * dims;
      const b1 = b0 + dims;
      const b2 = b1 + dims;
      const b3 = b2 + dims;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let d = 0; d < dims; d++) {
        const v = vector[d]!;
        s0 += v * articleWords[b0 + d]!;
        s1 += v * articleWords[b1 + d]!;
        s2 += v * articleWords[b2 + d]!;
        s3 += v * articleWords[b3 + d]!;
      }
      row[j] = s0;
      row[j + 1] = s1;
      row[j + 2] = s2;
      row[j + 3] = s3;
    }
    for (; j < count; j++) {
      let s = 0;
      for (let d = 0, base = j * dims; d < dims; d++) s += vector[d]! * articleWords[base + d]!;
      row[j] = s;
    }
  }
}

/**
 * In one pass over each article: the best cosine and its lemma, and the best among the other lemmas. The two lead
 * lemmas are kept as the words come (a lemma's first word to reach a value keeps the lead on a tie), so the values
 * are those of a scan for the best and a second scan without its lemma.
 */
function bestInEachArticle(row: Float32Array, { words, start, lemmaOf }: ArticleRuns): WordMatch {
  const articles = start.length - 1;
  const best = new Float32Array(articles);
  const lemma = new Int32Array(articles);
  const second = new Float32Array(articles);
  for (let a = 0; a < articles; a++) {
    let top = 0;
    let topLemma = -1;
    let other = 0;
    for (let i = start[a]!, end = start[a + 1]!; i < end; i++) {
      const v = row[words[i]!]!;
      if (v > other) {
        const l = lemmaOf[words[i]!]!;
        if (l === topLemma) {
          if (v > top) top = v;
        } else if (v > top) {
          other = top;
          top = v;
          topLemma = l;
        } else other = v;
      }
    }
    best[a] = top;
    lemma[a] = topLemma;
    second[a] = other;
  }
  return { best, lemma, second };
}

/**
 * One company's words against the articles of a call. Company words are numbered k (heaviest first, as the profile
 * has them); a set of them (a keyword's own words, one line of the profile) is a mask over k, made once per company.
 * Every recall sums over k in order, so it is the same number however it is asked for.
 */
export class RecallTable {
  private readonly best: Float32Array[];
  private readonly lemma: Int32Array[];
  private readonly second: Float32Array[];
  private readonly weights: Float64Array;
  /** Running sums over k of one article's recall (`recallsInSense`). */
  private readonly prefix: Float64Array;
  private readonly forms: Int32Array;

  constructor(
    private readonly profile: ConceptProfile,
    rows: WordRows,
    vectorOf: (word: string) => Float32Array,
    private readonly articles: ArticleRuns,
    /**
     * Company words answered only by themselves: places. 'Exeter' and 'Brighton' are close word vectors (both
     * English towns), so a roofer in Exeter read a fashion show in Brighton as a 40% match; a story in another town
     * is not about the company's. Their matches are kept only where the article uses the word itself.
     */
    exactOnly: ReadonlySet<string> = new Set(),
  ) {
    const matches = profile.words.map((w) => {
      const m = rows.of(w, vectorOf(w));
      if (!exactOnly.has(w)) return m;
      // The shared rows are every company's: this company's copy keeps the exact matches only.
      const best = m.best.map((v) => (v >= EXACT_MATCH ? v : 0));
      return { best, lemma: Int32Array.from(m.lemma, (l, a) => (best[a]! > 0 ? l : -1)), second: new Float32Array(m.second.length) };
    });
    this.best = matches.map((m) => m.best);
    this.lemma = matches.map((m) => m.lemma);
    this.second = matches.map((m) => m.second);
    this.weights = profile.weights;
    this.prefix = new Float64Array(matches.length + 1);
    this.forms = new Int32Array(matches.length);
  }

  /** The company words among `words`, as a mask over k. */
  mask(words: ReadonlySet<string>): Uint8Array {
    const mask = new Uint8Array(this.best.length);
    this.profile.words.forEach((w, k) => {
      if (words.has(w)) mask[k] = 1;
    });
    return mask;
  }

  /** The company words among `words`, as their numbers k, ascending. */
  wordsAmong(words: ReadonlySet<string>): Int32Array {
    return Int32Array.from(this.profile.words.flatMap((w, k) => (words.has(w) ? [k] : [])));
  }

  /** Recall of just the company words `ks` (ascending, `wordsAmong`) in article a: `recall(a, null, mask of ks)`. */
  recallAmong(a: number, ks: Int32Array): number {
    if (this.articles.start[a + 1] === this.articles.start[a]) return 0;
    const { best, weights } = this;
    let sum = 0;
    let total = 0;
    for (const k of ks) {
      sum += weights[k]! * best[k]![a]!;
      total += weights[k]!;
    }
    return total > 0 ? sum / total : 0;
  }

  /** The numbers of these article lemmas (those the call's articles use), for `recallsInSense`'s `unread`. */
  formsOf(lemmas: Iterable<string>): Int32Array {
    return Int32Array.from([...lemmas].flatMap((l) => {
      const id = this.articles.lemmaIds.get(l);
      return id === undefined ? [] : [id];
    }));
  }

  /** Every company word's best cosine in article a, in k order (where a word answers a company word by itself). */
  values(a: number): number[] {
    return this.best.map((best) => best[a]!);
  }

  /**
   * Recall of the company's words in article a. `without`: company words left out (a keyword's own words, to ask
   * whether the rest of the article reads like the company, i.e. whether the keyword is used in the company's
   * sense).
   */
  recall(a: number, without?: Uint8Array | null): number {
    if (this.articles.start[a + 1] === this.articles.start[a]) return 0;
    const { best, weights } = this;
    let sum = 0;
    let total = 0;
    for (let k = 0; k < best.length; k += 1) {
      if (without && without[k]) continue;
      sum += weights[k]! * best[k]![a]!;
      total += weights[k]!;
    }
    return total > 0 ? sum / total : 0;
  }

  /** The mean recall of articles first … first + n − 1 (a trend's). */
  meanRecall(first: number, n: number): number {
    let sum = 0;
    for (let a = first; a < first + n; a += 1) sum += this.recall(a);
    return sum / n;
  }

  /**
   * Each of articles first … first + n − 1 (a trend's) read as a recall where no single word carries it in a sense
   * the rest of the article does not confirm (the rule relevance.ts documents): for each lemma of the article that
   * answers some company word at `strong` or above, the recall again without the article's words of that lemma,
   * whose lift counts by `senseOf` the rest. Written into `out` (n values). `unread`: article lemmas (`formsOf`) read
   * as absent, the words a story uses only as names of something else ('PET scans' for a pet insurer): each company
   * word they answered counts at its best among the article's other words, as if the story did not say them.
   */
  recallsInSense(
    first: number,
    n: number,
    without: Uint8Array | null,
    strong: number,
    senseOf: (rest: number) => number,
    out: Float64Array,
    unread: Int32Array | null = null,
  ): void {
    const { best, lemma, second, weights, prefix, forms } = this;
    const K = best.length;
    const { start } = this.articles;
    for (let i = 0; i < n; i += 1) {
      const a = first + i;
      if (start[a + 1] === start[a]) {
        out[i] = 0;
        continue;
      }
      let sum = 0;
      let total = 0;
      let found = 0;
      for (let k = 0; k < K; k += 1) {
        prefix[k] = sum;
        if (without && without[k]) continue;
        const l = lemma[k]![a]!;
        const skipped = unread !== null && l >= 0 && unread.includes(l);
        const value = skipped ? second[k]![a]! : best[k]![a]!;
        sum += weights[k]! * value;
        total += weights[k]!;
        if (!skipped && value >= strong && l >= 0 && !includes(forms, found, l)) forms[found++] = l;
      }
      const full = total > 0 ? sum / total : 0;
      let adjusted = full;
      for (let f = 0; f < found; f += 1) {
        // The recall without the article's words of this lemma: the same sum up to the first company word they
        // answered (its running sum), then each company word they answered at its best among the other words.
        const form = forms[f]!;
        let k = 0;
        while ((without && without[k]) || lemma[k]![a] !== form) k += 1;
        let rest = prefix[k]!;
        for (; k < K; k += 1) {
          if (without && without[k]) continue;
          const l = lemma[k]![a]!;
          rest += weights[k]! * (l === form || (unread !== null && l >= 0 && unread.includes(l)) ? second[k]![a]! : best[k]![a]!);
        }
        rest = total > 0 ? rest / total : 0;
        if (rest >= full) continue;
        adjusted -= (1 - senseOf(rest)) * (full - rest);
      }
      out[i] = Math.max(0, adjusted);
    }
  }
}

/** Whether the first n values of `list` hold `value`. */
function includes(list: Int32Array, n: number, value: number): boolean {
  for (let i = 0; i < n; i += 1) if (list[i] === value) return true;
  return false;
}
