import { isGivenName } from './given-names';
import type { Token } from './nlp';
import { escapeRegExp } from './escape-regexp';
import { isJoinedAmount } from './money-tokens';

/** A run of capitalised proper nouns as a report writes it, with the words either side. */
export interface NameRun {
  words: string[];
  before: string;
  after: string;
}

const CAPITALISED = /^\p{Lu}/u;
const ACRONYM = /^\p{Lu}[\p{Lu}&]{1,5}$/u;
const CALENDAR = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter)\.?$/;
/** Labels a desk puts before a headline; not names. */
const LABELS = new Set(['Explainer', 'Analysis', 'Opinion', 'Comment', 'Live', 'Watch', 'Breaking', 'Update', 'Exclusive', 'Review', 'Factbox', 'Q&A']);
/** Titles written before a name, in English-language pages across the world ('Engr.' in Nigeria, 'Shri' in India, 'Cllr' in the UK). */
const HONORIFICS = new Set(['Mr', 'Mrs', 'Ms', 'Mx', 'Dr', 'Sir', 'Dame', 'Prof', 'Lord', 'Lady', 'Engr', 'Rev', 'Revd', 'Cllr', 'Hon', 'Capt', 'Fr', 'Alhaji', 'Alhaja', 'Dato', 'Datuk', 'Shri', 'Smt']);

/** Whether a word is a title written before a name, with or without its full stop ('Dr', 'Engr.'). */
export function isHonorific(word: string): boolean {
  return HONORIFICS.has(word.replace(/\.$/, ''));
}

/**
 * The proper-noun runs of a sentence ('British Airline Pilots' Association', 'Bank of England'). A headline's run
 * counts only when the reports' sentence-case text writes it too, or it is an acronym: title case capitalises
 * every word. A run that opens a sentence is one word the sentence capitalises unless the text writes it so inside
 * a sentence as well.
 */
export function nameRuns(tokens: readonly Token[], headline: boolean, bodyText: string): NameRun[] {
  const out: NameRun[] = [];
  const isName = (t: Token | undefined) => !!t && t.pos === 'PROPN' && CAPITALISED.test(t.text) && !CALENDAR.test(t.text);
  // Inside a name, a capitalised word is part of it whatever the tagger calls it: 'Low/ADJ Pay/VERB Commission',
  // 'National Living/VERB Wage' were cut into 'Low', 'Commission' and 'National'.
  const continuesName = (t: Token | undefined) => !!t && CAPITALISED.test(t.text) && !CALENDAR.test(t.text) && /^(?:PROPN|NOUN|ADJ|VERB|NUM)$/.test(t.pos);
  for (let i = 0; i < tokens.length; i += 1) {
    if (!isName(tokens[i]) && !(i > 0 && continuesName(tokens[i]) && continuesName(tokens[i + 1]))) continue;
    let j = i;
    for (;;) {
      const next = tokens[j + 1];
      if (continuesName(next)) j += 1;
      else if ((next?.text === 'of' || next?.text === 'for' || next?.text === '&' || next?.text === "'" || next?.text === '’') && continuesName(tokens[j + 2])) j += 2;
      else if (next?.text === 'and' && continuesName(tokens[j + 2])) {
        const end = joinedByAnd(tokens, i, j);
        if (end === null) break;
        j = end;
      } else break;
    }
    let words = tokens.slice(i, j + 1).map((t) => t.text);
    const at = i;
    i = j;
    while (words.length > 0 && (words[0] === 'The' || LABELS.has(words[0]!) || HONORIFICS.has(words[0]!.replace(/\.$/, '')))) words = words.slice(1);
    if (words.length === 0) continue;
    const text = joinName(words);
    const acronym = words.length === 1 && ACRONYM.test(text);
    if (headline && !acronym && !bodyText.includes(text)) continue;
    // One capitalised word that the text also writes in lower case is a common word ('News', 'Space'), and one that
    // opens a sentence is a name only when a verb follows it ('Ofgem fined') or the text writes it so elsewhere.
    const opensClause = tokens[j + 1]?.pos === 'VERB' || tokens[j + 1]?.pos === 'AUX';
    // A plural opening a sentence ('Grants will cover…', 'Processors warned…') is a common noun, unless the text
    // writes it capitalised inside a sentence too.
    const plural = /\p{Ll}s$/u.test(text) && !/ss$/.test(text);
    if (words.length === 1 && !acronym && (text.length < 2 || writtenLower(text, bodyText) || (at === 0 && (!opensClause || plural) && !insideSentence(text, bodyText)))) continue;
    out.push({ words, before: (tokens[at - 1]?.text ?? '').toLowerCase(), after: (tokens[j + 1]?.text ?? '').toLowerCase() });
  }
  return out;
}

/**
 * Where a name continues over 'and', or null when the 'and' joins two names: 'Department for Energy Security and
 * Net Zero' (a department's name runs on), 'Food and Drink Federation' (the organisation word comes after the
 * 'and'), but 'the Environment Agency and Anglian Water', 'Kent and Hampshire'. `i`..`j` is the run before 'and'.
 */
function joinedByAnd(tokens: readonly Token[], i: number, j: number): number | null {
  let end = j + 2;
  while (/^\p{Lu}\p{Ll}/u.test(tokens[end + 1]?.text ?? '') && end - j < 4) end += 1;
  const before = tokens.slice(i, j + 1).map((t) => t.text).join(' ');
  const after = tokens.slice(j + 2, end + 1).map((t) => t.text);
  if (after.some((w) => !/^\p{Lu}\p{Ll}/u.test(w))) return null;
  const departmentRunsOn = /^(?:Department|Ministry|Office)\b/.test(before) && after.length <= 2 && !ORG_WORDS.test(after.join(' '));
  const headAfter = !ORG_WORDS.test(before) && ORG_HEAD_END.test(after.join(' '));
  return departmentRunsOn || headAfter ? end : null;
}

/** A name ending in the word that makes it an organisation ('… Drink Federation', '… Inspection Service'). */
const ORG_HEAD_END = /\b(?:Association|Authority|Commission|Council|Federation|Service|Institute|Society|Union|Board|Trust|Foundation|Agency|Alliance|Coalition|Group|Office)$/;

function joinName(words: readonly string[]): string {
  return words.join(' ').replace(/ (['’]) /g, '$1 ').replace(/ (['’])$/, '$1');
}


/** Whether the text writes the word capitalised after another word of its sentence, followed by no other name. */
function insideSentence(word: string, text: string): boolean {
  return new RegExp(`[\\p{Ll},;] ${escapeRegExp(word)}(?! \\p{Lu})\\b`, 'u').test(text);
}

function writtenLower(word: string, text: string): boolean {
  return new RegExp(`(?<![\\p{L}-])${escapeRegExp(word.toLowerCase())}(?![\\p{L}-])`, 'u').test(text);
}

const ORG_WORDS =
  /\b(?:Association|Authority|Bank|Commission|Council|Court|Department|Ministry|Agency|Group|Inc|Ltd|Limited|plc|PLC|LLC|Corp|Corporation|Company|Co|University|College|Institute|Fund|Union|Party|Government|Office|Services?|Board|Trust|Federation|Society|Cross|Airlines|Airways|Railways?|Studios?|Interactive|Games|Holdings|Partners|Foundation|Committee|Parliament|Senate|Assembly|Police|Army|Navy|Hospital|School|Club|FC|League|Network|Media|News|Times|Post|Journal|Technologies|Systems|Labs|Capital|Insurance|Energy|Motors|Pharmaceuticals|Health|Administration|Bureau|Tribunal|Coalition|Alliance|Organi[sz]ation|Centre|Center|Reserve|Exchange|Super|Brands|Ventures|Robotics|Observatory|Agencies|Airport|Port|Museum|Foods|Farms?|Brewery|Bakery|Dairy|Dairies|Mills|Logistics|Vineyards?|Winery|Hotels?|Stores|Markets|Pharma)\b/;
const PLACE_WORDS = /\b(?:Bay|Valley|River|Sea|Ocean|Islands?|Mountains?|Delta|Coast|Province|County|Counties|Region|Strait|Gulf|Peninsula|Lake|Park|Rift|Ridge|Trench|Basin|Canyon|Desert|Forest|Hills|Point|Bight|Sound|Estuary|Harbour|Harbor)$/;
/** Place words that open a name ('Firth of Clyde', 'Loch Fyne', 'Isle of Skye', 'Mount Hood'), after organisations ('Port Authority'). */
const LEADING_PLACE_WORDS = /^(?:Firth|Loch|Lough|Isle|Isles|Mount|Cape|Lake|Gulf|Bay|Strait|Straits|Sea|River|Glen|Vale)\s+(?:of\s+(?:the\s+)?)?\p{Lu}/u;
/** Words before a person's name: a title or role ('Health Secretary Wes Streeting', 'coach Gregor Townsend'). */
const ROLES = new Set([
  'secretary', 'minister', 'chancellor', 'president', 'chief', 'executive', 'ceo', 'chair', 'chairman', 'chairwoman',
  'director', 'spokesperson', 'spokesman', 'spokeswoman', 'founder', 'coach', 'judge', 'justice', 'mayor', 'senator',
  'governor', 'professor', 'economist', 'analyst', 'manager', 'captain', 'leader', 'head', 'officer', 'commissioner',
  'inspector', 'premier', 'king', 'queen', 'prince', 'princess', 'pope', 'mp', 'representative', 'rep',
  'attorney', 'lawyer', 'researcher', 'scientist', 'author', 'presenter', 'striker', 'midfielder', 'fly-half',
  'winger', 'owner', 'partner', 'dr', 'mr', 'mrs', 'ms',
  // The C-suite by its letters ('Paweł Nowicki, CTO.').
  'cto', 'cfo', 'coo', 'cmo', 'cio', 'ciso', 'cpo', 'chro', 'vp', 'co-founder', 'cofounder',
]);
const SPEECH = new Set(['said', 'says', 'told', 'added', 'warned', 'wrote', 'argued', 'explained', 'announced']);
const PLACE_BEFORE = new Set(['in', 'near', 'off', 'across', 'outside', 'around']);

/**
 * Sorts runs into people, organisations and places, by what the words are: a known place or a place word ('Bay',
 * 'County'); an acronym or an organisation word ('Association', 'Council'); a person when a role precedes a
 * two- or three-word name or the name is followed by what it said ('Tomasz Wierzbicki said'); any other single
 * name (a company: 'Parcelwise') an organisation, unless it is the surname of a person already found.
 */
export function classifyNames(runs: readonly NameRun[], isPlace: (name: string) => boolean): { people: string[]; organisations: string[]; places: string[] } {
  const people: string[] = [];
  const organisations: string[] = [];
  const places: string[] = [];
  const singles: NameRun[] = [];
  // A lone word that ends a longer name ('Jackson' after 'Mark Jackson') is read with the singles below, so a
  // surname that is also a town's name stays the person's.
  const lastWords = new Set(runs.filter((r) => r.words.length >= 2).map((r) => r.words.at(-1)!));
  for (const run of runs) {
    const words = run.words;
    if (words.length === 1 && lastWords.has(words[0]!)) {
      singles.push(run);
      continue;
    }
    // 'Health Secretary Wes Streeting': the role inside the run is not part of the name.
    const role = words.slice(0, -1).findLastIndex((w) => ROLES.has(w.toLowerCase()));
    if (role >= 0 && words.length - role - 1 >= 2 && !ORG_WORDS.test(words.slice(role + 1).join(' '))) {
      add(people, joinName(words.slice(role + 1)));
      continue;
    }
    const name = joinName(words);
    if (UNITS.test(name) || isJoinedAmount(name)) continue;
    if (isPlace(name) || PLACE_WORDS.test(name)) add(places, name);
    else if (ACRONYM.test(name) || ORG_WORDS.test(name)) add(organisations, name);
    else if (LEADING_PLACE_WORDS.test(name)) add(places, name);
    else if (words.length === 1) singles.push(run);
    else if (words.length <= 3 && words.every((w) => /^\p{Lu}\p{Ll}/u.test(w)) && personCue(run)) add(people, name);
    else add(organisations, name);
  }
  const surnames = new Set(people.map((p) => p.split(' ').at(-1)!));
  for (const run of singles) {
    const name = run.words[0]!;
    if (surnames.has(name) || ROLES.has(run.before)) add(people, name);
    else if (PLACE_BEFORE.has(run.before)) add(places, name);
    else if (!UNITS.test(name) && !DEMONYM.test(name)) add(organisations, name);
  }
  // A person's surname alone names the same person.
  return { people: people.filter((p) => p.includes(' ') || !people.some((q) => q !== p && q.endsWith(` ${p}`))), organisations, places };
}

/**
 * Whether a two- or three-word name is a person's by the words around it: a role before it ('chair Helen Oakley'),
 * or 'said' before it ('…, said Helen Oakley'); or, when it opens with a given name, what a person does after it
 * ('Colin Neill said') or the comma of an apposition ('Martin Keogh, chair of…'). 'National Highways said' and
 * 'Hospitality Ulster said' speak for organisations: neither opens with a given name.
 */
function personCue(run: NameRun): boolean {
  if (ROLES.has(run.before) || SPEECH.has(run.before)) return true;
  if (!isGivenName(run.words[0]!)) return false;
  // 'board member Martin Keogh', 'Arizona developer Luis Carrasco': a noun that says what the person does.
  const describedBy = run.words.length === 2 && /^\p{Ll}{3,}$/u.test(run.before) && !FUNCTION_WORDS.has(run.before);
  return SPEECH.has(run.after) || run.after === ',' || describedBy;
}

/** Words before a name that say nothing of who it is ('in Shannon', 'to Jordan', 'and Grace'). */
const FUNCTION_WORDS = new Set(['the', 'and', 'but', 'for', 'from', 'with', 'into', 'onto', 'near', 'across', 'around', 'outside', 'inside', 'via', 'than', 'like', 'over', 'under', 'after', 'before', 'since', 'until', 'about', 'against', 'between', 'through', 'toward', 'towards', 'upon', 'within', 'without', 'while', 'when', 'where', 'which', 'that', 'this', 'these', 'those', 'its', 'their', 'our', 'your', 'his', 'her', 'visit', 'visited', 'called', 'named']);

/** Units a report capitalises, not names: '5MW', '400 GW', '104F'. */
const UNITS = /^(?:CO2|NOx|[kMGT]Wh?|[kMGT]W|F\.?|C\.?|mph|kph|km|kg|mm|cm)$/;
/**
 * A nationality or a people alone ('Chinese imports', 'Irish employers', 'British growers') describes what follows
 * it; it names no organisation.
 */
const DEMONYM = /^(?:\p{Lu}\p{Ll}+(?:ese|ian|ish|an|ch|i))$/u;

function add(list: string[], name: string): void {
  if (!list.some((n) => n.toLowerCase() === name.toLowerCase())) list.push(name);
}

/** Words before a name that say a person follows ('founded by', 'chef', a testimonial's dash, 'his cousin'). */
const PERSON_BEFORE = new Set([
  'by', '—', '–', '-', 'with', 'meet', 'dear', 'hi', 'thanks',
  'cousin', 'wife', 'husband', 'son', 'daughter', 'brother', 'sister', 'mother', 'father', 'grandfather', 'grandmother', 'uncle', 'aunt',
]);
/**
 * What a person is, said after a comma that follows the name ('Hitesh Kundariya, a ceramic engineer'; 'Nirali
 * Patel, Director'): the roles above and these trades.
 */
const OCCUPATIONS = new Set([
  'engineer', 'nurse', 'doctor', 'gp', 'surgeon', 'consultant', 'accountant', 'architect', 'surveyor', 'solicitor', 'barrister',
  'teacher', 'farmer', 'chef', 'designer', 'pharmacist', 'dentist', 'physiotherapist', 'vet', 'technician', 'trustee',
  'volunteer', 'coordinator', 'adviser', 'advisor', 'specialist', 'planner', 'editor', 'administrator', 'controller',
]);
/** Words after a name that say it is a person's ('Aisha Reid founded', 'Tom Arden, our chef'). */
const PERSON_AFTER = new Set(['founded', 'started', 'runs', 'leads', 'set', 'joined', 'who', 'said', 'says', 'told', 'added', 'explains', 'wrote']);

/**
 * The people a page or report names: two- or three-word names after a role, after 'by' or a testimonial's dash,
 * before what a person does ('founded', 'said'), and those listed with one ('Aisha Reid and Callum Forbes').
 * A company names its founders and customers on its pages; they are no subject a PR team tracks.
 */
export function peopleNamed(text: string, sentences: readonly (readonly Token[])[]): string[] {
  const people: string[] = [];
  // 'Dr.' reads as 'dr', the role.
  const lower = (t: Token | undefined) => (t?.text ?? '').toLowerCase().replace(/^(\p{L}+)\.$/u, '$1');
  let titleEnds = false;
  for (const tokens of sentences) {
    let previousWasPerson = false;
    // A title's full stop ends the tagger's sentence ('Engr.' | 'Samuel Oduya and …'): the title still cues the name.
    const afterTitle = titleEnds;
    titleEnds = tokens.length >= 2 && tokens[tokens.length - 1]!.text === '.' && isHonorific(tokens[tokens.length - 2]!.text);
    for (let i = 0; i < tokens.length; i += 1) {
      // Capitalised words in a row, whatever the tagger calls them ('Grant' is also a noun).
      let j = i;
      while (j < tokens.length && /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(tokens[j]!.text) && !CALENDAR.test(tokens[j]!.text)) j += 1;
      if (j === i) {
        if (!/^(?:and|,)$/.test(lower(tokens[i]))) previousWasPerson = false;
        continue;
      }
      // 'Dr Karin Lindqvist': the title is the cue, not part of the name.
      const titled = isHonorific(tokens[i]!.text) && j - i >= 3;
      if (titled) i += 1;
      const words = tokens.slice(i, j).map((t) => t.text);
      const name = words.join(' ');
      const before = lower(tokens[i - 1]);
      const after = lower(tokens[j]);
      // 'Our head of support, Dana Whitfield': a role a few words before the comma.
      const roleBefore = tokens.slice(Math.max(0, i - 5), i).some((t) => ROLES.has(t.text.toLowerCase()));
      // A role is no name ('Managing Director' after 'Hitesh Kundariya,').
      const shaped =
        words.length >= 2 &&
        words.length <= 3 &&
        !ORG_WORDS.test(name) &&
        !PLACE_WORDS.test(name) &&
        !words.some((w) => LABELS.has(w) || HONORIFICS.has(w) || ROLES.has(w.toLowerCase()) || OCCUPATIONS.has(w.toLowerCase()));
      // 'Hitesh Kundariya, a ceramic engineer', 'Nirali Patel, Director (Exports)': what the person is, after a comma.
      const roleAfter = after === ',' && tokens.slice(j + 1, j + 5).some((t) => ROLES.has(lower(t)) || OCCUPATIONS.has(lower(t)));
      // 'CEO: Lindiwe Mabaso'.
      const labelled = before === ':' && ROLES.has(lower(tokens[i - 2]));
      const cued: boolean =
        titled ||
        (afterTitle && i === 0) ||
        roleAfter ||
        labelled ||
        isHonorific(tokens[i - 1]?.text ?? '') ||
        ROLES.has(before) ||
        PERSON_BEFORE.has(before) ||
        PERSON_AFTER.has(after) ||
        (before === ',' && roleBefore) ||
        (previousWasPerson && (before === 'and' || before === ','));
      previousWasPerson = shaped && cued;
      if (previousWasPerson) add(people, name);
      i = j - 1;
    }
  }
  return people;
}
