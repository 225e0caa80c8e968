import { OWNER } from './subject-chunks';
import { escapeRegExp } from '../../text/escape-regexp';
import type { Token } from './headline-tags';

/**
 * The article a subject phrase needs mid-sentence (story-subject.ts finds the phrase): 'the major earthquake',
 * 'heat pump sales', 'the Bank of England', 'the remnants of Hurricane Tobias'; and the word classes that decide it.
 */

/** A story's subject as sentences use it. */
export interface Subject {
  /** The phrase as it reads mid-sentence without a determiner: 'card settlement for small merchants'. */
  phrase: string;
  /** With the determiner it needs mid-sentence: 'the major earthquake', 'heat pump sales'. */
  np: string;
  /** Whether verbs agree in the plural ('heat pump sales are'). */
  plural: boolean;
}

const ORDINAL = /^(?:first|second|third|last|final)$/i;

/** Nouns that take no article in the singular (a field, a practice, a substance). */
const MASS_NOUNS = new Set(
  'ai loss banking energy climate health healthcare data money power fraud privacy security weather research software water oil gas traffic news crime tax trade inflation unemployment cybersecurity finance insurance retail commerce e-commerce infrastructure transport travel housing education employment regulation legislation funding investment growth demand supply pricing payroll compliance sustainability innovation automation recruitment hiring advertising marketing media logistics shipping manufacturing construction agriculture food electricity heating cooling fintech work talent childcare welfare defence defense leave pay caffeine alcohol sugar salt sleep noise pollution debt rain snow ice plastic waste steel coal gold coffee tea milk meat fuel diesel petrol rent cash aid advice evidence equipment access broadband gambling smoking vaping obesity cybercrime delivery cover coverage footage postage mail freight cargo luggage baggage furniture land timber lumber cement concrete glass paper cotton wool rice wheat grain cocoa honey wine beer cider beef pork poultry seafood fruit produce use misuse abuse care heat smoke dust mould damp litter rainfall wildlife labour violence behaviour turnover'.split(
    ' ',
  ),
);
const MASS_SUFFIX = /(?:tion|sion|ing|ism|ity|ment|ness|ance|ence|ics|cy|ship|ure)$/i;

/** Whether a word is one of the mass nouns above ('inflation', 'fraud'): a common word, never a name. */
export const isMassNoun = (word: string) => MASS_NOUNS.has(word.toLowerCase());

/** Heads of names that still take 'the' ('the Bank of England', 'the EU AI Act', 'the UK National Living Wage'). */
const THE_HEADS = new Set(['act', 'bill', 'bank', 'agreement', 'directive', 'summit', 'report', 'budget', 'treaty', 'commission', 'council', 'court', 'ministry', 'department', 'government', 'olympics', 'games', 'cup', 'festival', 'awards', 'strike', 'reserve', 'union', 'review', 'inquiry', 'plan', 'scheme', 'programme', 'program', 'wage', 'levy', 'allowance', 'index', 'survey', 'framework', 'charter', 'fund', 'tariff', 'ban', 'contract', 'census', 'accord', 'mandate', 'strategy', 'package', 'law', 'deal', 'code', 'rule', 'standard', 'regulation', 'pilot', 'cap', 'order',
  // Count nouns with a mass noun's ending ('the WRI ranking', 'the court ruling', 'the rate decision').
  'ranking', 'ruling', 'decision', 'election', 'meeting', 'hearing', 'finding', 'warning', 'announcement', 'investigation', 'acquisition']);

/** Heads of names written as 'X of Y' that read with 'the' ('the Port of Montreal', 'the Gulf of Mexico'). */
const OF_NAME_HEADS = new Set(['port', 'university', 'gulf', 'isle', 'republic', 'museum', 'institute', 'office', 'bay', 'strait', 'sea', 'state', 'city', 'house', 'society', 'college', 'academy', 'chamber', 'board', 'bureau']);

/** Place and proper names that read with 'the' ('the EU', 'the UK'). */
const THE_NAMES = new Set(['eu', 'uk', 'us', 'usa', 'un', 'nhs', 'fed', 'ecb', 'imf', 'who', 'sec', 'fca', 'bbc']);

/** Words that join a phrase to the next ('card settlement for small merchants'). */
export const LINKS = new Set(['of', 'for', 'in', 'on', 'to', 'from', 'over', 'against']);

/** Events a headline opens on as the one that acts ('Landslide dams river…', 'Earthquake strikes…'). */
export const EVENT_NOUN =
  /^(?:landslide|landslip|mudslide|earthquake|quake|flood|wildfire|bushfire|fire|blaze|storm|hurricane|typhoon|cyclone|tornado|drought|heatwave|outage|blackout|explosion|blast|collapse|spill|breach|cyberattack|outbreak|eruption|avalanche|tsunami|derailment|recall)$/i;

/**
 * Heads of subjects that have already happened to someone: an accident, an attack, deaths. A reader acts after them
 * and can prepare for what follows, never for them ('how housing co-operatives can prepare for the lift accident in
 * Łódź', 'how to prepare for the ransomware attack on Paybridge'). A storm or a strike may still be coming, and
 * stays out.
 */
const BEFALLEN =
  /^(?:accident|crash|collision|derailment|collapse|explosion|blast|fire|blaze|spill|breach|leak|hack|attack|cyberattack|raid|heist|theft|death|injury|shooting|stabbing|sinking|grounding|killing|murder|poisoning)$/i;

/**
 * Whether a subject names one thing that has happened ('the lift accident in Łódź', 'the Bayview breach'): see
 * BEFALLEN. A plural is a run of them, which a reader can prepare for ('ransomware attacks', 'fewer heat deaths').
 */
export function hasHappened(subject: Subject): boolean {
  if (subject.plural || !/^the\s/i.test(subject.np)) return false;
  const words = subject.phrase.split(/\s+/);
  const link = words.findIndex((w, i) => i > 0 && LINKS.has(w.toLowerCase()));
  const head = words[(link < 0 ? words.length : link) - 1] ?? '';
  return BEFALLEN.test(head.replace(/[^\p{L}-]/gu, '').split('-').pop()!);
}

/** The head noun: the last noun before a link word ('settlement' in 'card settlement for small merchants'). */
export function lastHeadIndex(toks: Token[]): number {
  const link = toks.findIndex((t) => LINKS.has(t.text.toLowerCase()));
  const end = link === -1 ? toks.length : link;
  return end - 1;
}

/** Words of a people or place used as adjectives ('Canadian', 'Chinese', 'British', 'Dutch', 'Israeli'). */
const DEMONYM = /(?:an|ese|ish|ch|i)$/;

export function withDeterminer(phrase: string, toks: Token[], headIndex: number, plural: boolean, massByUsage = false): string {
  const head = toks[headIndex]!;
  const first = toks[0]!;
  // A name's possessive is the phrase's determiner ("Awaab's Law repair deadlines"); a common noun's classifies the
  // head, which takes its own ("the children's waiting list", "children's apps").
  if (toks.slice(0, headIndex).some((t) => OWNER.test(t.text) && /^\p{Lu}/u.test(t.text))) return phrase;
  // An ordinal singles out the one it counts, plural or mass: 'the first opt-out figures', 'the first profit'.
  if (ORDINAL.test(first.text) && toks.length > 1) return `the ${phrase}`;
  // A plural named by its maker or owner is a particular set ('the Halcyon earbuds'); others are general ('tariffs
  // on steel', 'Canadian firms', 'UK farmers').
  // (A name of several words is itself the thing's name: 'Skilled Worker visa thresholds' stays as it is.)
  // So is one of a named thing ('the remnants of Hurricane Tobias').
  if (plural && toks[headIndex + 1]?.text.toLowerCase() === 'of' && toks[headIndex + 2]?.pos === 'PROPN') return `the ${phrase}`;
  if (plural) return first.pos === 'PROPN' && headIndex > 0 && /^\p{Lu}\p{Ll}+\s\P{Lu}/u.test(phrase) && !DEMONYM.test(first.text) ? `the ${phrase}` : phrase;
  if (THE_NAMES.has(first.text.toLowerCase()) && toks.length === 1) return `the ${phrase}`;
  if (THE_HEADS.has(head.text.toLowerCase()) || (toks.length === 1 && EVENT_NOUN.test(head.lemma))) return `the ${phrase}`;
  // A place or body named as a kind of something ('the Port of Montreal', 'the University of Toronto') takes one.
  if (headIndex === 0 && OF_NAME_HEADS.has(head.text.toLowerCase()) && toks[1]?.text.toLowerCase() === 'of' && toks[2]?.pos === 'PROPN') return `the ${phrase}`;
  // A name ('Google Workspace') reads without an article; a name used as a modifier does not.
  if (head.pos === 'PROPN' && toks.slice(0, headIndex + 1).every((t) => t.pos === 'PROPN')) return phrase;
  if (MASS_NOUNS.has(head.text.toLowerCase()) || (MASS_SUFFIX.test(head.text) && head.pos !== 'PROPN') || massByUsage) return phrase;
  return `the ${phrase}`;
}

/** Words before a noun that only a mass noun takes in the singular ('more recycled cullet', 'tonnes of cullet'). */
const MASS_BEFORE = new Set(['more', 'less', 'much', 'of', 'enough', 'little']);
/** Words before a noun that make it one of many ('a', 'each'): a count noun. */
const COUNT_BEFORE = new Set(['a', 'an', 'another', 'each', 'every', 'one']);
const DETERMINERS = new Set(['the', 'this', 'that', 'its', 'their', 'our', 'his', 'her', 'your', 'these', 'those', 'some', 'any', 'no']);

/**
 * Whether the coverage's sentences use a noun as a mass noun: somewhere in the singular after a word only a mass
 * noun takes in the singular ('want more recycled cullet', within two words), and never after 'a' or 'each', nor in
 * the plural. Read in full sentences: headlines drop their articles.
 * The hand list above holds the common ones; this reads the rest from how the stories write them ('the recycled
 * cullet' is not how anyone writes it).
 */
export function massInCoverage(text: string, noun: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  const plural = new RegExp(`^${escapeRegExp(noun)}(?:s|es)$`, 'u');
  let mass = false;
  for (let i = 0; i < words.length; i += 1) {
    if (plural.test(words[i]!)) return false;
    if (words[i] !== noun) continue;
    for (let back = 1; back <= 2 && i - back >= 0; back += 1) {
      const before = words[i - back]!;
      if (COUNT_BEFORE.has(before)) return false;
      if (DETERMINERS.has(before)) break;
      if (MASS_BEFORE.has(before)) {
        mass = true;
        break;
      }
    }
  }
  return mass;
}

/**
 * A phrase typed by a user ('late payments to small suppliers') read as it stands, with the article it needs. Its
 * first word is lowered as a headline's would be unless `opensOnName` ('Taylor Swift's stadium tour'), and a name's
 * possessive is its determiner.
 */
export function fromPlainPhrase(text: string, opensOnName = false): Subject {
  const phrase = text.trim().replace(/[.!?]+$/, '');
  const lower = /^\p{Lu}\p{Ll}/u.test(phrase) && !opensOnName ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
  const last = lower.split(/\s+/).pop() ?? lower;
  const plural = /s$/i.test(last) && !/(?:ss|us|is)$/i.test(last);
  const determined = /^(?:the|a|an|this|these|our|their)\s/i.test(lower) || /^(?:\p{Lu}[\p{L}.&-]*\s+){0,3}\p{Lu}[\p{L}.&-]*['’]s?\s/u.test(lower);
  // A name typed as the topic ('Amazon Prime Day', 'Brexit') reads without one, unless it is one that takes it.
  const name = opensOnName && /^(?:\p{Lu}[\p{L}.&-]*\s*)+$/u.test(lower) && !THE_HEADS.has(last.toLowerCase()) && !THE_NAMES.has(lower.toLowerCase());
  const needsThe = !plural && !determined && !name && !MASS_NOUNS.has(last.toLowerCase()) && !MASS_SUFFIX.test(last);
  return { phrase: lower, np: needsThe ? `the ${lower}` : lower, plural };
}
