import type { FactSheet, TrendCategory } from '@newsjack/shared';
import { splitSentences, STOP_WORDS, tokenize } from '../../text';
import { dot } from '../../semantic/semantic-engine';
import { lemma } from '../../text/phrase-match';
import { escapeRegExp } from '../../text/escape-regexp';
import type { GenerateStoryAnglesInput, StoryFitFacts } from '../types';
import { asCategory } from './category';
import { industryOf, matchedKeywords, ownText } from './company-terms';
import type { WordReading } from './company-analysis';
import { attributive, capitaliseFirst, companyKindPhrase, displayKeyword, joinList, peersOf, possessive, readsAsAKind, truncateWords, withArticle, writtenAsName, outletRef } from './prose';
import { isRegion } from './regions';
import { subjectOf, subjectOfTopic, type Subject } from './story-subject';
import { countedAsKind, lowerUnlessName, marketPhrase, productAsWritten, withoutPlaceList } from './company-words';
import { evidenceOf, homeCounter, type StoryEvidence } from './story-evidence';
import { dutyOf, type StoryDuty } from './story-duty';
import { describesSubject, linkStake, novelBeside, ownedSubjectThing, storyLink, subjectLemmas, type StoryLink } from './story-link';
import { isPayStory, isWorkStory, workforceOf } from './company-workforce';
import { audiencesOf, marketByMeaning, marketTheStoryNames, placeMarketNamed, placesOnly } from './story-market';
import { contextNotes, viewInThirdPerson } from './company-view';

/**
 * Everything a story idea may say, all taken from the input: the subject from the trend's own words, products
 * only when the profile lists them, market from the profile, audience as the user typed it. Nothing here is
 * invented, and nothing claims the company has data, customers' stories or expertise the profile does not state.
 */
export interface StoryFacts {
  company: string;
  /** 'Ledgerly’s', 'Fernleaf Botanicals’'. */
  companys: string;
  /** 'a fintech and payments company', from the profile's industry. */
  companyKind: string;
  /** The profile's industry mid-sentence, as written ('solar panel cleaning robots'): the field companyKind names. */
  industry: string;
  /** The company's profile as stored: the company's own words, which its key messages quote. */
  profile: string;
  /** How close two texts read by meaning (the offline lexicon's sentence cosine); absent without word vectors. */
  closeness?: (a: string, b: string) => number;
  /** Products named by the profile; empty when it names none (then no product is ever mentioned). */
  products: string[];
  /**
   * Whom the story reaches through the company, only ever used after a preposition: the market of the profile the
   * story speaks of ('online merchants'), else, when it speaks of none, companies like this one ('regional
   * airlines': a wage rise reaches an airline as an employer, not through its business travellers).
   */
  market: string;
  /** Whether `market` is the company's peers rather than customers it works with (then no idea claims that work). */
  peers: boolean;
  /** Whether the story meets the company only as an employer (a work story naming none of its markets): `market` is then its peers, as employers. */
  employer: boolean;
  /** Every market the profile names, as written. */
  markets: string[];
  /** The audience the user asked for, mid-sentence ('Editors' → 'editors', 'UK …' kept); only ever used after a
   * preposition or as a plural subject. */
  audience: string;
  /** The audience exactly as typed (the ideas' targetAudience field). */
  audienceAsTyped: string;
  subject: Subject;
  /** The trend title, or the topic as typed. */
  topic: string;
  /** Company keywords the topic touches, as displayed. */
  matched: string[];
  level: StoryFitFacts['level'];
  /** One sentence joining the trend to the company. */
  bridge: string;
  /** Where the coverage and the company's profile say the same thing (story-link.ts), or null. */
  link: StoryLink | null;
  /** The noun phrase of the company's linked sentence the story touches ('battery-electric buses'), or null. */
  stake: string | null;
  /** Without a link, what the company says it owns that the story is about ('trucks'; see ownedSubjectThing), or null. */
  owned: string | null;
  /** Whether a line of what the company does names a word of the story's subject (see describesSubject). */
  describesSubject: boolean;
  /**
   * For a story about work (pay, hiring, visas, payroll…), the people the company says it employs ('410 dentists,
   * hygienists, nurses and receptionists'): it meets such a story as their employer. Null otherwise.
   */
  workforce: string | null;
  /** One sentence of what happened (trend description or what the user's context says of the topic), or null. */
  fact: string | null;
  /** The company's own view as the user gave it in the context (company-view.ts), said about it by name; often none. */
  view: string[];
  /** Advanced mode: the trend's articles, outlets, explanation and figures. */
  items: { title: string; outlet: string | null }[];
  outlets: string[];
  explanation: string | null;
  figures: string | null;
  category: TrendCategory;
  /** What the story's reports say (the trend's fact sheet), reduced to what an idea can use. */
  evidence: StoryEvidence;
  /** What the coverage says the company's kind or its customers must do (story-duty.ts), if it says so. */
  duty?: StoryDuty | null;
  /**
   * At most this many words of a fact leading a headline, when its headline ran past the budget with the usual
   * allowance (headline-fit.ts); absent otherwise.
   */
  headlineWords?: number;
}

/** A headline fact's word allowance: the template's own, or the tighter one a long headline is written again with. */
export const headlineWords = (f: StoryFacts, words: number): number => Math.min(words, f.headlineWords ?? words);

/** 'is' or 'are' for the subject (and any verb pair). */
export const agree = (s: Subject, singular: string, plural: string) => (s.plural ? plural : singular);

/**
 * The verb form for a list of phrases as one subject: plural for two or more, or for one whose last word is a
 * common plural ('where flight cancellations come in'); a name stays singular ('where SkerrieFlex fits in').
 */
export function agreeList(items: readonly string[], singular: string, plural: string): string {
  if (items.length > 1) return plural;
  const last = items[0]?.trim().split(/\s+/).pop() ?? '';
  return /^\p{Ll}/u.test(last) && lemma(last) !== last ? plural : singular;
}

/** Capitalises a sentence start, leaving words such as 'iPhone' as written. */
export const cap = (text: string) => (/^\p{Ll}\p{Lu}/u.test(text) ? text : capitaliseFirst(text));

export function storyFacts(input: GenerateStoryAnglesInput, reading: WordReading = {}): StoryFacts {
  const { rarity, lexicon } = reading;
  const { company, trend } = input;
  const industry = industryOf(company);
  const topic = trend?.title ?? input.topic.trim();
  // What the user added to the context (never its prefill, which is this company's profile and the trend again).
  const notes = contextNotes(input.context, company.companyName);
  const wider = [trend?.description ?? '', ...(trend?.items ?? []).map((i) => i.title), ...notes.facts].join('\n');
  const subject = trend
    ? subjectOf(trend.title, trend.relatedKeywords, wider, [trend.description, ...(trend.factSheet?.reports ?? []).map((r) => r.sentence)].join('\n'))
    : subjectOfTopic(input.topic, company.keywords);
  const topicText = [topic, input.topic, trend?.description ?? '', (trend?.relatedKeywords ?? []).join(', ')].join('\n');
  // A keyword the subject already names ('the ransomware attack' touches 'ransomware'; 'the e-bike battery',
  // 'e-bikes') bridges nothing: 'the e-bike battery is an e-bike story' says nothing.
  const touched = input.fit?.matchedKeywords.length ? input.fit.matchedKeywords : matchedKeywords(company.keywords, topicText);
  const subjectWords = new Set(wordsOf(subject.phrase));
  const matched = touched
    .map(displayKeyword)
    .filter((k) => !wordsOf(k).every((w) => subjectWords.has(w)))
    .slice(0, 3);
  // Without a stored fit, any keyword the story touches makes it partial, even one the subject itself names.
  const level = input.fit?.level ?? (touched.length > 0 ? 'partial' : 'weak');
  // Whether a sentence is news from the company's country, read once for the link, the evidence and the duty.
  const home = homeCounter(ownText(company), trend?.factSheet);
  const met = companyLink(company, trend?.factSheet, subject.phrase, rarity, home);
  const link = met?.link ?? null;
  const storyText = [wider, ...factSheetText(trend?.factSheet)].join('\n');
  const audiences = audiencesOf(company.targetMarkets);
  const companyKind = companyKindOf(company.industry ?? industry.label);
  // A company that lists no market is written for its sector's usual buyers; one whose markets the story does not
  // reach, as one of the companies the story does reach (see StoryFacts.market).
  const workforce = isWorkStory(storyHeadlines(trend?.factSheet)) ? workforceOf(company.companyProfile) : null;
  const named = marketTheStoryNames(company.targetMarkets, storyText);
  // A story about work that names none of the company's markets meets it as an employer, not through a market its
  // words only resemble: a sleep study of night-shift nurses says nothing to a ferry's passengers, and something to
  // the company that rosters its crews. Not when the story touches the company's trade (coffee, for a coffee
  // roaster reading the same study) or is its own story (a strong fit); a story about pay is every employer's own cost.
  const asEmployer =
    named === undefined &&
    workforce !== null &&
    level !== 'strong' &&
    touched.length === 0 &&
    link === null &&
    (isPayStory(storyHeadlines(trend?.factSheet)) || !namesTheTrade(company, storyText));
  const marketName =
    named ??
    (asEmployer ? undefined : lexicon ? marketByMeaning(company.targetMarkets, storyText, lexicon) : audiences[0]) ??
    // A story from where the company works ('Canada', one of its markets) reaches the customers it serves there.
    (asEmployer || !placeMarketNamed(company.targetMarkets, storyText) ? undefined : audiences[0]) ??
    (audiences.length === 0 && !asEmployer ? industry.audiences[0] : undefined) ??
    // Else, for a story of its own (a strong fit), one the reports name further down ('Chilean fruit and wine
    // exporters … said' is the third sentence of a report on bunker surcharges): a wine forwarder's customers, not its
    // rival forwarders, are whom the story reaches. A side sentence is too little to say so of a story that partly fits.
    (asEmployer || level !== 'strong' ? undefined : marketTheStoryNames(company.targetMarkets, (trend?.factSheet?.reports ?? []).flatMap((r) => r.sentences ?? []).join('\n')));
  const peers = marketName === undefined;
  const market = marketName ? withoutPlaceList(marketPhrase(marketName, company.companyProfile)) : peersOf(companyKind);
  const facts: StoryFacts = {
    company: company.companyName,
    companys: possessive(company.companyName),
    companyKind,
    industry: lowerUnlessName(company.industry ?? industry.label),
    profile: company.companyProfile,
    closeness: lexicon ? (a, b) => dot(lexicon.sentence(a), lexicon.sentence(b)) : undefined,
    // A product is offered only where the story touches the company (a term it tracks, or its own words): a bus
    // ticket has no place in an idea on visa thresholds. A partial fit that reaches it only through its customers
    // (nothing it says of itself names the story) offers none either: no 'what to check first in the solar panel
    // cleaning robot' after a battery launch.
    products:
      link !== null || (touched.length > 0 && (level !== 'partial' || describesSubject(company.companyProfile, subject.np)))
        ? company.keyProducts
            .filter((p) => p.trim().length > 0)
            .slice(0, 2)
            .map((p) => productAsWritten(p.trim(), company))
        : [],
    market,
    peers,
    employer: asEmployer,
    markets: company.targetMarkets,
    audience: lowerUnlessName(input.targetAudience.trim().split(/\s+/)[0] ?? '', company.companyProfile) + input.targetAudience.trim().replace(/^\S+/, ''),
    audienceAsTyped: input.targetAudience.trim(),
    subject,
    topic,
    matched,
    level,
    bridge: '',
    link,
    stake: met?.stake ?? null,
    owned: link ? null : ownedSubjectThing(company.companyProfile, subject.np),
    describesSubject: link !== null || describesSubject(company.companyProfile, subject.np),
    workforce,
    fact: firstSentence(trend?.description) ?? firstSentence(notes.facts[0]),
    view: viewInThirdPerson(notes.view, company.companyName),
    items: (trend?.items ?? []).filter((i) => i.title.trim().length > 0).slice(0, 3),
    outlets: outletsOf(trend?.items ?? []),
    explanation: firstSentence(trend?.explanation?.replace(/\*\*/g, '')),
    figures: firstSentence(trend?.trendingReason),
    category: asCategory(trend?.category) ?? 'business',
    evidence: evidenceOf(trend?.factSheet, company.companyName, ownText(company), link?.story ?? null, home),
    duty: dutyOf(trend?.factSheet, [companyKind, company.industry ?? ''], company.targetMarkets, home),
  };
  return { ...facts, bridge: bridgeSentence(facts) };
}

/**
 * The one sentence that joins the trend to the company: through the keywords it touches, through the market it
 * serves, or (weak fit) by saying plainly that this is not the company's field and where it may credibly speak.
 */
function bridgeSentence(f: StoryFacts): string {
  const s = f.subject;
  const Np = cap(s.np);
  if (f.level === 'weak')
    return `${Np} ${agree(s, 'is', 'are')} not ${f.companys} field, so the credible way in is what ${agree(s, 'it changes', 'they change')} for ${whom(f)}.`;
  if (f.link) return linkSentence(f.company, f.link, f.evidence.lead);
  // What kind of story it is for the company, in the terms it tracks: 'For Hardline Sense, which works with general
  // contractors, the federal heat illness rule is an OSHA story.'
  if (f.matched.length > 0)
    return `For ${f.company}${f.peers ? ',' : `, which works with ${f.market},`} ${s.np} ${agree(s, 'is', 'are')} ${withArticle(joinList(f.matched.map(attributive)))} story.`;
  // A story about work that names none of its markets reaches the company through its own people.
  if (f.workforce && f.peers && f.level !== 'strong') return `${Np} ${agree(s, 'reaches', 'reach')} ${f.company} first as an employer of ${f.workforce}.`;
  // Read as a strong fit by meaning though no word of the company's meets it: the bridge agrees with the fit check.
  if (f.level === 'strong')
    return `${Np} ${agree(s, 'sits', 'sit')} close to ${f.companys} work, and ${agree(s, 'it matters', 'they matter')} to ${whom(f)}.`;
  // Neither its keywords nor its own words meet the story: say so rather than claim the company's market cares.
  // Said as a strategist's reading of the fit, not as a note to the team ('… is not X's own story; it reaches X…').
  if (f.peers)
    return `${Np} ${agree(s, 'touches', 'touch')} ${f.company} as ${agree(s, 'it touches', 'they touch')} other ${f.market}: through what ${agree(s, 'it changes', 'they change')} for them${f.owned ? ` and for its own ${f.owned}.` : f.describesSubject ? '.' : `; nothing in ${f.companys} own description speaks to ${agree(s, 'it', 'them')}.`}`;
  // What the evidence shows, not a claim about the company's work: a bakery's profile may never mention the vans that
  // make diesel prices its own cost ('… not through its own work' was said of exactly that).
  // Unless the description names the very thing the story is about as its own ('its trucks'): then that is said; or
  // names it at all ('pension schemes' beside higher pension contributions): then nothing is claimed either way.
  const through = `${Np} ${agree(s, 'touches', 'touch')} ${f.company} through ${f.market}, the customers it serves`;
  if (f.owned) return `${through}, and through its own ${f.owned}.`;
  return f.describesSubject ? `${through}.` : `${through}; nothing in its own description speaks to ${agree(s, 'it', 'them')}.`;
}

/** A phrase's words, hyphens split and plurals folded: 'E-bikes' → e, bike. */
const wordsOf = (phrase: string) => tokenize(phrase.replace(/-/g, ' ')).map(lemma);

/** Words of an industry or a keyword that name no trade ('Coffee importing and roasting' names coffee). */
const NO_TRADE = new Set(['company', 'service', 'solution', 'product', 'industry', 'business', 'provider', 'app', 'platform', 'software', 'management', 'consultancy', 'consulting', 'local', 'national', 'independent', 'small', 'large']);

/** Whether the story names what the company trades in: a word of its industry or of a keyword it tracks. */
function namesTheTrade(company: GenerateStoryAnglesInput['company'], story: string): boolean {
  const trade = new Set(
    tokenize([company.industry ?? '', ...company.keywords].join(' '))
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !/\d/.test(w))
      .map(lemma)
      .filter((w) => !NO_TRADE.has(w)),
  );
  return tokenize(story).some((w) => trade.has(lemma(w)));
}

/** The market with what it is to the company: 'online merchants, the customers Ledgerly serves', 'regional airlines such as Skerrie Air'. */
const whom = (f: StoryFacts) => (f.peers ? `${f.market} such as ${f.company}` : `${f.market}, the customers ${f.company} serves`);

/** Where the company's view comes from: 'its work with online merchants', or for peers 'its own work'. */
export const ownWork = (f: StoryFacts) => (f.peers ? 'its own work' : `its work with ${f.market}`);

/**
 * Whom a key message offers the company's help to: the market the story reaches through it, or, when that market is
 * only the company's peers ('construction safety wearable companies'), the audience the piece is for: a company
 * offers its help to its customers, not to its rivals. A story that meets the company as an employer is its peers'
 * to act on, not its customers' (donors do not pay a charity's employer National Insurance).
 */
export const reader = (f: StoryFacts) => (f.peers && !f.employer ? f.audience : f.market);

/**
 * Who speaks, in a headline: its kind ('a regional airline'), or its name when the market is its kind's peers or the
 * kind reads as the industry label it came from ('a passenger and vehicle ferries company').
 */
export const speaksAs = (f: StoryFacts) => (f.peers || !readsAsAKind(f.companyKind) ? f.company : f.companyKind);

/** What kind of company an industry label makes it, its acronyms kept ('a regional airline', 'an NHS dental group'). */
export const companyKindOf = (industry: string) => companyKindPhrase(lowerUnlessName(industry));

/**
 * The bridge when the coverage and the profile meet: both sentences as written, so the reader sees the link rather
 * than being told there is one, in words that stand in a pitch from the company's own team too. What happened is
 * already quoted at the start of every idea: then only the company's side is quoted.
 */
function linkSentence(company: string, link: StoryLink, lead: string | null): string {
  if (lead !== null && link.story === lead) return ownSideSentence(company, link);
  return `Close to ${possessive(company)} own work, ${link.outlet ? outletRef(link.outlet) : 'the coverage'} ${link.outlet ? 'reports' : 'says'} “${unstop(link.story)}”; ${ownSide(company, link)}`;
}

/** The company's side of the link alone, for an idea that has already quoted the coverage's side. */
export function ownSideSentence(company: string, link: StoryLink): string {
  const own = ownSide(company, link);
  return own.startsWith('in ') ? capitaliseFirst(own) : `${company} says of its own work: “${unstop(link.own)}”`;
}

// A sentence that opens with the company's name is not put in its mouth ('Wyvern Transit says “Wyvern Transit runs…”').
const ownSide = (company: string, link: StoryLink) =>
  link.own.trim().startsWith(company) ? `in ${possessive(company)} own words, “${unstop(link.own)}”` : `${company} says “${unstop(link.own)}”`;

const unstop = (sentence: string) => sentence.trim().replace(/[.!?]+$/, '');

/**
 * Where the coverage meets the company's own words (story-link.ts) and what of the company's that touches (its stake,
 * or null when nothing of its own qualifies), or null without a link. Ideas and pitches read the same link.
 */
export function companyLink(
  company: GenerateStoryAnglesInput['company'],
  sheet: FactSheet | undefined,
  subject: string,
  rarity?: (word: string) => number,
  home = homeCounter(ownText(company), sheet),
): { link: StoryLink; stake: string | null } | null {
  const link = storyLink(company.companyProfile, company.companyName, sheet, rarity, home);
  return link ? { link, stake: stakeOf(link, company, subject, sheet) } : null;
}

/**
 * What of the company's own the story touches: one of the terms it tracks, its products or its markets that holds
 * a word both sentences of the link write ('electric buses'); the most shared words first. Only the company's own
 * listed terms: phrases cut from its prose by a tagger gave 'stores temperature-controlled food'. Never a place,
 * nor a phrase half of whose words the story's subject already says. Null when none qualifies: then no idea is built
 * on the link.
 */
function stakeOf(link: StoryLink, company: GenerateStoryAnglesInput['company'], subject: string, sheet: FactSheet | undefined): string | null {
  const shared = new Set(link.shared.map(lemma));
  const subjectWords = subjectLemmas(subject);
  // Every word of the stake is written by the coverage or by the company's sentence it meets: 'invoice fraud' for
  // a story on late payments said 'fraud' where neither did.
  const said = new Set(tokenize([link.own, link.story, ...factSheetText(sheet)].join('\n')).map(lemma));
  const grounded = (words: readonly string[]) => words.every((w) => STOP_WORDS.has(w) || said.has(w));
  // A market that is a place ('Ontario and Quebec', 'Queensland and northern New South Wales') is where the company
  // works, not a stake in the story.
  const markets = company.targetMarkets.filter((m) => !isRegion(m) && !writtenAsName(m) && !placesOnly(m)).map((m) => marketPhrase(m, company.companyProfile));
  const curated = [...company.keywords, ...company.keyProducts.map((p) => productAsWritten(p.trim(), company)), ...markets].map((term) => ({ term: term.trim() }));
  const ranked = curated
    .map((c) => {
      const words = tokenize(c.term).map(lemma);
      // A product's own name ('Tallyforge AP') is the company's word, not the story's.
      const common = tokenize(c.term.replace(/\b\p{Lu}[\p{L}\d-]*/gu, ' ')).map(lemma);
      const hits = words.filter((w) => shared.has(w)).length;
      // A term met only by a word that classifies its head is another thing: 'kitchen staff' in the coverage is no
      // stake in a wedding venue's 'kitchen garden'.
      const headMet = words.length < 2 || hits >= 2 || shared.has(words[words.length - 1]!);
      return { ...c, hits: headMet ? hits : 0, novel: novelBeside(subjectWords, words), grounded: grounded(common) };
    })
    .filter((c) => c.term.length > 0 && c.hits > 0 && c.novel && c.grounded && !isRegion(c.term) && !placesOnly(c.term) && !writtenAsPlace(c.term, [link.own, link.story, ...company.targetMarkets]))
    .sort((a, b) => b.hits - a.hits);
  const best = ranked[0];
  // None of its listed terms: the noun both sentences of the link write, as the company writes it ('swimming pools').
  const text = [ownText(company), link.own, link.story, ...factSheetText(sheet)].join('\n');
  if (!best) {
    const own = linkStake(link, subject);
    return own && countedAsKind(own, text);
  }
  // A one-word term said as the coverage says it: 'bakeries', not 'bakery' ('its own work on bakery'), which also
  // keeps a mass noun as it is ('insulation').
  // An acronym keeps its capitals ('PFAS'): the link's shared words are read in lower case.
  // A name keeps its capital ('Rogaland', which no text writes in lower case).
  const lowerSomewhere = new RegExp(`(?<!\\p{L})${escapeRegExp(best.term.toLowerCase())}(?!\\p{L})`, 'u').test([ownText(company), link.own, link.story].join('\n'));
  const name = /^\p{Lu}/u.test(best.term) && !lowerSomewhere;
  const written = /\s/.test(best.term) || /\p{Lu}{2,}/u.test(best.term) || name ? undefined : link.shared.find((w) => lemma(w) === lemma(best.term) && w === w.toLowerCase());
  return countedAsKind(written ?? best.term, text);
}

/**
 * Whether a name is written as where things are ('a knitwear factory in Gazipur', 'rallies in Ashulia and Gazipur'):
 * a town the gazetteer lacks is still a place when a sentence puts it after 'in', alone or in a list of names.
 */
function writtenAsPlace(term: string, texts: readonly string[]): boolean {
  // Only a term written as a name: 'NHS dentistry', 'EV charging' and 'Irish SMEs' are no towns.
  if (!/^\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\p{Ll}[\p{L}'’-]*)*$/u.test(term)) return false;
  const name = "\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)*";
  const after = new RegExp(`\\b(?:in|at|near|around)\\s+(?:${name}(?:,\\s*|\\s+and\\s+))*${escapeRegExp(term)}(?![\\p{L}])`, 'u');
  return texts.some((t) => after.test(t));
}

/** The story's headlines and lead sentences, one per line: what a story is about, without its side figures. */
export const storyHeadlines = (sheet: FactSheet | undefined) =>
  sheet ? [sheet.happened ?? '', ...sheet.reports.flatMap((r) => [r.title, r.sentence])].join('\n') : '';

const factSheetText = (sheet: FactSheet | undefined) =>
  sheet ? [sheet.happened ?? '', ...sheet.reports.flatMap((r) => [r.title, r.sentence]), ...sheet.figures.map((f) => f.sentence)] : [];

function outletsOf(items: readonly { outlet: string | null }[]): string[] {
  const counts = new Map<string, number>();
  for (const i of items) if (i.outlet?.trim()) counts.set(i.outlet.trim(), (counts.get(i.outlet.trim()) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([o]) => o);
}

function firstSentence(text: string | undefined | null): string | null {
  const sentence = splitSentences(text ?? '')[0];
  return sentence ? truncateWords(sentence, 220) : null;
}

/** A risk worth addressing per category, for advanced mode. */
export const CATEGORY_RISKS: Record<TrendCategory, string> = {
  technology: 'claims about the technology must be specific and testable; journalists will ask for a demo or data',
  business: 'the story can read as self-promotion unless it is anchored in the wider market change',
  health: 'health claims need evidence and careful wording; avoid anything that sounds like medical advice',
  healthcare: 'patient data and clinical claims invite scrutiny; have evidence and privacy answers ready',
  entertainment: 'the news cycle moves fast; the angle needs to land within days to stay relevant',
  politics: 'taking a side on a political story can alienate customers; keep to the practical impact',
  sports: 'rights holders and clubs are protective of their brands; avoid implying endorsement',
  environment: 'climate claims draw close scrutiny; back every figure with a source',
  science: 'overstating early research is the quickest way to lose a science journalist’s trust',
  lifestyle: 'lifestyle desks want people and pictures; a data-only pitch will fall flat',
  finance: 'financial claims may be regulated; have compliance review the key messages',
  culture: 'arts and heritage audiences distrust brands that borrow culture; show what the company gives back, not what it takes',
  worldevents: 'tying a brand to a crisis can look opportunistic; lead with useful help, not the product',
};
