import { tagSentence } from '../../text/nlp';
import { lemma } from '../../text/phrase-match';

/**
 * A headline's words with their parts of speech as a headline uses them. Headlines are a hard register for a tagger
 * (verbs read as plural nouns: 'earthquake strikes', 'EU delays'; a title-case first word read as a name), so the
 * tagger's reading is corrected with the verbs headlines use and the shapes their phrases take. story-subject.ts
 * chooses the subject from these words.
 */

/** Verbs headlines use in the present tense; the tagger often reads 'strikes', 'delays', 'surge' as nouns. */
const HEADLINE_VERBS = new Set(
  'strike hit surge delay cut raise rise fall climb launch unveil push slash soar plunge spark face win lose ban warn say announce reveal drop jump grow report halt pause approve reject seek plan see top near eye boost fuel threaten join quit sue fine probe block urge expand return continue lead beat miss post close move tighten ease split weigh slow stall rally sink shake rock leave displace kill force open ship buy sell acquire hire lay backs spur prompt trigger mark set disrupt reshape enter transform replace drive pass sign take make flood link lash batter swamp break erupt'.split(
    ' ',
  ),
);

export const NOUNISH = new Set(['NOUN', 'PROPN']);

/** Comparatives that count what follows them ('more recycled cullet', 'fewer trained staff'). */
const MORE_OR_LESS = /^(?:more|less|fewer|most)$/i;

/** Headline verbs with no object that the tagger reads as plural nouns before a preposition ('spreads through'). */
const INTRANSITIVE_S = new Set(['spreads', 'grows', 'rises', 'falls', 'climbs', 'slows', 'soars', 'surges', 'returns', 'stalls', 'spikes', 'slumps', 'swells', 'shrinks']);

export interface Token {
  text: string;
  pos: string;
  lemma: string;
}

export function tag(text: string): Token[] {
  // The one tagger of the text toolkit (text/nlp.ts): wink-nlp's small English model, loaded once per process.
  const tokens = tagSentence(text);
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    // A hyphenated word is one word ('file-transfer flaw', not a phrase starting at 'transfer'), tagged as its last part.
    if (t.text === '-' && t.space === '' && next && next.space === '' && out.length > 0) {
      const previous = out.pop()!;
      // 'plant-based', 'noise-induced' describe a noun; 'file-transfer', 'four-day' name one.
      const pos =
        /ed$/.test(next.text) || next.pos === 'ADJ' || next.pos === 'VERB'
          ? 'ADJ'
          : next.pos === 'NOUN' || previous.pos === 'NOUN'
            ? 'NOUN'
            : next.pos;
      out.push({ text: `${previous.text}-${next.text}`, pos, lemma: `${previous.text.toLowerCase()}-${next.lemma}` });
      i++;
      continue;
    }
    out.push({ text: t.text, pos: t.pos, lemma: t.lemma });
  }
  return out;
}

/** Past participles that do not end in -ed, as they modify a noun ('lost work', 'frozen pensions'). */
const IRREGULAR_PARTICIPLES = new Set([
  ...['lost', 'broken', 'hidden', 'frozen', 'stolen', 'forgotten', 'unpaid', 'withheld', 'overdue', 'sunk', 'shut', 'spent'],
  ...['paid', 'made', 'built', 'held', 'sold', 'kept', 'told', 'bought', 'known', 'given', 'taken', 'written', 'driven'],
  ...['grown', 'shown', 'chosen', 'bound', 'caught', 'sworn', 'thrown', 'torn', 'woven', 'unknown', 'unseen', 'overgrown'],
]);

export function correct(tokens: Token[]): Token[] {
  const out: Token[] = [];
  tokens.forEach((t, i) => out.push(correctOne(tokens, out, t, i)));
  pluralBeforeBareVerb(out);
  headlineVerbAfterSingular(out);
  coordinatedSubjectVerb(out);
  // An adjective between a noun and the verb is the noun that acts ('East coast low floods…': a weather low).
  // An adjective after 'the' or another adjective and before 'of' ends a noun phrase: it is that phrase's noun ('the
  // follicular fluid of most patients'; 'full of' and 'free of' follow no article, 'a sixth of' is a share).
  // A warning word after a noun heads its compound ('Pollution alert in the Arve valley brings…'), though the tagger
  // reads 'alert' as an adjective.
  return out.map((t, i) =>
    t.pos === 'ADJ' &&
    i > 0 &&
    ((NOUNISH.has(out[i - 1]!.pos) && out[i + 1]?.pos === 'VERB') ||
      (WARNING_NOUNS.test(t.text) && out[i - 1]!.pos === 'NOUN') ||
      ((out[i - 1]!.pos === 'ADJ' || out[i - 1]!.text.toLowerCase() === 'the') && out[i + 1]?.text.toLowerCase() === 'of'))
      ? { ...t, pos: 'NOUN' }
      : t,
  );
}

/**
 * A plural read as the headline's verb closing a compound, with a bare form after it that can be a verb: the plural is
 * the compound's head and the bare form its verb ('Annual drowning reports show rising tolls', 'Global dairy prices
 * slide as…'). Only the headline's first verb, only in a compound of two words or more that opens it ('Government
 * plans tax on…' keeps its reading).
 */
function pluralBeforeBareVerb(tokens: Token[]): void {
  const i = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const t = tokens[i];
  const next = tokens[i + 1];
  if (!t || i < 2 || !next || !/[^s]s$/.test(t.text) || !isPluralToken(t)) return;
  const prev = tokens[i - 1]!;
  const modifier = (x: Token) => x.pos === 'NOUN' || x.pos === 'ADJ' || x.pos === 'PROPN' || x.pos === 'NUM';
  // The compound opens the headline: after a preposition it is inside another phrase ('attack on payroll provider delays pay').
  if (prev.pos !== 'NOUN' || !/^\p{Ll}/u.test(prev.text) || !modifier(tokens[i - 2]!) || tokens.slice(0, i).some((x) => x.pos === 'ADP')) return;
  if (!/^\p{Ll}+$/u.test(next.text) || /(?:s|ed|ing)$/.test(next.text) || !(next.pos === 'NOUN' || next.pos === 'VERB')) return;
  // A headline verb keeps its reading ('Danish budget raises tax…') unless what follows tells what it shows ('reports show').
  if (HEADLINE_VERBS.has(t.lemma) && !SHOWING.has(next.text)) return;
  if (tagSentence(`The ${t.text} were`)[1]?.pos !== 'NOUN' || !canBeVerb(next.text)) return;
  tokens[i] = { ...t, pos: 'NOUN' };
  tokens[i + 1] = { ...next, pos: 'VERB' };
}

/**
 * A plural closing the noun phrase after the headline's verb, read as a second verb: 'Chinese battery maker launches
 * low-cost sodium-ion packs for motorcycles' is the maker launching packs. When the headline verb itself was read as
 * a noun after a singular noun ('maker launches'), it is the verb. Only when nothing but a noun phrase stands between
 * the two and a preposition (or the end) follows the plural, as it follows a noun phrase's head.
 */
function headlineVerbAfterSingular(tokens: Token[]): void {
  const j = tokens.findLastIndex((t) => t.pos === 'VERB');
  const misread = tokens[j];
  if (!misread || !/[^s]s$/.test(misread.text) || !(tokens[j + 1] === undefined || tokens[j + 1]!.pos === 'ADP')) return;
  const phrase = (t: Token) => t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'PROPN' || t.pos === 'NUM';
  let i = j - 1;
  while (i > 0 && phrase(tokens[i]!) && !(tokens[i]!.pos === 'NOUN' && /^\p{Ll}+[^s]s$/u.test(tokens[i]!.text) && HEADLINE_VERBS.has(tokens[i]!.lemma))) i -= 1;
  const verb = tokens[i];
  if (!verb || i >= j - 1 || i < 2 || !/^\p{Ll}+[^s]s$/u.test(verb.text) || !HEADLINE_VERBS.has(verb.lemma)) return;
  if (verb.pos === 'NOUN' && (tokens[i - 1]!.pos !== 'NOUN' || /s$/.test(tokens[i - 1]!.text))) return;
  if (verb.pos !== 'NOUN' && verb.pos !== 'VERB') return;
  tokens[i] = { ...verb, pos: 'VERB' };
  tokens[j] = { ...misread, pos: 'NOUN' };
}

/**
 * Names joined by 'and' end a headline's subject, and its verb is a base form after them ('Canada, Australia, New
 * Zealand and the US change rules for seasonal foreign workers'; 'Child health bodies in Canada, Australia and the UK
 * update screen-time advice'): the tagger reads 'change' and 'update' as nouns of a compound. When the headline has no
 * finite verb yet and the first base form after the names is the only one after them that can be a verb (the tagger
 * reads it as one in 'They change it'), it is the verb. Two such words ('UK and EU trade talks stall') are left as
 * read.
 */
function coordinatedSubjectVerb(tokens: Token[]): void {
  if (tokens.some((t) => (t.pos === 'VERB' || t.pos === 'AUX') && !/(?:ing|ed)$/i.test(t.text))) return;
  const end = coordinationEnd(tokens);
  if (end === -1) return;
  const candidates = tokens
    .map((t, k) => ({ t, k }))
    .filter(({ t, k }) => k >= end && /^\p{Ll}+$/u.test(t.text) && !/(?:s|ed|ing)$/.test(t.text) && canBeVerb(t.text));
  if (candidates.length === 1 && candidates[0]!.k === end) tokens[end] = { ...tokens[end]!, pos: 'VERB' };
}

/** Where the headline's first list of names joined by 'and' ends ('Canada, Australia and the UK'), or −1. */
function coordinationEnd(tokens: readonly Token[]): number {
  for (let start = 0; start < tokens.length; start++) {
    if (tokens[start]!.pos !== 'PROPN' && !(tokens[start]!.text.toLowerCase() === 'the' && tokens[start + 1]?.pos === 'PROPN')) continue;
    let i = start;
    let names = 0;
    let joined = false;
    while (i < tokens.length) {
      const t = tokens[i]!;
      if (t.pos === 'PROPN') names += 1;
      else if (t.pos === 'CCONJ' && t.text.toLowerCase() === 'and' && names > 0 && !joined) joined = true;
      else if (!(t.pos === 'PUNCT' && t.text === ',' && !joined) && !(t.pos === 'DET' && t.text.toLowerCase() === 'the')) break;
      i += 1;
    }
    if (joined && names >= 2 && tokens[i - 1]?.pos === 'PROPN') return i;
    start = i;
  }
  return -1;
}

/** Verbs by which findings tell what they found ('Annual drowning reports show…', 'figures suggest…'). */
const SHOWING = new Set(['show', 'find', 'suggest', 'reveal', 'confirm', 'indicate', 'point']);
const FREQUENCY = /^(?:hourly|daily|nightly|weekly|monthly|quarterly|yearly|annual)$/i;
const WARNING_NOUNS = /^(?:alert|alerts|watch|emergency)$/;

/** Whether the tagger reads a word as a verb where only a verb can stand ('They change it'). */
export function canBeVerb(word: string): boolean {
  return tagSentence(`They ${word} it`)[1]?.pos === 'VERB';
}

/** Words built as nouns: '-tion', '-sion', '-ment', '-ness', '-ity', in the singular. */
const NOUN_BUILT = /^\p{Ll}{3,}(?:tion|sion|ment|ness|ity)$/u;

/** Whether the noun phrase ending at token `end` (as corrected so far) follows a preposition ('for mandatory climate'). */
function afterPreposition(done: readonly Token[], end: number): boolean {
  let k = end;
  while (k >= 0 && (NOUNISH.has(done[k]!.pos) || done[k]!.pos === 'ADJ' || done[k]!.text === '-')) k -= 1;
  return k < end && done[k]?.pos === 'ADP';
}

function correctOne(tokens: readonly Token[], done: readonly Token[], t: Token, i: number): Token {
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  // A noun just read as the headline's verb takes an object, not a second verb: in 'Government plans fines for
  // large firms' the fines are what is planned.
  const afterHeadlineVerb = done[i - 1]?.pos === 'VERB' && prev?.pos !== 'VERB';
  // The word before as corrected: after an adjective ('plant-based diets') an -s word is the noun it modifies.
  const before = done[i - 1] ?? prev;
  // The second half of a hyphenated modifier ('plant-based diets', 'long-awaited rules') modifies what follows.
  if (prev?.text === '-' && (t.pos === 'VERB' || t.pos === 'ADJ') && next && NOUNISH.has(next.pos))
    return { ...t, pos: 'ADJ' };
  // So does a hyphenated word the tagger reads as a particle or adverb ('opt-out figures', 'drop-off charge'), and an
  // ordinal before a noun phrase ('first opt-out figures').
  const nounFollows = next !== undefined && (NOUNISH.has(next.pos) || (next.text.includes('-') && /^\p{Ll}/u.test(next.text)));
  if (nounFollows && /^\p{Ll}+-\p{Ll}+$/u.test(t.text) && ['ADP', 'ADV', 'PART'].includes(t.pos)) return { ...t, pos: 'ADJ' };
  if (nounFollows && t.pos === 'ADV' && /^(?:first|second|third|last|final)$/i.test(t.text) && before && before.pos === 'VERB') return { ...t, pos: 'ADJ' };
  // Not when the headline's own verb follows ('ASD report finds …': the report is what finds); a bare form after it
  // is its object ('Paybridge delays pay …').
  const verbFollows = next?.pos === 'VERB' && /[^s]s$/i.test(next.text);
  // Nor when a plural is followed by a bare verb of change and a preposition ('Bed bug reports rise in hotels'):
  // the plural is what rises.
  const changeFollows = isPluralToken(t) && next !== undefined && INTRANSITIVE_S.has(`${next.text.toLowerCase()}s`) && tokens[i + 2]?.pos === 'ADP';
  if (
    t.pos === 'NOUN' &&
    !afterHeadlineVerb &&
    !verbFollows &&
    !changeFollows &&
    !bareAfterOpeningNoun(done, t, i, next) &&
    HEADLINE_VERBS.has(t.lemma) &&
    prev &&
    NOUNISH.has(prev.pos) &&
    next &&
    next.pos !== 'PUNCT' &&
    !/^\p{Lu}/u.test(t.text)
  )
    return { ...t, pos: 'VERB' };
  // A word built as a noun ('prescription', 'settlement') between two nouns is part of their compound ('caps
  // prescription fees'), not a verb ('implement', 'question' and 'sanction' are verbs elsewhere, so only here).
  if (t.pos === 'VERB' && NOUN_BUILT.test(t.text) && prev && NOUNISH.has(prev.pos) && next && NOUNISH.has(next.pos)) return { ...t, pos: 'NOUN' };
  // A second verb joined to the headline's by 'and' ('CMA orders vet practices to publish prices and caps prescription
  // fees'): an -s word after 'and' that can be a verb, before a noun, when the headline's verb before it is in -s too.
  if (
    t.pos === 'NOUN' &&
    prev?.pos === 'CCONJ' &&
    prev.text.toLowerCase() === 'and' &&
    /^\p{Ll}+[^s]s$/u.test(t.text) &&
    next !== undefined &&
    (NOUNISH.has(next.pos) || NOUN_BUILT.test(next.text)) &&
    done.some((d, k) => k < i - 1 && d.pos === 'VERB' && /^\p{Ll}+[^s]s$/u.test(d.text)) &&
    canBeVerb(t.text)
  )
    return { ...t, pos: 'VERB' };
  // An -ing word ending a noun phrase after a preposition is the phrase's noun, not a participle: 'timelines for
  // mandatory climate reporting', 'a ban on sports betting'.
  if (t.pos === 'VERB' && /^\p{Ll}+ing$/u.test(t.text) && before && before.pos === 'NOUN' && !isPluralToken(before) && (!next || ['PUNCT', 'ADP', 'CCONJ'].includes(next.pos)) && afterPreposition(done, i - 1))
    return { ...t, pos: 'NOUN' };
  // A participle between the headline's verb and a noun modifies that noun: 'report lost work', 'face rising
  // assaults' (the object is the lost work, not 'work').
  if (
    t.pos === 'VERB' &&
    done[i - 1]?.pos === 'VERB' &&
    next !== undefined &&
    NOUNISH.has(next.pos) &&
    (/(?:ed|ing)$/i.test(t.text) || IRREGULAR_PARTICIPLES.has(t.text.toLowerCase()))
  )
    return { ...t, pos: 'ADJ' };
  // A plural read as a verb before a participle ending its clause is the participle's subject: in 'Amber cold
  // weather alerts issued as snow hits' the alerts are what was issued ('reports increased profits' keeps its verb).
  const afterNext = tokens[i + 2];
  if (
    t.pos === 'VERB' &&
    isPluralToken(t) &&
    prev &&
    (NOUNISH.has(prev.pos) || prev.pos === 'ADJ') &&
    next?.pos === 'VERB' &&
    /ed$/i.test(next.text) &&
    (!afterNext || !OBJECT_START.has(afterNext.pos))
  )
    return { ...t, pos: 'NOUN' };
  // A base form after a plural noun is that noun's verb ('wine producers expect record harvest'), not a compound.
  if (
    t.pos === 'VERB' &&
    !HEADLINE_VERBS.has(t.lemma) &&
    next?.pos === 'NOUN' &&
    (!prev || NOUNISH.has(prev.pos) || prev.pos === 'ADJ') &&
    !(prev && isPluralToken(prev)) &&
    !isVerbS(t)
  )
    return { ...t, pos: 'NOUN' };
  // An -s word between a name or noun and more nouns is the headline's verb ('Ofgem overhauls grid connection
  // queue'): English compounds rarely hold a plural before their head, and those that do are listed.
  // (The word before may itself be a noun the tagger read as a verb: 'software update causes'.)
  // Not when a headline verb follows: 'school districts report shortages' has its verb after the plural.
  if (
    t.pos === 'NOUN' &&
    !afterHeadlineVerb &&
    isVerbS(t) &&
    before &&
    // Or an adjective used as a noun after one ('East coast low floods south-east Queensland': the low is a
    // weather system, and it floods).
    (NOUNISH.has(before.pos) || before.pos === 'VERB' || (before.pos === 'ADJ' && NOUNISH.has(done[i - 2]?.pos ?? '') && (next?.pos === 'ADJ' || next?.pos === 'PROPN'))) &&
    next &&
    OBJECT_START.has(next.pos) &&
    !HEADLINE_VERBS.has(next.text.toLowerCase())
  )
    return { ...t, pos: 'VERB' };
  // A verb of spreading or change that takes no object, in its -s form after a singular noun and before a preposition,
  // is the headline's verb ('AI narration spreads through audiobooks'): the tagger reads it as a plural noun.
  if (
    t.pos === 'NOUN' &&
    !afterHeadlineVerb &&
    /[^s]s$/i.test(t.text) &&
    INTRANSITIVE_S.has(t.text.toLowerCase()) &&
    prev &&
    NOUNISH.has(prev.pos) &&
    !isPluralToken(prev) &&
    next?.pos === 'ADP' &&
    !done.slice(0, i).some((d) => d.pos === 'VERB')
  )
    return { ...t, pos: 'VERB' };
  // A bare form after a plural noun is its verb: before more words ('school districts report shortages'), or closing
  // the headline when it is a headline verb ('… as packaging costs rise'; a singular 'energy price rise' is a noun).
  if (
    t.pos === 'NOUN' &&
    !afterHeadlineVerb &&
    prev?.pos === 'NOUN' &&
    isPluralToken(prev) &&
    !isPluralToken(t) &&
    (next ? next.pos !== 'PUNCT' && next.pos !== 'ADP' : HEADLINE_VERBS.has(t.lemma) && !/^\p{Lu}/u.test(t.text))
  )
    return { ...t, pos: 'VERB' };
  // A participle after a preposition, a determiner or a count modifies the noun that follows ('10 days of paid
  // bereavement leave', 'more recycled cullet', 'three injured workers').
  if (
    t.pos === 'VERB' &&
    (prev?.pos === 'ADP' || prev?.pos === 'DET' || prev?.pos === 'NUM' || MORE_OR_LESS.test(prev?.text ?? '')) &&
    next !== undefined &&
    NOUNISH.has(next.pos) &&
    (/ed$/i.test(t.text) || IRREGULAR_PARTICIPLES.has(t.text.toLowerCase()))
  )
    return { ...t, pos: 'ADJ' };
  // After the headline's verb, a base form closing a modified noun is that noun's head ('proposes … paid bereavement
  // leave for workers'): the headline has had its verb.
  if (
    t.pos === 'VERB' &&
    !isVerbS(t) &&
    !/(?:ed|ing)$/i.test(t.text) &&
    prev?.pos === 'NOUN' &&
    done[i - 2]?.pos === 'ADJ' &&
    done.slice(0, i - 2).some((d) => d.pos === 'VERB') &&
    (next === undefined || next.pos === 'ADP' || next.pos === 'PUNCT')
  )
    return { ...t, pos: 'NOUN' };
  if (t.pos === 'VERB' && /^\p{Lu}/u.test(t.text) && prev && NOUNISH.has(prev.pos) && /^\p{Lu}/u.test(prev.text))
    return { ...t, pos: 'PROPN' };
  if (t.pos === 'VERB' && bareAfterOpeningNoun(done, t, i, next)) return { ...t, pos: 'NOUN' };
  // 'Daily', 'weekly' before a word describe it ('cuts daily transits'); an -s word after such an adjective, once the
  // headline has its verb, is the plural it describes, not a second verb.
  if (t.pos === 'ADV' && FREQUENCY.test(t.text) && next && (NOUNISH.has(next.pos) || (next.pos === 'VERB' && isPluralToken(next))))
    return { ...t, pos: 'ADJ' };
  if (t.pos === 'VERB' && isPluralToken(t) && before?.pos === 'ADJ' && done.slice(0, i - 1).some((d) => d.pos === 'VERB'))
    return { ...t, pos: 'NOUN' };
  return t;
}

/**
 * A singular noun opening a headline takes its verb in -s ('AI signs deal'), so a bare form right after it, before a
 * noun, is part of its compound: 'AI sign language avatars launched…'.
 */
function bareAfterOpeningNoun(done: readonly Token[], t: Token, i: number, next: Token | undefined): boolean {
  const prev = done[i - 1];
  return (
    /^\p{Ll}+$/u.test(t.text) &&
    !/(?:s|ed|ing)$/.test(t.text) &&
    !IRREGULAR_PARTICIPLES.has(t.text) &&
    prev?.pos === 'NOUN' &&
    !isPluralToken(prev) &&
    done.slice(0, i).every((d) => d.pos === 'NOUN' || d.pos === 'ADJ') &&
    next !== undefined &&
    NOUNISH.has(next.pos)
  );
}

/**
 * A headline capitalises its first word, and the tagger reads any capitalised word as a name ('Faulty security
 * software update'). Read again in lower case, a common word shows its own part of speech ('faulty' an adjective);
 * a name stays a noun ('nvidia'), and so does a word the reports write capitalised mid-sentence.
 */
export function titleCaseOpening(tokens: Token[], isName: (word: string) => boolean): Token[] {
  const first = tokens[0];
  if (!first || first.pos !== 'PROPN' || !/^\p{Lu}\p{Ll}+$/u.test(first.text) || isName(first.text)) return tokens;
  const lowered = tag([first.text.toLowerCase(), ...tokens.slice(1).map((t) => t.text)].join(' '))[0];
  // A common noun too, when a lower-case word follows it ('Remnants of Hurricane Tobias', 'Scheduling app Rosterly'):
  // a name the wider text does not write as one rarely opens a headline before a common word.
  const commonNoun = lowered?.pos === 'NOUN' && /^\p{Ll}/u.test(tokens[1]?.text ?? '');
  if (!lowered || (!COMMON_OPENINGS.has(lowered.pos) && !commonNoun)) return tokens;
  return [{ ...first, pos: lowered.pos }, ...tokens.slice(1)];
}

const COMMON_OPENINGS = new Set(['ADJ', 'ADV', 'DET', 'NUM', 'VERB', 'ADP', 'PRON']);

/** Plurals that do stand before a head noun ('sales tax', 'savings account', 'sports car'). */
const PLURAL_MODIFIERS = new Set(
  'sales savings news sports arms goods communications customs earnings electronics economics physics series species means headquarters olympics games jobs parts services systems materials rights skills clothes awards'.split(
    ' ',
  ),
);

/** What an object of a headline's verb starts with ('grips the Southwest', 'causes worldwide IT outage'). */
const OBJECT_START = new Set(['NOUN', 'ADJ', 'PROPN', 'DET', 'NUM', 'PRON']);

/** An -s form that is no plural modifier: in a headline, a verb when nouns follow it. */
const isVerbS = (t: Token) => isPluralToken(t) && !PLURAL_MODIFIERS.has(t.text.toLowerCase());

// The tagger lemmatises only the words it knows ('earbuds' stays 'earbuds'): the toolkit's plural rule reads the rest.
export const isPluralToken = (t: Token) =>
  /s$/i.test(t.text) &&
  !/(?:ss|us|is)$/i.test(t.text) &&
  (t.lemma !== t.text.toLowerCase() || (t.pos !== 'PROPN' && lemma(t.text) !== t.text.toLowerCase()));
