import { joinTokens, tagSentence, type Token } from '../../text/nlp';
import { escapeRegExp } from '../../text/escape-regexp';

/**
 * How a market is named again once it has been named in full, as an editor would: 'housing co-operatives' after
 * 'housing co-operatives and residential managers', 'dental clinics' after 'dental clinics in Hungary and Austria',
 * 'NHS trusts' after 'NHS trusts and care homes'. Three headlines of one content type that each end '… for housing
 * co-operatives and residential managers', or a plan that names that pair three times in two sentences, read as one
 * template filled in again.
 *
 * The short form is the first of the market's plural nouns with its modifiers, before any place, relative clause or
 * second noun of the list, when it keeps a modifier. A list of modifiers sharing one head ('lift maintenance and modernisation companies',
 * 'state and municipal governments') has no such short form — cutting it names another market — and is kept whole,
 * as is a market of one phrase already.
 */
export function secondReference(market: string): string {
  const tokens = tagSentence(market).map(nounInList);
  const phrase = tokens.slice(0, tailStart(tokens));
  const cut = phrase.findIndex((t) => t.pos === 'CCONJ' || t.text === ',');
  const first = cut < 0 ? phrase : phrase.slice(0, cut);
  const head = first[first.length - 1];
  if (!head || !isPluralNoun(head) || first.length > MAX_WORDS) return market;
  // A head alone ('homeowners' of 'homeowners in the Midlands and west of Ireland', 'companies' of 'companies
  // expanding into the EU') names what every other company's market may be too: two companies reading one story
  // would be handed one headline.
  if (first.length < 2) return market;
  const short = joinTokens(first);
  return short.length < market.trim().length ? short : market;
}

/**
 * The tagger reads a plural after a name as a verb ('NHS trusts and care homes'): in a list, before 'and', a comma
 * or the end, it is the noun it names.
 */
function nounInList(t: Token, i: number, all: readonly Token[]): Token {
  if (t.pos !== 'VERB' || !/s$/.test(t.text) || i === 0) return t;
  const before = all[i - 1]!;
  const after = all[i + 1];
  const listEnd = !after || after.pos === 'CCONJ' || after.text === ',';
  return listEnd && (before.pos === 'PROPN' || before.pos === 'NOUN') ? { ...t, pos: 'NOUN' } : t;
}

/** A short form longer than this is no shorter to read. */
const MAX_WORDS = 4;

/** Where the market's own words end: at a preposition, a relative word or a verb ('tourists visiting Chile'). */
function tailStart(tokens: readonly Token[]): number {
  const at = tokens.findIndex((t, i) => i > 0 && TAIL.has(t.pos) && !(t.pos === 'VERB' && t.text.includes('-')));
  return at < 0 ? tokens.length : at;
}
const TAIL = new Set(['ADP', 'SCONJ', 'PRON', 'VERB', 'AUX', 'DET']);

/** 'co-operatives', 'clinics', 'SMEs': a noun whose lemma is shorter than the word as written, or an acronym's plural. */
function isPluralNoun(t: Token): boolean {
  if (t.pos !== 'NOUN' && t.pos !== 'PROPN') return false;
  // The lemma of a hyphenated word is the word as written ('co-operatives'): its last part is read.
  const last = t.text.split('-').pop()!;
  return (
    /^\p{Lu}{2,}s$/u.test(t.text) ||
    (/[^su]s$/i.test(last) && (t.lemma.length < t.text.length || t.text.includes('-') || t.pos === 'NOUN'))
  );
}

/**
 * The text with the market said in full where it first appears and by its short form after (see secondReference);
 * unchanged when it names the market once or the market has no shorter form. A quotation is the coverage's words:
 * it is never changed, and what it says is no first naming.
 */
export function nameOnceInFull(text: string, market: string, short: string): string {
  if (short === market) return text;
  const quotes = [...text.matchAll(/“[^”]*”/g)].map((q) => [q.index, q.index + q[0].length] as const);
  const quoted = (at: number) => quotes.some(([from, to]) => at >= from && at < to);
  let seen = false;
  const phrase = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(market)}(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(phrase, (said: string, at: number) => {
    if (quoted(at)) return said;
    if (!seen) {
      seen = true;
      return said;
    }
    // A sentence's first word keeps its capital.
    return /^\p{Lu}/u.test(said) && !/^\p{Lu}/u.test(short) ? short.charAt(0).toUpperCase() + short.slice(1) : short;
  });
}
