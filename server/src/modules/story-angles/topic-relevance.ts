import type { SemanticEngine } from '../../semantic';
import type { CompanyContext } from '../../ai/types';
import { scoreRelevance } from '../../discovery/relevance';
import { stem, tokenize, STOP_WORDS } from '../../text';
import { backgroundIdf, isGenericWord } from '../../text/distinctive-terms';
import { FIT_PARTIAL, FIT_STRONG } from './story-fit';

/**
 * The relevance of a topic the user typed (no trend, so nothing stored by discovery): measured by discovery's own
 * scorer, as if the topic were a trend with no coverage yet, so a typed topic and a trend are judged alike; and at
 * least as much as the company's own words say it (see saidByCompany).
 */
export async function topicRelevance(
  semantic: SemanticEngine,
  companyId: number,
  company: CompanyContext,
  topic: string,
  context: string,
): Promise<{ relevanceScore: number; matchedKeywords: string[] }> {
  const result = await scoreRelevance(
    {
      title: topic,
      description: context,
      relatedKeywords: [],
      items: [],
      outlets: [],
      mentions: 0,
      growth: 0,
      velocity: 'low',
      timeframe: '24h',
    },
    { id: companyId, ...company },
    semantic,
  );
  return {
    relevanceScore: Math.max(result.relevanceScore, saidByCompany(company, topic)),
    matchedKeywords: result.matchedKeywords,
  };
}

/**
 * How far the company's own description says the topic: a fit as strong as a keyword's when it names every word of
 * it ('payment fraud' for a firm that 'fights payment fraud'), partial when it names half or more ('card fraud' for
 * one that settles card payments and fights payment fraud), else 0. Discovery's scorer reads a trend's reports
 * against the keywords and weighs the profile by meaning alone, calibrated on a day's news: a topic of two words,
 * with no reports, scored 0.08 there for the very words of the profile. Words every site uses ('solutions',
 * 'customers') and the company's own name say nothing; a topic of one word must be a rare one.
 */
export function saidByCompany(company: CompanyContext, topic: string): number {
  const name = new Set(tokenize(company.companyName).map(stem));
  const words = [
    ...new Set(
      tokenize(topic).filter((w) => w.length > 1 && /\p{L}/u.test(w) && !STOP_WORDS.has(w) && !isGenericWord(w)),
    ),
  ].filter((w) => !name.has(stem(w)));
  if (words.length === 0) return 0;
  const own = new Set(
    tokenize(
      [
        company.companyProfile,
        company.industry ?? '',
        ...company.keywords,
        ...company.keyProducts,
        ...company.targetMarkets,
      ].join('\n'),
    ).map(stem),
  );
  const said = words.filter((w) => own.has(stem(w)));
  if (said.length === words.length && (words.length > 1 || backgroundIdf(words[0]!) >= RARE_IDF))
    return FIT_STRONG + SAID_MARGIN;
  return said.length > 0 && said.length * 2 >= words.length ? FIT_PARTIAL + SAID_MARGIN : 0;
}

/** A single word at least this rare in the background corpus names a subject (contact-match.ts reads it so too). */
const RARE_IDF = 4.5;
/** Above the band's floor, so rounding never drops a said topic into the band below. */
const SAID_MARGIN = 0.05;
