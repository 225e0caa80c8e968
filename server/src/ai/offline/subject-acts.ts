import { isPluralToken, type Token } from './headline-tags';
import { escapeRegExp } from '../../text/escape-regexp';
import { EVENT_NOUN, fromPlainPhrase, type Subject } from './subject-article';
import { possessive } from './prose';
import type { Chunk } from './subject-chunks';

// Who acts in a headline and on what, read where the tagger is no help: a body by its head word, what a body decided
// on, and a keyword that opens the headline before its verb.

/**
 * Heads of a body that acts ('Dublin City Council seeks…', 'US Justice Department keeps…', 'California courts to
 * pilot…'): organisations, and the public bodies news names as actors.
 */
export const BODY_HEAD =
  /^(?:bod(?:y|ies)|department|ministry|government|regulators?|lawmakers|legislators|MPs|senators|courts?|commission|watchdog|agency|council|authority|parliament|senate|congress|police|officials|ministers|executive|administration|board|inspectorate|tribunal|report|study|survey|review|analysis|audit|research)$/i;

/**
 * A keyword of common words that opens the headline is what acts in it when the phrase read as the subject starts
 * right after it on a word the tagger took for a noun, the headline's verb: 'Aid cuts force health charities to scale
 * back programmes' is about the aid cuts, not 'force health charities'. A name opening it ('Panama Canal cuts …') is
 * its actor and is left to the scored reading (story-subject.ts).
 */
export function openingKeyword(tokens: readonly Token[], keywords: readonly string[], best: Chunk): Subject | null {
  const words = tokens.map((t) => t.text.toLowerCase());
  for (const keyword of keywords) {
    const key = keyword.trim().split(/\s+/);
    if (key.length < 2 || key.some((w) => !/^\p{Ll}/u.test(w)) || best.start !== key.length) continue;
    if (
      key.every((w, i) => words[i] === w) &&
      (tokens[key.length]!.pos === 'NOUN' || tokens[key.length]!.pos === 'ADJ')
    )
      return fromPlainPhrase(keyword.trim());
  }
  return null;
}

/**
 * What a body decided on, or declared, is the story, not the body: 'European Parliament trade committee backs EU–Indonesia
 * trade agreement' is about the agreement, 'WMO declares El Niño and warns of drought…' about El Niño. Read from the
 * words, as the tagger often reads a headline's 'backs' or 'clears' as a noun; the thing decided ends at a clause
 * ('as', 'after', a comma, or 'and' with the body's next verb: '… adopts simplified reporting standards and caps
 * supplier data requests'). A body is named by its head word or by an acronym (WMO, OECD).
 */
export function bodyDecision(title: string): Subject | null {
  const m =
    /^(.+?)\s+(?:backs|approves|adopts|endorses|rejects|ratifies|passes|blocks|clears|signs off|declares|confirms)\s+(.+?)(?:\s+(?:as|after|amid|despite|while|with|in a|in an|by)\s.*|,.*|\s+and\s+(?:warns|says|caps|sets|cuts|calls|urges|raises|lowers|adds|plans|seeks|orders|bans|limits|delays|extends|tightens|eases|opens|names|asks|tells|expects|predicts|forecasts|lifts)\s.*)?$/u.exec(
      title.trim(),
    );
  if (!m) return null;
  const body = m[1]!.trim().split(/\s+/);
  const head = body[body.length - 1]!;
  const thing = m[2]!.replace(/^(?:the|a|an)\s+/i, '').trim();
  // Two things decided at once ('a flood-barrier grant and higher insulation grants') are left to the reading below,
  // which weighs the keywords.
  if (
    !(BODY_HEAD.test(head) || /^committees?$/i.test(head) || (body.length === 1 && /^\p{Lu}{2,6}$/u.test(head))) ||
    thing.split(/\s+/).length < 2 ||
    /\sand\s|^(?:to|plan to|bid to)\b/i.test(thing)
  )
    return null;
  // A name is said as it is ('El Niño').
  if (thing.split(/\s+/).every((w) => /^\p{Lu}/u.test(w))) return { phrase: thing, np: thing, plural: false };
  const read = fromPlainPhrase(thing);
  // One thing decided is that one: 'the EU–Indonesia trade agreement'.
  return read.plural || read.np.startsWith('the ') ? read : { ...read, np: `the ${read.phrase}` };
}

/** What an actor's act is called, by its verb: 'cuts' → 'cuts to' ('the Panama Canal's cuts to daily transits'). */
const ACT_NOUNS: Readonly<Record<string, string>> = {
  cuts: 'cuts to',
  trims: 'cuts to',
  slashes: 'cuts to',
  extends: 'extension of',
  expands: 'expansion of',
  ends: 'end of',
  scraps: 'scrapping of',
  suspends: 'suspension of',
  halts: 'halt to',
  pauses: 'pause in',
  delays: 'delay to',
  bans: 'ban on',
  caps: 'cap on',
  limits: 'limits on',
  restricts: 'restrictions on',
  closes: 'closure of',
  reopens: 'reopening of',
  doubles: 'doubling of',
  halves: 'halving of',
  launches: 'launch of',
};

/**
 * Acts that leave the thing as it was, only more or less of it, are said by an adjective ('Mexico raises tariffs on
 * imports' → 'Mexico’s higher tariffs on imports'): 'the rise in tariffs' would lose who raised them.
 */
const ADJECTIVE_ACTS: Readonly<Record<string, string>> = {
  raises: 'higher',
  hikes: 'higher',
  increases: 'higher',
  lowers: 'lower',
};

/** Verbs whose object, when it is 'a new …', is the actor's own new thing ('Bangladesh sets a new minimum wage…'). */
const NEW_THING_VERBS = /^(?:sets|unveils|announces|introduces|adopts|publishes|names|opens)$/;

/**
 * What an adjective act can be said of: a measure ('tariffs', 'interest rates', 'the pension age'). 'China raises
 * fears of a trade war' is no higher fears.
 */
const MEASURE_HEAD =
  /^(?:rates?|tariffs?|prices?|fees?|tax|taxes|wages?|age|dut(?:y|ies)|lev(?:y|ies)|limits?|caps?|charges?|fares?|rents?|premiums?|salar(?:y|ies)|pay|pensions?|contributions?|targets?|forecasts?|thresholds?|allowances?|benefits?|minimums?|spending|budgets?|quotas?|subsid(?:y|ies)|penalt(?:y|ies)|fines?|costs?|requirements?|reserves?|ceilings?|floors?|tolls?|levels?|bills?|payments?|royalt(?:y|ies)|deposits?|margins?|spreads?|yields?)$/i;

/** A time the act is dated by ends the thing acted on ('… interest rates for the first time in 17 years'). */
const TIME_TAIL =
  /^(?:for the (?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)|last) time|again|since|from (?:next|January|February|March|April|May|June|July|August|September|October|November|December|\d)|next (?:year|week|month)|in (?:\d[\d,]*|a|two|three|four|five|six|seven|eight|nine|ten) (?:years?|decades?|months?)|this (?:year|week|month))\b/i;

/** The object's tokens up to a time the act is dated by. */
function untimed(object: readonly Token[]): Token[] {
  for (let k = 1; k < object.length; k++) {
    if (TIME_TAIL.test(object.slice(k).map((t) => t.text).join(' '))) return object.slice(0, k);
  }
  return [...object];
}

/**
 * A thing whose link names the first of a list ('export tax rebates on steel' of '… on steel, batteries, solar parts
 * and PVC') is said without its link: the first alone would name a part as the whole.
 */
function withoutListHead(object: readonly Token[], tokens: readonly Token[], after: number): Token[] {
  if (!/^(?:,|and|or)$/i.test(tokens[after]?.text ?? '')) return [...object];
  const link = object.findIndex((t, k) => k > 0 && t.pos === 'ADP');
  return link > 0 ? object.slice(0, link) : [...object];
}

/** Where 'new' stands when the verb's object opens 'a new …' or 'new …'; undefined when it does not. */
function newThingAt(tokens: readonly Token[], at: number): number | undefined {
  const k = /^(?:a|an)$/i.test(tokens[at]?.text ?? '') ? at + 1 : at;
  return tokens[k]?.text.toLowerCase() === 'new' ? k : undefined;
}

/**
 * What a crowd does that is itself the event, said as a noun ('Dockworkers strike at Rotterdam's terminals' is the
 * dockworkers' strike, not the terminals).
 */
const CROWD_EVENTS: Readonly<Record<string, string>> = {
  strike: 'strike',
  protest: 'protest',
  march: 'march',
  rally: 'rally',
};

/** Crowds that act in a headline ('Online shoppers set Cyber Week records'): what they did is the story. */
const CROWD = /(?:ers|ists|goers|fans|buyers|consumers|tourists|visitors|travellers|travelers|people)$/i;

/**
 * A name or a crowd opening the headline, when what it did to something follows: 'Panama Canal cuts daily transits and
 * draught limits as Gatún Lake falls' is about the cuts, 'Online shoppers set Cyber Week records' about the records,
 * whether the actor or what it acted on was read as the subject. A name's act is said with the name ('the Panama
 * Canal’s cuts to daily transits', with 'the' when the reports write it so); a crowd's, or an act with no noun of its
 * own, by what it was done to. Storms and other events that act ('Storm Iona floods homes') stay the subject, as do bodies (see
 * `agent` in story-subject.ts). `coverage` is the reports' text.
 */
export function actorAct(tokens: readonly Token[], actor: Chunk | undefined, best: Chunk, coverage: string): Subject | null {
  if (!actor || actor.start !== 0) return null;
  const words = actor.tokens;
  const capitalised = words.every((t) => t.pos === 'PROPN' && /^\p{Lu}/u.test(t.text)) && !words.some((t) => EVENT_NOUN.test(t.lemma));
  // A body named in full ('Suez Canal Authority') is an actor when its act has a word of its own ('the Suez Canal
  // Authority’s cuts to transit fees'); otherwise what it does is the story, read by the scored reading.
  const body = capitalised && words.length >= 2 && words.some((t) => BODY_HEAD.test(t.text));
  const name = capitalised && !words.some((t) => BODY_HEAD.test(t.text));
  const crowd = !capitalised && words.length <= 3 && isPluralToken(words[words.length - 1]!) && CROWD.test(words[words.length - 1]!.text);
  if (!name && !crowd && !body) return null;
  const at = tokens.indexOf(words[words.length - 1]!) + 1;
  const verb = tokens[at];
  // A crowd's own event, with nothing it acts on ('strike at', 'protest over'): the event, theirs.
  // The tagger reads the word either way ('Nurses strike for higher pay').
  const event = crowd && verb ? CROWD_EVENTS[verb.text.toLowerCase()] : undefined;
  if (event && (tokens[at + 1] === undefined || tokens[at + 1]!.pos === 'ADP')) {
    const phrase = `${possessive(words.map((t) => (/\p{Lu}{2,}/u.test(t.text) ? t.text : t.text.toLowerCase())).join(' '))} ${event}`;
    return { phrase, np: `the ${phrase}`, plural: false };
  }
  if (!verb || verb.pos !== 'VERB' || !/^\p{Ll}+$/u.test(verb.text)) return null;
  const named = name || body;
  const fresh = named && NEW_THING_VERBS.test(verb.text) ? newThingAt(tokens, at + 1) : undefined;
  if (fresh !== undefined) return newThing(words, tokens, fresh, best, coverage);
  // An adjective act ('higher') only of a measure ('tariffs'), never of 'fears' or 'awareness'.
  const adjective = ADJECTIVE_ACTS[verb.text];
  const measure = (o: readonly Token[]) => o.length > 0 && MEASURE_HEAD.test(headOf(o).text);
  if (body && !ACT_NOUNS[verb.text] && !adjective) return null;
  // Read so when the actor was taken for the subject, or what it acted on was and its act has a word of its own.
  if (best !== actor && !(named && (ACT_NOUNS[verb.text] || (adjective && measure(best.tokens))) && best.start === at + 1)) return null;
  // The thing done to: nouns and their modifiers, with one more joined by 'and' ('daily transits and draught limits').
  let end = at + 1;
  const part = (k: number) => tokens[k] && (tokens[k]!.pos === 'NOUN' || tokens[k]!.pos === 'PROPN' || tokens[k]!.pos === 'ADJ' || tokens[k]!.pos === 'NUM');
  while (part(end)) end += 1;
  const first = end;
  if (tokens[end]?.text.toLowerCase() === 'and' && part(end + 1)) {
    end += 1;
    while (part(end)) end += 1;
  }
  // What the reading took for the subject is the thing, when it was ('anti-dumping duties on Chinese e-bikes'); else
  // the object, and its first part alone when the whole runs long.
  const objects = (best === actor ? [tokens.slice(at + 1, end), tokens.slice(at + 1, first)] : [best.tokens])
    .map((o) => withoutListHead(o, tokens, tokens.indexOf(o[o.length - 1]!) + 1))
    .map(untimed);
  const act = ACT_NOUNS[verb.text] ?? (objects.some(measure) ? adjective : undefined);
  const read = best !== actor;
  if (!(named && act)) return body ? null : objects.map((o) => crowdAct(o, read)).find((s) => s !== null) ?? null;
  // With the name first, on the whole thing and then its first part; then without the name.
  const readings = objects.filter((o) => ACT_NOUNS[verb.text] || measure(o)).map((o) => namedAct(words, act, o, coverage, read));
  return [...readings.map((r) => r[0]), ...readings.map((r) => r[1])].find((s) => s !== undefined && s.np.length <= MAX_ACT_CHARS) ?? null;
}

/** A subject that runs past this reads as a sentence in an idea's headline: the act is then said shorter or not at all. */
const MAX_ACT_CHARS = 50;

function said(object: readonly Token[]): string {
  return object
    .map((t) => t.text)
    .join(' ')
    .replace(/ (?=[,;])/g, '');
}

function thingDone(object: readonly Token[], read: boolean): boolean {
  const head = object[object.length - 1];
  return object.length >= 2 && head !== undefined && (head.pos === 'NOUN' || (read && object.some((t) => t.pos === 'NOUN')));
}

/**
 * The actor's new thing ('Bangladesh’s new minimum wage for garment workers'), when the scored reading took the thing
 * after 'new' or the actor for the subject; null when it took something else or the thing runs long.
 */
function newThing(words: readonly Token[], tokens: readonly Token[], fresh: number, best: Chunk, coverage: string): Subject | null {
  if (best.start > fresh + 1 || (best.start !== 0 && best.start < fresh)) return null;
  // The chunk's own tokens when it is the thing (a chunk joins '€', '10' and 'bn' as one), else the nouns after 'new'.
  const thing = best.start === 0 ? tokens.slice(fresh + 1, fresh + 1 + countNounRun(tokens, fresh + 1)) : best.tokens.filter((t, k) => k > 0 || t.text.toLowerCase() !== 'new');
  const object = untimed(thing);
  if (object.length === 0) return null;
  const made = namedAct(words, 'new', object, coverage, true, isPluralToken(headOf(object)));
  return made.find((s) => s !== undefined && s.np.length <= MAX_ACT_CHARS) ?? null;
}

/** How many nouns and their modifiers run from `at`. */
function countNounRun(tokens: readonly Token[], at: number): number {
  let k = at;
  while (tokens[k] && (tokens[k]!.pos === 'NOUN' || tokens[k]!.pos === 'PROPN' || tokens[k]!.pos === 'ADJ')) k += 1;
  return k - at;
}

/** The head of a thing: its last word before a preposition ('tariffs' of 'tariffs on imports'). */
function headOf(object: readonly Token[]): Token {
  const adp = object.findIndex((t, k) => k > 0 && t.pos === 'ADP');
  return object[(adp > 0 ? adp : object.length) - 1]!;
}

/**
 * A body of several words as the coverage shortens it ('European Central Bank' → 'ECB', 'Suez Canal Authority' →
 * 'SCA'): its initials, when the coverage writes them as a word of their own. A headline says 'the ECB’s cuts to
 * interest rates', where the full name makes a subject line too long to carry the company.
 */
function initialsOf(name: string, coverage: string): string {
  const words = name.split(/\s+/).filter((w) => !/^(?:of|and|for|the|de|du|des|la|le)$/i.test(w));
  if (words.length < 2 || !words.every((w) => /^\p{Lu}/u.test(w))) return name;
  const initials = words.map((w) => w[0]!.toUpperCase()).join('');
  return new RegExp(`(?<!\\p{L})${initials}(?!\\p{L})`, 'u').test(coverage) ? initials : name;
}

/** The act with its name ('the Panama Canal’s cuts to daily transits') and without ('the suspension of poultry imports from Brazil'). */
function namedAct(
  words: readonly Token[],
  act: string,
  object: readonly Token[],
  coverage: string,
  read: boolean,
  pluralThing?: boolean,
): Array<Subject | undefined> {
  if (!thingDone(object, read) || object.length === 0) return [];
  const thing = said(object);
  const full = words.map((t) => t.text).join(' ');
  const name = initialsOf(full, coverage);
  // An act said by an adjective ('higher', 'new') is as many as its thing; a noun act by its own number ('cuts to').
  const adjectival = Object.values(ADJECTIVE_ACTS).includes(act) || act === 'new';
  const plural = adjectival ? (pluralThing ?? isPluralToken(headOf(object))) : /s$/.test(act.split(' ')[0]!);
  const acronym = /^\p{Lu}{2,}$/u.test(name);
  // Read where the name stands alone: 'the Bangladesh Garment Manufacturers…' says nothing of 'Bangladesh'.
  // Case-sensitive: with the 'i' flag \p{Lu} would match any letter. Lookarounds, not \b, for names such as 'Élysée'.
  const writtenWithThe = (n: string) => new RegExp(`(?<!\\p{L})[Tt]he ${escapeRegExp(n)}(?!\\p{L})(?![\\s-]+\\p{Lu})`, 'u').test(coverage);
  // Initials take the article their full name is written with ('the Suez Canal Authority (SCA)': 'the SCA').
  const the = writtenWithThe(name) || (name !== full && writtenWithThe(full));
  const bare = { phrase: `${act} ${thing}`, np: `${plural ? '' : 'the '}${act} ${thing}`, plural };
  // An acronym takes 'the' or not by what it names ('the EU', 'IBM'): with no telling, the act is said without it.
  const owned = `${acronym ? `${name}’s` : possessive(name)} ${act} ${thing}`;
  const withName = { phrase: owned, np: `${the ? 'the ' : ''}${owned}`, plural };
  // Without its actor an adjective's act says less than the scored reading ('higher tariffs on imported honey').
  return [acronym && !the ? undefined : withName, adjectival ? undefined : bare];
}

/** What a crowd did something to ('Cyber Week records'). */
function crowdAct(object: readonly Token[], read: boolean): Subject | null {
  if (!thingDone(object, read)) return null;
  const thing = said(object);
  // A name opening the thing keeps its capital ('Cyber Week records'); a common word is said in lower case.
  const phrase = object[0]!.pos === 'PROPN' ? thing : `${thing.charAt(0).toLowerCase()}${thing.slice(1)}`;
  const plural = isPluralToken(object[object.length - 1]!);
  return { phrase, np: plural ? phrase : `the ${phrase}`, plural };
}
