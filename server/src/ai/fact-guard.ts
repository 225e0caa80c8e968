import { classifyNames, nameRuns } from '../text/fact-names';
import { findFigures } from '../text/fact-spans';
import { tagSentence } from '../text/nlp';
import { isPlaceName } from '../text/place-names';
import { splitSentences } from '../text/summary';
import { escapeRegExp } from '../text/escape-regexp';

/**
 * The fact guard on a language model's answers (issue 23): a person, organisation, place, quote or figure that the
 * model's input does not hold is invented, and the sentence stating it is removed (a headline or subject line that
 * states one makes the answer unusable: the caller asks again or refuses it). The input is the fact sheet, the
 * company's profile and what the user typed, so everything the model may state is in it.
 */
export interface Grounding {
  /** Every text of the input, lower-cased. */
  text: string;
  /** Every number of the input, without thousands separators ('4200', '5.9'). */
  numbers: Set<string>;
}

/** Platforms and words a pitch or post may name that no input holds ('a LinkedIn thread'). */
const ALWAYS_ALLOWED = new Set(['linkedin', 'x', 'twitter', 'instagram', 'facebook', 'tiktok', 'youtube', 'threads', 'bluesky', 'substack', 'q&a', 'faq', 'ceo', 'pr']);
/** A count this small is the shape of a piece ('three steps', '5 posts'), not a statistic. */
const SMALL_COUNT = 10;
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const QUOTE = /[“"]([^”"]{12,})[”"]/g;

export function groundingOf(input: unknown): Grounding {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (typeof value === 'number') texts.push(String(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(input);
  const text = texts.join('\n');
  return { text: normalise(text), numbers: new Set([...text.matchAll(NUMBER)].map((m) => plain(m[0]))) };
}

const normalise = (text: string) => text.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ');
const plain = (n: string) => n.replace(/,/g, '').replace(/\.0+$/, '');

/** What a text states that the input does not: names, figures and quotes, each as written. */
export function unsupportedFacts(text: string, grounding: Grounding): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(QUOTE)) {
    if (!grounding.text.includes(normalise(match[1]!.trim()))) out.push(`“${match[1]}”`);
  }
  const tokens = tagSentence(text);
  for (const figure of findFigures(tokens)) {
    const numbers = [...figure.text.matchAll(NUMBER)].map((m) => plain(m[0]));
    const statistic = /[$£€¥%]|per cent|percent|\b(?:bn|m|million|billion|trillion)\b/i.test(figure.text) || numbers.some((n) => Number(n) >= SMALL_COUNT);
    if (statistic && numbers.some((n) => !grounding.numbers.has(n))) out.push(figure.text);
  }
  const names = classifyNames(nameRuns(tokens, false, text), isPlaceName);
  for (const name of [...names.people, ...names.organisations, ...names.places]) {
    const key = normalise(name);
    if (ALWAYS_ALLOWED.has(key) || grounding.text.includes(key)) continue;
    // A person named by surname alone, or a name the input writes with 'the' or a possessive, is the input's.
    if (key.split(' ').every((part) => new RegExp(`\\b${escapeRegExp(part)}\\b`).test(grounding.text))) continue;
    out.push(name);
  }
  return out;
}

/**
 * The text without its sentences that state an unsupported fact, and what was removed. Line breaks are kept (a
 * pitch's paragraphs, greeting and sign-off).
 */
export function withoutInventions(text: string, grounding: Grounding): { text: string; removed: string[] } {
  const removed: string[] = [];
  const lines = text.split('\n').map((line) => {
    if (line.trim() === '') return line;
    const kept = splitSentences(line).filter((sentence) => {
      const invented = unsupportedFacts(sentence, grounding);
      removed.push(...invented);
      return invented.length === 0;
    });
    return kept.join(' ');
  });
  return { text: lines.join('\n').replace(/\n{3,}/g, '\n\n').trim(), removed };
}
