import type { KnownOutlet, ParsedSite } from '../../ai/types';
import { unitSimilarity, type SemanticEngine } from '../../semantic';

/** Characters of the company's page compared with each outlet's headlines (the opening says what it does). */
const COMPANY_TEXT_CHARS = 3000;

/** What the company is about, for matching outlets: the page's title, description and opening text. */
export function companyCoverageText(companyName: string, website: string, site: ParsedSite | null): string {
  if (!site) return `${companyName} ${website}`;
  return [site.title, site.description, site.mainText].filter(Boolean).join('\n').slice(0, COMPANY_TEXT_CHARS);
}

/**
 * Known outlets ranked by what they cover: the semantic similarity between the company's text and each outlet's
 * recent headlines, highest first, as `coverage`. The headlines are dropped (the analysis needs the score, not
 * the articles). Outlets without headlines keep no score. When the engine fails, the outlets come back unranked
 * and without scores, so the analysis falls back to its sector table rather than failing onboarding.
 */
export async function rankOutletsByCoverage(
  semantic: Pick<SemanticEngine, 'embed'>,
  companyText: string,
  outlets: readonly KnownOutlet[],
): Promise<KnownOutlet[]> {
  const strip = ({ recentTitles: _titles, ...o }: KnownOutlet): KnownOutlet => o;
  const withTitles = outlets.filter((o) => (o.recentTitles?.length ?? 0) > 0);
  if (withTitles.length === 0) return outlets.map(strip);
  const [company, ...vectors] = await semantic.embed([companyText, ...withTitles.map((o) => o.recentTitles!.join('. '))]);
  const scores = new Map(withTitles.map((o, i) => [o.name, company && vectors[i] ? unitSimilarity(company, vectors[i]) : 0]));
  return outlets
    .map((o) => ({ ...strip(o), ...(scores.has(o.name) ? { coverage: Math.round(scores.get(o.name)! * 1000) / 1000 } : {}) }))
    .sort((a, b) => (b.coverage ?? -1) - (a.coverage ?? -1));
}
