import { splitSentences } from '../../text';
import type { ParsedSite } from '../types';
import { isLoneGenericWord } from '../../text/phrase-words';
import { tagSentence, type Token } from '../../text/nlp';
import { isMainClause } from './third-person';

/**
 * What a company sells when its products are not brand names: the list a page puts under a heading that names
 * its offerings ('Our recipes' over 'Turkey and parsnip, beef and sweet potato, and a grain-free salmon recipe
 * for dogs with sensitive stomachs'), and the objects of 'we make / sell / offer …'. Read from the page's
 * structure and the sentence: a heading of plural nouns over a sentence without a verb that lists noun phrases,
 * or a first-person selling verb before a list. Each item is a noun phrase as written, without its article and
 * without what qualifies it ('for dogs with …'); a lone general word ('food', 'services') is no product.
 */
export interface ListedProduct {
  /** For the product list: 'Grain-free salmon recipe'. */
  name: string;
}

/** Plural heading nouns that name people, places or the company itself, never what it sells. */
const NOT_OFFERINGS = new Set([
  'customer',
  'client',
  'partner',
  'investor',
  'value',
  'people',
  'person',
  'team',
  'member',
  'volunteer',
  'supporter',
  'award',
  'location',
  'office',
  'story',
  'result',
  'impact',
  'mission',
  'principle',
  'founder',
  'job',
  'career',
  'review',
  'testimonial',
  'faq',
  'question',
  'news',
  'update',
  'event',
  'resource',
  'guide',
  'term',
  'policy',
  'reason',
  'benefit',
  'step',
  'feature',
  'integration',
  'certification',
  'number',
  'fact',
  'stat',
  'statistic',
]);

/** Verbs of selling or making: what follows them, said by the company, is what it sells. */
const SELLING = new Set(['make', 'sell', 'offer', 'produce', 'brew', 'bake', 'roast', 'stock', 'craft', 'manufacture']);

export function listedProducts(site: ParsedSite, companyName: string): ListedProduct[] {
  const headings = new Set(site.headings.map((h) => h.trim()));
  const lines = site.mainText.split('\n').map((l) => l.trim());
  const out: ListedProduct[] = [];
  const add = (items: ListedProduct[]) => {
    for (const item of items) if (!out.some((o) => o.name.toLowerCase() === item.name.toLowerCase())) out.push(item);
  };
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    if (!headings.has(line) || !next || headings.has(next) || !offeringHeading(line)) return;
    const first = splitSentences(next)[0] ?? '';
    const tokens = tagSentence(first);
    if (tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PRON')) return;
    const items = listItems(tokens);
    if (items.length >= 2) add(items);
  });
  const name = companyName.trim().toLowerCase();
  for (const sentence of splitSentences(site.mainText)) {
    const tokens = tagSentence(sentence);
    const subject = tokens.findIndex((t) => t.text.toLowerCase() === 'we' || t.text.toLowerCase() === name);
    const verb = tokens[subject + 1];
    if (subject < 0 || !verb || !SELLING.has(verb.lemma)) continue;
    const end = tokens.findIndex(
      (t, k) =>
        k > subject + 1 &&
        (t.text === '.' || t.text === ';' || t.text === ':' || t.pos === 'SCONJ' || t.pos === 'VERB'),
    );
    const items = listItems(tokens.slice(subject + 2, end < 0 ? undefined : end));
    if (items.length >= 1) add(items);
  }
  return out.slice(0, 5);
}

/** 'Our recipes', 'Our range', 'Coffees': nouns only (no verb, no question, no 'and'), the last one plural or a range. */
function offeringHeading(heading: string): boolean {
  const tokens = tagSentence(heading).filter((t) => t.pos !== 'PUNCT');
  const words = tokens.filter((t) => !(t.pos === 'PRON' || t.pos === 'DET'));
  const head = words.at(-1);
  if (!head || words.length > 3 || head.pos !== 'NOUN' || NOT_OFFERINGS.has(head.lemma)) return false;
  if (
    tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'CCONJ' || t.pos === 'ADV' || t.pos === 'SCONJ')
  )
    return false;
  return head.text.toLowerCase() !== head.lemma || /^(?:range|menu|collection|selection|catalogue)$/.test(head.lemma);
}

/**
 * The noun phrases of a list: split on commas when it has them (an item may hold 'and': 'beef and sweet
 * potato'), else on 'and'; each item without its article, cut before a preposition ('for dogs with…').
 */
function listItems(tokens: readonly Token[]): ListedProduct[] {
  const groups: Token[][] = [[]];
  const commas = tokens.some((t) => t.text === ',');
  for (const t of tokens) {
    if (t.text === ',' || (!commas && t.pos === 'CCONJ')) groups.push([]);
    else if (t.text !== '.') groups[groups.length - 1]!.push(t);
  }
  // 'A, B and C': without a comma before the last 'and', that 'and' parts the last two items; with one ('A and
  // B, C and D, and E') every 'and' before it belongs to an item.
  const last = groups[groups.length - 1]!;
  const and = last.findIndex((t) => t.pos === 'CCONJ');
  if (commas && groups.length > 1 && and > 0)
    groups.splice(groups.length - 1, 1, last.slice(0, and), last.slice(and + 1));
  const items: ListedProduct[] = [];
  for (const group of groups) {
    let words = group;
    if (words[0]?.pos === 'CCONJ') words = words.slice(1);
    const cut = words.findIndex((t) => t.pos === 'ADP');
    if (cut >= 0) words = words.slice(0, cut);
    const article = words[0]?.pos === 'DET' ? words[0] : null;
    const phrase = article ? words.slice(1) : words;
    const last = phrase.at(-1);
    if (!last || (last.pos !== 'NOUN' && last.pos !== 'PROPN') || phrase.length > 5) continue;
    if (phrase.some((t) => !/^(?:NOUN|PROPN|ADJ|CCONJ|NUM)$/.test(t.pos) && t.text !== '-')) continue;
    const text = joinWords(phrase);
    if (phrase.length === 1 && isLoneGenericWord(text)) continue;
    items.push({ name: text.charAt(0).toUpperCase() + text.slice(1) });
  }
  return items;
}

function joinWords(tokens: readonly Token[]): string {
  return tokens.map((t, i) => (i === 0 ? t.text : `${t.space}${t.text}`)).join('');
}

/**
 * A page often describes a product under its name without a subject: 'Settlewise Payables' over 'Accounts
 * payable automation that reads invoices…', 'Vaultline Breach Watch' over 'Monitors infostealer logs…'. The
 * heading is the subject: a noun phrase becomes '{product} provides …', a sentence that opens with a verb in the
 * -s form (which the tagger often reads as a plural noun) '{product} monitors …'. Returns each first sentence of
 * such a section with its rewrite; other sentences are left alone.
 */
export function productSectionSentences(site: ParsedSite, products: readonly string[]): Map<string, string> {
  const names = new Set(products.map((p) => p.toLowerCase()));
  const lines = site.mainText.split('\n').map((l) => l.trim());
  const out = new Map<string, string>();
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    if (!next || !names.has(line.toLowerCase())) return;
    const sentence = splitSentences(next)[0] ?? '';
    const tokens = tagSentence(sentence);
    const first = tokens[0];
    if (!first || !/^\p{Lu}[\p{Ll}-]+$/u.test(first.text) || isMainClause(tokens)) return;
    const rest = sentence.slice(first.text.length);
    // 'Monitors X …, and forces a reset': a later -s verb outside a relative clause shows a list of verbs
    // without a subject; 'Accounts payable automation that reads invoices' has its verbs after 'that'.
    const relative = tokens.findIndex((t) => /^(?:that|which|who)$/i.test(t.text));
    const laterVerb = tokens.findIndex(
      (t, k) => k > 0 && t.pos === 'VERB' && /s$/.test(t.text) && t.text.toLowerCase() !== t.lemma,
    );
    const verbFirst = /s$/.test(first.text) && laterVerb > 0 && (relative < 0 || laterVerb < relative);
    // The opening capital is the sentence's, unless the page writes the word so mid-sentence too ('Xero').
    const name = new RegExp(`[\\p{Ll},] ${first.text}\\b`, 'u').test(site.mainText) || /^\p{Lu}{2}/u.test(first.text);
    const word = name ? first.text : first.text.toLowerCase();
    if (verbFirst) out.set(sentence, `${line} ${word}${rest}`);
    else if (first.pos === 'NOUN' || first.pos === 'ADJ' || first.pos === 'PROPN')
      out.set(sentence, `${line} provides ${word}${rest}`);
  });
  return out;
}
