import type { Token } from './nlp';

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
const HONORIFICS = new Set(['Mr', 'Mrs', 'Ms', 'Dr', 'Sir', 'Dame', 'Prof', 'Lord', 'Lady']);

/**
 * The proper-noun runs of a sentence ('British Airline Pilots' Association', 'Bank of England'). A headline's run
 * counts only when the reports' sentence-case text writes it too, or it is an acronym: title case capitalises
 * every word. A run that opens a sentence is one word the sentence capitalises unless the text writes it so inside
 * a sentence as well.
 */
export function nameRuns(tokens: readonly Token[], headline: boolean, bodyText: string): NameRun[] {
  const out: NameRun[] = [];
  const isName = (t: Token | undefined) => !!t && t.pos === 'PROPN' && CAPITALISED.test(t.text) && !CALENDAR.test(t.text);
  for (let i = 0; i < tokens.length; i += 1) {
    if (!isName(tokens[i])) continue;
    let j = i;
    for (;;) {
      const next = tokens[j + 1];
      if (isName(next)) j += 1;
      else if ((next?.text === 'of' || next?.text === '&' || next?.text === "'" || next?.text === '’') && isName(tokens[j + 2])) j += 2;
      else break;
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
    if (words.length === 1 && !acronym && (text.length < 2 || writtenLower(text, bodyText) || (at === 0 && !opensClause && !insideSentence(text, bodyText)))) continue;
    out.push({ words, before: (tokens[at - 1]?.text ?? '').toLowerCase(), after: (tokens[j + 1]?.text ?? '').toLowerCase() });
  }
  return out;
}

function joinName(words: readonly string[]): string {
  return words.join(' ').replace(/ (['’]) /g, '$1 ').replace(/ (['’])$/, '$1');
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the text writes the word capitalised after another word of its sentence, followed by no other name. */
function insideSentence(word: string, text: string): boolean {
  return new RegExp(`[\\p{Ll},;] ${escape(word)}(?! \\p{Lu})\\b`, 'u').test(text);
}

function writtenLower(word: string, text: string): boolean {
  return new RegExp(`(?<![\\p{L}-])${escape(word.toLowerCase())}(?![\\p{L}-])`, 'u').test(text);
}

const ORG_WORDS =
  /\b(?:Association|Authority|Bank|Commission|Council|Court|Department|Ministry|Agency|Group|Inc|Ltd|Limited|plc|PLC|LLC|Corp|Corporation|Company|Co|University|College|Institute|Fund|Union|Party|Government|Office|Services?|Board|Trust|Federation|Society|Cross|Airlines|Airways|Railways?|Studios?|Interactive|Games|Holdings|Partners|Foundation|Committee|Parliament|Senate|Assembly|Police|Army|Navy|Hospital|School|Club|FC|League|Network|Media|News|Times|Post|Journal|Technologies|Systems|Labs|Capital|Insurance|Energy|Motors|Pharmaceuticals|Health|Administration|Bureau|Tribunal|Coalition|Alliance|Organi[sz]ation|Centre|Center|Reserve|Exchange|Super|Brands|Ventures|Robotics|Observatory|Agencies|Airport|Port|Museum)\b/;
const PLACE_WORDS = /\b(?:Bay|Valley|River|Sea|Ocean|Islands?|Mountains?|Delta|Coast|Province|County|Counties|Region|Strait|Gulf|Peninsula|Lake|Park|Rift|Ridge|Trench|Basin|Canyon|Desert|Forest|Hills)$/;
/** Words before a person's name: a title or role ('Health Secretary Wes Streeting', 'coach Gregor Townsend'). */
const ROLES = new Set([
  'secretary', 'minister', 'chancellor', 'president', 'chief', 'executive', 'ceo', 'chair', 'chairman', 'chairwoman',
  'director', 'spokesperson', 'spokesman', 'spokeswoman', 'founder', 'coach', 'judge', 'justice', 'mayor', 'senator',
  'governor', 'professor', 'economist', 'analyst', 'manager', 'captain', 'leader', 'head', 'officer', 'commissioner',
  'inspector', 'premier', 'king', 'queen', 'prince', 'princess', 'pope', 'mp', 'representative', 'rep',
  'attorney', 'lawyer', 'researcher', 'scientist', 'author', 'presenter', 'striker', 'midfielder', 'fly-half',
  'winger', 'owner', 'partner', 'dr', 'mr', 'mrs', 'ms',
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
    if (isPlace(name) || PLACE_WORDS.test(name)) add(places, name);
    else if (ACRONYM.test(name) || ORG_WORDS.test(name)) add(organisations, name);
    else if (words.length === 1) singles.push(run);
    else if (words.length <= 3 && words.every((w) => /^\p{Lu}\p{Ll}/u.test(w)) && (ROLES.has(run.before) || SPEECH.has(run.after))) add(people, name);
    else add(organisations, name);
  }
  const surnames = new Set(people.map((p) => p.split(' ').at(-1)!));
  for (const run of singles) {
    const name = run.words[0]!;
    if (surnames.has(name) || ROLES.has(run.before)) add(people, name);
    else if (PLACE_BEFORE.has(run.before)) add(places, name);
    else add(organisations, name);
  }
  // A person's surname alone names the same person.
  return { people: people.filter((p) => p.includes(' ') || !people.some((q) => q !== p && q.endsWith(` ${p}`))), organisations, places };
}

function add(list: string[], name: string): void {
  if (!list.some((n) => n.toLowerCase() === name.toLowerCase())) list.push(name);
}

/** Words before a name that say a person follows ('founded by', 'chef', a testimonial's dash). */
const PERSON_BEFORE = new Set(['by', '—', '–', '-', 'with', 'meet', 'dear', 'hi', 'thanks']);
/** Words after a name that say it is a person's ('Aisha Reid founded', 'Tom Arden, our chef'). */
const PERSON_AFTER = new Set(['founded', 'started', 'runs', 'leads', 'set', 'joined', 'who', 'said', 'says', 'told', 'added', 'explains', 'wrote']);

/**
 * The people a page or report names: two- or three-word names after a role, after 'by' or a testimonial's dash,
 * before what a person does ('founded', 'said'), and those listed with one ('Aisha Reid and Callum Forbes').
 * A company names its founders and customers on its pages; they are no subject a PR team tracks.
 */
export function peopleNamed(text: string, sentences: readonly (readonly Token[])[]): string[] {
  const people: string[] = [];
  const lower = (t: Token | undefined) => (t?.text ?? '').toLowerCase();
  for (const tokens of sentences) {
    let previousWasPerson = false;
    for (let i = 0; i < tokens.length; i += 1) {
      // Capitalised words in a row, whatever the tagger calls them ('Grant' is also a noun).
      let j = i;
      while (j < tokens.length && /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(tokens[j]!.text) && !CALENDAR.test(tokens[j]!.text)) j += 1;
      if (j === i) {
        if (!/^(?:and|,)$/.test(lower(tokens[i]))) previousWasPerson = false;
        continue;
      }
      // 'Dr Karin Lindqvist': the title is the cue, not part of the name.
      const titled = HONORIFICS.has(tokens[i]!.text) && j - i >= 3;
      if (titled) i += 1;
      const words = tokens.slice(i, j).map((t) => t.text);
      const name = words.join(' ');
      const before = lower(tokens[i - 1]);
      const after = lower(tokens[j]);
      // 'Our head of support, Dana Whitfield': a role a few words before the comma.
      const roleBefore = tokens.slice(Math.max(0, i - 5), i).some((t) => ROLES.has(t.text.toLowerCase()));
      const shaped = words.length >= 2 && words.length <= 3 && !ORG_WORDS.test(name) && !PLACE_WORDS.test(name) && !words.some((w) => LABELS.has(w) || HONORIFICS.has(w));
      const cued: boolean =
        titled ||
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
