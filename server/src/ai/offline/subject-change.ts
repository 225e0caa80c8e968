import { NOUNISH, type Token } from './headline-tags';
import type { Chunk } from './subject-chunks';
import { escapeRegExp } from '../../text/escape-regexp';

/**
 * A headline that opens on a measure and says how it moved ('Wheat prices jump after…', 'Births fall to record lows
 * in Japan, Uruguay and Estonia', 'Irish rents keep rising under…'): the movement is the news, so the story is the
 * jump in wheat prices, not wheat prices (nor the record lows, nor the rent caps it happened under).
 */
const MOVES: Readonly<Record<string, string>> = {
  rise: 'rise',
  rises: 'rise',
  rose: 'rise',
  rising: 'rise',
  climb: 'rise',
  climbs: 'rise',
  climbing: 'rise',
  increase: 'increase',
  increases: 'increase',
  jump: 'jump',
  jumps: 'jump',
  surge: 'surge',
  surges: 'surge',
  soar: 'surge',
  soars: 'surge',
  fall: 'fall',
  falls: 'fall',
  fell: 'fall',
  falling: 'fall',
  tumble: 'fall',
  tumbles: 'fall',
  sink: 'fall',
  sinks: 'fall',
  drop: 'drop',
  drops: 'drop',
  dip: 'dip',
  dips: 'dip',
  slide: 'slide',
  slides: 'slide',
  slump: 'slump',
  slumps: 'slump',
  plunge: 'plunge',
  plunges: 'plunge',
  decline: 'decline',
  declines: 'decline',
  declining: 'decline',
  collapse: 'collapse',
  collapses: 'collapse',
};

/** 'keep rising', 'continue to fall': the movement goes on, and it is still the news. */
const GOES_ON = new Set(['keep', 'keeps', 'continue', 'continues']);

/**
 * The movement named at `end` (the token after the opening phrase), or null. `noun` when the word is the phrase's
 * own head, a verb following it ('Oil price jump pushes up…', 'National Insurance rise takes effect').
 */
function movementAt(tokens: readonly Token[], end: number): { move: string; at: number; noun: boolean } | null {
  const word = (i: number) => tokens[i]?.text.toLowerCase() ?? '';
  const record = recordAt(tokens, end);
  if (record) return { move: record, at: end, noun: false };
  let at = end;
  if (GOES_ON.has(word(at))) at += word(at + 1) === 'to' ? 2 : 1;
  const move = MOVES[word(at)];
  if (!move) return null;
  // 'Prices fall short' or 'falls foul' are idioms, not movements.
  const next = word(at + 1);
  if (next === 'short' || next === 'foul' || next === 'behind' || next === 'through' || next === 'apart') return null;
  const after = tokens[at + 1];
  return { move, at, noun: at === end && after !== undefined && (after.pos === 'VERB' || after.pos === 'AUX') };
}

/**
 * The opening phrase whose movement the headline tells, with that movement's noun, or null. A phrase of two
 * coordinated parts ('War-risk insurance premiums and freight rates rise') is taken whole.
 */
export function movedOpening(
  tokens: readonly Token[],
  all: readonly Chunk[],
): { tokens: Token[]; move: string | null } | null {
  const first = all[0];
  if (!first || first.start !== 0) return null;
  // The measure must be a thing counted or priced, not a name that acts ('Fonterra cuts…' is no movement anyway).
  if (!first.tokens.some((t) => NOUNISH.has(t.pos))) return null;
  // Where the phrase ends in the headline (a chunk leaves out tokens it does not show, such as an owner's mark).
  const end = tokens.indexOf(first.tokens[first.tokens.length - 1]!) + 1;
  const alone = movementAt(tokens, end);
  // The movement word heads the phrase itself: the phrase is the story as it is ('the oil price jump').
  if (alone?.noun) return { tokens: [...first.tokens, tokens[alone.at]!], move: null };
  if (alone) return { tokens: first.tokens, move: alone.move };
  const placed = placedMovement(tokens, end);
  if (placed) return { tokens: [...first.tokens, ...placed.place], move: placed.move };
  const second = all[1];
  if (tokens[end]?.text.toLowerCase() === 'and' && second && tokens.indexOf(second.tokens[0]!) === end + 1) {
    const moved = movementAt(tokens, tokens.indexOf(second.tokens[second.tokens.length - 1]!) + 1);
    if (moved && !moved.noun) return { tokens: [...first.tokens, tokens[end]!, ...second.tokens], move: moved.move };
  }
  return null;
}

/** Words of a place the measure is in: names, their 'the', and the compass words that place them ('southern Norway'). */
const PLACE_WORD = /^(?:the|northern|southern|eastern|western|central|north|south|east|west|rural|urban|coastal|inner|outer|greater)$/i;

/**
 * A measure placed before it moves ('Power prices in southern Norway and the Baltics surge…', 'Rents in Dublin and
 * Cork rise 8%'): the movement, and the first place with its 'in' for the measure ('the surge in power prices in
 * southern Norway'); the places after it make a subject a sentence long. Null when no movement follows the places.
 */
function placedMovement(tokens: readonly Token[], end: number): { place: Token[]; move: string } | null {
  if (!/^(?:in|across)$/i.test(tokens[end]?.text ?? '')) return null;
  const isName = (t: Token) => t.pos === 'PROPN' && /^\p{Lu}/u.test(t.text);
  let k = end + 1;
  let firstPlaceEnd = -1;
  while (tokens[k] && (isName(tokens[k]!) || PLACE_WORD.test(tokens[k]!.text) || /^(?:and|,)$/i.test(tokens[k]!.text))) {
    if (firstPlaceEnd < 0 && /^(?:and|,)$/i.test(tokens[k]!.text)) firstPlaceEnd = k;
    k += 1;
  }
  const place = tokens.slice(end, firstPlaceEnd < 0 ? k : firstPlaceEnd);
  if (!place.some(isName)) return null;
  const moved = movementAt(tokens, k);
  return moved && !moved.noun ? { place, move: moved.move } : null;
}

/** Verbs that bring a measure to a record ('hits', 'reaches', 'heads for', 'is on course for'). */
const TO_RECORD =
  /^(?:hits?|reach(?:es|ed)?|heads?\s+for|headed\s+for|sets?|(?:is|are)\s+on\s+course\s+for|on\s+course\s+for)\s+(?:a\s+|an\s+|new\s+|a\s+new\s+|fresh\s+)?record(?:\s+(year|high|highs|low|lows|level|levels))?\b/;

/** 'record high', 'record low', 'record year' or 'record' when the headline brings its measure to one, else null. */
function recordAt(tokens: readonly Token[], end: number): string | null {
  const rest = tokens
    .slice(end, end + 8)
    .map((t) => t.text.toLowerCase())
    .join(' ');
  const m = TO_RECORD.exec(rest);
  if (!m) return null;
  const kind = m[1]?.replace(/s$/, '');
  return kind === 'level' || !kind ? 'record' : `record ${kind}`;
}

/**
 * How a subject says its measure's movement: 'the fall in births', 'the record low in births', 'the record year for
 * tourism', 'record school book removals'.
 */
export function movementSubject(
  move: string,
  measure: string,
  plural: boolean,
): { phrase: string; np: string; plural: boolean } {
  if (move === 'record') return { phrase: `record ${measure}`, np: `record ${measure}`, plural };
  if (move === 'record year')
    return { phrase: `record year for ${measure}`, np: `the record year for ${measure}`, plural: false };
  return { phrase: `${move} in ${measure}`, np: `the ${move} in ${measure}`, plural: false };
}

/** A bare commodity ('oil', 'gold') moves in price: 'the fall in oil prices', when the coverage says so. */
export function pricedName(phrase: string, wider: string): string {
  if (/\s/.test(phrase) || /s$/i.test(phrase)) return phrase;
  return new RegExp(`\\b${escapeRegExp(phrase)}\\s+prices?\\b`, 'i').test(wider) ? `${phrase} prices` : phrase;
}
