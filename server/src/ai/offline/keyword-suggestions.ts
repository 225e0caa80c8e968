import { containsRun, splitSentences, stemSequence } from '../../text';
import type { KeywordSuggestion } from '../schemas';
import type { SuggestKeywordsInput } from '../types';
import { fieldTopics } from '../../text/sector-issues';
import { industryOf, sectorOf, stemSet } from './company-terms';
import { seatCountry } from './home-country';
import { detectIndustry } from './industry-detect';
import { stemKey } from './lexicon-match';
import { nounPhrases, type NounPhrase } from '../../text/noun-phrases';
import { displayKeyword, possessive, truncateWords } from './prose';
import { isRegion } from './regions';
import { KeywordSet } from './site-keywords';

const LIMIT = 12;
/** Where a clause ends: a term never runs across one. */
const CLAUSE_BREAK = /[\n.!?;:,()\u2013\u2014|]+/;
/** Profile phrases considered, most distinctive first. */
const PROFILE_PHRASES = 10;
/** Small words a name may hold ('Bank of England', 'Department for Education'). */
const NAME_JOINERS = new Set(['of', 'for', 'and', 'the', '&', 'de', 'la']);

/**
 * Keyword suggestions with their evidence: the company's products; the noun phrases of its profile, read inside
 * their sentences with wink-nlp's part-of-speech tags (never a run crossing a comma or clause, never a verb,
 * never a lone generic word) and ranked by distinctiveness against ordinary business prose; current trend terms
 * that are themselves noun phrases or names and connect to the company; and its audiences. Keywords already
 * tracked are never offered, nor a phrase inside or around one.
 */
export function suggestKeywordsOffline(input: SuggestKeywordsInput): KeywordSuggestion[] {
  const { company } = input;
  const name = company.companyName;
  const profile = company.companyProfile;
  const industry = industryOf(company);
  const cueStems = new Set(detectIndustry(profile).matches.map((m) => stemKey(m.surface)));
  const candidates: KeywordSuggestion[] = [];
  company.keyProducts.forEach((product, i) =>
    candidates.push({
      keyword: product,
      category: 'product',
      relevanceScore: 92 - i * 3,
      reasoning: `Named as one of ${possessive(name)} key products; coverage of it is direct brand monitoring.`,
    }),
  );
  profilePhrases(profile, name).forEach((phrase, i) => {
    const fieldTerm = phrase.key.split(' ').some((s) => cueStems.has(s)) && industry.id !== 'general';
    const example = truncateWords(sentenceWith(profile, phrase.term), 110);
    candidates.push({
      keyword: displayKeyword(phrase.term),
      category: fieldTerm ? 'industry' : 'topic',
      relevanceScore: Math.max(50, 88 - 4 * i + (fieldTerm ? 4 : 0)),
      reasoning: fieldTerm
        ? `A term of ${industry.label} that ${possessive(name)} profile uses${phrase.count > 1 ? ` ${times(phrase.count)}` : ''}, e.g. “${example}”.`
        : `Appears ${times(phrase.count)} in the company profile, e.g. “${example}”.`,
    });
  });
  candidates.push(...fieldCandidates(input));
  candidates.push(...trendCandidates(input, industry.cues));
  // Audiences only: 'online merchants' is a news subject, 'United Kingdom' is too broad to track.
  company.targetMarkets
    .filter((m) => !isRegion(m) && isNounPhrase(m) && (m.split(' ').length >= 2 || /s$/i.test(m)))
    .slice(0, 3)
    .forEach((market) =>
      candidates.push({
        keyword: market.toLowerCase(),
        category: 'market',
        relevanceScore: 58,
        reasoning: `${market} is one of ${possessive(name)} target markets; news about them is news about its buyers.`,
      }),
    );
  const chosen = new KeywordSet(Number.POSITIVE_INFINITY);
  for (const existing of input.existingKeywords) chosen.add(existing);
  const out: KeywordSuggestion[] = [];
  for (const c of candidates.sort(
    (a, b) => b.relevanceScore - a.relevanceScore || a.keyword.localeCompare(b.keyword),
  )) {
    if (out.length >= LIMIT) break;
    if (chosen.add(c.keyword)) out.push({ ...c, relevanceScore: Math.round(c.relevanceScore) });
  }
  return out;
}

/** Full names of the countries whose bodies the sector table names, for the reasoning. */
const COUNTRY_NAMES: Record<string, string> = {
  GB: 'the UK', US: 'the US', IE: 'Ireland', CA: 'Canada', AU: 'Australia', NZ: 'New Zealand',
};

/**
 * What the news of the company's field is about beyond its profile (sector-issues.ts): the bodies of its country
 * and the field's issues that its own words touch. Offered, not tracked: a PR lead picks which the company speaks to.
 */
function fieldCandidates(input: SuggestKeywordsInput): KeywordSuggestion[] {
  const { company } = input;
  const sector = sectorOf(company);
  if (!sector) return [];
  const name = company.companyName;
  const seat = seatCountry(company.companyProfile);
  const own = [company.companyProfile, ...company.keyProducts, ...input.existingKeywords].join('\n');
  const { bodies, issues } = fieldTopics(sector.id, seat, own);
  // The label as the taxonomy writes it ('GP & Primary Care'): lower-casing it would lose its acronyms.
  const field = sector.label;
  return [
    ...bodies.slice(0, 3).map((body, i) => ({
      keyword: body,
      category: 'industry' as const,
      relevanceScore: 80 - i * 3,
      reasoning: `A regulator or voice of the ${field} field in ${COUNTRY_NAMES[seat!] ?? 'its country'}: its rulings, figures and statements are the field's news, where ${name} can comment.`,
    })),
    ...issues.slice(0, 3).map((issue, i) => ({
      keyword: issue,
      category: 'topic' as const,
      relevanceScore: 76 - i * 3,
      reasoning: `A running subject of ${field} news that ${possessive(name)} own words touch: coverage of it is where ${name} can comment.`,
    })),
  ];
}

/**
 * The profile's most distinctive noun phrases (noun-phrases.ts), keeping only what names a subject to track: a
 * single word only when the profile uses it twice or it is an acronym (a heading's capitalised 'Demand' is no
 * name); no region ('Europe' is a market, too broad to track); and no part of a longer phrase that never occurs
 * outside it ('Pump Association' of 'Heat Pump Association').
 */
function profilePhrases(profile: string, companyName: string): NounPhrase[] {
  const all = nounPhrases(profile, { companyName });
  const insideLonger = (p: NounPhrase) =>
    all.some((o) => o.words > p.words && o.key.endsWith(` ${p.key}`) && o.count >= p.count);
  return all
    .filter((p) => (p.words > 1 ? true : p.count >= 2 || /^\p{Lu}{2,}$/u.test(p.term)))
    .filter((p) => !isRegion(p.term) && !insideLonger(p))
    .slice(0, PROFILE_PHRASES);
}

/**
 * A fragment of the profile's own text, wherever the term was found: a cut out of the middle of one of its noun
 * phrases ('source heat' of 'air source heat pumps'), or words that follow each other only across a comma or a
 * clause ('okta microsoft' of 'Okta, Microsoft Entra').
 */
function profileFragment(term: string, profile: string): boolean {
  const key = stemKey(term);
  if (
    nounPhrases(profile).some((p) => p.key !== key && ` ${p.key} `.includes(` ${key} `) && !p.key.endsWith(` ${key}`))
  )
    return true;
  const needle = stemSequence(term);
  const clauses = profile.split(CLAUSE_BREAK).map(stemSequence);
  return containsRun(clauses.flat(), needle) && !clauses.some((c) => containsRun(c, needle));
}

/** A name ('Bank of England', 'Open Banking') or one noun phrase covering the whole term ('card settlement'). */
function isNounPhrase(term: string): boolean {
  const words = term.trim().split(/\s+/);
  if (
    words.length > 1 &&
    words.every((w) => /^\p{Lu}/u.test(w) || NAME_JOINERS.has(w.toLowerCase())) &&
    /^\p{Lu}/u.test(words.at(-1)!)
  )
    return true;
  return nounPhrases(term).some((p) => p.words === words.length);
}

/**
 * Trend vocabulary sharing a word with the company's profile or keywords (strong link) or only with its
 * industry's terms (weaker link); the more trends use a term, the higher it scores. A term must be a noun phrase
 * or a name on its own: 'pays suppliers' or a lone 'stops' is no subject to track.
 */
function trendCandidates(input: SuggestKeywordsInput, industryCues: Record<string, number>): KeywordSuggestion[] {
  const { company } = input;
  const ownStems = stemSet(
    `${company.companyProfile}\n${company.keywords.join(', ')}\n${company.keyProducts.join(', ')}`,
  );
  const fieldStems = stemSet(Object.keys(industryCues).join(', '));
  const uses = new Map<string, { keyword: string; count: number; link: string; own: boolean }>();
  for (const raw of input.trendVocabulary) {
    const term = raw.trim();
    const key = stemKey(term);
    if (!key || isRegion(term) || !isNounPhrase(term) || profileFragment(term, company.companyProfile)) continue;
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
      u.own ? `${possessive(company.companyName)} profile` : `its industry (${industryOf(company).label})`
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
