import type { Token } from './nlp';
import { isCurrency, moneyTokens } from './money-tokens';

/** A figure or date as written, and the key under which other reports' wordings of it are counted as one. */
export interface Span {
  key: string;
  text: string;
}

const MONTHS = new Map<string, number>(
  [
    ['january', 1], ['jan', 1], ['february', 2], ['feb', 2], ['march', 3], ['mar', 3], ['april', 4], ['apr', 4],
    ['may', 5], ['june', 6], ['jun', 6], ['july', 7], ['jul', 7], ['august', 8], ['aug', 8], ['september', 9],
    ['sept', 9], ['sep', 9], ['october', 10], ['oct', 10], ['november', 11], ['nov', 11], ['december', 12], ['dec', 12],
  ],
);
/** Month names as written in lower case, full and shortened. */
export const MONTH_NAMES: readonly string[] = [...MONTHS.keys()];
const SCALES = new Set(['thousand', 'million', 'billion', 'trillion', 'bn', 'm', 'mn', 'k', 'tn', 'crore', 'lakh']);
const QUALIFIERS = new Set(['over', 'nearly', 'almost', 'about', 'around', 'roughly', 'approximately', 'some', 'just', 'only']);
const TWO_WORD_QUALIFIERS = new Set(['more than', 'less than', 'fewer than', 'up to', 'at least', 'as many as', 'as much as']);
/** Counts written as words, as the part of a whole ('eleven of the 61 companies'). */
const NUMBER_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'half', 'most', 'all', 'some', 'none', 'many', 'few', 'several', 'dozens', 'hundreds', 'thousands']);
/** Words that introduce a year ('from 2028', 'in 2027'). */
const YEAR_LEAD = new Set(['in', 'into', 'from', 'by', 'for', 'until', 'since', 'before', 'after', 'through', 'during', 'of', 'to', 'early', 'late', 'mid']);

const TIME_WORDS = /^(?:last|next|this|previous|a|per|each|every|year|years|month|months|week|weeks|day|days|quarter|annually|annual)$/i;
/** Words that place a span of time relative to now ('last week', 'next year'). */
const RELATIVE_TIME = /^(?:last|next|this|previous)$/i;
const NUMBER = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/;
const lower = (t: Token | undefined) => (t ? t.text.toLowerCase().replace(/\.$/, '') : '');
const isMonth = (t: Token | undefined) => !!t && MONTHS.has(lower(t)) && /^\p{Lu}/u.test(t.text);
const isDay = (t: Token | undefined) => !!t && /^\d{1,2}$/.test(t.text) && Number(t.text) >= 1 && Number(t.text) <= 31;
const isYear = (t: Token | undefined) => !!t && /^(?:19|20)\d{2}$/.test(t.text);
const spanText = (tokens: readonly Token[], from: number, to: number) =>
  tokens
    .slice(from, to + 1)
    .map((t, k) => (k === 0 ? t.text : `${t.space}${t.text}`))
    .join('')
    .trim();

/**
 * A number right after a name's capitalised word, with no space-less unit, names something ('Fortune 500 companies',
 * 'FTSE 100 firms', 'Windows 11 machines'); it counts nothing. A capital that opens the sentence ('Some 400 jobs'),
 * a qualifier ('Nearly 40%') or a currency ('US$ 40m') is no name.
 */
function partOfName(tokens: readonly Token[], i: number): boolean {
  if (opensName(tokens, i)) return true;
  const prev = tokens[i - 1];
  if (!prev || !/^\p{Lu}/u.test(prev.text) || prev.space === '' && i > 1) return false;
  const before = tokens[i - 2];
  if (!before || /^[.!?:;“"‘'(—–-]$/u.test(before.text)) return false;
  const word = lower(prev);
  return !QUALIFIERS.has(word) && !isCurrency(word) && !/^(?:the|a|an|more|less|fewer|up|at|as|by|from|to|of|in|on)$/.test(word);
}

/**
 * A number that opens a name mid-sentence ('a study by 4 Day Week Global and …'): two or more capitalised words follow
 * it and no common noun after them says what was counted ('12 Premier League clubs' is a count).
 */
function opensName(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  if (!before || /^[.!?:;“"‘'(—–-]$/u.test(before.text)) return false;
  let k = i + 1;
  while (k < tokens.length && /^\p{Lu}\p{Ll}/u.test(tokens[k]!.text)) k += 1;
  const after = tokens[k];
  return k - (i + 1) >= 2 && !(after && after.pos === 'NOUN' && /^\p{Ll}/u.test(after.text));
}

/** The plural noun a list of kinds after `last` qualifies, within a few words, or `last` when there is none. */
function kindsCounted(tokens: readonly Token[], last: number): number {
  if (!/^(?:and|or|,)$/i.test(tokens[last + 1]?.text ?? '')) return last;
  let conjunction = false;
  for (let k = last + 1; k < Math.min(tokens.length, last + 9); k += 1) {
    const t = tokens[k]!;
    if (t.text === ',') continue;
    if (/^(?:and|or)$/i.test(t.text)) {
      conjunction = true;
      continue;
    }
    // 'ticketing platforms': a participle before a noun reads as an adjective.
    if (t.pos !== 'NOUN' && t.pos !== 'ADJ' && !(t.pos === 'VERB' && /ing$/.test(t.text))) return last;
    if (conjunction && t.pos === 'NOUN' && /\p{Ll}s$/u.test(t.text) && tokens[k + 1]?.pos !== 'NOUN') return k;
  }
  return last;
}

/**
 * Figures with their units: money ('$38 billion', '£3.4bn'), shares ('5.9%', '94 per cent') and counts of
 * something ('more than 4,200 grieving families', '180 jobs'), with a qualifier the report gives ('nearly', 'up
 * to'). A bare number ('kills 27') names no unit and is left out, as are years, days of a month and scores.
 */
export function findFigures(tagged: readonly Token[]): Span[] {
  const tokens = moneyTokens(tagged);
  const out: Span[] = [];
  // Where the last figure pushed starts: a range's lower end, pushed on its own, is taken back into the range.
  let lastStart = -1;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (!NUMBER.test(t.text)) continue;
    if (isMonth(tokens[i - 1]) || isMonth(tokens[i + 1]) || (isDay(t) && lower(tokens[i + 1]) === 'and' && isDay(tokens[i + 2]) && isMonth(tokens[i + 3]))) continue;
    if (partOfName(tokens, i)) continue;
    let start = i;
    let end = i;
    // The upper end of a range of money written once ('$4–6 per kWh', '$521–528 a tonne') is money too.
    const rangeMoney = /^[–-]$/.test(tokens[i - 1]?.text ?? '') && NUMBER.test(tokens[i - 2]?.text ?? '') && isCurrency(lower(tokens[i - 3])) ? lower(tokens[i - 3]) : '';
    const currency = isCurrency(lower(tokens[i - 1])) ? lower(tokens[i - 1]) : rangeMoney;
    if (currency && !rangeMoney) start = i - 1;
    let scale = '';
    if (SCALES.has(lower(tokens[end + 1])) && (currency || lower(tokens[end + 1]).length > 2)) {
      scale = lower(tokens[end + 1]);
      end += 1;
    }
    let percent = false;
    if (tokens[end + 1]?.text === '%' || lower(tokens[end + 1]) === 'percent') {
      percent = true;
      end += 1;
    } else if (lower(tokens[end + 1]) === 'per' && lower(tokens[end + 2]) === 'cent') {
      percent = true;
      end += 2;
    }
    if (!currency && !percent && isYear(t) && !t.text.includes(',')) continue;
    // What is counted: up to three adjectives and nouns after the figure, ending on a noun; a span of time after a
    // share or a sum says when, not what ('6% last year').
    let unitEnd = end;
    let k = end + 1;
    let words = 0;
    // A hyphenated compound is one word of the unit ('31 vehicle-deck fires', not '31 vehicle').
    for (; words < 3 && k < tokens.length; k += 1, words += 1) {
      if (joinsCompound(tokens, k + 1)) {
        k += 2;
        if (k >= tokens.length) break;
      }
      const pos = tokens[k]!.pos;
      if ((currency || percent) && TIME_WORDS.test(tokens[k]!.text)) break;
      // Nor is 'last week' what a count counts ('rose to 2,300 last week').
      if (RELATIVE_TIME.test(tokens[k]!.text)) break;
      if (pos !== 'NOUN' && pos !== 'ADJ' && !(pos === 'PROPN' && k > end + 1)) break;
      if (pos === 'NOUN' || pos === 'PROPN') unitEnd = k;
    }
    // Three words in and still a noun phrase: the noun it closes on is its head ('43% more bed bug jobs', not '43%
    // more bed bug').
    if (words === 3 && unitEnd === k - 1 && tokens[k]?.pos === 'NOUN' && /^\p{Ll}+$/u.test(tokens[k]!.text)) unitEnd = k;
    // A count above one does not end on a singular noun ('40 to 60 extra vessel calls a month'): the word after it
    // ending in -s is the plural head the tagger read as a verb, unless a determiner follows it (then it is the
    // clause's verb: 'the 34p rise takes the wage floor to 66%').
    const head = tokens[unitEnd + 1];
    if (unitEnd > end && Number(t.text.replace(/,/g, '')) !== 1 && tokens[unitEnd]!.pos === 'NOUN' && !/s$/i.test(tokens[unitEnd]!.text) && head?.pos === 'VERB' && /^\p{Ll}+[^s]s$/u.test(head.text) && !VERB_OBJECT_START.test(lower(tokens[unitEnd + 2]))) {
      unitEnd += 1;
    }
    // Money and shares of something ('£3bn of working capital', '40% of stores'), and money in something
    // ('RM12 million in idle truck time', '$2bn in lost sales'; not 'in the first quarter' nor 'in Texas').
    if ((currency || percent) && unitEnd === end && (lower(tokens[end + 1]) === 'of' || (currency && lower(tokens[end + 1]) === 'in'))) {
      for (let k = end + 2; k <= end + 4 && k < tokens.length; k += 1) {
        const pos = tokens[k]!.pos;
        if (TIME_WORDS.test(tokens[k]!.text)) break;
        // 'working capital': a participle before a noun reads as an adjective.
        const modifier = pos === 'ADJ' || (pos === 'VERB' && /ing$/.test(tokens[k]!.text) && tokens[k + 1]?.pos === 'NOUN');
        if (pos !== 'NOUN' && !modifier) break;
        if (pos === 'NOUN') unitEnd = k;
      }
    }
    if (!currency && !percent && unitEnd === end) continue;
    // A lone singular word after a count above one, before a particle of movement, is the verb of a bare count
    // ('about 31,000 fall into that group', '2,000 drop out'), not what it counts.
    if (!currency && !percent && unitEnd === end + 1 && Number(t.text.replace(/,/g, '')) > 1 && /^\p{Ll}{3,}$/u.test(tokens[unitEnd]!.text) && !/s$/.test(tokens[unitEnd]!.text) && PARTICLE.test(tokens[unitEnd + 1]?.text ?? '')) continue;
    // A rate's unit runs on past its slash ('151km/h', '3 t/ha'): cut at it, '151km' says something else.
    if (tokens[unitEnd + 1]?.text === '/' && /^\p{L}{1,3}\d?$/u.test(tokens[unitEnd + 2]?.text ?? '')) unitEnd += 2;
    // Two things counted together are one figure ('188 arrivals and departures'): cut after the first, it says 188
    // arrivals.
    const joined = tokens[unitEnd + 2];
    if (unitEnd > end && /^(?:and|or)$/i.test(tokens[unitEnd + 1]?.text ?? '') && joined?.pos === 'NOUN' && tokens[unitEnd + 3]?.pos !== 'NOUN') unitEnd += 2;
    // Things of several kinds counted together ('17 clothing and footwear brands', '11 e-commerce, food delivery and
    // ticketing platforms'): the kinds qualify the plural noun at the end, which is what is counted ('17 clothing'
    // says nothing).
    if (unitEnd > end && !/s$/i.test(tokens[unitEnd]!.text)) unitEnd = kindsCounted(tokens, unitEnd);
    end = unitEnd;
    // A range is one figure ('5% to 10% of fraud', '£32,000 to £38,000'): its upper end alone ('10% of fraud') says
    // something the report does not.
    // Both ends are of one kind: 'rose 6% to US$94.30 a barrel' is a change and a level, not a range.
    let low = '';
    if (/^(?:to|–|-)$/.test(tokens[start - 1]?.text ?? '')) {
      let k = start - 2;
      const lowerPercent = tokens[k]?.text === '%';
      if (lowerPercent) k -= 1;
      const lowerCurrency = isCurrency(lower(tokens[k - 1])) ? lower(tokens[k - 1]) : '';
      if (tokens[k] && NUMBER.test(tokens[k]!.text) && lowerPercent === percent && lowerCurrency === currency) {
        start = lowerCurrency ? k - 1 : k;
        low = `${Number(tokens[k]!.text.replace(/,/g, ''))}-`;
        // The lower end read on its own, with any qualifier it took ('only 5%'), gives its place to the range.
        if (lastStart >= 0 && lastStart <= start && lastStart >= start - 2) {
          out.pop();
          start = lastStart;
        }
      }
    }
    const two = `${lower(tokens[start - 2])} ${lower(tokens[start - 1])}`;
    // A part of a whole is one figure ('54 of 61 firms', 'eleven of the 61 companies'): the whole alone says
    // something else.
    const ofThe = lower(tokens[start - 1]) === 'of' ? 1 : lower(tokens[start - 1]) === 'the' && lower(tokens[start - 2]) === 'of' ? 2 : 0;
    const part = ofThe > 0 ? tokens[start - ofThe - 1] : undefined;
    if (part && (NUMBER.test(part.text) || NUMBER_WORDS.has(lower(part)))) {
      start -= ofThe + 1;
      // A rate is one figure too ('one in five of the 2,300 complaints'): 'five of the 2,300' says something else.
      const one = tokens[start - 2];
      if (lower(tokens[start - 1]) === 'in' && one && (NUMBER.test(one.text) || NUMBER_WORDS.has(lower(one)))) start -= 2;
    } else if (TWO_WORD_QUALIFIERS.has(two)) start -= 2;
    else if (QUALIFIERS.has(lower(tokens[start - 1]))) start -= 1;
    const value = Number(t.text.replace(/,/g, ''));
    // A range is counted apart from its upper end said alone: '4% to 6%' surcharges are not 'rose 6%'.
    out.push({ key: `${currency}${low}${value}${scale ? ` ${normalScale(scale)}` : ''}${percent ? '%' : ''}`, text: spanText(tokens, start, end) });
    lastStart = start;
    i = end;
  }
  return out;
}

/**
 * Words that open a verb's object: a noun is seldom followed by one ('a' and 'this' are left out: '60 calls a month',
 * 'calls this month' say when).
 */
const VERB_OBJECT_START = /^(?:the|its|their|his|her|our)$/;

/** Whether the token at `k` is a hyphen written tight between two words ('vehicle-deck'). */
function joinsCompound(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k];
  return t !== undefined && t.text === '-' && t.space === '' && tokens[k + 1] !== undefined && tokens[k + 1]!.space === '' && /^\p{L}/u.test(tokens[k + 1]!.text);
}

const normalScale = (s: string) => ({ bn: 'billion', m: 'million', mn: 'million', k: 'thousand', tn: 'trillion' })[s] ?? s;

/** Calendar dates: '20 December', '19 and 20 December', 'Jan. 5', 'December 2026', and years after 'in', 'from'… */
export function findDates(tokens: readonly Token[]): Span[] {
  const out: Span[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (isMonth(t) && (lower(t) !== 'may' || isDay(tokens[i - 1]) || isDay(tokens[i + 1]) || isYear(tokens[i + 1]))) {
      let start = i;
      let end = i;
      if (isDay(tokens[i - 1])) {
        start = i - 1;
        if (lower(tokens[i - 2]) === 'and' && isDay(tokens[i - 3])) start = i - 3;
      } else if (isDay(tokens[i + 1])) end = i + 1;
      if (tokens[end + 1]?.text === ',' && isYear(tokens[end + 2])) end += 2;
      else if (isYear(tokens[end + 1])) end += 1;
      // A month alone is a date only after a word that dates something ('in December').
      if (start === end && !YEAR_LEAD.has(lower(tokens[i - 1])) && lower(tokens[i - 1]) !== 'on') continue;
      const text = spanText(tokens, start, end);
      out.push({ key: text.toLowerCase().replace(/[.,]/g, ''), text });
      i = end;
    } else if (isYear(t) && YEAR_LEAD.has(lower(tokens[i - 1])) && tokens[i + 1]?.text !== '%' && !isCurrency(lower(tokens[i - 1]))) {
      out.push({ key: t.text, text: t.text });
    }
  }
  return out;
}

/** Particles of a verb of movement ('fall into', 'drop out'): a count followed by a word and one of these counts nothing named. */
const PARTICLE = /^(?:into|onto|out|off|behind|back|away|apart|short)$/i;
