import { extractiveSummary } from '../../text';
import type { CompanyAnalysis } from '../schemas';
import { emptySocialLinks, type SocialLinks } from '@newsjack/shared';
import type { AnalyseCompanyInput, ParsedSite } from '../types';
import { detectIndustry, expandDomainWords, type IndustryMatch } from './industry-detect';
import { suggestOutlets } from './outlets';
import { asSentence, joinList, websiteHost, withArticle, wordCount, displayKeyword } from './prose';
import { domainWords, extractMarkets, extractProducts, proseSentences, type SiteMarkets } from './site-facts';
import { KeywordSet, MIN_KEYWORDS, siteKeywords, strongestCues } from './site-keywords';
import { toThirdPerson } from './third-person';

const PROFILE_TARGET_WORDS = 150;
const PROFILE_MAX_WORDS = 190;

/** Offline company analysis: grounded in the parsed site, or in the name and domain when the site was unreadable. */
export function analyseCompanyOffline(input: AnalyseCompanyInput): CompanyAnalysis {
  const name = input.companyName.trim();
  const host = websiteHost(input.website);
  const words = domainWords(host);
  const site = input.site;
  const siteText = site ? siteDocument(site) : '';
  const match = detectIndustry(`${name}\n${siteText}`, words);
  const products = site ? extractProducts(site, name) : [];
  const markets = site ? extractMarkets(site) : { audiences: [], regions: [] };
  const found = [...markets.audiences, ...markets.regions];
  const targetMarkets = found.length > 0 ? found : match.industry.audiences.slice(0, 3);
  const suggestedKeywords = site
    ? siteKeywords({ text: siteText, companyName: name, domainWords: words, industry: match.industry, cueMatches: match.matches, products })
    : keywordsWithoutSite(words, match);
  const companyProfile = site
    ? profileFromSite({ name, site, match, products, markets, keywords: suggestedKeywords })
    : profileWithoutSite({ name, host, words, match, userOutlets: input.userMediaOutlets });
  return {
    companyProfile,
    industry: match.industry.label,
    targetMarkets,
    keyProducts: products,
    suggestedKeywords,
    suggestedMediaOutlets: suggestOutlets(match.industry, input.knownOutlets, input.userMediaOutlets),
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

interface SiteProfileFacts {
  name: string;
  site: ParsedSite;
  match: IndustryMatch;
  products: string[];
  markets: SiteMarkets;
  keywords: string[];
}

function profileFromSite(f: SiteProfileFacts): string {
  const field = f.match.industry.id === 'general' ? 'company' : `${f.match.industry.noun} company`;
  const opening = f.products.length > 0
    ? `${f.name} is ${withArticle(field)} whose products include ${joinList(f.products.slice(0, 3))}.`
    : `${f.name} is ${withArticle(field)}.`;
  const markets = marketsSentence(f.markets);
  const themes = f.keywords.length >= 3 ? `Recurring themes on its website are ${joinList(f.keywords.slice(0, 4))}.` : '';
  const fixedWords = wordCount(`${opening} ${markets} ${themes}`);
  const candidates = proseSentences(f.site)
    .map((s) => toThirdPerson(s, f.name))
    .filter((s): s is string => s !== null);
  const body: string[] = [];
  for (const sentence of extractiveSummary(candidates, 6)) {
    if (fixedWords + wordCount(body.join(' ')) >= PROFILE_TARGET_WORDS) break;
    if (fixedWords + wordCount([...body, sentence].join(' ')) > PROFILE_MAX_WORDS) continue;
    body.push(asSentence(sentence));
  }
  return [opening, ...body, markets, themes].filter(Boolean).join(' ');
}

/** 'It serves merchants and marketplaces in the United Kingdom and Ireland.' */
function marketsSentence({ audiences, regions }: SiteMarkets): string {
  const where = regions.length > 0 ? `${regions.includes('Global') ? '' : 'the '}${joinList(regions.map((r) => (r === 'Global' ? 'markets worldwide' : r)))}` : '';
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
  themeSet.addAll(strongestCues(f.match.industry), evidenceCount + 4);
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
  set.addAll(strongestCues(match.industry), 12);
  if (set.size < MIN_KEYWORDS) {
    set.addAll(['small business', 'entrepreneurship', 'customer experience', 'business growth', 'digital transformation', 'productivity', 'startups', 'innovation'], MIN_KEYWORDS);
  }
  return set.list();
}

/** Only links found on the site: the user's own links are kept separately by the caller. */
function socialLinks(site: ParsedSite | null): SocialLinks {
  return site ? { ...site.socialLinks } : emptySocialLinks();
}
