import type { CueMatch } from './lexicon-match';
import { stemKey } from './lexicon-match';
import { nounPhrases, type NounPhrase } from '../../text/noun-phrases';
import { ING_NOUNS, isLoneGenericWord } from '../../text/phrase-words';
import type { IndustryDefinition } from './industry-lexicon';
import { isPlaceName, servesPlace } from '../../text/place-names';
import { isHonorific, peopleNamed } from '../../text/fact-names';
import { stockistsNamed } from './site-stockists';
import { isUnitOfMeasure } from '../../text/units';
import { namesPerson } from '../../text/given-names';
import { tagSentences } from '../../text/nlp';
import { displayKeyword, writtenAsName } from './prose';
import { isRegion, REGION_PHRASES } from './regions';
import { isCountryName } from '../../text/country-names';
import { escapeRegExp } from '../../text/escape-regexp';
import { endsOnAPerson, endsOnFunctionWord, endsOnParticiple, GRADING_WORDS, isRole, negated, opensOnComparison, STREET_END } from './keyword-shapes';
import { abbreviates, capitalOnlyAtStarts, cutFromName, FIELD_INSTITUTION, institutionsNamed, MAX_WHOLE_NAME_WORDS, onlyBeforeNumber, sharedNameTail, wholeName } from './site-names';

export const MIN_KEYWORDS = 8;
export const MAX_KEYWORDS = 15;
const TARGET_KEYWORDS = 12;
/** The field's bodies among the first keywords (see site-names.ts institutionsNamed). */
const MAX_BODIES = 3;
/**
 * Phrases the site says once fill the list up to this many: a PR lead reads ten suggestions, and each is also a
 * word the company's meaning is read from (relevance's company text), so weaker ones past ten dilute it.
 */
const OTHERS_UP_TO = 10;

export interface SiteKeywordInput {
  /** Title, description and headings plus the main text, blocks on their own lines. */
  text: string;
  companyName: string;
  domainWords: string[];
  /** Null when the industry is not established: no sector vocabulary is added then. */
  industry: IndustryDefinition | null;
  cueMatches: CueMatch[];
  products: string[];
  /** Unnamed products ('Turkey and parsnip'): what the company sells, not subjects to track ('Turkey' is a country). */
  listedProducts?: string[];
  /** The places the site says the company serves (served-markets.ts): only those may be keywords. */
  servedPlaces?: readonly string[];
  /** The site's title and descriptions: a town named there is where the company works ('Locksmith Leeds, Bradford'). */
  siteLead?: string;
  /** The field the site's own definition names ('farm management software'; self-description.ts definedField). */
  definedField?: string | null;
  /** The category terms of the company's sector that the site uses (sector-detect.ts), strongest first. */
  sectorTerms?: readonly string[];
  /** How rare a word is in English, 0..1, when the word vectors are loaded (see loneWordTrackable). */
  rarity?: (word: string) => number;
}

/**
 * A single common word is too general to track alone however often a site says it ('energy', 'travel', 'book',
 * 'property' match every other story): below this rarity (about the 10,000 commonest English words, read from the
 * vectors' frequency ranks) a lone word is no keyword. Rarer words name a field ('paratransit', 'ridership',
 * 'noncompete'); names and acronyms are kept whatever their rank.
 */
export const LONE_WORD_MIN_RARITY = 0.5;

/** Whether a one-word term may be tracked alone (see LONE_WORD_MIN_RARITY). */
export function loneWordTrackable(term: string, rarity?: (word: string) => number): boolean {
  if (/^[\p{Lu}\p{N}]{2,}$/u.test(term)) return true;
  // A capitalised common word is a heading's or a name's piece ('Council', 'Core'), not a name of its own.
  return !isLoneGenericWord(term) && (rarity === undefined || rarity(term) >= LONE_WORD_MIN_RARITY);
}

/** Longer phrases are rarely searched as written ('phishing-resistant multi-factor authentication'). */
const MAX_KEYWORD_WORDS = 3;

/**
 * 8-15 specific keywords, all noun phrases of the site (see noun-phrases.ts), most distinctive first: its
 * repeated two- and three-word phrases, the industry cue terms it uses as nouns, its product names, its
 * repeated distinctive single nouns; then, only when the site says too little, the established industry's
 * strongest cue terms and the site's other phrases. A phrase inside a chosen one is skipped ('dog food' after
 * 'fresh dog food').
 */
export function siteKeywords(input: SiteKeywordInput): string[] {
  // The name's first word is its own ('Verdant'); the rest may be the subject ('Heat' in 'Verdant Heat').
  const own = (input.companyName.trim().split(/\s+/)[0] ?? '').toLowerCase();
  const exclude = [own, ...input.domainWords.filter((w) => own.length > 0 && w.startsWith(own))];
  const all = nounPhrases(input.text, { exclude, companyName: input.companyName });
  const named = peopleNamed(input.text, tagSentences(input.text)).map((p) => p.toLowerCase());
  const people = new Set(named);
  // A person's surname alone ('Dr Lindqvist, our lab director') is the person too.
  const surnames = new Set(named.filter((p) => p.includes(' ')).map((p) => p.split(/\s+/).pop()!));
  const stockists = stockistsNamed(input.text);
  const listed = (input.listedProducts ?? []).map((l) => ` ${l.toLowerCase()} `);
  const phrases = all
    // A name is tracked whole: 'Care Professions Council' is the tail of 'Health and Care Professions Council'.
    .flatMap((p) => {
      if (!p.proper) return [p];
      // 'District Council' of 'Lewes District Council' and 'Rother District Council' names none of them.
      if (sharedNameTail(p.term, input.text)) return [];
      const whole = wholeName(p.term, input.text);
      if (whole === null) return [p];
      // A lone word of a longer name ('Supplier' of 'Supplier of the Year', 'North' of 'North of England') is
      // dropped, not grown into the name: the name's own words are a phrase of their own if it matters.
      const words = whole.split(/\s+/).length;
      return p.words > 1 && words <= MAX_WHOLE_NAME_WORDS && !all.some((q) => q.term === whole)
        ? [{ ...p, term: whole, words: MAX_NAME_WORDS }]
        : [];
    })
    // A name is tracked whole ('Independent Food Aid Network'), never cut to fit.
    .filter((p) => p.words <= MAX_KEYWORD_WORDS || (p.proper && p.words <= MAX_NAME_WORDS))
    // Nor is a phrase of an unnamed product ('sweet potato' of 'Beef and sweet potato').
    .filter((p) => !listed.some((l) => l.includes(` ${p.term.toLowerCase()} `)))
    // A country or wider region that leads a common phrase narrows its subject ('US import tariffs', 'UK
    // manufacturers'): for a company that does not name it as its market, the subject it tracks is the rest.
    .flatMap((p) => {
      const lead = p.proper ? null : leadingRegion(p.term, (input.servedPlaces ?? []).length === 0, input.text, input.siteLead ?? '');
      if (lead === null || servesPlace(lead, input.servedPlaces ?? [])) return [p];
      const rest = withoutLeadingWords(p, lead.split(/\s+/).length);
      return rest ? [rest] : [];
    })
    // A letter written after a figure is its unit or multiplier ('230 m x 38 m', '$10M liability coverage'), not the
    // start of a subject: 'M liability coverage' is 'liability coverage', and 'm x' is nothing.
    .flatMap((p) => {
      const words = p.term.split(/\s+/);
      let cut = 0;
      while (cut < words.length && LETTER.test(words[cut]!) && unitAfterFigure(words[cut]!, input.text)) cut++;
      if (cut === 0) return [p];
      const rest = withoutLeadingWords(p, cut);
      return rest && !LETTER.test(rest.term) ? [rest] : [];
    })
    // A place is a keyword only for a company that serves it: an office in Denver or a customer in Oregon is no
    // subject a PR team tracks for a national software firm. A name with a small particle ('Fond du Lac', 'Isle of
    // Wight') is not every word proper, but it is written with its capital.
    .filter((p) => !((p.proper || /^\p{Lu}/u.test(p.term)) && isPlaceName(p.term) && !servesPlace(p.term, input.servedPlaces ?? [])))
    // Nor a whole country or wider region, served or not ('South Africa' for a Cape Town practice working across
    // it): every story of the country names it.
    .filter((p) => !(isRegion(p.term) || isCountryName(p.term)))
    // Nor a part of a place told by its compass point ('southern Chile', 'northern England'): a place as much as the
    // place itself, kept only where the company serves it.
    .filter((p) => {
      const place = p.term.replace(COMPASS_PART, '');
      if (place === p.term || !/^\p{Lu}/u.test(place)) return true;
      return !(isPlaceName(place) || isCountryName(place) || isRegion(place)) || servesPlace(p.term, input.servedPlaces ?? []) || servesPlace(place, input.servedPlaces ?? []);
    })
    // Nor are the people it names (founders, staff, customers in testimonials), found by how the page writes
    // about them or by a given name ('Sam', 'Dr Rhian Morgan').
    // A town that is also a given name ('Denver', 'Austin') is read as the town: the place rule above decides.
    .filter((p) => !(p.proper && people.has(p.term.toLowerCase())) && !(namesPerson(p.term) && !isPlaceName(p.term)) && !endsOnAPerson(p.term))
    // Nor a person with what the page calls them ('cousin Hitesh Kundariya').
    .filter((p) => !named.some((person) => p.term.toLowerCase().endsWith(` ${person}`)))
    .filter((p) => !(p.proper && p.words === 1 && surnames.has(p.term.toLowerCase())))
    // Nor a unit of measure ('litres' of '12,000 litres a year', 'cubic metres').
    .filter((p) => !isUnitOfMeasure(p.term))
    // Nor the shops that sell it ('Farm Boy', 'Chemist Warehouse').
    .filter((p) => !(/\p{Lu}/u.test(p.term) && stockists.has(p.term.toLowerCase())))
    // Nor a job ('Vice President', 'Vice-President', 'Head of Customer Care'), however often the site names it.
    .filter((p) => !isRole(p.term))
    // Nor an address ('Church Street', 'Hearthfield Lane'): a place, never a subject.
    .filter((p) => !STREET_END.test(p.term))
    // Nor a measure or a time of the copy ('140-seat restaurant', '15-year-old boy', '9 a.m. Eastern'): a detail, not a subject.
    .filter((p) => p.proper || !/(?:^|\s)\d[\d,.]*(?:-\p{L}+)*(?:\s|$)|\b[ap]\.m\./iu.test(p.term))
    // Nor a size cut from its figures ('x600' of '600x600 mm'), nor a run across a list's separator ('BIS · GreenPro').
    .filter((p) => !/(?:^|\s)x\d/iu.test(p.term) && !/[·•|]/u.test(p.term))
    // Nor a title written before names ('Engr', 'Dr'), however often the site writes it.
    .filter((p) => !(p.words === 1 && isHonorific(p.term)))
    // A heading capitalises its first word ('Heat pumps'); a name is capitalised everywhere ('GitHub Actions').
    .map((p) => ({ ...p, term: headingCase(p.term, input.text) }))
    // Nor a name cut short ('Services framework' of 'Construction Professional Services framework').
    .filter((p) => p.proper || !cutFromName(p.term, input.text))
    // Nor a clause cut at its verb ('Canadian boards deserved'): a noun phrase does not end on a past participle.
    .filter((p) => p.proper || !endsOnParticiple(p.term))
    // Nor the copy comparing itself ('calmer agency', 'clearer picture', 'coldest nights').
    .filter((p) => p.proper || !opensOnComparison(p.term));
  const repeated = phrases.filter((p) => p.words > 1 && p.count >= 2).map((p) => p.term);
  const single = (term: string) => term.includes(' ') || loneWordTrackable(term, input.rarity);
  // A term the site writes only inside a longer name is that name's piece, not a subject it speaks of: a
  // conservation charity's 'Endangered Species' is in "People's Trust for Endangered Species", a listed product
  // 'Countryside Link' in 'Wildlife and Countryside Link'.
  // A term in lower case is said as itself somewhere ('shift scheduling', beside the heading 'Rota and shift
  // scheduling').
  const said = (term: string) => !/^\p{Lu}/u.test(term) || (wholeName(term, input.text) === null && !sharedNameTail(term, input.text));
  const cues = input.industry
    ? input.cueMatches
        .filter((m) => m.weight >= 2 && siteSubject(m.surface, all, input.text) && single(m.surface))
        .map((m) => restoreCase(m.surface, input.text))
        .filter(said)
        .slice(0, 5)
    : [];
  // Single words need more evidence than phrases: three mentions (two for a name), or they are too often incidental.
  // A word too general to track alone ('session', 'suppliers') is no keyword however often the site says it: the
  // same test the industry cues pass.
  // The sector's own category terms as the site writes them ('conveyancing', 'flat roofs'): what trade news of
  // the field says, so what a PR team tracks.
  const sectorTerms = (input.sectorTerms ?? [])
    .filter((t) => single(t) && siteSubject(t, all, input.text))
    .map((t) => restoreCase(t, input.text))
    .filter(said);
  // A word capitalised only where a heading or a sentence starts is no name ('Certainty, from first sketch to final
  // account'), nor is a code's prefix ('ISO' of 'ISO 9001').
  const words = phrases
    .filter((p) => p.words === 1 && p.count >= (p.proper ? 2 : 3) && loneWordTrackable(p.term, input.rarity))
    .filter((p) => !(p.proper && (capitalOnlyAtStarts(p.term, input.text) || onlyBeforeNumber(p.term, input.text))))
    .map((p) => p.term);
  // A phrase the site says once is only a keyword when it names a kind of thing: one led by a word that grades
  // rather than classifies ('perfect pub game', 'old Monopoly squabble', 'retired primary teacher') is the copy's
  // colour, not a subject anyone searches the news for.
  // A name it says once is a keyword when it is an institution of its field (a regulator, a trade body, a law or
  // scheme, an event: 'Law Society', 'Sustainable Farming Incentive'); a funder, a university that evaluated it, a
  // customer in a testimonial or the tool it plugs into ('National Lottery Community Fund', 'Sheffield Hallam
  // University', 'Northvale Energy', 'Microsoft Word') is a relationship, not a subject its news is about.
  const others = phrases
    .filter((p) => p.words > 1 && p.count < 2 && !GRADING_WORDS.has(p.term.split(/\s+/)[0]!.toLowerCase()))
    // Nor is a person's role ('patient logistics manager' in a customer's quote): a job, not a subject.
    .filter((p) => !isRole(p.term))
    // Nor what the company says it does not do ('We never use rendered meat meal'): said once, it is the contrast.
    .filter((p) => !negated(p.term, input.text))
    .filter((p) => !(p.proper && writtenAsName(p.term) && !FIELD_INSTITUTION.test(p.term.trim())))
    .map((p) => p.term);
  const picked = new KeywordSet();
  // The bodies of its field the site says it is regulated by, registered with or a member of (site-names.ts),
  // not a place (a council named for its area), nor the acronym of a name the site keeps saying in full ('HCPC').
  const bodies = institutionsNamed(input.text).filter(
    (b) => !(isPlaceName(b) && !servesPlace(b, input.servedPlaces ?? [])) && !phrases.some((p) => p.proper && p.count >= 2 && abbreviates(b, p.term)),
  );
  // A local company's places: the first it names most is a subject of its news; the next towns are where it
  // works, kept for after the field's terms ('Exeter and South Devon', then 'Crediton', 'Topsham').
  const later: string[] = [];
  let places = 0;
  const onePlace = (list: readonly string[]) =>
    list.filter((t) => {
      if (!(isPlaceName(t) || servesPlace(t, input.servedPlaces ?? [])) || (places += 1) === 1) return true;
      later.push(t);
      return false;
    });
  // Its strongest phrases, its sector's category terms, then up to three of its field's bodies: a regulator's or
  // a trade body's news is the field's news, though a site names each once.
  // What the site says it is comes first: its own words for its field are the subject its trade news is about.
  if (input.definedField) picked.add(input.definedField);
  picked.addAll(onePlace(repeated.slice(0, 4)), TARGET_KEYWORDS);
  picked.addAll(sectorTerms.slice(0, 3), TARGET_KEYWORDS, true);
  picked.addAll(bodies.slice(0, MAX_BODIES), TARGET_KEYWORDS);
  picked.addAll(onePlace(repeated.slice(4, 6)), TARGET_KEYWORDS);
  picked.addAll(sectorTerms.slice(3, 5), TARGET_KEYWORDS, true);
  picked.addAll(cues, TARGET_KEYWORDS);
  picked.addAll(input.products.filter(said).slice(0, 2), TARGET_KEYWORDS);
  picked.addAll(onePlace(words), TARGET_KEYWORDS);
  picked.addAll(others, OTHERS_UP_TO);
  picked.addAll(later, OTHERS_UP_TO);
  if (input.industry) picked.addAll(trackableCues(strongestCues(input.industry)).filter(single), MIN_KEYWORDS);
  return picked.list();
}

/** Names are tracked whole up to this length; other phrases up to MAX_KEYWORD_WORDS. */
const MAX_NAME_WORDS = 4;

/** A compass point before a place's name ('southern', 'North-East', 'central'). */
const COMPASS_PART = /^(?:(?:north|south)(?:[- ]?(?:east|west))?|east|west|central|mid)(?:ern)?\s+/iu;

/** One letter alone, a word of its own. */
const LETTER = /^\p{L}$/u;

/** The phrase without its first `count` words, or null when nothing is left. */
function withoutLeadingWords(p: NounPhrase, count: number): NounPhrase | null {
  const rest = p.term.split(/\s+/).slice(count);
  if (rest.length === 0) return null;
  return { ...p, term: rest.join(' '), key: p.key.split(' ').slice(count).join(' '), words: rest.length };
}

/** The text writes this letter straight after a figure ('10M', '230 m'), as a unit or a multiplier. */
function unitAfterFigure(letter: string, text: string): boolean {
  return new RegExp(`\\d\\s?${letter}(?![\\p{L}\\d])`, 'u').test(text);
}

/**
 * An industry cue the site names as a subject: a phrase inside one of its noun phrases ('open banking' in 'open
 * banking payments'), a single word only as the head of one ('patients' in 'monitor patients'), not a modifier
 * ('clinical' of 'clinical dashboard', 'EV' of 'EV charging points', 'cross-border' of 'cross-border payouts'),
 * not a standard's name ('SOC 2' is an audit, not a security operations centre), not a word too general to track
 * alone, and written on the page as it is ('bank transfer' is no 'banking').
 */
function siteSubject(cue: string, phrases: readonly NounPhrase[], text: string): boolean {
  const key = stemKey(cue);
  // A field's phrase names a subject wherever it stands ('open banking' in 'open banking payments').
  const used = key.includes(' ')
    ? phrases.some((p) => ` ${p.key} `.includes(` ${key} `))
    : phrases.some((p) => ` ${p.key}`.endsWith(` ${key}`));
  if (!used) return false;
  if (trackableCues([cue]).length === 0) return false;
  // Written on the page as the cue, singular or plural ('bank transfer' is no 'banking').
  const escaped = escapeRegExp(cue.replace(/(?:es|s)$/, ''));
  const uses = [
    ...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:e?s)?(?![\\p{L}\\p{N}])(\\s+\\d)?`, 'giu')),
  ];
  return uses.some((u) => u[1] === undefined);
}

/**
 * The country or region a phrase opens with ('US' of 'US import tariffs', 'United Kingdom'), or null; with `anyPlace`
 * (a company that serves no place of its own), any place too: of two words ('South Carolina plants'), or of one the
 * page writes as a name ('Brisbane start-up event'; not 'Mobile clinics' under a heading, where 'mobile' is a word)
 * and its title and descriptions do not name (a local trade puts its town there: 'Dunedin plumbers').
 */
function leadingRegion(term: string, anyPlace: boolean, text: string, siteLead: string): string | null {
  const words = term.split(/\s+/);
  for (const n of [2, 1]) {
    const lead = words.slice(0, n).join(' ');
    if (words.length <= n || !/^\p{Lu}/u.test(lead)) continue;
    // A possessive place leads the phrase as the place does ("Britain's hedges").
    const place = lead.replace(/['’]s$/u, '');
    if (REGION_PHRASES.some(([phrase]) => phrase === place.toLowerCase())) return lead;
    if (anyPlace && n === 2 && /^\p{Lu}\S*\s+\p{Lu}/u.test(place) && isPlaceName(place)) return lead;
    if (anyPlace && n === 1 && isPlaceName(place) && headingCase(place, text) === place && !siteLead.includes(place)) return lead;
  }
  return null;
}

/** Cue terms a news search can use: phrases, and single words that are not too general alone ('training'). */
export function trackableCues(cues: readonly string[]): string[] {
  return cues.filter((c) => c.includes(' ') || !isLoneGenericWord(c));
}

/**
 * Words the page uses as verbs name actions, not subjects: an -ing form that is not a known noun ('cutting
 * carbon'), or a word after 'we', 'to', a modal or the company's name ('Verdant Heat replaces gas', 'to settle').
 */
export function verbDetector(text: string, companyName: string): (word: string) => boolean {
  const name = escapeRegExp(companyName.trim());
  return (word) => {
    if (/ing$/.test(word) && !ING_NOUNS.has(word.toLowerCase())) return true;
    const escaped = escapeRegExp(word);
    return new RegExp(`\\b(?:we|to|will|can|${name})\\s+(?:also\\s+|now\\s+)?${escaped}\\b`, 'i').test(text);
  };
}

/**
 * The spelling a term has on the page when it is a name ('Kubernetes', 'OpenTelemetry'): every occurrence
 * capitalised, at least one of them mid-sentence. Otherwise the lower-case term.
 */
function restoreCase(term: string, text: string): string {
  const escaped = escapeRegExp(term);
  const occurrences = [...text.matchAll(new RegExp(`(^|[^\\p{L}\\p{N}])(${escaped})(?![\\p{L}\\p{N}])`, 'giu'))];
  if (occurrences.length === 0) return term;
  const allCapitalised = occurrences.every((m) => /^\p{Lu}/u.test(m[2] ?? ''));
  const midSentence = occurrences.find((m) => {
    // A line break ends a heading as a full stop ends a sentence.
    const before = text.slice(0, m.index + (m[1]?.length ?? 0)).replace(/[ \t]+$/, '');
    return before.length > 0 && !/[.!?:\n]$/.test(before);
  });
  return allCapitalised && midSentence ? (midSentence[2] ?? term) : term;
}

/**
 * A phrase first met at the start of a heading is written there with a capital ('Instant settlement'): the first
 * word is lowered unless the page writes it capitalised mid-sentence too; later capitalised words are names
 * ('traditional Cornish pasties') and stay.
 */
function headingCase(term: string, text: string): string {
  const [first = '', ...rest] = term.split(' ');
  // A name whose first word the tagger took for a common noun ('life Pharmacy' of 'Life Pharmacy, Unichem and
  // Chemist Warehouse'): written capitalised wherever the page says it, it is written so here.
  if (/^\p{Ll}/u.test(first) && rest.some((w) => /^\p{Lu}/u.test(w))) return restoreCase(term, text);
  if (!/^\p{Lu}\p{Ll}/u.test(first)) return term;
  const lowered = [first.toLowerCase(), ...rest].join(' ');
  return restoreCase(lowered, text) === lowered && rest.some((w) => /^\p{Lu}/u.test(w))
    ? term
    : restoreCase(lowered, text);
}

/** The industry's cue terms, strongest first (the lexicon lists the most typical first within a weight). */
export function strongestCues(industry: IndustryDefinition): string[] {
  return Object.entries(industry.cues)
    .map(([surface, weight], order) => ({ surface, weight, order }))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((c) => c.surface);
}

/** A name of several words ('Bank of England', 'Hedgerow Count'). */
const isMultiWordName = (term: string) => /\s/.test(term.trim()) && writtenAsName(term);

/** An ordered keyword list that drops stem-duplicates and single words already inside a chosen phrase. */
export class KeywordSet {
  private readonly items: Array<{ display: string; key: string; name: boolean; broader: boolean }> = [];

  constructor(private readonly max: number = MAX_KEYWORDS) {}

  /**
   * Whether `keyword` adds nothing to the list. `broader` marks a category term of the company's sector: a phrase
   * of the site holding it ('old mattresses') does not stand for it ('mattresses', said sixteen times), as a
   * narrower subject never covers the news of the broader one; another category term holding it does
   * ('authentication' after 'multi-factor authentication').
   */
  has(keyword: string, broader = false): boolean {
    const key = stemKey(keyword);
    const name = isMultiWordName(keyword);
    // A piece of a name is no subject of its own ('Society'); a common term inside one is ('hearing aids').
    const common = !/^\p{Lu}/u.test(keyword.trim());
    // A phrase inside a chosen one, or around a chosen phrase ('fresh dog food' after 'dog food'), adds nothing;
    // a phrase around a chosen single word may ('card settlement' after 'settlement'). A name is another subject
    // than the words inside it: 'British Society of Hearing Aid Audiologists' is an organisation, 'hearing aids'
    // what the company sells, and 'Hedgerow Count' a survey beside 'hedgerows'.
    return this.items.some(
      (i) =>
        i.key === key ||
        ((!i.name || !common) && (!broader || i.broader) && ` ${i.key} `.includes(` ${key} `)) ||
        (!name && i.key.includes(' ') && ` ${key} `.includes(` ${i.key} `)),
    );
  }

  add(keyword: string, broader = false): boolean {
    const clean = keyword.trim();
    // A term cut short is no keyword, whichever list it comes from (keyword-shapes.ts).
    if (!clean || endsOnFunctionWord(clean) || this.has(clean, broader)) return false;
    // A name and its acronym ('Master Locksmiths Association', 'MLA') are one keyword: the name, which says more.
    const short = this.items.findIndex((i) => abbreviates(i.display, clean));
    if (short >= 0) {
      this.items[short] = { display: clean, key: stemKey(clean), name: isMultiWordName(clean), broader };
      return true;
    }
    if (this.items.some((i) => abbreviates(clean, i.display)) || this.items.length >= this.max) return false;
    const isName = /\p{Lu}/u.test(clean.slice(1)) || /^\p{Lu}/u.test(clean);
    this.items.push({ display: isName ? clean : displayKeyword(clean.toLowerCase()), key: stemKey(clean), name: isMultiWordName(clean), broader });
    return true;
  }

  /** Adds items in order until the list holds `upTo` keywords (`broader`: see has). */
  addAll(keywords: readonly string[], upTo: number, broader = false): void {
    for (const k of keywords) {
      if (this.items.length >= upTo) return;
      this.add(k, broader);
    }
  }

  get size(): number {
    return this.items.length;
  }

  list(): string[] {
    return this.items.map((i) => i.display);
  }
}
