import { tagSentence } from '../../text/nlp';
import { isStatement } from './clause-statement';
import { listComma, withoutAside, withoutInsertedList } from './figure-asides';

/**
 * What a figure of the story says, as a clause that stands alone: '40 organisations' alone tells a reader nothing
 * ('What 40 organisations means in practice for financial services'); 'the Hollowmoth ransomware group has hit 40
 * organisations this year' is the fact. Read from the sentence the figure was found in: the attribution at its end
 * goes ('…, the Low Pay Commission said in its report'), the sentence is cut at its clause breaks (a semicolon, ', and'
 * before a new subject, ', which', ', while'…), and the part holding the figure is kept when it has a subject and a
 * verb of its own; a relative clause takes its antecedent ('…the Hollowmoth ransomware group, which has hit 40
 * organisations' → 'the Hollowmoth ransomware group has hit 40 organisations'). Null when no such clause of at most
 * MAX_WORDS words holds the figure: the caller then quotes the whole sentence, as before.
 */
export function figureClause(figure: string, sentence: string): string | null {
  const text = withoutAside(withoutNamedAttribution(withoutInsertedList(sentence.trim().replace(/[.!?]+$/, ''), figure)), figure);
  if (!text.includes(figure)) return null;
  const long = text.split(/\s+/).length > MAX_WORDS;
  const parts = text.split(CLAUSE_BREAK).flatMap((part) => (long ? part.split(AS_COUNT_BREAK) : [part]));
  for (let i = 0; i < parts.length; i++) {
    // A clause of time or cause ('…, as a heat dome put about 95 million people under heat warnings') states a fact
    // of its own once its conjunction goes; a condition or a concession ('if', 'although') does not, and stays out.
    const part = withoutAttribution(parts[i]!.trim()).replace(i > 0 ? FACTUAL_CONJUNCTION : /^$/, '');
    if (!part.includes(figure)) continue;
    const relative = RELATIVE_START.exec(part);
    let clause = part;
    // 'Paybridge said a criminal group encrypted its servers, taking its service offline for 4,100 employer
    // customers': a participle says what the clause before it did, so it is kept with that clause.
    if (PARTICIPLE_START.test(part) && i > 0) {
      const main = withoutAttribution(parts[i - 1]!.trim());
      const whole = `${main}, ${part}`;
      const unattributed = main.replace(LEADING_SAID, '');
      // Without its attribution, 'it had taken its systems offline' no longer says who 'it' is.
      if (whole.split(/\s+/).length > MAX_WORDS && /^(?:it|they|he|she|we)\s/i.test(unattributed)) return null;
      clause = whole.split(/\s+/).length <= MAX_WORDS ? whole : `${unattributed}, ${part}`;
    } else if (relative) {
      // A sentence that opens on its subject and a 'which' ('Kenyan cookstove companies, which sold …') has that
      // subject for its antecedent, whatever its words.
      const antecedent = i > 0 ? (lastNounPhrase(parts[i - 1]!) ?? (i === 1 ? openingSubject(parts[0]!) : null)) : null;
      if (!antecedent) return null;
      // The relative clause ends at the first comma after the figure that closes no list ('Bayview, which runs 11
      // clinics in Victoria, NSW and Tasmania, said …'): what follows is the main clause's.
      const own = part.slice(relative[0].length);
      // A figure past that comma is the main clause's, of the same antecedent ('Malaysia's cocoa grinders, who process
      // …, expect to run at 85% of capacity').
      const closing = closingComma(own, 0);
      clause =
        closing !== null && own.indexOf(figure) > closing
          ? `${antecedent} ${own.slice(closing).replace(/^,\s+/, '')}`
          : `${antecedent} ${beforeClosingComma(own, figure) ?? own}`;
    }
    clause = clause.replace(/^(?:and|but|so)\s+/i, '');
    // 'Its survey of 3,100 parents found 71% of three- and four-year-olds use a tablet every day': the finding is
    // the fact, and stands alone where the whole leans on the sentence before or is too long.
    if (LEANS_BACK.test(clause) || clause.split(/\s+/).length > MAX_WORDS) clause = findingOf(clause, figure) ?? clause;
    // 'Britain will raise the skill level … and lift the salary threshold to £41,700': the figure's own predicate, with
    // the subject it shares.
    if (clause.split(/\s+/).length > MAX_WORDS) clause = sharedSubjectClause(clause, figure) ?? clause;
    // Too long with its attribution ('China's Ministry of Commerce said on Monday that exporters … will need a
    // licence from 1 September'): what was said, when it still names who it is about.
    if (clause.split(/\s+/).length > MAX_WORDS && LEADING_SAID.test(clause)) {
      const unattributed = clause.replace(LEADING_SAID, '');
      if (!pointsBack(unattributed) && !QUOTED.test(unattributed)) clause = unattributed;
    }
    // Still too long: what follows a comma after the figure may only describe.
    if (clause.split(/\s+/).length > MAX_WORDS) clause = beforeDescribingComma(clause, figure) ?? clause;
    // Or before a participle's phrase after the figure ('… wrote to 17 brands telling them to remove …').
    if (clause.split(/\s+/).length > MAX_WORDS) {
      const at = participleAfter(clause, clause.indexOf(figure) + figure.length);
      if (at !== null) clause = clause.slice(0, at).replace(/[,\s]+$/, '');
    }
    // Or the clause of a conjunction that holds the figure ('… closed oyster harvest areas on Tuesday after Ex-Tropical
    // Cyclone Lirra dropped 380 millimetres of rain on Bega'): the figure's own fact.
    if (clause.split(/\s+/).length > MAX_WORDS) clause = conjunctClause(clause, figure) ?? clause;
    // Or without what follows the figure after a word of time, cause or manner, or a comma that closes no list ('…
    // lost an estimated RM12 million in idle truck time during the outage at …', '… last year, most in conveyancing …').
    if (clause.split(/\s+/).length > MAX_WORDS) clause = withoutTrailingDetail(clause, figure) ?? clause;
    // Or before the condition it rests on, which 'would' still carries ('People in Delhi would live 8.2 years longer
    // on average if fine-particle pollution met the guideline of …').
    if (clause.split(/\s+/).length > MAX_WORDS) {
      const after = clause.indexOf(figure) + figure.length;
      const condition = /,?\s+(?:if|unless)\s/.exec(clause.slice(after));
      if (condition && /\b(?:would|could|might)\b/.test(clause.slice(0, after))) clause = clause.slice(0, after + condition.index);
    }
    const words = clause.split(/\s+/).length;
    if (words < MIN_WORDS || words > MAX_WORDS) return null;
    // A clause opening on a pronoun ('some cannot cook from scratch…', 'all of it will be covered by the 25% duty')
    // leaves its subject in the sentence before.
    if (!isStatement(clause) || LEANS_BACK.test(clause)) return null;
    // 'Southern Shield said claim documents belonging to about 48,000 customers': what was said lost its verb to the
    // cut (', including medical reports…, were copied'); a report's claim needs a verb of its own after 'said'.
    const said = SAID_VERB.exec(clause);
    if (said && !isStatement(clause.slice(said.index + said[0].length).trim())) return null;
    return midSentence(clause);
  }
  return null;
}

const MIN_WORDS = 4;
const MAX_WORDS = 24;

/**
 * Where a sentence's clauses meet: a semicolon or dash, and a comma before a word that opens a new clause (a
 * relative pronoun, a conjunction of time or contrast, 'and' or 'but' before a new subject is read as such when the
 * part after it is a clause of its own, which figureClause checks). In a sentence too long to quote whole, 'as' before
 * a count needs no comma ('… on Wednesday as about 12,000 gig workers joined a strike'; not 'as much as 40%').
 */
const CLAUSE_BREAK =
  /\s*;\s*|\s+[—–]\s+|,\s+(?=(?:which|who|while|whereas|but|and|as|after|before|although|though|with|including|against|up|down|from|\p{Ll}+ing)\s)/u;
const AS_COUNT_BREAK = /(?<!\bas\s+\p{L}+)\s+(?=as\s+(?:(?:about|around|nearly|almost|more than|some)\s+)?\d[\d,.]*\s+\p{L})/u;
const RELATIVE_START = /^(?:which|who)\s+/i;
const FACTUAL_CONJUNCTION = /^(?:as|after|when|while|because|since)\s+(?=(?:the|a|an|\p{Lu}|\d))/u;
/**
 * A report's verb and the day it was said on; 'found', 'reported', 'confirmed' and 'estimated' before a preposition
 * are participles describing a noun ('Average losses reported to the SRA were £38,000'), not someone reporting.
 */
const SAID_VERB =
  /\b(?:said|says|estimates|estimated|found|reported|confirmed|told \S+)(?:\s+on\s+\p{Lu}\p{Ll}+day)?(?:\s+that)?\s(?<!\b(?:estimated|found|reported|confirmed)\s(?=(?:to|by|in|at|for|from|with|across|among|during|since)\s))/u;
const PARTICIPLE_START = /^\p{Ll}+ing\s/u;
/**
 * A report's attribution opening a sentence: 'Manchester-based cloud payroll provider Paybridge said (that) ', 'Food,
 * Health & Consumer Products of Canada said ' (a comma inside a name, before a capital), 'Paul Danvers, chief
 * executive of the charity Hearing Matters UK, said ' (a name and its role).
 */
/** Words in quotation marks are someone's: what holds them keeps its speaker. */
export const QUOTED = /["“”]/;
export const LEADING_SAID =
  /^(?:(?:[^,]|,(?=\s\p{Lu})){2,80}?|\p{Lu}[^,]{1,40},\s[^,]{2,80},)\s(?:said|says|say|told \S+|estimates?|reported|confirmed)(?:\s+on\s+\p{Lu}\p{Ll}+day)?(?:\s+\([^()]{1,20}\))?\s+(?:that\s+)?/u;

/**
 * An attribution closing a sentence whose speaker's name holds commas (', the Department of Enterprise, Tourism and
 * Employment confirmed'): split at its commas like any clause, it left '… on 1 January, the Department of Enterprise'.
 */
const TRAILING_NAMED_SAID =
  /,\s+(?:the\s+)?\p{Lu}[\p{L}'’&.-]*(?:(?:,\s+|\s+(?:of|and|for|&)\s+|\s+)\p{Lu}[\p{L}'’&.-]*)*\s+(?:said|says|announced|confirmed|reported|estimated|added)(?:\s+(?:on|in|at|this|last|late|earlier)\b[^,]*)?$/u;

function withoutNamedAttribution(text: string): string {
  const cut = text.replace(TRAILING_NAMED_SAID, '');
  return cut.split(/\s+/).length >= MIN_WORDS ? cut : text;
}

/** Attribution closing a sentence: ', the Low Pay Commission said in its report to ministers', ', according to Ofgem'. */
const TRAILING_SAID =
  /,\s+(?:(?:the|a|an)\s+)?[^,]{2,80}?\s+(?:said|says|say|told(?:\s+\p{Lu}\S*)?|announced|estimates?|estimated|reported|noted|warned|confirmed|added|wrote)(?:\s+(?:on|in|at|this|last|late|earlier)\b[^,]*)?$|,\s+according to [^,]+$/u;

function withoutAttribution(sentence: string): string {
  const cut = sentence.replace(TRAILING_SAID, '');
  // Only when what is left still says something: 'Prices rose 3%, the ONS said' → 'Prices rose 3%'.
  return cut.split(/\s+/).length >= MIN_WORDS ? cut : sentence;
}

/** The noun phrase a part ends with, from its last article or run of capitalised words: '… to the Hollowmoth ransomware group'. */
function lastNounPhrase(part: string): string | null {
  const words = part.trim().split(/\s+/);
  for (let i = words.length - 1; i >= Math.max(0, words.length - 7); i--) {
    if (/^(?:the|a|an|its|their)$/i.test(words[i]!)) return lowerOpening(words.slice(i).join(' '));
  }
  let start = words.length;
  while (start > 0 && /^\p{Lu}/u.test(words[start - 1]!)) start--;
  return start < words.length ? words.slice(start).join(' ') : null;
}

/** A sentence's opening part when it is only a short noun phrase: no verb, a few words. */
function openingSubject(part: string): string | null {
  const words = part.trim().split(/\s+/);
  if (words.length > MAX_OPENING_SUBJECT_WORDS) return null;
  return tagSentence(part).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PUNCT') ? null : part.trim();
}
const MAX_OPENING_SUBJECT_WORDS = 5;

/**
 * The clause as it reads after a colon or inside a sentence: 'Losses to invoice fraud rose 22%' → 'losses to…';
 * a name ('Make UK said…', 'Brent crude rose…', 'PEN America counted…') stays as written.
 */
export function midSentence(clause: string): string {
  if (/^(?:The|A|An|Its|Their)\s/.test(clause)) return lowerOpening(clause);
  const [first = '', second = ''] = clause.split(/\s+/);
  // A noun in -ing opening the sentence ('Spending on wedding films rose 11%') is no name, whatever the tagger says.
  if (/^\p{Lu}\p{Ll}+ing$/u.test(first) && /^\p{Ll}/u.test(second)) return clause.charAt(0).toLowerCase() + clause.slice(1);
  const name = /^\p{Lu}{2,}/u.test(first) || /^\p{Lu}/u.test(second) || tagSentence(clause)[0]?.pos === 'PROPN';
  return name ? clause : clause.charAt(0).toLowerCase() + clause.slice(1);
}

/** 'The Hollowmoth group…' mid-sentence reads 'the Hollowmoth group…'; a name or an acronym stays as written. */
export function lowerOpening(text: string): string {
  return /^(?:The|A|An|Its|Their)\s/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * Where a participle's phrase that only says how or why begins after `from` ('… brands telling them to remove …'): an
 * -ing verb after a comma, or right after a noun with a pronoun for its object. Not the clause's own verb ('are
 * facing'), nor a noun or adjective the tagger reads in -ing ('sudden hearing loss', 'read for meaning').
 */
export function participleAfter(text: string, from: number): number | null {
  const tokens = tagSentence(text);
  let at = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    at = text.indexOf(t.text, at);
    if (at < from) {
      at += t.text.length;
      continue;
    }
    // 'warning them': an -ing word with a pronoun for its object is a verb, whatever the tagger says. Right after a
    // noun, only such a one opens a phrase that can go ('brands telling them to …'); 'companies importing cocoa'
    // says which companies, and cut there the clause says something else.
    const object = tokens[i + 1]?.pos === 'PRON';
    if ((t.pos === 'VERB' || (t.pos === 'NOUN' && object)) && /^\p{Ll}{2,}ing$/u.test(t.text) && !/^(?:being|having|according)$/.test(t.text)) {
      const prev = tokens[i - 1];
      return prev && (prev.text === ',' || ((prev.pos === 'NOUN' || prev.pos === 'PROPN') && object)) ? at : null;
    }
    at += t.text.length;
  }
  return null;
}

/**
 * Whether what was said, once its attribution goes, points back at who said it: it opens on a pronoun ('it had taken
 * its systems offline') or says 'its' or 'their' of them ('electricity already makes up 30% of its members' costs',
 * said by a growers' association).
 */
export function pointsBack(unattributed: string): boolean {
  return /^(?:it|they|he|she|we|its|their)\s/i.test(unattributed) || /\b(?:its|their|his|her|our)\b/i.test(unattributed);
}

/**
 * The clause up to the first comma after the figure that closes no list, or null when there is none.
 */
function beforeClosingComma(text: string, figure: string): string | null {
  const at = closingComma(text, text.indexOf(figure) + figure.length);
  return at === null ? null : text.slice(0, at);
}

/** Where the first comma from `from` that closes no list is, or null. */
function closingComma(text: string, from: number): number | null {
  for (const m of text.slice(from).matchAll(/,\s/g)) {
    const at = from + m.index;
    if (!listComma(text, at)) return at;
  }
  return null;
}

/** Words that open a clause of time or cause inside a sentence, before its subject. */
const CONJUNCTION = /\s(?:after|as|when|because|since|while|before|until)\s+(?=(?:the|a|an|\p{Lu}))/gu;

/**
 * The clause a conjunction opens, when it holds the figure and has a subject and a verb of its own, at most MAX_WORDS
 * long; else null.
 */
function conjunctClause(clause: string, figure: string): string | null {
  const at = clause.indexOf(figure);
  let found: string | null = null;
  for (const m of clause.matchAll(CONJUNCTION)) {
    if (m.index >= at) break;
    found = clause.slice(m.index + m[0].length);
  }
  if (!found) return null;
  const words = found.split(/\s+/).length;
  return words >= MIN_WORDS && words <= MAX_WORDS && isStatement(found) && !LEANS_BACK.test(found) ? found : null;
}

/**
 * The predicate holding the figure, after 'and', with the subject the two predicates share (and the auxiliary, when
 * the second one is a bare verb that needs it): 'Britain will raise the minimum skill level for Skilled Worker visas
 * to degree level and lift the general salary threshold to £41,700 from 22 July' → 'Britain will lift the general
 * salary threshold to £41,700 from 22 July'. Null when the part after 'and' opens on no verb ('… by 80% and its
 * carbon emissions by 3,400 tonnes') or the subject is more than a short noun phrase.
 */
export function sharedSubjectClause(clause: string, figure: string): string | null {
  const at = clause.indexOf(figure);
  const and = [...clause.matchAll(/,?\s+and\s+(?=\p{Ll})/gu)].filter((m) => m.index + m[0].length <= at).pop();
  if (!and) return null;
  const rest = clause.slice(and.index + and[0].length);
  const head = tagSentence(clause.slice(0, and.index));
  const verb = head.findIndex((t, i) => i > 0 && (t.pos === 'VERB' || t.pos === 'AUX'));
  if (verb < 0 || verb > MAX_SUBJECT_TOKENS || head.slice(0, verb).some((t) => t.pos === 'PUNCT' || /^(?:that|which|who)$/i.test(t.text))) return null;
  // The first predicate is whole, with an object of its own and no list in it: in 'expect call and chat volumes …' the
  // 'and' joins nouns, in 'turning to costly stopgaps, desalination … and trucked water' list items.
  if (head.length - verb < MIN_PREDICATE_TOKENS || head.slice(verb).some((t) => t.pos === 'PUNCT')) return null;
  const [first] = tagSentence(rest);
  if (!first || (first.pos !== 'VERB' && first.pos !== 'AUX') || /ing$/.test(first.text)) return null;
  // 'will raise … and lift', 'has dredged … and opened': the second verb takes the first one's auxiliary when its form
  // needs it (a modal's bare verb, a perfect's participle).
  const bare = first.pos === 'VERB' && first.text.toLowerCase() === first.lemma.toLowerCase();
  // Two predicates of one subject share a tense ('has mapped … and issued', 'rose … and hit'); 'say … and trucked' do not.
  // ('hit', 'cut', 'set' are either.)
  const eitherTense = (t: { text: string }) => SAME_IN_PAST.test(t.text);
  if (head[verb]!.pos === 'VERB' && first.pos === 'VERB' && !eitherTense(head[verb]!) && !eitherTense(first) && isPast(head[verb]!) !== isPast(first))
    return null;
  const modal = /^(?:will|would|can|could|may|might|must|shall|should)$/i.test(head[verb]!.text);
  const takesAux = head[verb]!.pos === 'AUX' && head[verb + 1]?.pos === 'VERB' && first.pos === 'VERB' && modal === bare;
  const keep = takesAux ? verb + 1 : verb;
  const subject = head.slice(0, keep).map((t, i) => (i > 0 ? t.space : '') + t.text).join('');
  const shared = `${subject} ${rest}`;
  const words = shared.split(/\s+/).length;
  return words >= MIN_WORDS && words <= MAX_WORDS && isStatement(shared) ? shared : null;
}
/** A verb in the past ('rose', 'trucked'), not the present ('says', 'say') nor a bare verb. */
const isPast = (t: { text: string; lemma: string }) =>
  /ed$/i.test(t.text) || (t.text.toLowerCase() !== t.lemma.toLowerCase() && !/s$/i.test(t.text));
/** Verbs whose past is their present ('prices rose … and hit $11,200'). */
const SAME_IN_PAST = /^(?:hit|cut|put|set|cost|let|shut|spread|hurt|quit|split|bid|cast|burst|upset|slit|thrust)$/i;
/** A shared subject longer than this many tokens is no short noun phrase. */
const MAX_SUBJECT_TOKENS = 6;
/** The first predicate's verb and at least two words after it ('raise the minimum skill level'). */
const MIN_PREDICATE_TOKENS = 3;

/** Where detail after a figure may begin: a word of time, cause or manner, 'according to', or a purpose ('to settle …'). */
const DETAIL_START =
  /\s(?:after|since|because|while|as|during|following|amid|despite|through|across|via|when|before|until|according to|to (?:settle|fund|cover|pay for|help|build|buy|meet|support|tackle|improve|upgrade|replace|expand|reduce|protect|train|hire|repair|modernise|modernize|develop|finance|boost|ease|avoid|resolve))\s/g;

/**
 * The longest start of the clause, cut after the figure where only detail follows (DETAIL_START, or a comma that
 * closes no list), that is a statement of at most MAX_WORDS words; else null. The figure stays whole in it.
 */
function withoutTrailingDetail(clause: string, figure: string): string | null {
  const from = clause.indexOf(figure) + figure.length;
  const tail = clause.slice(from);
  const cuts = [
    ...[...tail.matchAll(DETAIL_START)].map((m) => from + m.index),
    // A comma before a verb closes an aside, and the clause's own verb follows it ('about 60,000 routers …, mostly older
    // models …, were being used …').
    ...[...tail.matchAll(/,\s(?!(?:is|are|was|were|has|have|had|will|would|can|could|said|says)\b)/g)]
      .map((m) => from + m.index)
      .filter((at) => !listComma(clause, at)),
  ].sort((a, b) => b - a);
  for (const at of cuts) {
    const head = clause.slice(0, at).replace(/[,\s]+$/, '');
    const words = head.split(/\s+/).length;
    if (words > MAX_WORDS || words < MIN_WORDS || NEVER_LAST.test(head)) continue;
    return isStatement(head) ? head : null;
  }
  return null;
}
/** A word a clause does not end on. */
const NEVER_LAST = /\s(?:the|a|an|of|in|on|at|to|for|by|with|and|or|but|from|its|their)$/i;

/**
 * The clause up to the first comma after the figure, when what follows it only describes ('…to US$94.30 a barrel on
 * Friday, its highest since 2023'; '…a flaw in Sendara Transfer, software widely used by…'); null when a new clause
 * or a list began before that comma ('…to $3.12 a mile as shippers of produce, dairy and…').
 */
export function beforeDescribingComma(clause: string, figure: string): string | null {
  const figureStart = clause.indexOf(figure);
  const figureEnd = figureStart + figure.length;
  // A comma inside a number ('a 2,000-bike scheme') is none.
  const at = /,\s/.exec(clause.slice(figureEnd));
  const comma = at ? figureEnd + at.index : -1;
  // A comma of a list is no end ('84,000 jobs had gone in pubs, restaurants, hotels and…'); one before the figure
  // that is not a list's may open an aside this comma closes ('Ministers say the change, backed by £420m a year,
  // will…'): cut there and the sentence loses its verb.
  const commasBefore = [...clause.slice(0, figureStart).matchAll(/,/g)].map((m) => m.index);
  if (comma < 0 || listComma(clause, comma) || commasBefore.some((i) => !listComma(clause, i)) || /\s(?:as|while|because|when|after|before|if|unless|with|and|or|but)\s/i.test(clause.slice(figureEnd, comma))) return null;
  return clause.slice(0, comma);
}

/**
 * What a survey, study or count found, as a statement of its own ('… found 71% of three- and four-year-olds use a
 * tablet every day' → '71% of three- and four-year-olds use a tablet every day'), or null when the part after the
 * verb does not hold the figure, is no statement, or leans on who found it ('… found its members …').
 */
export function findingOf(clause: string, figure: string): string | null {
  const verb = FINDING_VERB.exec(clause);
  if (!verb) return null;
  const finding = clause.slice(verb.index + verb[0].length).trim();
  const words = finding.split(/\s+/).length;
  if (!finding.includes(figure) || words < MIN_WORDS || words > MAX_WORDS || pointsBack(finding) || QUOTED.test(finding)) return null;
  return isStatement(finding) ? midSentence(finding) : null;
}
/** A verb of finding; 'an estimated 1.3 million stoves' is a figure's qualifier, not a finding. */
const FINDING_VERB =
  /(?<!\b(?:an?|the))\s(?:found|finds|showed|shows|suggests|suggested|revealed|reveals|concluded|estimates|estimated)\s+(?:that\s+)?/;

/** A clause opening on a pronoun, or on a share of one ('all of it', 'most of them'): its subject is in the sentence before. */
export const LEANS_BACK = /^(?:(?:all|most|much|some|none|part|half|each|both|many|any|one|two|three) of (?:it|them|this|these|those)\b|(?:it|its|they|their|he|she|we|some|this|these|those|many|most|others)\s)/i;
