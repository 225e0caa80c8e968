import { lemma } from '../../text/phrase-match';
import { contentWords, type ArticleRuns } from './concept-recall';

/**
 * The articles of one scoring call (the trends' and the reference day's) as runs of numbered words: each distinct
 * content word is numbered (and embedded) once per call, and an article is the run of its distinct words' numbers
 * in one flat array, so a company word's best match in every article is one pass over typed arrays
 * (concept-recall.ts `WordRows`).
 */
export class ArticleWords {
  private readonly index = new Map<string, number>();
  /** Each word's place in the call's texts to embed (relevance.ts `VectorBook`). */
  readonly bookIds: number[] = [];
  readonly words: string[] = [];
  private readonly runs: number[] = [];
  private readonly starts: number[] = [0];

  constructor(private readonly addToBook: (word: string) => number) {}

  /** An article's distinct content words, in the order it says them, as a new article; returns its number. */
  add(text: string): number {
    const ids = new Set<number>();
    for (const w of contentWords(text)) {
      let i = this.index.get(w);
      if (i === undefined) {
        i = this.bookIds.length;
        this.index.set(w, i);
        this.bookIds.push(this.addToBook(w));
        this.words.push(w);
      }
      ids.add(i);
    }
    this.runs.push(...ids);
    this.starts.push(this.runs.length);
    return this.starts.length - 2;
  }

  /** The articles added so far, with each word's lemma numbered ('dog' and 'dogs' one number). */
  runsOf(): ArticleRuns {
    const lemmas = new Map<string, number>();
    const lemmaOf = Int32Array.from(this.words, (w) => {
      const l = lemma(w);
      let n = lemmas.get(l);
      if (n === undefined) lemmas.set(l, (n = lemmas.size));
      return n;
    });
    return { words: Int32Array.from(this.runs), start: Int32Array.from(this.starts), lemmaOf, lemmaIds: lemmas };
  }
}
