import { extractiveSummary } from '../../text';
import type { WordLexicon } from '../../semantic/semantic-engine';
import type { CompanyAnalysis } from '../schemas';
import { emptySocialLinks, UNSPECIFIED_INDUSTRY, type SocialLinks } from '@newsjack/shared';
import type { AnalyseCompanyInput, ParsedSite } from '../types';
import { detectIndustry, expandDomainWords, industryById, matchIndustry, type IndustryMatch } from './industry-detect';
import { detectSector, type SiteEvidence } from './sector-detect';
import { nationalOutlets, regionalOutlets, suggestOutlets } from './outlets';
import {
  asSentence,
  capitaliseFirst,
  clampToSentences,
  joinList,
  PROFILE_MAX_CHARS,
  regionPhrase,
  websiteHost,
  withArticle,
  wordCount,
  displayKeyword,
} from './prose';
import {
  definedField,
  fieldBeyondStatus,
  findSelfDescription,
  isLegalStatus,
  ownAudiences,
  type SelfDescription,
} from './self-description';
import { domainWords, extractMarkets, extractProducts, proseSentences, type SiteMarkets } from './site-facts';
import { KeywordSet, MIN_KEYWORDS, siteKeywords, strongestCues, trackableCues } from './site-keywords';
import { listedProducts, productSectionSentences } from './product-lists';
import { beneficiaries, ownersOf, servedPlaces } from './served-markets';
import { toThirdPerson } from './third-person';
import { escapeRegExp } from '../../text/escape-regexp';

const PROFILE_TARGET_WORDS = 150;
const PROFILE_MAX_WORDS = 190;
/** Page sentences the profile may draw on, the most central first. */
const PROFILE_CANDIDATES = 8;
/** Of which the most central make the profile when they reach its length. */
const PROFILE_SENTENCES = 6;
/** Shown when neither the site's own words nor enough industry evidence say what field the company is in. */
export { UNSPECIFIED_INDUSTRY };
/** Lexicon evidence needed before an industry label is given (a couple of strong cues, repeated). */
const MIN_INDUSTRY_SCORE = 10;

/** What the word vectors add to reading a site, when they are loaded (the offline provider passes them). */
export interface WordReading {
  /** Sentence vectors: the sector by meaning. */
  lexicon?: WordLexicon;
  /** Word rarity in English, 0..1: single-word keywords must be rare enough to track alone. */
  rarity?: (word: string) => number;
}

/** Offline company analysis: grounded in the parsed site, or in the name and domain when the site was unreadable. */
export function analyseCompanyOffline(input: AnalyseCompanyInput, reading: WordReading = {}): CompanyAnalysis {
  const name = input.companyName.trim();
  const host = websiteHost(input.website);
  const words = domainWords(host);
  const site = input.site;
  const siteText = site ? siteDocument(site) : '';
  const match = detectIndustry(`${name}\n${siteText}`, words);
  const described = site ? findSelfDescription(site, name) : null;
  // The sector the site states, by meaning against the sector taxonomy (sector-detect.ts); the broad industry of
  // the lexicon then follows the sector (its cue words feed keywords and outlets), so the two never disagree.
  const sector = site ? detectSector(siteEvidence(site, described, name), reading.lexicon) : null;
  const sectorIndustry = sector ? industryById(sector.sector.industry) : null;
  const industryFits = sector ? sectorIndustry !== null : lexiconIndustryFits(match, described, site !== null);
  const field: IndustryMatch | null = sectorIndustry
    ? sectorIndustry.id === match.industry.id
      ? match
      : matchIndustry(`${name}\n${siteText}`, sectorIndustry, words)
    : industryFits
      ? match
      : null;
  const industry = sector
    ? sector.sector.label
    : industryFits
      ? match.industry.label
      : described
        ? ownField(described, name, siteText)
        : UNSPECIFIED_INDUSTRY;
  const named = site ? extractProducts(site, name) : [];
  // Unnamed products ('Turkey and parsnip' under 'Our recipes') are products too, after the named ones.
  const listed = site
    ? listedProducts(site, name).filter((l) => !named.some((n) => n.toLowerCase() === l.name.toLowerCase()))
    : [];
  const products = [...named, ...listed.map((l) => l.name)].slice(0, 5);
  const found = site ? extractMarkets(site, named, sector?.sector.audiences ?? []) : { audiences: [], regions: [] };
  const served = site ? servedPlaces(site, name) : [];
  // Whom the site's own definition names comes first ('for NHS trusts and health systems', 'to families in
  // crisis'), then the places it serves ('customers in Leeds, Bradford…'), then the audiences it mentions most.
  const own = [
    ...ownAudiences(described),
    ...beneficiaries(described),
    ...served,
    ...(site ? ownersOf(site) : []),
  ];
  const audiences = [...own, ...found.audiences]
    .filter((a, i, all) => all.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i)
    .slice(0, 3);
  const markets = { ...found, audiences };
  // Only markets the site names: a sector's typical buyers are a guess ('Grocery shoppers' for a food bank).
  const targetMarkets = [...markets.audiences, ...markets.regions];
  const suggestedKeywords = site
    ? siteKeywords({
        text: siteText,
        companyName: name,
        domainWords: words,
        industry: field?.industry ?? null,
        cueMatches: field?.matches ?? [],
        sectorTerms: sector?.terms ?? [],
        definedField: described ? definedField(described.kind) : null,
        products: named,
        listedProducts: listed.map((l) => l.name),
        servedPlaces: served,
        siteLead: siteMeta(site),
        rarity: reading.rarity,
      })
    : keywordsWithoutSite(words, field);
  const companyProfile = site
    ? profileFromSite({
        name,
        site,
        match: field,
        sectorNoun: sector?.sector.noun ?? null,
        described,
        // Only named products: a list of unnamed ones ('turkey and parsnip, beef and sweet potato') reads as a
        // menu in a profile and pulls it toward its ingredients; the list is in keyProducts.
        namedProducts: named,
        markets,
        keywords: suggestedKeywords,
      })
    : profileWithoutSite({
        name,
        host,
        words,
        match: field,
        hints: match.matches.map((m) => m.surface).slice(0, 2),
        userOutlets: input.userMediaOutlets,
      });
  return {
    companyProfile,
    industry,
    targetMarkets,
    keyProducts: products,
    suggestedKeywords,
    suggestedMediaOutlets: suggestOutlets(
      field?.industry ?? null,
      input.knownOutlets,
      input.userMediaOutlets,
      site !== null,
      sector?.sector.tradeOutlets.map((o) => o.name) ?? [],
      regionalOutlets(siteText, served),
      nationalOutlets(siteText, sector?.sector.categories),
    ),
    aiSocialMediaLinks: socialLinks(site),
  };
}

/**
 * The page as one document. Headings are already lines of mainText, so only the title and descriptions are
 * added; nothing is doubled, so a phrase must occur in two places to count as a keyword.
 */
function siteDocument(site: ParsedSite): string {
  return `${siteMeta(site)}.\n${site.mainText}`;
}

/** What the site says of itself in its title and descriptions. */
function siteMeta(site: ParsedSite): string {
  return [site.title, site.description, site.ogDescription].filter(Boolean).join('.\n');
}

/** Where the site says what it is (its own definition, descriptions, title) apart from the rest of what was read. */
function siteEvidence(site: ParsedSite, described: SelfDescription | null, name: string): SiteEvidence {
  return {
    name,
    lead: [described?.sentence, site.description, site.ogDescription, site.title].filter(Boolean).join('.\n'),
    body: `${site.headings.join('.\n')}\n${site.mainText}`,
    kind: described?.kind,
  };
}

/**
 * The field in the site's own words ('Law firm', 'Fresh dog food'). A legal status ('Registered charity') is no
 * field: the name or the activity the definition names says what the company works in ('Food bank').
 */
function ownField(described: SelfDescription, name: string, siteText: string): string {
  if (!isLegalStatus(described.kind)) return capitaliseFirst(described.kind);
  return fieldBeyondStatus(described, name, siteText) ?? UNSPECIFIED_INDUSTRY;
}

/**
 * The lexicon's industry is given only on enough evidence, and not when the site's own self-description points
 * elsewhere: 'a registered charity giving emergency food parcels' is no logistics company, though 'parcels' is
 * its most frequent cue. A self-description with no cue at all ('a family-run firm of heating engineers') does
 * not contradict the page.
 */
function lexiconIndustryFits(match: IndustryMatch, described: SelfDescription | null, hasSite: boolean): boolean {
  if (match.industry.id === 'general') return false;
  if (!hasSite) return nameNamesField(match);
  if (match.score < MIN_INDUSTRY_SCORE) return false;
  if (!described) return true;
  const own = detectIndustry(described.sentence);
  return own.score === 0 || own.industry.id === match.industry.id;
}

/** The lexicon's weight for a cue that is nearly unambiguous for its field ('payments', 'solar'). */
const UNAMBIGUOUS_CUE = 3;

/**
 * Without the site, only the name and the web address speak: they establish a field when one of their words is
 * nearly unambiguous for it ('Acme Payments', 'solarcoop.io'). A word that many fields share ('analytics': web,
 * sport, health, finance) is a guess, so the industry stays unspecified rather than a default bucket.
 */
function nameNamesField(match: IndustryMatch): boolean {
  return match.matches.some((m) => m.weight >= UNAMBIGUOUS_CUE);
}

interface SiteProfileFacts {
  name: string;
  site: ParsedSite;
  /** Null when the industry is not established (see lexiconIndustryFits). */
  match: IndustryMatch | null;
  /** The sector's noun ('roofing', 'logistics software') when the taxonomy established one. */
  sectorNoun: string | null;
  described: SelfDescription | null;
  /** Product names as the page writes them over their sections. */
  namedProducts: string[];
  markets: SiteMarkets;
  keywords: string[];
}

/**
 * About 150 words, never over 1,000 characters: the site's own sentence saying what the company is (or, when
 * there is none, the established industry), its products, the best third-person sentences of the page, its
 * markets and its recurring themes.
 */
function profileFromSite(f: SiteProfileFacts): string {
  const ownWords = f.described ? toThirdPerson(f.described.sentence, f.name) : null;
  const opening = ownWords
    ? asSentence(ownWords)
    : f.described
      ? `${f.name} is ${f.described.article ? withArticle(f.described.kind) : f.described.kind}.`
      : f.sectorNoun || f.match
        ? `${f.name} is ${withArticle(`${f.sectorNoun ?? f.match!.industry.noun} company`)}.`
        : '';
  const productLine =
    f.namedProducts.length > 0 ? `Its products include ${joinList(f.namedProducts.slice(0, 3))}.` : '';
  const themes =
    f.keywords.length >= 3 ? `Recurring themes on its website are ${joinList(f.keywords.slice(0, 4))}.` : '';
  // A product's section describes it without a subject ('Settlewise Payables' over 'Accounts payable automation…').
  const aboutProducts = productSectionSentences(f.site, f.namedProducts);
  const sentences = proseSentences(f.site).filter((s) => s !== f.described?.sentence);
  const rewrite = (s: string | null) =>
    s && f.described && ownWords ? withoutSecondDefinition(s, f.name, f.described.kind) : s;
  const candidates = sentences
    .map((s) => rewrite(toThirdPerson(aboutProducts.get(s) ?? s, f.name)))
    .filter((s): s is string => s !== null);
  // What the site says of itself comes first; sentences written to the reader or under a product's heading
  // only fill the room it leaves.
  const direct = sentences
    .filter((s) => !aboutProducts.has(s))
    .map((s) => rewrite(toThirdPerson(s, f.name, { readerAsCustomer: false })))
    .filter((s): s is string => s !== null);
  const assemble = (markets: string) => {
    const fixed = [opening, productLine, markets, themes].join(' ');
    const chosen: string[] = [];
    const fits = (extra: string) => {
      const all = [fixed, ...chosen, extra].join(' ');
      return wordCount(all) <= PROFILE_MAX_WORDS && all.length <= PROFILE_MAX_CHARS;
    };
    // The page's most central direct sentences first; when they leave the profile short, the most central of all
    // (a page that mostly speaks to the reader has few of the first kind). Shown in the page's order.
    const central = extractiveSummary(direct, PROFILE_SENTENCES);
    const extra = extractiveSummary(candidates, PROFILE_CANDIDATES).filter((s) => !central.includes(s));
    for (const sentence of [...central, ...extra]) {
      if (wordCount([fixed, ...chosen].join(' ')) >= PROFILE_TARGET_WORDS) break;
      if (fits(sentence)) chosen.push(asSentence(sentence));
    }
    const order = (s: string) => candidates.findIndex((c) => asSentence(c) === s);
    return { markets, body: chosen.sort((a, b) => order(a) - order(b)) };
  };
  // A markets sentence that only repeats whom and where the profile already names ('to families in crisis',
  // 'people in Tower Hamlets') leaves its room to another sentence of the site.
  let profile = assemble(marketsSentence(f.markets));
  const said = [opening, ...profile.body].join(' ').toLowerCase();
  const markets = [...f.markets.audiences, ...f.markets.regions.map(regionPhrase)];
  if (markets.length > 0 && markets.every((m) => said.includes(m.toLowerCase()))) profile = assemble('');
  // Without an opening the body starts the profile: its sentences name the company ('We' became its name).
  return clampToSentences(
    [opening, productLine, ...profile.body, profile.markets, themes].filter(Boolean).join(' '),
    PROFILE_MAX_CHARS,
  );
}

/**
 * A page often says what the company is twice ('… is a registered charity giving emergency food parcels …', '…
 * is a charity that gives emergency food to people in Tower Hamlets'): after the opening, the second keeps what
 * it adds and not the definition ('It gives emergency food to people in Tower Hamlets …').
 */
function withoutSecondDefinition(sentence: string, name: string, kind: string): string {
  const head = kind.split(' ').at(-1) ?? kind;
  const definition = new RegExp(
    `^${escapeRegExp(name)} is an? (?:[\\p{L}-]+ ){0,3}${escapeRegExp(head)} (?:that|which|who) `,
    'iu',
  );
  return sentence.replace(definition, 'It ');
}

/** 'It serves merchants and marketplaces in the United Kingdom and Ireland.' */
function marketsSentence({ audiences, regions }: SiteMarkets): string {
  // 'in Europe and beyond', never 'in markets worldwide and Europe'.
  const named = regions.filter((r) => r !== 'Global');
  const where =
    named.length === regions.length || named.length === 0
      ? joinList(regions.map(regionPhrase))
      : `${joinList(named.map(regionPhrase))} and beyond`;
  if (audiences.length > 0) {
    // Only the first letter: 'customers in Leeds' keeps its place names.
    const who = joinList(
      audiences.map((a) => (/^\p{Lu}{2}|SaaS/u.test(a) ? a : a.charAt(0).toLowerCase() + a.slice(1))),
    );
    return `It serves ${who}${where ? ` in ${where}` : ''}.`;
  }
  return where ? `It operates in ${where}.` : '';
}

function profileWithoutSite(f: {
  name: string;
  host: string;
  words: string[];
  match: IndustryMatch | null;
  hints: string[];
  userOutlets: string[];
}): string {
  const outlets = f.userOutlets.length > 0 ? ` It already works with ${joinList(f.userOutlets.slice(0, 4))}.` : '';
  const review =
    'Its website could not be read during this analysis, so this profile is built from the details provided and should be reviewed and extended with its products, customers and markets.';
  if (!f.match) {
    // A word of the name that several fields share is said as such, not turned into a field.
    const shared =
      f.hints.length > 0
        ? `Its name says ${joinList(f.hints.map((h) => `“${h}”`))}, which many fields share, so no field is assumed`
        : 'Neither the company name nor the web address points to a specific field yet';
    return `${f.name} operates the website ${f.host}. ${review} ${shared}, and keywords and outlets start from general business coverage.${outlets}`;
  }
  const evidence = f.match.matches.slice(0, 3).map((m) => `“${m.surface}”`);
  const themeSet = new KeywordSet();
  for (const m of f.match.matches) themeSet.add(m.surface);
  const evidenceCount = themeSet.size;
  themeSet.addAll(trackableCues(strongestCues(f.match.industry)), evidenceCount + 4);
  const themes = joinList(themeSet.list().slice(evidenceCount).map(displayKeyword));
  return [
    `${f.name} (${f.host}) is ${withArticle(f.match.industry.noun)} company: its name and web address point to ${joinList(evidence)}.`,
    review,
    `Coverage of ${f.match.industry.label.toLowerCase()} usually centres on ${themes}, which are the starting themes for its keywords and media list.`,
    `Typical audiences in this field are ${joinList(f.match.industry.audiences.map((a) => a.toLowerCase()))}.${outlets}`,
  ].join(' ');
}

/** Domain words that name a subject, then the industry's strongest cues; generic business subjects only as a last resort. */
function keywordsWithoutSite(words: string[], match: IndustryMatch | null): string[] {
  const set = new KeywordSet();
  if (match) {
    const cueSurfaces = new Set(Object.keys(match.industry.cues));
    set.addAll(
      expandDomainWords(words).filter((w) => cueSurfaces.has(w)),
      3,
    );
    set.addAll(trackableCues(strongestCues(match.industry)), 12);
  }
  if (set.size < MIN_KEYWORDS) {
    set.addAll(
      [
        'small business',
        'entrepreneurship',
        'customer experience',
        'business growth',
        'digital transformation',
        'productivity',
        'startups',
        'innovation',
      ],
      MIN_KEYWORDS,
    );
  }
  return set.list();
}

/** Only links found on the site: the user's own links are kept separately by the caller. */
function socialLinks(site: ParsedSite | null): SocialLinks {
  return site ? { ...site.socialLinks } : emptySocialLinks();
}
