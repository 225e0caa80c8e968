import { isPluralToken, NOUNISH, type Token } from './headline-tags';
import { namesACountry } from './home-country';
import { isRegion } from './regions';

/**
 * The noun phrases of a headline that may be its subject (story-subject.ts chooses among them): maximal runs of
 * modifiers ending in a noun, joined across a link word ('card settlement for small merchants'), a coordination
 * ('tariffs on EU and New Zealand goods') or a list ('tariffs on imported honey, wine and cider').
 */

/**
 * The links a subject runs on over ('card settlement for small merchants'). Not 'to', 'over' or 'against': after a
 * headline's verb they start its object ('links a sixth of adult hearing loss to workplace noise', 'fines supplement
 * brands over undisclosed influencer posts').
 */
const JOINS = new Set(['of', 'for', 'in', 'on', 'from']);

export interface Chunk {
  tokens: Token[];
  start: number;
}

const MODIFIER = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM', 'ADJ_OR_NOUN']);
export const CURRENCY = /^[£$€¥]/;

/** Maximal runs of modifiers ending in a noun, joined across 'of/for/in/…' to the next such run. */
export function chunks(tokens: Token[]): Chunk[] {
  const runs: Chunk[] = [];
  let cur: Token[] = [];
  let start = 0;
  let skip = -1;
  const flush = () => {
    while (cur.length > 0 && !NOUNISH.has(cur[cur.length - 1]!.pos) && cur[cur.length - 1]!.pos !== 'ADJ_OR_NOUN') cur.pop();
    // A count opening the run is no part of the subject ('3 banks'), but a number joined by a hyphen is ('4-day week'),
    // and so is a sum ('£220m fund': the fund is the one of £220m).
    // Nor is a quantifier after the headline's opening ('the tap water of most rural schools': the schools).
    while (cur.length > 0 && ((cur[0]!.pos === 'NUM' && cur[1]?.text !== '-' && !CURRENCY.test(cur[0]!.text)) || (start > 0 && QUANTIFIERS.test(cur[0]!.text) && cur.length > 1))) {
      cur.shift();
      start++;
    }
    if (cur.length > 0) runs.push({ tokens: cur, start });
    cur = [];
  };
  tokens.forEach((t, i) => {
    const sum = CURRENCY.test(t.text) && tokens[i + 1]?.pos === 'NUM';
    if (sum) {
      // '£' and '220' are one token from here on ('£220'), so the run reads as a sum and shows as written.
      if (cur.length === 0) start = i;
      // Its scale is written on to it ('£220m', '$1.5bn').
      const scale = /^(?:m|bn|k|tn)$/i.test(tokens[i + 2]?.text ?? '') ? tokens[i + 2]!.text : '';
      cur.push({ ...tokens[i + 1]!, text: `${t.text}${tokens[i + 1]!.text}${scale}` });
      skip = i + (scale ? 2 : 1);
      return;
    }
    if (i <= skip) return;
    // A possessive joins its owner to what it owns ("Awaab's Law repair deadlines", "children's apps").
    const owner = cur[cur.length - 1];
    const owns =
      owner !== undefined &&
      NOUNISH.has(owner.pos) &&
      // A country's ('Canada's Grocery Code') says where, as a place the story is set in does: the subject is the code.
      !namesACountry(owner.text) &&
      !isRegion(owner.text.toLowerCase()) &&
      (POSSESSIVE.test(t.text) || (/^['’]$/.test(t.text) && /s$/i.test(owner.text))) &&
      MODIFIER.has(tokens[i + 1]?.pos ?? '');
    if (owns) {
      // Written as one word with its owner ("Employers'"), so the phrase shows as written and counts no extra word.
      cur[cur.length - 1] = { ...owner, text: `${owner.text}${t.text}` };
      return;
    }
    // An adjective after a common noun, opening a phrase a verb follows, starts a clause that leaves out its 'that':
    // 'the sustainability data large companies can demand' is the data, and large companies demand it ('an
    // immigration white paper' is one phrase: no verb follows it).
    const prev = cur[cur.length - 1];
    if (t.pos === 'ADJ' && prev?.pos === 'NOUN' && /^\p{Ll}/u.test(prev.text) && /^\p{Ll}/u.test(t.text)) {
      let j = i + 1;
      while (MODIFIER.has(tokens[j]?.pos ?? '')) j += 1;
      if (j > i + 1 && (tokens[j]?.pos === 'VERB' || tokens[j]?.pos === 'AUX')) flush();
    }
    if (MODIFIER.has(t.pos) || (t.text === '-' && cur.length > 0) || linksAName(tokens, i, cur, start)) {
      if (cur.length === 0) start = i;
      cur.push(t);
    } else flush();
  });
  flush();
  // Join 'card settlement' + 'for' + 'small merchants' when the link word sits right between them.
  const joined: Chunk[] = [];
  for (const run of runs) {
    const last = joined[joined.length - 1];
    const gap = last ? tokens.slice(last.start + last.tokens.length, run.start) : [];
    // Short runs only: 'UDA dental contract in NHS England overhaul' joins a subject to the headline's adverbial.
    // A name ends where it ends: 'the European Accessibility Act' is not 'the European Accessibility Act against
    // websites' ('Bank of England' joins over 'of').
    const named =
      last !== undefined && (last.tokens.length > 1 || /^\p{Lu}{2,}$/u.test(last.tokens[0]!.text)) && last.tokens.every((t) => t.pos === 'PROPN') && gap[0]?.text.toLowerCase() !== 'of';
    // A run that goes on past 'and' ('for accessible state and local government websites') is cut short by the
    // chunking: joined, it would say half of what the headline does ('the April deadline for accessible state').
    // Such a run ends in a singular modifier, and the run after 'and' in the plural head both share.
    const after = run.start + run.tokens.length;
    const following = runs.find((r) => r.start === after + 1);
    const cutShort =
      tokens[after]?.pos === 'CCONJ' &&
      following !== undefined &&
      !isPluralToken(run.tokens[run.tokens.length - 1]!) &&
      isPluralToken(following.tokens[following.tokens.length - 1]!);
    const joins = last !== undefined && !named && gap.length === 1 && JOINS.has(gap[0]!.text.toLowerCase());
    if (joins && !cutShort && words(last) + nameWords(run) <= MAX_JOINED_WORDS) {
      joined.push({ tokens: [...last.tokens, gap[0]!, ...run.tokens], start: last.start });
    }
    // A link and 'the' before a common noun join too ('microplastics in the follicular fluid'); before a name the
    // link starts the headline's adverbial ('…in the Red Sea').
    const linkThe =
      last !== undefined && !named && gap.length === 2 && JOINS.has(gap[0]!.text.toLowerCase()) && gap[1]!.text.toLowerCase() === 'the';
    if (linkThe && !run.tokens.some((t) => /^\p{Lu}/u.test(t.text)) && words(last) + words(run) <= MAX_JOINED_WORDS) {
      joined.push({ tokens: [...last.tokens, ...gap, ...run.tokens], start: last.start });
    }
    // Short enough, the whole coordination joins instead ('tariffs on EU and New Zealand goods').
    if (joins && cutShort && words(last) + words(run) + words(following) + 1 <= MAX_COORDINATED_WORDS) {
      joined.push({ tokens: [...last.tokens, gap[0]!, ...run.tokens, tokens[after]!, ...following.tokens], start: last.start });
    }
    joined.push(run);
  }
  return joined.map((c) => withWholeList(c, tokens, runs));
}

/**
 * A small word inside a name written with capitals on both sides: 'International Day of Persons with Disabilities',
 * 'Office for National Statistics', 'Museum of London'. Cut there, a subject said half the name ('accessibility
 * measures on International Day'). The run before it must be capitalised words only, after the headline's first
 * word (whose capital says nothing); a date after 'for' is no part of a name ('Ottawa for March').
 */
function linksAName(tokens: readonly Token[], i: number, cur: readonly Token[], curStart: number): boolean {
  if (!NAME_LINKS.has(tokens[i]!.text) || cur.length === 0) return false;
  const next = tokens[i + 1];
  const capital = (t: Token | undefined) => t !== undefined && MODIFIER.has(t.pos) && /^\p{Lu}/u.test(t.text);
  return cur.every((t) => capital(t) || NAME_LINKS.has(t.text)) && curStart > 0 && capital(next) && !DATE_NAME.test(next!.text);
}
const NAME_LINKS = new Set(['of', 'for', 'with']);
const DATE_NAME =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter)$/;

/**
 * A phrase with a link ('tariffs on imported honey') that a list goes on from (', wine and cider'), or a second
 * plural thing joined by 'and' ('… for museums and music venues'): the chunking stops at the comma or the 'and', and
 * the subject said the first item only: tariffs on honey, for a cider maker. Short items, short enough in all, the
 * whole list joins.
 */
function withWholeList(chunk: Chunk, tokens: readonly Token[], runs: readonly Chunk[]): Chunk {
  if (!chunk.tokens.some((t) => JOINS.has(t.text.toLowerCase()))) return chunk;
  const item = (at: number) => runs.find((r) => r.start === at && r.tokens.length <= MAX_LIST_ITEM_WORDS);
  const extra: Token[] = [];
  let k = chunk.start + chunk.tokens.length;
  for (let next = item(k + 1); tokens[k]?.text === ',' && next; next = item(k + 1)) {
    extra.push(tokens[k]!, ...next.tokens);
    k = next.start + next.tokens.length;
  }
  const last = tokens[k]?.pos === 'CCONJ' && tokens[k]!.text.toLowerCase() === 'and' ? item(k + 1) : undefined;
  // Two plural things after the link are one pair ('capital funding for museums and music venues'), not the first;
  // a lone word after 'and' is as often a verb read as a plural ('… rebate on solar panels and cuts it for …').
  const pair =
    extra.length === 0 &&
    last !== undefined &&
    last.tokens.length >= 2 &&
    isPluralToken(chunk.tokens[chunk.tokens.length - 1]!) &&
    isPluralToken(last.tokens[last.tokens.length - 1]!);
  if ((extra.length === 0 && !pair) || !last) return chunk;
  const whole = { tokens: [...chunk.tokens, ...extra, tokens[k]!, ...last.tokens], start: chunk.start };
  return words(whole) <= MAX_LIST_WORDS ? whole : chunk;
}

const MAX_JOINED_WORDS = 5;
/** A list joins a subject when each item is this short and the whole (commas and 'and' counted) this long. */
const MAX_LIST_ITEM_WORDS = 2;
const MAX_LIST_WORDS = 10;
const MAX_COORDINATED_WORDS = 7;
export const words = (c: Chunk) => c.tokens.filter((t) => t.text !== '-').length;
/** A name with small words inside ('International Day of Persons with Disabilities', see linksAName) reads as one word. */
const nameWords = (c: Chunk) => (c.tokens.some((t) => NAME_LINKS.has(t.text)) && c.tokens.every((t) => /^\p{Lu}/u.test(t.text) || NAME_LINKS.has(t.text)) ? 1 : words(c));

/** The possessive ending as the tagger splits it off its word ("Awaab" + "'s"). */
const POSSESSIVE = /^['’]s$/;

/** A word written with its possessive ending ("Awaab's", "Employers'"): the owner of what follows it. */
export const OWNER = /\p{L}['’]s?$/u;

/** Words that count a group without a number ('Most employers in the trial…'). */
export const QUANTIFIERS = /^(?:most|many|few|some|all)$/i;

const SHARE_WORDS = /^(?:half|most|many|majority|minority|thirds?|quarters?|fifths?|two-thirds|three-quarters|percent|%)$/i;
const SHARE_QUALIFIERS = /^(?:a|the|one|two|three|more|less|fewer|than|nearly|almost|about|around|over|under|just|some|\d[\d.,]*%?)$/i;

/** How many tokens of a share open a phrase, its 'of' included ('more than half of', 'a third of', '40% of'); 0 when none does. */
export function countedShare(toks: readonly Token[]): number {
  const of = toks.findIndex((t) => t.text.toLowerCase() === 'of');
  if (of < 1 || of > 4 || of === toks.length - 1) return 0;
  const before = toks.slice(0, of);
  const isShare = (t: Token) => SHARE_WORDS.test(t.text) || /^\d[\d.,]*%$/.test(t.text);
  return before.some(isShare) && before.every((t) => isShare(t) || SHARE_QUALIFIERS.test(t.text)) ? of + 1 : 0;
}
