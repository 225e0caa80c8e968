import type { PairShared } from './pair-shared';

/** A company keyword or product with its stems, read once per company instead of once per pair. */
export interface CompanyPhrase {
  phrase: string;
  /** Its lemmas, in order (`phraseStems`). */
  needle: string[];
  key: string;
}

/** The phrases that can be matched at all (some stem), in the company's order. */
export function companyPhrases(phrases: readonly string[], shared: PairShared): CompanyPhrase[] {
  return phrases.flatMap((phrase) => {
    const needle = shared.stemsOf(phrase);
    const key = needle?.join(' ');
    return needle && key ? [{ phrase, needle, key }] : [];
  });
}

/**
 * Which trends of a call use each lemma (trend numbers, ascending): a phrase is looked for only in the trends that
 * use every one of its lemmas, the ones the pair-by-pair check (`usesAll`) would let through, so a company's
 * keywords cost a few list walks per call instead of a set lookup per keyword per trend.
 */
export class PhraseIndex {
  private readonly trendsUsing = new Map<string, number[]>();

  constructor(private readonly lemmaSets: ReadonlyArray<ReadonlySet<string>>) {
    lemmaSets.forEach((lemmas, t) => {
      for (const l of lemmas) {
        const list = this.trendsUsing.get(l);
        if (list) list.push(t);
        else this.trendsUsing.set(l, [t]);
      }
    });
  }

  /** Per trend, the phrases whose every lemma it uses, in the company's order (undefined: none). */
  byTrend(phrases: readonly CompanyPhrase[]): Array<CompanyPhrase[] | undefined> {
    const out = new Array<CompanyPhrase[] | undefined>(this.lemmaSets.length);
    for (const p of phrases) {
      let rarest: readonly number[] | undefined;
      for (const l of p.needle) {
        const list = this.trendsUsing.get(l) ?? [];
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      for (const t of rarest ?? []) if (usesAll(this.lemmaSets[t]!, p.needle)) (out[t] ??= []).push(p);
    }
    return out;
  }
}

export function usesAll(lemmas: ReadonlySet<string>, needle: readonly string[]): boolean {
  for (const l of needle) if (!lemmas.has(l)) return false;
  return true;
}
