import { extractiveSummary } from '../../text';
import type { CompanyAnalysis } from '../schemas';
import { emptySocialLinks, type SocialLinks } from '@newsjack/shared';
import type { AnalyseCompanyInput, ParsedSite } from '../types';
import { detectIndustry, expandDomainWords, type IndustryMatch } from './industry-detect';
import { suggestOutlets } from './outlets';
import { asSentence, capitaliseFirst, clampToSentences, joinList, PROFILE_MAX_CHARS, regionPhrase, websiteHost, withArticle, wordCount, displayKeyword } from './prose';
import { findSelfDescription, ownAudiences, type SelfDescription } from './self-description';
import { domainWords, extractMarkets, extractProducts, proseSentences, type SiteMarkets } from './site-facts';
import { KeywordSet, MIN_KEYWORDS, siteKeywords, strongestCues, trackableCues } from './site-keywords';
import { toThirdPerson } from './third-person';

const PROFILE_TARGET_WORDS = 150;
const PROFILE_MAX_WORDS = 190;
/** Shown when neither the site's own words nor enough industry evidence say what field the company is in. */
export const UNSPECIFIED_INDUSTRY = 'Unspecified';
/** Lexicon evidence needed before an industry label is given (a couple of strong cues, repeated). */
const MIN_INDUSTRY_SCORE = 10;

/** Offline company analysis: grounded in the parsed site, or in the name and domain when the site was unreadable. */
export function analyseCompanyOffline(input: AnalyseCompanyInput): CompanyAnalysis {
  const name = input.companyName.trim();
  const host = websiteHost(input.website);
  const words = domainWords(host);
  const site = input.site;
  const siteText = site ? siteDocument(site) : '';
  const match = detectIndustry(`${name}\n${siteText}`, words);
  const described = site ? findSelfDescription(site, name) : null;
  const industryFits = lexiconIndustryFits(match, described, site !== null);
  const industry = industryFits ? match.industry.label : described ? capitaliseFirst(described.kind) : UNSPECIFIED_INDUSTRY;
  const products = site ? extractProducts(site, name) : [];
  const found = site ? extractMarkets(site, products) : { audiences: [], regions: [] };
  // Whom the site's own definition names comes first ('for NHS trusts and health systems'), then the audiences
  // it mentions most.
  const own = ownAudiences(described);
  const audiences = [...own, ...found.audiences.filter((a) => !own.some((o) => o.toLowerCase() === a.toLowerCase()))].slice(0, 3);
  const markets = { ...found, audiences };
  // Only markets the site names: a sector's typical buyers are a guess ('Grocery shoppers' for a food bank).
  const targetMarkets = [...markets.audiences, ...markets.regions];
  const suggestedKeywords = site
    ? siteKeywords({ text: siteText, companyName: name, domainWords: words, industry: industryFits ? match.industry : null, cueMatches: match.matches, products })
    : keywordsWithoutSite(words, match);
  const companyProfile = site
    ? profileFromSite({ name, site, match: industryFits ? match : null, described, products, markets, keywords: suggestedKeywords })
    : profileWithoutSite({ name, host, words, match, userOutlets: input.userMediaOutlets });
  return {
    companyProfile,
    industry,
    targetMarkets,
    keyProducts: products,
    suggestedKeywords,
    suggestedMediaOutlets: suggestOutlets(industryFits ? match.industry : null, input.knownOutlets, input.userMediaOutlets, site !== null),
    aiSocialMediaLinks: socialLinks(site),
  };
}

/**
 * The page as one document. Headings are already lines of mainText, so only the title and descriptions are
 * added; nothing is doubled, so a phrase must occur in two places to count as a keyword.
 */
function siteDocument(site: ParsedSite): string {
  const meta = [site.title, site.description, site.ogDescription].filter(Boolean).join('.\n');
  return `${meta}.\n${site.mainText}`;
}

/**
 * The lexicon's industry is given only on enough evidence, and not when the site's own self-description points
 * elsewhere: 'a registered charity giving emergency food parcels' is no logistics company, though 'parcels' is
 * its most frequent cue. A self-description with no cue at all ('a family-run firm of heating engineers') does
 * not contradict the page.
 */
function lexiconIndustryFits(match: IndustryMatch, described: SelfDescription | null, hasSite: boolean): boolean {
  if (match.industry.id === 'general') return false;
  if (!hasSite) return true;
  if (match.score < MIN_INDUSTRY_SCORE) return false;
  if (!described) return true;
  const own = detectIndustry(described.sentence);
  return own.score === 0 || own.industry.id === match.industry.id;
}

interface SiteProfileFacts {
  name: string;
  site: ParsedSite;
  /** Null when the industry is not established (see lexiconIndustryFits). */
  match: IndustryMatch | null;
  described: SelfDescription | null;
  products: string[];
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
      : f.match
      ? `${f.name} is ${withArticle(`${f.match.industry.noun} company`)}.`
      : '';
  const productLine = f.products.length > 0 ? `Its products include ${joinList(f.products.slice(0, 3))}.` : '';
  const markets = marketsSentence(f.markets);
  const themes = f.keywords.length >= 3 ? `Recurring themes on its website are ${joinList(f.keywords.slice(0, 4))}.` : '';
  const fixed = [opening, productLine, markets, themes].join(' ');
  const candidates = proseSentences(f.site)
    .filter((s) => s !== f.described?.sentence)
    .map((s) => toThirdPerson(s, f.name))
    .map((s) => (s && f.described && ownWords ? withoutSecondDefinition(s, f.name, f.described.kind) : s))
    .filter((s): s is string => s !== null);
  const body: string[] = [];
  const fits = (extra: string) => {
    const all = [fixed, ...body, extra].join(' ');
    return wordCount(all) <= PROFILE_MAX_WORDS && all.length <= PROFILE_MAX_CHARS;
  };
  for (const sentence of extractiveSummary(candidates, 6)) {
    if (wordCount([fixed, ...body].join(' ')) >= PROFILE_TARGET_WORDS) break;
    if (fits(sentence)) body.push(asSentence(sentence));
  }
  // Without an opening the body starts the profile: its sentences name the company ('We' became its name).
  return clampToSentences([opening, productLine, ...body, markets, themes].filter(Boolean).join(' '), PROFILE_MAX_CHARS);
}

/**
 * A page often says what the company is twice ('… is a registered charity giving emergency food parcels …', '…
 * is a charity that gives emergency food to people in Tower Hamlets'): after the opening, the second keeps what
 * it adds and not the definition ('It gives emergency food to people in Tower Hamlets …').
 */
function withoutSecondDefinition(sentence: string, name: string, kind: string): string {
  const head = kind.split(' ').at(-1) ?? kind;
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const definition = new RegExp(`^${escape(name)} is an? (?:[\\p{L}-]+ ){0,3}${escape(head)} (?:that|which|who) `, 'iu');
  return sentence.replace(definition, 'It ');
}

/** 'It serves merchants and marketplaces in the United Kingdom and Ireland.' */
function marketsSentence({ audiences, regions }: SiteMarkets): string {
  // 'in Europe and beyond', never 'in markets worldwide and Europe'.
  const named = regions.filter((r) => r !== 'Global');
  const where = named.length === regions.length || named.length === 0 ? joinList(regions.map(regionPhrase)) : `${joinList(named.map(regionPhrase))} and beyond`;
  if (audiences.length > 0) {
    const who = joinList(audiences.map((a) => (/^\p{Lu}{2}|SaaS/u.test(a) ? a : a.toLowerCase())));
    return `It serves ${who}${where ? ` in ${where}` : ''}.`;
  }
  return where ? `It operates in ${where}.` : '';
}

function profileWithoutSite(f: { name: string; host: string; words: string[]; match: IndustryMatch; userOutlets: string[] }): string {
  const outlets = f.userOutlets.length > 0 ? ` It already works with ${joinList(f.userOutlets.slice(0, 4))}.` : '';
  const review = 'Its website could not be read during this analysis, so this profile is built from the details provided and should be reviewed and extended with its products, customers and markets.';
  if (f.match.industry.id === 'general') {
    return `${f.name} operates the website ${f.host}. ${review} Neither the company name nor the web address points to a specific field yet, so keywords and outlets start from general business coverage.${outlets}`;
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
function keywordsWithoutSite(words: string[], match: IndustryMatch): string[] {
  const set = new KeywordSet();
  const cueSurfaces = new Set(Object.keys(match.industry.cues));
  set.addAll(expandDomainWords(words).filter((w) => cueSurfaces.has(w)), 3);
  set.addAll(trackableCues(strongestCues(match.industry)), 12);
  if (set.size < MIN_KEYWORDS) {
    set.addAll(['small business', 'entrepreneurship', 'customer experience', 'business growth', 'digital transformation', 'productivity', 'startups', 'innovation'], MIN_KEYWORDS);
  }
  return set.list();
}

/** Only links found on the site: the user's own links are kept separately by the caller. */
function socialLinks(site: ParsedSite | null): SocialLinks {
  return site ? { ...site.socialLinks } : emptySocialLinks();
}
