import { tagSentence, type Token } from '../../text/nlp';
import { escapeRegExp } from '../../text/escape-regexp';

/**
 * The fewest words of its sentence that say what a bare figure measures, for a headline too short for the figure's
 * whole clause: what it is a share or an amount of ('8cm of snow', '41% of its normal spring rainfall'), or what
 * moved by it ('Cotton prices rose 9%', 'Class III milk futures sink below $16'). Null when the sentence says
 * neither in a few words: then the figure stands alone, as before. '8cm: what amber cold weather alerts mean…' told
 * a reader nothing. `clause`: the words are a clause (a verb's), not a noun phrase to write where a noun goes.
 */
export function figureNoun(figure: string, sentence: string): { text: string; clause: boolean } | null {
  const at = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(figure)}(?![\\p{N}])`, 'u').exec(sentence);
  if (!at) return null;
  const after = sentence.slice(at.index + figure.length);
  const of = ofWhat(figure, after) ?? perUnit(figure, after) ?? ofFigure(figure, sentence.slice(0, at.index));
  if (of) return { text: of, clause: false };
  const moved = whatMoved(figure, sentence.slice(0, at.index));
  return moved ? { text: moved, clause: true } : null;
}

/** Most words a figure's noun phrase may take, either side. */
const MAX_PHRASE_WORDS = 5;

/** 'of' and the noun phrase after it: '8cm of snow', '30% of its members' costs'. */
function ofWhat(figure: string, after: string): string | null {
  const m = /^\s+of\s+/u.exec(after);
  if (!m) return null;
  const tokens = tagSentence(after.slice(m[0].length));
  const phrase: Token[] = [];
  for (const t of tokens) {
    if (!inPhrase(t) || words(phrase) === MAX_PHRASE_WORDS) break;
    phrase.push(t);
  }
  // It ends on its noun ('of the', 'of its' are no phrase); a run that ends on an adjective ends on a noun the tagger
  // read as one ('of the long-period average'). One followed by its own 'of' or by more of itself is cut short ('41%
  // of the value of…' would say 'the value').
  const next = tokens[phrase.length];
  if (phrase.length === 0 || next?.text.toLowerCase() === 'of' || (next && inPhrase(next))) return null;
  if (phrase[phrase.length - 1]!.pos !== 'ADJ') while (phrase.length > 0 && !HEAD.has(phrase[phrase.length - 1]!.pos)) phrase.pop();
  if (phrase.length === 0 || (phrase.length === 1 && phrase[0]!.pos === 'ADJ')) return null;
  // 'the' and one noun points back as a pronoun does ('70% of the heat': which heat?).
  if (words(phrase) === 2 && /^the$/i.test(phrase[0]!.text)) return null;
  return `${figure} of ${join(phrase)}`;
}

/** A rate's unit after it: '$3.12 a mile', 'about ₹900 an acre', '£4 per patient'. */
function perUnit(figure: string, after: string): string | null {
  const m = /^\s+(a|an|per)\s+(\p{Ll}[\p{Ll}-]+)\b/u.exec(after);
  return m && !/^(?:time|while|result|bit|lot|few|number|couple|total|further)$/.test(m[2]!) ? `${figure} ${m[1]} ${m[2]}` : null;
}

/** What the figure is the size of, named before it: 'an employment allowance of £10,500' → 'Employment allowance of £10,500'. */
function ofFigure(figure: string, before: string): string | null {
  const m = /\s+of\s*$/u.exec(before);
  if (!m) return null;
  const tokens = tagSentence(before.slice(0, m.index));
  let start = tokens.length;
  while (start > 0 && inPhrase(tokens[start - 1]!) && words(tokens.slice(start - 1)) <= MAX_PHRASE_WORDS) start -= 1;
  const phrase = tokens.slice(start);
  const previous = tokens[start - 1];
  // Its whole phrase, ending on its noun, not a longer one's tail.
  if (phrase.length === 0 || !HEAD.has(phrase[phrase.length - 1]!.pos) || (previous && inPhrase(previous))) return null;
  const bare = /^(?:a|an|the)$/i.test(phrase[0]!.text) ? phrase.slice(1) : phrase;
  if (bare.length === 0 || (bare.length === 1 && !/^\p{Lu}/u.test(bare[0]!.text) && words(bare) === 1 && bare[0]!.pos !== 'NOUN')) return null;
  return `${join(bare)} of ${figure}`;
}

/** What rose or fell by the figure, with its verb: 'Cotton prices rose 9%', 'Listings fell 28%'. */
function whatMoved(figure: string, before: string): string | null {
  const tokens = tagSentence(before.trimEnd());
  let i = tokens.length - 1;
  if (i >= 0 && LINKS.has(tokens[i]!.text.toLowerCase())) i -= 1;
  const verb = tokens[i];
  // A finite verb: 'rising 75%' hangs on a clause before it ('forecasts Ontario's electricity demand rising 75%').
  if (!verb || verb.pos !== 'VERB' || !MOVES.has(verb.lemma) || /ing$/i.test(verb.text)) return null;
  let start = i;
  while (start > 0 && inPhrase(tokens[start - 1]!) && words(tokens.slice(start - 1, i)) <= MAX_PHRASE_WORDS) start -= 1;
  const subject = tokens.slice(start, i);
  // The whole subject, not its tail: it starts the sentence or a clause ('as Class III milk futures sink…', ', and
  // cotton prices rose…'), never a preposition's object ('work on major platforms fell 28%' is not about platforms).
  const previous = tokens[start - 1];
  if (subject.length === 0 || !HEAD.has(subject[subject.length - 1]!.pos)) return null;
  if (previous && !CLAUSE_START.has(previous.pos) && !SUBORDINATORS.has(previous.text.toLowerCase())) return null;
  return `${join(tokens.slice(start, tokens.length))} ${figure}`;
}

const join = (tokens: readonly Token[]) => tokens.map((t, k) => (k === 0 ? t.text : `${t.space === '' ? '' : ' '}${t.text}`)).join('');

const NOUN_PHRASE = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PART']);
/**
 * A word of a noun phrase, or a hyphen or apostrophe written inside one ('long-period', "members'"). Not a pronoun:
 * 'of its normal spring rainfall' points back to a sentence the headline does not carry.
 */
const inPhrase = (t: Token) => (NOUN_PHRASE.has(t.pos) && !/^(?:its|their|his|her|our|this|that|these|those)$/i.test(t.text)) || (t.space === '' && /^[-'’]$/.test(t.text));
/** Words of a phrase, a hyphen's or an apostrophe's pieces as one. */
const words = (tokens: readonly Token[]) => tokens.filter((t, k) => k === 0 || t.space !== '').length;
const HEAD = new Set(['NOUN', 'PROPN']);
/** Tags after which a clause's subject may start ('as Class III milk futures sink…', 'and cotton prices rose…'). */
const CLAUSE_START = new Set(['PUNCT', 'CCONJ', 'SCONJ']);
/** Words that open a clause whatever their tag. */
const SUBORDINATORS = new Set(['as', 'after', 'while', 'when', 'because', 'since', 'before', 'until', 'though', 'although']);
/** Words between the verb and the figure ('rose by 9%', 'sink below $16'). */
const LINKS = new Set(['by', 'to', 'below', 'above', 'past']);
/** Verbs of a measure moving. */
const MOVES = new Set(['rise', 'fall', 'jump', 'drop', 'climb', 'slip', 'grow', 'increase', 'decrease', 'sink', 'surge', 'plunge', 'soar', 'slump', 'tumble', 'dip', 'edge', 'top', 'exceed', 'hit', 'reach']);
