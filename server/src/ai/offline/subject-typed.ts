import { escapeRegExp } from '../../text/escape-regexp';
import { isGivenName } from '../../text/given-names';
import { correct, isPluralToken, tag, titleCaseOpening, type Token } from './headline-tags';
import { EVENT_NOUN, fromPlainPhrase, lastHeadIndex, withDeterminer, type Subject } from './subject-article';
import { movementSubject } from './subject-change';

/**
 * A topic the user typed, read as they wrote it. Users type either a subject ('chargeback fraud', 'Taylor Swift's
 * stadium tour') or a headline ('Taylor Swift announces stadium tour'). A subject is used as it stands; a headline
 * states news, and as a noun phrase it is that news: 'the rise in card fraud at online shops' when it tells of a
 * movement, else 'the news that Taylor Swift announces a stadium tour'. Read as a noun phrase, a headline came out
 * as 'the taylor Swift announces stadium tour' (docs/decisions/0098).
 */
export function typedSubject(topic: string): Subject {
  const text = topic.trim().replace(/[.!?]+$/, '');
  const tokens = correct(titleCaseOpening(tag(text), () => false));
  return typedClause(text, tokens) ?? fromPlainPhrase(text, opensOnName(tokens));
}

/** A typed topic of up to this many words that has a headline's verb reads as the news it states. */
export const MAX_TYPED_CLAUSE_WORDS = 12;

/** A typed headline as the news it states, or null when the topic has no verb of its own. */
export function typedClause(
  text: string,
  tokens: readonly Token[] = correct(titleCaseOpening(tag(text), () => false)),
): Subject | null {
  const verb = headlineVerb(tokens);
  if (verb < 0) return null;
  const actor = tokens.slice(0, verb);
  const head = Math.max(0, Math.min(actor.length - 1, lastHeadIndex(actor)));
  const plural = isPluralToken(actor[head]!);
  const at = verbAt(text, tokens[verb]!.text);
  // The actor as typed ('Taylor Swift's team'), its first word as a sentence writes it.
  const typed = text.slice(0, at).trim();
  const first = firstWord(actor[0]!, tokens);
  const said = first + typed.slice(actor[0]!.text.length);
  const move = MOVES[tokens[verb]!.text.toLowerCase()];
  // 'Card fraud rises at online shops': the rise is the news, and the rest says where ('at online shops').
  if (move && (plural || actor.every((t) => t.pos !== 'PROPN'))) {
    const rest = text.slice(at + tokens[verb]!.text.length).trim();
    return movementSubject(move, /^(?:at|in|among|for|across)\s/i.test(rest) ? `${said} ${rest}` : said, plural);
  }
  // A word kept capitalised is a name, and reads without an article ('Apple', not 'the Apple').
  const lowered = actor.map((t, i) =>
    i === 0 ? { ...t, text: first, pos: /^\p{Lu}/u.test(first) && !OF_NAME.test(typed) ? 'PROPN' : t.pos } : t,
  );
  // A name's possessive is the actor's determiner ('Taylor Swift's team'); the tagger splits it off the name.
  const who = /\p{Lu}\p{L}*['’]s?\s/u.test(said) ? said : withDeterminer(said, lowered, head, plural);
  // A headline drops the passive's 'was' ('Google fined €2bn by EU'); a sentence keeps it.
  const passive = /ed$/.test(tokens[verb]!.text) && tokens.slice(verb + 1).some((t) => t.text === 'by');
  const phrase = `news that ${who} ${passive ? (plural ? 'were ' : 'was ') : ''}${text.slice(at)}`;
  return { phrase, np: `the ${phrase}`, plural: false };
}

/**
 * The headline's verb: the first verb after an opening noun phrase ('Taylor Swift | announces …', 'Bank of England |
 * holds rates'), not a word inside it ('Cost of living'), or −1 when the topic is a phrase with no verb of its own.
 */
function headlineVerb(tokens: readonly Token[]): number {
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    // 'living' in 'Cost of living' is part of the phrase.
    if (t.pos === 'VERB' && tokens[i - 1]!.pos === 'ADP') continue;
    if (t.pos === 'VERB' && /^\p{Ll}/u.test(t.text) && !/ing$/.test(t.text)) return i;
    if (!OPENING.has(t.pos)) return -1;
  }
  return -1;
}

/** A name written as 'X of Y', which withDeterminer gives its article ('the Bank of England'). */
const OF_NAME = /^\p{Lu}\p{Ll}+ of \p{Lu}/u;

/** What a headline's opening noun phrase is made of. */
const OPENING = new Set(['NOUN', 'PROPN', 'ADJ', 'ADP', 'DET', 'NUM', 'PART']);

/**
 * A headline capitalises its first word: a common word is written in lower case mid-sentence ('card fraud', 'the
 * cost of living', 'nurses', 'drought'), a name as typed ('Taylor Swift', 'Apple', 'EU').
 */
function firstWord(t: Token, tokens: readonly Token[]): string {
  if (!/^\p{Lu}\p{Ll}/u.test(t.text) || isGivenName(t.text)) return t.text;
  const next = tokens[1];
  const common =
    t.pos !== 'PROPN' &&
    (isPluralToken(t) ||
      EVENT_NOUN.test(t.text) ||
      (next !== undefined &&
        next.pos !== 'VERB' &&
        /^\p{Ll}/u.test(next.text) &&
        !(next.text === 'of' && /^\p{Lu}/u.test(tokens[2]?.text ?? ''))));
  return common ? t.text.charAt(0).toLowerCase() + t.text.slice(1) : t.text;
}

/** A phrase opening on a name ('Taylor Swift's stadium tour', 'Black Friday sales') keeps its capital. */
function opensOnName(tokens: readonly Token[]): boolean {
  const first = tokens[0];
  if (!first) return false;
  // A word alone that the tagger reads as a name in lower case too ('Brexit', not 'Inflation').
  const alone = tokens.length === 1 && tag(first.text.toLowerCase())[0]?.pos === 'PROPN';
  return (
    alone || isGivenName(first.text) || /^\p{Lu}/u.test(tokens[1]?.text ?? '') || /^['’]/u.test(tokens[1]?.text ?? '')
  );
}

/** Where the headline's verb starts in the text as typed (the first whole word after the opening one). */
function verbAt(text: string, verb: string): number {
  const at = text.search(new RegExp(`(?<=\\s)${escapeRegExp(verb)}(?=\\s|$)`, 'u'));
  return at < 0 ? text.length : at;
}

/** Verbs of movement a headline tells ('rises', 'surge'), by the noun a subject says them with. */
const MOVES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    rise: ['rise', 'rises', 'climb', 'climbs'],
    jump: ['jump', 'jumps'],
    surge: ['surge', 'surges', 'soar', 'soars'],
    increase: ['increase', 'increases'],
    growth: ['grow', 'grows'],
    fall: ['fall', 'falls', 'tumble', 'tumbles', 'sink', 'sinks'],
    drop: ['drop', 'drops'],
    slump: ['slump', 'slumps'],
    plunge: ['plunge', 'plunges'],
    decline: ['decline', 'declines'],
  }).flatMap(([noun, verbs]) => verbs.map((v) => [v, noun])),
);
