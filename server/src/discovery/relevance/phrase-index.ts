import type { PairShared } from './pair-shared';

/** A company keyword or product with its stems, read once per company instead of once per pair. */
export interface CompanyPhrase {
  phrase: string;
  /** Its lemmas, in order (`phraseStems`). */
  needle: string[];
  key: string;
  /** What a match weighs: 1 for the phrase itself, FIELD_FACTOR for its field alone (withFields). */
  factor: number;
}

/** The phrases that can be matched at all (some stem), in the company's order. */
export function companyPhrases(phrases: readonly string[], shared: PairShared): CompanyPhrase[] {
  return phrases.flatMap((phrase) => {
    const needle = shared.stemsOf(phrase);
    const key = needle?.join(' ');
    return needle && key ? [{ phrase, needle, key, factor: 1 }] : [];
  });
}

/**
 * Organisations a keyword may name by their field ('prison education providers', 'workforce management software'):
 * the news names the field ('Prison education "failing" as inspectors find…') far more often than its providers.
 */
const ORGANISATION_HEADS = new Set(
  'provider company firm agency service supplier operator business organisation organization software platform solution specialist consultant consultancy manufacturer maker vendor contractor professional team'.split(' '),
);

/** A field matched without its organisations says less than the keyword whole: like a phrase only in a summary. */
export const FIELD_FACTOR = 0.7;

/**
 * The phrases and, after them, the field of each that names organisations of a field: the keyword without its last
 * word, when that word is an organisation noun and at least two words are left ('prison education' of 'prison
 * education providers'; never 'scheduling' of 'scheduling software'). A field match shows and counts as its keyword
 * (same phrase, same key: the keyword itself, found first, is kept), at FIELD_FACTOR.
 */
export function withFields(phrases: readonly CompanyPhrase[]): CompanyPhrase[] {
  const fields = phrases.flatMap((p) =>
    p.needle.length >= 3 && ORGANISATION_HEADS.has(p.needle[p.needle.length - 1]!) ? [{ ...p, needle: p.needle.slice(0, -1), factor: FIELD_FACTOR }] : [],
  );
  return [...phrases, ...fields];
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
