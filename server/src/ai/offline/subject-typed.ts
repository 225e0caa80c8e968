import { escapeRegExp } from '../../text/escape-regexp';
import { isGivenName } from '../../text/given-names';
import { correct, isPluralToken, tag, titleCaseOpening, type Token } from './headline-tags';
import {
  EVENT_NOUN,
  fromPlainPhrase,
  isMassNoun,
  lastHeadIndex,
  withDeterminer,
  type Subject,
} from './subject-article';
import { movementSubject } from './subject-change';

/**
 * A topic the user typed, read as they wrote it. Users type either a subject ('chargeback fraud', 'Taylor Swift's
 * stadium tour'), a headline ('Taylor Swift announces stadium tour') or a question ('Will the Fed cut rates?'). A
 * subject is used as it stands; a headline states news, and as a noun phrase it is that news: 'the rise in card
 * fraud at online shops' when it tells of a movement, else 'the news that Taylor Swift announces stadium tour'; a
 * question is asked ('the question whether the Fed will cut rates'). Read as a noun phrase, a headline came out as
 * 'the taylor Swift announces stadium tour' (docs/decisions/0098).
 */
export function typedSubject(topic: string): Subject {
  const text = bare(topic);
  // Nothing but punctuation: the words as typed are all there is.
  if (!/[\p{L}\p{N}]/u.test(text)) return { phrase: topic.trim(), np: topic.trim(), plural: false };
  return typedHeadline(topic) ?? fromPlainPhrase(text, opensOnName(tag(text)));
}

/** The topic without the spaces and the closing mark around it. */
const bare = (topic: string) =>
  topic
    .trim()
    .replace(/[.!?]+$/, '')
    .trim();

/**
 * A question as the subject of a sentence: a yes-or-no question with a modal as whether it will happen ('Will the Fed
 * cut rates?' → 'the question whether the Fed will cut rates'), any other in quotation marks as asked ('the question
 * “Is remote work dead?”'). Taken as a headline, 'Will the Fed cut rates' read as 'the news that the Will the Fed …'.
 */
function typedQuestion(topic: string, text: string): Subject | null {
  const opening =
    /^(?:will|would|should|can|could|may|might|must|shall|is|are|was|were|do|does|did|has|have|had|why|how|what|when|where|who|which)\s/i;
  // Only a question mark says so: 'Will Smith slaps …', 'WHO declares …', 'How Klarna won …' are headlines.
  if (!topic.endsWith('?') || !opening.test(text)) return null;
  const modal = /^(will|would|should|can|could|may|might|must|shall)\s+(.+)$/i.exec(text);
  const tokens = modal ? tag(modal[2]!) : [];
  const verb = tokens.findIndex((t, i) => i > 0 && t.pos === 'VERB' && /^\p{Ll}/u.test(t.text));
  // 'Can the NHS be saved?' keeps its verb group together: asked as typed.
  if (modal && verb > 0 && !tokens.slice(0, verb + 1).some((t) => /^(?:be|have|been)$/i.test(t.text))) {
    const at = verbAt(modal[2]!, tokens[verb]!.text);
    const phrase = `question whether ${modal[2]!.slice(0, at).trim()} ${modal[1]!.toLowerCase()} ${modal[2]!.slice(at)}`;
    return { phrase, np: `the ${phrase}`, plural: false };
  }
  const asked = `${text.charAt(0).toUpperCase()}${text.slice(1)}?`;
  return { phrase: `question “${asked}”`, np: `the question “${asked}”`, plural: false };
}

/** A typed topic of up to this many words that is a question or a headline reads as one. */
export const MAX_TYPED_CLAUSE_WORDS = 12;

/** A typed question or headline as a sentence's subject, or null when the topic is neither. */
export function typedHeadline(topic: string): Subject | null {
  const text = bare(topic);
  return typedQuestion(topic.trim(), text) ?? typedClause(text);
}

/** A typed headline as the news it states, or null when the topic has no verb of its own. */
function typedClause(text: string): Subject | null {
  const tokens = correct(titleCaseOpening(tag(text), () => false));
  let verb = headlineVerb(tokens);
  if (verb < 0) return null;
  // 'Amazon to cut 10,000 jobs': a headline's future, which a sentence says with 'is to'.
  const future = verb > 1 && tokens[verb - 1]!.text.toLowerCase() === 'to';
  if (future) verb -= 1;
  const actor = tokens.slice(0, verb);
  const head = Math.max(0, Math.min(actor.length - 1, lastHeadIndex(actor)));
  const plural = isPluralToken(actor[head]!);
  const at = verbAt(text, tokens[verb]!.text);
  // A topic typed all in lower case says nothing of which words are names: its actor is kept as typed.
  const lowerCase = !/\p{Lu}/u.test(text);
  // The actor as typed ('Taylor Swift's team'), its first word as a sentence writes it.
  const typed = text.slice(0, at).trim();
  const first = firstWord(actor[0]!, tokens);
  const said = first + typed.slice(actor[0]!.text.length);
  const move = MOVES[tokens[verb]!.text.toLowerCase()];
  // 'Card fraud rises at online shops': the rise is the news, and the rest says where ('at online shops').
  if (move && !future && (plural || actor.every((t) => t.pos !== 'PROPN'))) {
    const rest = text.slice(at + tokens[verb]!.text.length).trim();
    return movementSubject(move, /^(?:at|in|among|for|across)\s/i.test(rest) ? `${said} ${rest}` : said, plural);
  }
  // A word kept capitalised is a name, and reads without an article ('Apple', not 'the Apple').
  const lowered = actor.map((t, i) =>
    i === 0 ? { ...t, text: first, pos: /^\p{Lu}/u.test(first) && !OF_NAME.test(typed) ? 'PROPN' : t.pos } : t,
  );
  // An actor with its own determiner ('The government', 'A new law', a name's possessive: 'Taylor Swift's team',
  // 'McDonald's', which the tagger splits off the name) or typed all in lower case is said as typed.
  const determined = DETERMINER.test(said) || /\p{Lu}\p{L}*['’]s?(?:\s|$)/u.test(said) || lowerCase;
  const who = determined
    ? said.replace(DETERMINER, (d) => d.toLowerCase())
    : withDeterminer(said, lowered, head, plural);
  // A headline drops the passive's 'was' ('Google fined €2bn by EU'); a sentence keeps it.
  const passive = /ed$/.test(tokens[verb]!.text) && tokens.slice(verb + 1).some((t) => t.text === 'by');
  const be = passive || future ? `${plural ? (future ? 'are' : 'were') : future ? 'is' : 'was'} ` : '';
  const phrase = `news that ${who} ${be}${text.slice(at)}`;
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

/** An actor's own determiner, as a headline may open on one ('The government bans …'). */
const DETERMINER = /^(?:the|a|an|this|that|these|those|our|their|its)\s/i;

/** A name written as 'X of Y', which withDeterminer gives its article ('the Bank of England'). */
const OF_NAME = /^\p{Lu}\p{Ll}+ of \p{Lu}/u;

/** What a headline's opening noun phrase is made of. */
const OPENING = new Set(['NOUN', 'PROPN', 'ADJ', 'ADP', 'DET', 'NUM', 'PART']);

/**
 * A headline capitalises its first word: a common word is written in lower case mid-sentence ('card fraud', 'the
 * cost of living', 'nurses', 'drought', 'inflation'), a name as typed ('Taylor Swift', 'Apple', 'EU').
 */
function firstWord(t: Token, tokens: readonly Token[]): string {
  if (!/^\p{Lu}\p{Ll}/u.test(t.text) || isGivenName(t.text)) return t.text;
  const next = tokens[1];
  const common =
    t.pos !== 'PROPN' &&
    (isPluralToken(t) ||
      EVENT_NOUN.test(t.text) ||
      isMassNoun(t.text) ||
      // A compound ('Card fraud', 'Supply chain'), or 'of' and a common word ('Cost of living', not 'Bank of England').
      (next !== undefined &&
        /^\p{Ll}/u.test(next.text) &&
        (next.text === 'of' ? /^\p{Ll}/u.test(tokens[2]?.text ?? '') : next.pos === 'NOUN' || next.pos === 'ADJ')));
  return common ? t.text.charAt(0).toLowerCase() + t.text.slice(1) : t.text;
}

/** A phrase opening on a name ('Taylor Swift's stadium tour', 'Black Friday sales') keeps its capital. */
function opensOnName(tokens: readonly Token[]): boolean {
  const first = tokens[0];
  if (!first) return false;
  return isGivenName(first.text) || /^\p{Lu}/u.test(tokens[1]?.text ?? '') || /^['’]/u.test(tokens[1]?.text ?? '');
}

/** Where the headline's verb starts in the text as typed (a whole word after the opening one: 'recalls:' too). */
function verbAt(text: string, verb: string): number {
  const at = text.search(new RegExp(`(?<=\\s)${escapeRegExp(verb)}(?=[\\s:;,]|$)`, 'u'));
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
