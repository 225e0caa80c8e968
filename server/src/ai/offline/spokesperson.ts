import { splitSentences } from '../../text';
import { isGivenName } from '../../text/given-names';
import { possessive } from './prose';

/**
 * The person a pitch offers for interview, when the company's profile names one who leads it or speaks for its
 * craft: its founder ('Chemist Ruth Abernathy founded it in 1991'; '… founded in Brisbane in 2004 by gynaecologist
 * Dr Alison Farrar'), the one who runs it ('Third-generation grower Callum Reardon runs the business'; 'His daughter,
 * Aoife Codd, has run the business since 2015'), or one named with a title at it ('Chief executive Harriet
 * Blakemore leads a team of 520'; 'Winemaker Daniela Pizarro … has run the cellar since 2014'; 'their son Bjarki
 * Gunnarsson, managing director since 2017'). Grounded in the profile's own words, never invented; a founder from
 * long before the story (a family firm of 1952) is history, not a spokesperson, and the profile is read on for a
 * person who leads it now.
 */
export interface Spokesperson {
  name: string;
  /** What makes them the one to speak, to follow the name: 'who founded Pine Hollow Labs', 'Wrekin Leisure Trust’s chief executive'. */
  who: string;
}

/** A founder from more than this many years before the story is no longer who a journalist would talk to. */
const MAX_FOUNDER_YEARS = 35;

/** After the name: what they did for the company ('founded it in 1991', ', a former warden, started the business'). */
const FOUNDED_AFTER =
  /^(?:,[^,.]{0,90},)?(?:\s+and\s+(?:(?:Dr|Prof)\.?\s+)?\p{Lu}[\p{Ll}'’]+(?:\s+\p{Lu}[\p{L}'’-]+)?)?\s+(?:co-)?(?:founded|started|set up)\b/u;
/** Before the name: 'founded in Brisbane in 2004 by gynaecologist', 'Founded in Cork in 2018 by former letting agent'. */
const FOUNDED_BEFORE = /\b(?:[Ff]ounded|[Ss]tarted|[Ss]et up)\b[^.]{0,60}\bby\s+(?:[\p{Ll}-]+\s+){0,4}$/u;
/** After the name: running the whole of it ('runs the business', ', the founder's son, has led the company'). */
const RUNS_AFTER =
  /^(?:,[^,.]{0,90},|,)?\s+(?:runs|leads|heads|manages|has\s+(?:run|led|headed|managed))\s+(?:it|the\s+(?:business|company|firm|group|practice|charity|farm|lab|studio|shop|trust|estate|mill|brewery|winery|bakery|distillery|clinic|agency|school))\b/u;

/** Titles that make a person one who speaks for the company (a leader, or the head of its craft). */
const TITLES =
  'chief executive|ceo|managing director|general manager|executive director|medical director|clinical director|technical director|director|founder|co-founder|owner|president|chair|chairman|chairwoman|principal|head teacher|headteacher|head winemaker|winemaker|head chef|chef|head brewer|master brewer|brewer|head distiller|distiller|head grower|cheesemaker|curator|editor|partner';
/** A title just before the name, not one they held elsewhere ('former chief actuary'). */
const TITLE_BEFORE = new RegExp(
  `(?<!\\b(?:former|retired|ex-|formerly)\\s(?:[\\p{Ll}-]+\\s)?)\\b(${TITLES})\\s+$`,
  'iu',
);
/** A title in apposition after the name (', managing director since 2017,'; ', its chief executive,'). */
const TITLE_AFTER = new RegExp(`^,\\s+(?:the\\s+|its\\s+|our\\s+)?(${TITLES})\\b`, 'iu');

/**
 * Nouns of a trade or office written before a name ('nurse', 'agronomist', 'incident responders', 'winemaker'): a
 * word of these is a sign the capitalised words after it are a person, whatever the name lists know.
 */
const OCCUPATION =
  /^(?:[\p{Ll}-]*(?:ist|ian|er|or|ant|ent|ive)s?|nurse|chef|guide|chair|head|principal|owner|founder|partner|president|ceo|siblings?|daughter|son|wife|husband)$/u;
/** Short words that end like a trade but are none ('after Maria Lopez joined'). */
const NOT_OCCUPATIONS = new Set([
  'after',
  'under',
  'other',
  'over',
  'never',
  'either',
  'whether',
  'per',
  'for',
  'or',
  'nor',
  'her',
  'their',
  'our',
  'your',
  'ever',
  'later',
  'earlier',
  'together',
  'rather',
  'further',
  'sooner',
  'longer',
  'once',
  'recent',
  'current',
  'different',
  'independent',
  'present',
  'major',
  'minor',
  'prior',
  'senior',
  'junior',
]);

/** A person's name in running text: an optional title, a given name (hyphenated or not) and one or two surnames. */
const NAME =
  /(?:(?:Dr|Prof)\.?\s+)?\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?(?:\s+(?:(?:van|von|de|der|den|da|del|di|du|dos|bin|al)\s+)*(?!(?:Dr|Prof)\b)\p{Lu}[\p{L}'’-]+){1,2}/gu;
/** What follows a name the lists do not know, for it to be a person's and not a body's ('… Establishment analysts'). */
const ENDS_A_NAME =
  /^(?:[,.;:)]|\s+(?:and|who|founded|co-founded|started|set|runs|leads|heads|manages|has|had|is|was)\b|\s*$)/u;

export function spokespersonOf(profile: string, company: string, storyYear: number): Spokesperson | null {
  for (const sentence of splitSentences(profile)) {
    for (const person of peopleIn(sentence)) {
      const { name, before, after } = person;
      if (RUNS_AFTER.test(after)) return { name, who: `who runs ${company}` };
      const title = (TITLE_BEFORE.exec(before)?.[1] ?? TITLE_AFTER.exec(after)?.[1])?.toLowerCase();
      const founded =
        FOUNDED_AFTER.test(after) || FOUNDED_BEFORE.test(before) || title === 'founder' || title === 'co-founder';
      if (founded) {
        const year = /\b(?:19|20)\d\d\b/.exec(sentence)?.[0];
        if (year && storyYear - Number(year) > MAX_FOUNDER_YEARS) continue;
        return { name, who: `who founded ${company}` };
      }
      if (title) return { name, who: `${possessive(company)} ${title}` };
    }
  }
  return null;
}

interface Person {
  name: string;
  before: string;
  after: string;
}

/**
 * The people a sentence names: runs of capitalised words whose first is a given name the lists know, or that a
 * trade, a title or a founding stands before ('by nurse Colleen Murray', 'Founded in 2014 by Wanjiru Kamau'). A word
 * of a trade opening the sentence is no part of the name ('Winemaker Daniela Pizarro').
 */
function peopleIn(sentence: string): Person[] {
  const people: Person[] = [];
  for (const match of sentence.matchAll(NAME)) {
    let name = match[0]!;
    let at = match.index;
    const first = /^\p{Lu}[\p{Ll}'’-]+/u.exec(name)![0];
    // 'Winemaker Daniela Pizarro': the run's first word is the trade before a name of two words.
    if (/\s\S+\s\S+/.test(name) && !isGivenName(first) && occupation(first.toLowerCase())) {
      at += first.length + 1;
      name = name.slice(first.length + 1);
      people.push(...person(sentence, name, at, `${first.toLowerCase()} `));
    } else people.push(...person(sentence, name, at));
  }
  return people;
}

function person(sentence: string, name: string, at: number, trade = ''): Person[] {
  const before = sentence.slice(0, at);
  const after = sentence.slice(at + name.length);
  const given = /^(?:(?:Dr|Prof)\.?\s+)?(\p{Lu}[\p{Ll}'’-]+)/u.exec(name)![1]!;
  const lastBefore = /([\p{L}-]+)\s+$/u.exec(before)?.[1]?.toLowerCase() ?? '';
  const known = isGivenName(given.split('-')[0]!);
  const named =
    trade !== '' || occupation(lastBefore) || FOUNDED_BEFORE.test(before) || /^,\s+(?:a|an|the|its)\s/u.test(after);
  if (!known && !(named && ENDS_A_NAME.test(after))) return [];
  return [{ name, before: trade ? `${before}${trade}` : before, after }];
}

function occupation(word: string): boolean {
  return word.length > 2 && !NOT_OCCUPATIONS.has(word) && OCCUPATION.test(word);
}
