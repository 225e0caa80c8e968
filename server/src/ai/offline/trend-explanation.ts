import type { TrendExplanation } from '../schemas';
import type { ExplainTrendInput } from '../types';
import { companyText, industryOf, matchedKeywords, phraseIn, stemSet } from './company-terms';
import { joinList } from './prose';
import { semanticSimilarity } from './semantic-similarity';
import { distinctiveTerms } from './distinctive-terms';

/**
 * Why a trend matters to this company, from evidence only: tracked keywords found in the trend (in **bold**),
 * products and industry terms it shares, and the measured similarity of the two texts.
 */
export function explainTrendOffline(input: ExplainTrendInput): TrendExplanation {
  const { company, trend } = input;
  const trendText = [trend.title, trend.description, trend.relatedKeywords.join(', ')].join('\n');
  const trendStems = stemSet(trendText);
  const keywords = unique([...trend.matchedKeywords, ...matchedKeywords(company.keywords, trendText)]);
  const products = company.keyProducts.filter((p) => phraseIn(p, trendStems));
  const industry = industryOf(company);
  const named = stemSet(keywords.join(' . '));
  const fieldTerms = uniqueByStem(Object.keys(industry.cues).filter((cue) => phraseIn(cue, trendStems) && !phraseIn(cue, named))).slice(0, 3);
  const similarity = semanticSimilarity(companyText(company), trendText);
  const name = company.companyName;
  const parts: string[] = [];
  if (keywords.length > 0) {
    parts.push(`“${trend.title}” mentions ${keywords.length === 1 ? 'your tracked keyword' : 'your tracked keywords'} ${joinList(keywords.map((k) => `**${k}**`))}.`);
  } else {
    parts.push(`None of ${name}'s tracked keywords appears in “${trend.title}” yet.`);
  }
  if (products.length > 0) parts.push(`It touches ${name}'s ${products.length === 1 ? 'product' : 'products'} ${joinList(products)}.`);
  if (fieldTerms.length > 0) {
    parts.push(`It is ${industry.label} news: the coverage talks about ${joinList(fieldTerms.map((t) => `**${t}**`))}.`);
  }
  const shared = sharedVocabulary(companyText(company), trendText, [...keywords, ...fieldTerms]);
  if (shared.length > 0) parts.push(`Both the trend and ${name}'s profile talk about ${joinList(shared)}.`);
  parts.push(`Its text is a ${Math.round(similarity * 100)}% semantic match with the company profile${trend.category ? ` in ${trend.category}` : ''}.`);
  return { explanation: parts.join(' '), semanticSimilarity: similarity };
}

/** Distinctive words of the trend that the company profile also uses, beyond those already named. */
function sharedVocabulary(companyTextValue: string, trendText: string, alreadyNamed: string[]): string[] {
  const companyStems = stemSet(companyTextValue);
  const named = stemSet(alreadyNamed.join(' . '));
  return distinctiveTerms(trendText, { minCount: 1 })
    .filter((t) => !t.key.includes(' ') && companyStems.has(t.key) && !named.has(t.key))
    .slice(0, 3)
    .map((t) => t.term);
}

function uniqueByStem(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = [...stemSet(i)].sort().join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
