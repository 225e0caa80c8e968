import type { Token } from './headline-tags';
import { namesAPeople } from './home-country';

/** A token as it reads mid-sentence: names and acronyms keep their capitals, headline capitals are dropped. */
export function display(t: Token, words: WiderWords): string {
  // An owner reads as its word does, with its ending ("children's", "Awaab's").
  const ending = /['’]s?$/u.exec(t.text)?.[0] ?? '';
  if (ending && t.text.length > ending.length)
    return `${display({ ...t, text: t.text.slice(0, -ending.length) }, words)}${ending}`;
  if (/^\p{Lu}{2,}/u.test(t.text) || /\p{Ll}\p{Lu}/u.test(t.text)) return t.text;
  if (!/^\p{Lu}/u.test(t.text)) return t.text;
  const lower = t.text.toLowerCase();
  // A people or a country keeps its capital however the headline opens ('the Irish budget', 'the European
  // Parliament trade committee').
  if (words.capital.has(t.text) || namesAPeople(t.text)) return t.text;
  if (words.lower.has(lower)) return lower;
  return t.pos === 'PROPN' ? t.text : lower;
}

export interface WiderWords {
  /** Words written in lower case in the wider text (keywords are stored lower-cased, so they are no evidence). */
  lower: ReadonlySet<string>;
  /** Words capitalised mid-sentence in the wider text (names). */
  capital: ReadonlySet<string>;
}

/** How the wider text writes its words: a capital in a headline is often only title case. */
export function widerWords(text: string): WiderWords {
  // A lower-case compound is evidence for each of its words: the headline's 'Four-day' is read as 'Four', '-', 'day'.
  const lower = new Set((text.match(/\b\p{Ll}[\p{L}-]*/gu) ?? []).flatMap((w) => [w, ...w.split('-')]));
  // Mid-sentence only: after a word on the same line (a line's first word is a headline's or a sentence's capital).
  const capital = new Set(text.match(/(?<=[\p{L},;:][ \t])\p{Lu}[\p{L}-]*/gu) ?? []);
  return { lower, capital };
}
