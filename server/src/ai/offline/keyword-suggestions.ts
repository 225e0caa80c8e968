import { splitSentences } from '../../text';
import type { KeywordSuggestion } from '../schemas';
import type { SuggestKeywordsInput } from '../types';
import { industryOf, stemSet } from './company-terms';
import { distinctiveTerms } from './distinctive-terms';
import { detectIndustry } from './industry-detect';
import { stemKey } from './lexicon-match';
import { displayKeyword, truncateWords } from './prose';
import { isRegion } from './regions';
import { KeywordSet, verbDetector } from './site-keywords';

const LIMIT = 12;

/**
 * Keyword suggestions with their evidence: products, industry terms and distinctive phrases from the profile,
 * trend vocabulary that connects to the company, and its audiences. Keywords already tracked are never offered.
 */
export function suggestKeywordsOffline(input: SuggestKeywordsInput): KeywordSuggestion[] {
  const { company } = input;
  const name = company.companyName;
  const profile = company.companyProfile;
  const industry = industryOf(company);
  const candidates: KeywordSuggestion[] = [];
  company.keyProducts.forEach((product, i) =>
    candidates.push({ keyword: product, category: 'product', relevanceScore: 92 - i * 3, reasoning: `Named as one of ${name}'s key products; coverage of it is direct brand monitoring.` }),
  );
  for (const match of detectIndustry(profile).matches.slice(0, 6)) {
    candidates.push({
      keyword: displayKeyword(match.surface),
      category: 'industry',
      relevanceScore: Math.min(95, 60 + 8 * Math.min(match.count, 3) + 4 * match.weight),
      reasoning: `Appears ${times(match.count)} in the company profile and is a core term of ${industry.label}.`,
    });
  }
  const verb = verbDetector(profile, name);
  const profileTerms = distinctiveTerms(profile, { exclude: [name], minCount: 2 })
    .filter((t) => (t.key.includes(' ') ? !verb(t.term.split(' ')[0] ?? '') : t.count >= 3 && !verb(t.term)));
  for (const term of profileTerms.slice(0, 8)) {
    candidates.push({
      keyword: displayKeyword(term.term),
      category: 'topic',
      relevanceScore: Math.min(88, 50 + 9 * term.count),
      reasoning: `Appears ${times(term.count)} in the company profile, e.g. “${truncateWords(sentenceWith(profile, term.term), 110)}”.`,
    });
  }
  candidates.push(...trendCandidates(input, industry.cues));
  // Audiences only: 'online merchants' is a news subject, 'United Kingdom' is too broad to track.
  company.targetMarkets
    .filter((m) => !isRegion(m) && (m.split(' ').length >= 2 || /s$/i.test(m)))
    .slice(0, 3)
    .forEach((market) =>
      candidates.push({ keyword: market.toLowerCase(), category: 'market', relevanceScore: 58, reasoning: `${market} is one of ${name}'s target markets; news about them is news about its buyers.` }),
    );
  const chosen = new KeywordSet(Number.POSITIVE_INFINITY);
  for (const existing of input.existingKeywords) chosen.add(existing);
  const out: KeywordSuggestion[] = [];
  for (const c of candidates.sort((a, b) => b.relevanceScore - a.relevanceScore || a.keyword.localeCompare(b.keyword))) {
    if (out.length >= LIMIT) break;
    if (chosen.add(c.keyword)) out.push({ ...c, relevanceScore: Math.round(c.relevanceScore) });
  }
  return out;
}

/**
 * Trend vocabulary sharing a word with the company's profile or keywords (strong link) or only with its
 * industry's terms (weaker link); the more trends use a term, the higher it scores.
 */
function trendCandidates(input: SuggestKeywordsInput, industryCues: Record<string, number>): KeywordSuggestion[] {
  const { company } = input;
  const ownStems = stemSet(`${company.companyProfile}\n${company.keywords.join(', ')}\n${company.keyProducts.join(', ')}`);
  const fieldStems = stemSet(Object.keys(industryCues).join(', '));
  const uses = new Map<string, { keyword: string; count: number; link: string; own: boolean }>();
  for (const raw of input.trendVocabulary) {
    const term = raw.trim();
    const key = stemKey(term);
    if (!key) continue;
    const words = term.split(/\s+/);
    const own = words.find((w) => ownStems.has(stemKey(w)));
    const field = words.find((w) => fieldStems.has(stemKey(w)));
    const link = own ?? field;
    if (!link) continue;
    const entry = uses.get(key) ?? { keyword: term.toLowerCase(), count: 0, link, own: own !== undefined };
    entry.count += 1;
    uses.set(key, entry);
  }
  return [...uses.values()].map((u) => ({
    keyword: displayKeyword(u.keyword),
    category: 'trend' as const,
    relevanceScore: Math.min(90, (u.own ? 58 : 48) + 8 * u.count),
    reasoning: `Used by ${u.count} current trend${u.count === 1 ? '' : 's'} and linked to ${
      u.own ? `${company.companyName}'s profile` : `its industry (${industryOf(company).label})`
    } through “${u.link}”.`,
  }));
}

function times(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

function sentenceWith(text: string, term: string): string {
  const lower = term.toLowerCase();
  return splitSentences(text).find((s) => s.toLowerCase().includes(lower)) ?? term;
}
