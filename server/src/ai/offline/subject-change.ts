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
  const second = all[1];
  if (tokens[end]?.text.toLowerCase() === 'and' && second && tokens.indexOf(second.tokens[0]!) === end + 1) {
    const moved = movementAt(tokens, tokens.indexOf(second.tokens[second.tokens.length - 1]!) + 1);
    if (moved && !moved.noun) return { tokens: [...first.tokens, tokens[end]!, ...second.tokens], move: moved.move };
  }
  return null;
}

/** A bare commodity ('oil', 'gold') moves in price: 'the fall in oil prices', when the coverage says so. */
export function pricedName(phrase: string, wider: string): string {
  if (/\s/.test(phrase) || /s$/i.test(phrase)) return phrase;
  return new RegExp(`\\b${escapeRegExp(phrase)}\\s+prices?\\b`, 'i').test(wider) ? `${phrase} prices` : phrase;
}
