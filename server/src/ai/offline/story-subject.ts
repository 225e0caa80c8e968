import { correct, isPluralToken, NOUNISH, tag, titleCaseOpening, type Token } from './headline-tags';
import { ORGANISATION_HEAD } from './prose';
import { isRegion } from './regions';
import { isPlaceName, PLACE_KINDS } from '../../text/place-names';
import { namesACountry } from './home-country';
import { escapeRegExp } from '../../text/escape-regexp';
import { EVENT_NOUN, fromPlainPhrase, lastHeadIndex, LINKS, massInCoverage, withDeterminer, type Subject } from './subject-article';
import { chunks, countedShare, CURRENCY, OWNER, QUANTIFIERS, type Chunk } from './subject-chunks';
import { movedOpening, movementSubject, pricedName } from './subject-change';
import { placedEvent } from './subject-place';
import { MAX_TYPED_CLAUSE_WORDS, typedHeadline, typedSubject } from './subject-typed';
import { countedDoing, gerundSubject, keywordEvent } from './subject-doing';
import { findingSubject } from './subject-finding';
import { display, widerWords, type WiderWords } from './subject-words';
import { actorAct, BODY_HEAD, bodyDecision, openingKeyword } from './subject-acts';

export type { Subject } from './subject-article';

/**
 * The subject of a story: a noun phrase taken from the trend's own words ('card settlement for small merchants',
 * 'the major earthquake'), never a bare keyword. Headlines are a hard register for a tagger (verbs read as plural
 * nouns: 'earthquake strikes', 'EU delays'), so the tagger's parts of speech are corrected with the verbs
 * headlines use, and phrases that carry the trend's related keywords win (subject-chunks.ts reads the phrases).
 */

/**
 * Whether a headline is in sentence case ('UK National Living Wage to rise to £13.05'), where a capital after the
 * first word marks a name: title case capitalises every word of four letters or more, so one such word in lower
 * case tells them apart.
 */
function sentenceCase(tokens: readonly Token[]): boolean {
  return tokens.slice(1).some((t) => /^\p{Ll}{4,}$/u.test(t.text));
}

const MEASURE_HEADS = /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|times?|percent)$/i;


/** Verbs by which people in a headline tell what happened to them ('writers report lost work', 'nurses warn of…'). */
const TELLING_VERBS = new Set(['report', 'say', 'see', 'warn', 'fear', 'face', 'describe', 'recount', 'expect', 'predict', 'brace', 'welcome', 'lose']);
const PEOPLE = /(?:ers|ists|ants|ents|ians|ees|people|staff|workers|women|men|children|families|parents|adults)$/i;

/**
 * Whether a phrase is people telling the story ('Freelance writers and designers report lost work as AI tools
 * spread'): the people are who it happened to, what they report is the story, when the headline says it.
 */
function tellers(tokens: readonly Token[], chunk: Chunk): boolean {
  const end = chunk.start + chunk.tokens.length;
  const head = chunk.tokens[chunk.tokens.length - 1]!;
  let verb = end;
  // 'Freelance writers and designers report…': a second group joined by 'and' belongs to the same tellers.
  if (tokens[verb]?.pos === 'CCONJ') {
    verb += 1;
    while (tokens[verb] && (NOUNISH.has(tokens[verb]!.pos) || tokens[verb]!.pos === 'ADJ') && !TELLING_VERBS.has(tokens[verb]!.lemma)) verb += 1;
  }
  const next = tokens[verb];
  return (
    PEOPLE.test(head.text) &&
    next !== undefined &&
    TELLING_VERBS.has(next.lemma) &&
    tokens.slice(verb + 1).some((t) => NOUNISH.has(t.pos))
  );
}

/**
 * Whether a phrase opening the headline is a body acting on the story ('Dublin City Council seeks an operator for a
 * 2,000-bike electric bike share scheme'), or a report telling it ('World Bank report finds leaks and faulty meters
 * cost utilities…': what it finds is the story): the agent, not the subject, when its verb has an object of two words or
 * more. What the body does is the story ('the 2,000-bike electric bike share scheme'); a storm or a product
 * opening the headline ('Storm Fionnuala cuts power') is no body and stays the subject.
 */
function agent(tokens: readonly Token[], chunk: Chunk, all: readonly Chunk[]): boolean {
  if (chunk.start !== 0) return false;
  const head = chunk.tokens[lastHeadIndex([...chunk.tokens])]!;
  // A body's name may end on its place ('Arts Council England'): a name of proper nouns holding a body's word is one.
  const bodyName = chunk.tokens.every((t) => t.pos === 'PROPN') && chunk.tokens.some((t) => BODY_HEAD.test(t.text) || ORGANISATION_HEAD.test(t.text));
  if (!BODY_HEAD.test(head.text) && !ORGANISATION_HEAD.test(head.text) && !bodyName) return false;
  // Where the body is, a list of names, comes before its verb ('Child health bodies in Canada, Australia and the UK
  // update…'): the phrase may end inside that list or before it.
  let end = chunk.tokens.length;
  const names = (at: number) => tokens[at]?.pos === 'PROPN' || (tokens[at]?.text.toLowerCase() === 'the' && tokens[at + 1]?.pos === 'PROPN');
  if (tokens[end]?.pos === 'ADP' && names(end + 1)) end += 1;
  if (tokens[end - 1]?.pos === 'PROPN' || names(end)) {
    while (tokens[end] && (tokens[end]!.pos === 'PROPN' || /^(?:,|and|the)$/i.test(tokens[end]!.text))) end += 1;
  }
  const verb = tokens[end]?.pos === 'PART' && tokens[end]?.text.toLowerCase() === 'to' ? tokens[end + 1] : tokens[end];
  if (verb?.pos !== 'VERB') return false;
  return all.some((c) => c.start > end && c.tokens.filter((t) => NOUNISH.has(t.pos) || t.pos === 'ADJ').length >= 2);
}


/**
 * How many tokens of a share open a phrase ('more than half of', 'a third of', '40% of', 'most employers in'), 0
 * when none does. The people a share counts in something ('most employers in four-day week trial') are its actors;
 * the something is the story, when it is a phrase of its own (two words or more).
 */
function shareOpening(toks: readonly Token[]): number {
  const link = toks.findIndex((t) => t.text.toLowerCase() === 'in');
  if (QUANTIFIERS.test(toks[0]?.text ?? '') && link >= 2 && link <= 3 && isPluralToken(toks[link - 1]!) && toks.length - link - 1 >= 2) return link + 1;
  return countedShare(toks);
}

/**
 * A keyword written with capitals on more than its first word ('Halcyon Buds Pro 3', 'Storm Fionnuala') names
 * something: its capitalised words are names however a headline opens ('Halcyon earbuds cleared…' is not 'the halcyon
 * earbuds'); so is a first capital beside keywords written in lower case ('Brent crude' beside 'oil prices': the rise in
 * Brent crude). Keywords stored in lower case say nothing either way.
 */
function withKeywordNames(words: WiderWords, keywords: readonly string[]): WiderWords {
  // A word another keyword writes in lower case is a common word inside the name: 'Cocoa' of 'Ghana Cocoa Board'
  // beside 'cocoa prices' (the story is 'cocoa prices', never 'the Cocoa prices').
  const common = new Set(keywords.flatMap((k) => k.trim().split(/\s+/).filter((w) => /^\p{Ll}/u.test(w))));
  // A list that writes common words in lower case ('oil prices') writes a first capital only for a name ('Brent crude').
  const lowerCased = keywords.some((k) => /^\p{Ll}/u.test(k.trim()));
  const named = keywords.flatMap((k) => {
    const parts = k.trim().split(/\s+/);
    const capitals = parts.filter((w) => /^\p{Lu}\p{Ll}/u.test(w));
    return capitals.length >= 2 || (capitals.length === 1 && (!/^\p{Lu}/u.test(parts[0]!) || (lowerCased && parts.length > 1))) ? capitals.filter((w) => !common.has(w.toLowerCase())) : [];
  });
  if (named.length === 0) return words;
  const lowerNames = new Set(named.map((w) => w.toLowerCase()));
  return { capital: new Set([...words.capital, ...named]), lower: new Set([...words.lower].filter((w) => !lowerNames.has(w))) };
}

/**
 * The subject phrase of a trend or topic. `keywords` are the trend's related keywords (and the company's matched
 * ones); a phrase holding one of them wins over one that does not, a longer phrase over a single word, an earlier
 * one over a later one; places alone are never the subject.
 */
export function subjectOf(title: string, keywords: readonly string[], wider = '', prose = ''): Subject {
  const known = withKeywordNames(widerWords(wider), keywords);
  const tokens = correct(titleCaseOpening(tag(title.replace(/[“”"]/g, '')), (word) => known.capital.has(word)));
  const doing =
    gerundSubject(tokens, known) ?? countedDoing(tokens, known) ?? findingSubject(tokens, known) ?? keywordEvent(tokens, keywords) ?? bodyDecision(title);
  if (doing) return doing;
  const keys = keywords.map((k) => k.toLowerCase()).filter((k) => k.length > 1);
  let best: { chunk: Chunk; score: number } | null = null;
  const all = chunks(tokens);
  const moved = movedOpening(tokens, all);
  // Where a counted phrase ends: it and the bare noun it counts ('school districts') are the headline's actor.
  const countedEnds = new Set(all.filter((c) => countedShare(c.tokens) > 0).map((c) => c.start + c.tokens.length));
  if (moved) best = { chunk: { tokens: moved.tokens, start: 0 }, score: Infinity };
  for (const whole of moved ? [] : all) {
    // A span or count of something is that thing ('10 days of paid bereavement leave' is paid bereavement leave).
    const of = whole.tokens.findIndex((t) => t.text.toLowerCase() === 'of');
    // A name is no span ('World Day of Remembrance').
    const span = of > 0 && of < whole.tokens.length - 1 && MEASURE_HEADS.test(whole.tokens[of - 1]!.text) && !/^\p{Lu}/u.test(whole.tokens[of - 1]!.text);
    const chunk = span ? { tokens: whole.tokens.slice(of + 1), start: whole.start + of + 1 } : whole;
    const text = chunk.tokens.map((t) => t.text.toLowerCase()).join(' ');
    // A sum says what the thing is as much as a word does ('£220m fund'): it counts as two.
    const words = chunk.tokens.filter((t) => t.pos !== 'ADP' && t.pos !== 'DET' && !LINKS.has(t.text.toLowerCase())).length + chunk.tokens.filter((t) => CURRENCY.test(t.text)).length;
    if (isRegion(text) || (chunk.tokens.length === 1 && chunk.tokens[0]!.pos === 'PROPN' && isRegion(text))) continue;
    // A name that is only a place is where the story happens ('Nova Scotia to fund 1.2 million more home-care hours').
    if (chunk.tokens.every((t) => t.pos === 'PROPN') && isPlaceName(chunk.tokens.map((t) => t.text).join(' '))) continue;
    // A lone acronym is the story's actor ('FTC fines … over undisclosed influencer posts'), not its subject, even
    // when the keywords name it.
    const actor = chunk.tokens.length === 1 && /^\p{Lu}{2,}$/u.test(chunk.tokens[0]!.text);
    // A hyphen is a space to a keyword: 'toxic-drug deaths' is the keyword 'toxic drug deaths'.
    const spaced = text.replace(/-/g, ' ');
    // A keyword said in the plural names the singular too ('aluminium prices' is the headline's 'aluminium price').
    const hitKeys = actor ? [] : keys.filter((k) => new RegExp(`(?:^|\\s)${escapeRegExp(k.replace(/-/g, ' ').replace(/(?<=[^s])s$/, ''))}(?:s|es)?(?:$|\\s)`).test(spaced));
    const hits = hitKeys.length;
    // A span of time or a count is no subject ('every six minutes in Australia'); what the hours are of is, when a
    // keyword of two words or more names it and no number counts it ('home-care hours').
    const keyedMeasure = hitKeys.some((k) => k.includes(' ')) && !chunk.tokens.some((t) => /\d/.test(t.text) || t.pos === 'NUM');
    if (MEASURE_HEADS.test(chunk.tokens[lastHeadIndex(chunk.tokens)]!.text) && !keyedMeasure) continue;
    // The headline's actor is not its story when the headline says what happened to it: a share it counts ('more
    // than half of school districts need…') or people telling it ('train drivers face rising assaults…').
    // Tellers weigh more than a keyword they name ('English wine producers expect record harvest').
    const counted = tellers(tokens, chunk) ? 8 : countedEnds.has(chunk.start + chunk.tokens.length) ? 5 : agent(tokens, chunk, all) ? 6 : 0;
    // The second half of a coordination ('state and local government websites') is half of a phrase.
    const tail = tokens[chunk.start - 1]?.pos === 'CCONJ' && (chunk.tokens[0]!.pos === 'ADJ' || (NOUNISH.has(tokens[chunk.start - 2]?.pos ?? '') && !isPluralToken(tokens[chunk.start - 2]!))) && isPluralToken(chunk.tokens[chunk.tokens.length - 1]!) ? 2 : 0;
    // An event opening the headline as the one that acts is what happened ('Landslide dams river in Austria's Ötztal'):
    // a word alone, but not the lone word a keyword or a place would beat.
    const event = chunk.start === 0 && chunk.tokens.length === 1 && EVENT_NOUN.test(chunk.tokens[0]!.lemma) && tokens[1]?.pos === 'VERB' ? 4 : 0;
    // A name the headline sets its story at is where it happened, not what ('Stolen vehicles found in shipping
    // containers at the Port of Montreal' is about the stolen vehicles), though a keyword names the place.
    const setting = settingName(tokens, chunk) ? SETTING_PENALTY : 0;
    const score = hits * 3 + Math.min(words, 5) - tail - (words === 1 ? 3 : 0) - chunk.start * 0.1 + (chunk.start === 0 ? 1.5 : 0) - counted + event - setting;
    if (!best || score > best.score) best = { chunk, score };
  }
  if (!best) return fromPlainPhrase(title);
  const opening = openingKeyword(tokens, keywords, best.chunk) ?? (moved ? null : actorAct(tokens, all[0], best.chunk, `${wider}\n${prose}`));
  if (opening) return opening;
  // Attackers opening the headline are who did it, not what happened: the coverage's own name for the event is
  // the subject ('Ransomware gang leaks patient records…' is the Bayview breach), unless the headline names what
  // they used ('Hackers exploit Sendara file-transfer flaw…').
  const namesSomething = best.chunk.tokens.some((t) => t.pos === 'PROPN' && !isRegion(t.text.toLowerCase()) && !namesACountry(t.text));
  const named = !moved && all[0] && perpetrator(tokens, all[0]) && (best.chunk === all[0] || !namesSomething) ? coverageEvent(wider, known) : null;
  if (named) return named;
  const suffered = !moved && best.chunk.start === 0 ? victimIncident(tokens, best.chunk, all, known) : null;
  if (suffered) return suffered;
  // 'Half of school districts need…' is about the districts: a share opening the phrase is not its subject.
  const share = shareOpening(best.chunk.tokens);
  const start = best.chunk.start + share;
  const listed = withList(tokens, start, best.chunk.tokens.slice(share));
  // Talks concluded are their agreement: 'EU and the Philippines conclude free trade agreement talks' is about the
  // free trade agreement.
  const concluded = listed.length >= 3 && /^talks$/i.test(listed[listed.length - 1]!.text) && CONCLUDING.test(title);
  const toks = concluded ? listed.slice(0, -1) : listed;
  const lowerKeywordWords = new Set(keys.flatMap((k) => k.split(/\s+/)));
  // An owner the wider text writes in lower case classifies what it owns ("the employers' National Insurance rise",
  // "the children's NHS waiting list"): a common noun, shown so, and no determiner, unlike a name's ("Awaab's Law").
  const commonOwner = (t: Token) => OWNER.test(t.text) && !/^\p{Lu}{2,}/u.test(t.text) && known.lower.has(t.text.replace(/['’]s?$/u, '').toLowerCase());
  const shown = toks.map((t, i) =>
    commonOwner(t) ? t.text.toLowerCase() :
      // A title's first capital is title case unless the wider text writes the word as a name.
      start + i === 0 &&
      // A word the wider text writes in lower case is a common noun, though a name there holds it too ('wheat
      // prices' beside 'the Indian Institute of Wheat and Barley Research').
      (!known.capital.has(t.text) || known.lower.has(t.text.toLowerCase())) &&
      !/^\p{Lu}/u.test(toks[i + 1]?.text ?? '') &&
      lowerKeywordWords.has(t.text.toLowerCase()) &&
      !/^\p{Lu}{2,}/u.test(t.text) &&
      // A name the wider text never writes in lower case keeps its capital ('Ofgem'), keyword or not.
      (t.pos !== 'PROPN' || known.lower.has(t.text.toLowerCase()))
        ? t.text.toLowerCase()
        : // A headline in sentence case capitalises only names after its first word: 'UK National Living Wage'; a
          // first word that runs into such a name is part of it ('Storm Fionnuala cuts power').
          sentenceCase(tokens) &&
            /^\p{Lu}/u.test(t.text) &&
            (start + i > 0 || (t.pos !== 'ADJ' && /^\p{Lu}\p{Ll}/u.test(toks[i + 1]?.text ?? '')))
          ? t.text
          : display(t, known),
  );
  const said = withLinkArticles(shown, toks).join(' ').replace(/ - /g, '-').replace(/ ,/g, ',');
  // An event read as a name for its headline capital ('Drought declared…') is a common noun mid-sentence.
  const phrase = toks.length === 1 && EVENT_NOUN.test(toks[0]!.lemma) ? said.toLowerCase() : said;
  if (moved?.move) {
    // Mid-sentence, a headline's first word is a common noun unless the coverage writes it only as a name ('Tourism'
    // heads for a record year: the record year for tourism, though 'UN Tourism' is a name; 'Irish rents' keep their
    // people's name). A keyword that writes it as a name of its own ('Brent crude') keeps its capital (keywordMakesCommon).
    const first = toks[0]!.text;
    const common =
      /^\p{Lu}\p{Ll}+$/u.test(first) &&
      (known.lower.has(first.toLowerCase()) || keywords.some((k) => keywordMakesCommon(k, first)) || !known.capital.has(first)) &&
      !namesACountry(first) &&
      !isPlaceName(first);
    const shownPhrase = common && phrase.startsWith(first) ? `${first.toLowerCase()}${phrase.slice(first.length)}` : phrase;
    const measure = pricedName(shownPhrase, [wider, prose, ...keywords].join('\n'));
    return movementSubject(moved.move, measure, isPluralToken(toks[toks.length - 1]!));
  }
  const headIndex = lastHeadIndex(toks);
  const head = toks[headIndex]!;
  const plural = isPluralToken(head);
  // The reports' sentences (`prose`), not headlines: headlines drop their articles ('Nurses warn of staffing crisis').
  const mass = !plural && head.pos === 'NOUN' && massInCoverage(prose, head.text.toLowerCase());
  const owners = toks.map((t) => (commonOwner(t) ? { ...t, text: t.text.toLowerCase() } : t));
  const np = withDeterminer(phrase, owners, headIndex, plural, mass);
  return { phrase, np: placedEvent(np, tokens, toks) ?? np, plural };
}

/**
 * Whether a keyword holding `word` makes it a common word: written in lower case ('tourism'), or inside a longer name
 * ('Global Dairy Trade' beside 'Global dairy prices slide…'); not when the keyword writes it as a name of its own,
 * before a common word or alone ('Brent crude': the rise in Brent crude).
 */
function keywordMakesCommon(keyword: string, word: string): boolean {
  const words = keyword.trim().split(/\s+/);
  const at = words.findIndex((w) => w.toLowerCase() === word.toLowerCase());
  if (at === -1) return false;
  const next = words[at + 1];
  return !(/^\p{Lu}/u.test(words[at]!) && (next === undefined || /^\p{Ll}/u.test(next)));
}

/** Verbs that end talks in an agreement. */
const CONCLUDING = /\b(?:conclude[sd]?|complete[sd]?|seal(?:s|ed)?|wrap(?:s|ped)? up|clinch(?:es|ed)?)\b/i;

/** Prepositions that place a story (not 'of', 'for' or 'on', which say what it is about). */
const PLACING = new Set(['at', 'in', 'inside', 'outside', 'near', 'off', 'across', 'around', 'throughout']);
/** What a setting loses against the headline's other phrases: about a keyword's worth and a word more. */
const SETTING_PENALTY = 4;

/** The chunk is a name ('the Port of Montreal', 'Parliament') the headline places its story at or in. */
function settingName(tokens: readonly Token[], chunk: Chunk): boolean {
  let before = chunk.start - 1;
  while (before >= 0 && tokens[before]!.pos === 'DET') before -= 1;
  if (before < 0 || !PLACING.has(tokens[before]!.text.toLowerCase())) return false;
  const content = chunk.tokens.filter((t) => t.pos !== 'DET' && t.pos !== 'ADP' && !LINKS.has(t.text.toLowerCase()));
  const named = (t: Token) => t.pos === 'PROPN' && /^\p{Lu}/u.test(t.text);
  // A name and the kind of place it is ('the Arve valley', 'the Rhine delta') is a place as much as 'Montreal'.
  const place = content.length >= 2 && content.slice(0, -1).every(named) && PLACE_KINDS.test(content[content.length - 1]!.text);
  return content.length > 0 && (content.every(named) || place);
}

/**
 * A phrase whose object is the first item of a list misreports the story by that item alone: with one more item it
 * takes the list ('tariffs on steel and aluminium'); with a longer list, or a phrase of three words before its link, it
 * is said without the link ('minimum wage increases in Ireland, the UK, Canada and South Africa' are minimum wage
 * increases).
 */
function withList(tokens: readonly Token[], start: number, toks: Token[]): Token[] {
  let link = -1;
  for (let i = toks.length - 2; i >= 1 && link < 0; i -= 1) if (LINKS.has(toks[i]!.text.toLowerCase())) link = i;
  const end = start + toks.length;
  const next = tokens[end];
  if (link < 0 || !next) return toks;
  // A comma before a clause is no list ('fee on low-value parcels, squeezing small exporters').
  if (next.text === ',') return tokens[end + 1]?.pos === 'VERB' ? toks : toks.slice(0, link);
  if (next.text.toLowerCase() !== 'and') return toks;
  let j = end + 1;
  while (j < tokens.length && (NOUNISH.has(tokens[j]!.pos) || tokens[j]!.pos === 'ADJ')) j += 1;
  const item = tokens.slice(end + 1, j);
  // The item ends the phrase: a verb or a link follows it, or nothing does.
  const closes = !tokens[j] || tokens[j]!.pos === 'VERB' || LINKS.has(tokens[j]!.text.toLowerCase());
  if (!(item.length >= 1 && item.length <= 2 && closes)) return toks;
  // A phrase of three words or more before its link is said without it rather than run long with the list ('low-cost
  // sodium-ion packs', not '… packs for motorcycles and scooters').
  return link >= 3 ? toks.slice(0, link) : [...toks, next, ...item];
}

/** Those who attack or cheat, opening a headline as its actor ('Ransomware gang leaks…', 'State-linked hackers hijack…'). */
const PERPETRATOR = /^(?:gangs?|hackers|attackers|criminals|fraudsters|scammers|thieves|cybercriminals|crooks|gunmen|raiders|looters)$/i;

function perpetrator(tokens: readonly Token[], chunk: Chunk): boolean {
  if (chunk.start !== 0) return false;
  const head = chunk.tokens[lastHeadIndex([...chunk.tokens])]!;
  return PERPETRATOR.test(head.text) && tokens[chunk.tokens.length]?.pos === 'VERB';
}

/** What happened, as a noun: the heads of the phrases by which coverage names an incident. */
const INCIDENT = /^(?:breach|leak|hack|attack|cyberattack|raid|heist|theft|fraud|scam|outage|shutdown|disruption|campaign|fire|blaze|explosion|crash|collision|derailment|spill)$/i;

/** Verbs by which a headline's actor tells of an incident that befell it ('Rosterly hit by data breach', 'Bayview confirms ransomware attack'); see victimIncident for 'blamed for'. */
const SUFFERED = /^(?:hit|hits|struck|suffers?|suffered|confirms?|confirmed|discloses?|disclosed|reports?|reported|reveals?|revealed|admits?|admitted)$/i;

/**
 * The incident an actor opening the headline suffered, named with the actor's own name ('the Rosterly data breach' of
 * 'Scheduling app Rosterly hit by data breach affecting 2.3 million shift workers'): the breach is the story, not the
 * app. Null unless the actor's verb tells of it and the phrase right after names an incident.
 */
function victimIncident(tokens: readonly Token[], actor: Chunk, all: readonly Chunk[], known: WiderWords): Subject | null {
  let at = actor.start + actor.tokens.length;
  const verb = tokens[at];
  // What is blamed for an incident caused it ('E-bike battery blamed for car-deck fire on a ferry'): the incident is
  // the story, said without its cause.
  const blamed = /^blamed$/i.test(verb?.text ?? '') && tokens[at + 1]?.text.toLowerCase() === 'for';
  if (!verb || !(verb.pos === 'VERB' || verb.pos === 'NOUN') || !(SUFFERED.test(verb.text) || blamed)) return null;
  at += /^(?:by|for)$/i.test(tokens[at + 1]?.text ?? '') ? 2 : 1;
  const incident = all.find((c) => c.start === at && INCIDENT.test(c.tokens[c.tokens.length - 1]!.lemma) && !c.tokens.some((t) => LINKS.has(t.text.toLowerCase())));
  const names = blamed ? [] : actor.tokens.filter((t) => t.pos === 'PROPN' && /^\p{Lu}/u.test(t.text) && !isRegion(t.text.toLowerCase()) && !namesACountry(t.text));
  if (!incident || (names.length === 0 && !blamed)) return null;
  const phrase = [...names.map((t) => t.text), ...incident.tokens.map((t) => display(t, known).toLowerCase())].join(' ');
  return { phrase, np: `the ${phrase}`, plural: false };
}

/**
 * The incident as the coverage names it, from its headlines (one per line of `wider`): the incident noun most of
 * them use, with the modifiers of the telling that names most ('the Bayview breach' from 'Bayview breach began…'
 * and 'IVF data leak shows…'); null when no headline names one.
 */
function coverageEvent(wider: string, known: WiderWords): Subject | null {
  const found: Array<{ chunk: Chunk; head: string; names: number }> = [];
  for (const line of wider.split('\n')) {
    if (line.trim() === '') continue;
    const tokens = correct(titleCaseOpening(tag(line.replace(/[“”"]/g, '')), (word) => known.capital.has(word)));
    for (const chunk of chunks(tokens)) {
      const head = chunk.tokens[chunk.tokens.length - 1]!;
      if (chunk.tokens.length < 2 || chunk.tokens.length > 4 || !INCIDENT.test(head.lemma) || chunk.tokens.some((t) => LINKS.has(t.text.toLowerCase()))) continue;
      found.push({ chunk, head: head.lemma.toLowerCase(), names: chunk.tokens.filter((t) => t.pos === 'PROPN').length });
    }
  }
  if (found.length === 0) return null;
  const uses = new Map<string, number>();
  for (const f of found) uses.set(f.head, (uses.get(f.head) ?? 0) + 1);
  const best = found.reduce((a, b) => ((uses.get(b.head)! - uses.get(a.head)! || b.names - a.names) > 0 ? b : a));
  const toks = best.chunk.tokens;
  const phrase = toks.map((t, i) => (i === 0 && t.pos !== 'PROPN' && !/^\p{Lu}{2,}/u.test(t.text) ? t.text.toLowerCase() : display(t, known))).join(' ');
  const plural = isPluralToken(toks[toks.length - 1]!);
  return { phrase, np: plural ? phrase : `the ${phrase}`, plural };
}



/**
 * Headlines drop articles ('Ransomware attack on payroll provider delays pay'); mid-sentence an organisation after a
 * link word takes one back ('the ransomware attack on a payroll provider'). Only organisations: a mass or plural
 * noun after the link reads as it is ('tariffs on steel', 'card settlement for small merchants').
 */
function withLinkArticles(shown: string[], toks: readonly Token[]): string[] {
  const out: string[] = [];
  toks.forEach((t, i) => {
    out.push(shown[i]!);
    if (!LINKS.has(t.text.toLowerCase())) return;
    let end = i + 1;
    while (end < toks.length && (NOUNISH.has(toks[end]!.pos) || toks[end]!.pos === 'ADJ') && !LINKS.has(toks[end]!.text.toLowerCase())) end += 1;
    const run = toks.slice(i + 1, end);
    const head = run[run.length - 1];
    if (!head || run.some((r) => r.pos === 'PROPN' || /^\p{Lu}/u.test(r.text)) || head.pos !== 'NOUN' || isPluralToken(head)) return;
    if (end < toks.length && /^\p{Lu}/u.test(toks[end]!.text)) return;
    if (ORGANISATION_HEAD.test(head.text)) out.push(/^[aeiou]/i.test(shown[i + 1]!) ? 'an' : 'a');
  });
  return out;
}

/** A topic the user typed: their words as the subject when short, a headline as the news it states, else its best noun phrase. */
export function subjectOfTopic(topic: string, keywords: readonly string[]): Subject {
  const words = topic.trim().split(/\s+/).length;
  // A longer headline or question typed whole is still read as one ('Nvidia overtakes Apple as most valuable company').
  if (words <= 6) return typedSubject(topic);
  return (words <= MAX_TYPED_CLAUSE_WORDS ? typedHeadline(topic) : null) ?? subjectOf(topic, keywords, topic);
}

