import type { SemanticEngine } from '../../semantic';
import type { CompanyContext } from '../../ai/types';
import { scoreRelevance } from '../../discovery/relevance';
import { stem, tokenize } from '../../text';
import { RARE_TOPIC_WORD, topicWords } from '../../text/topic-words';
import { wordRarityReader } from '../../semantic/offline/offline-semantic-engine';
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
  const vectors = await semantic.wordVectors?.().catch(() => undefined);
  const rarity = vectors ? wordRarityReader(vectors) : undefined;
  return {
    relevanceScore: Math.max(result.relevanceScore, saidByCompany(company, topic, rarity)),
    matchedKeywords: result.matchedKeywords,
  };
}

/**
 * How far the company's own description says the topic: a fit as strong as a keyword's when it names every word of
 * it ('payment fraud' for a firm that 'fights payment fraud'), partial when it names half or more and that half
 * carries it: two words, the topic's head noun ('chargeback fraud' for that firm), or a word rare in English (by the
 * word vectors' frequency ranks, `rarity`); else 0. 'merchant navy', 'instant noodles' and 'card game' share a
 * modifier with a payments profile and stay at 0. Discovery's scorer reads a trend's reports against the keywords and
 * weighs the profile by meaning alone, calibrated on a day's news: a topic of two words, with no reports, scored 0.08
 * there for the very words of the profile. Countries say where, not what ('UK election' for a UK firm); words every site
 * uses ('solutions', 'customers') and the company's own name say nothing; a topic of one word must be a rare one.
 */
export function saidByCompany(
  company: CompanyContext,
  topic: string,
  rarity: (word: string) => number = () => 0,
): number {
  const words = topicWords(topic, company.companyName);
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
  const rare = (w: string) => rarity(w) >= RARE_TOPIC_WORD;
  if (said.length === words.length && (words.length > 1 || rare(words[0]!))) return FIT_STRONG + SAID_MARGIN;
  // The head: the last word before the first link word ('fraud' in 'chargeback fraud at online shops').
  const lead = topic.split(/\s+(?:of|for|in|on|at|to|from|over|against|with|by)\s+/i)[0] ?? topic;
  const head = topicWords(lead, company.companyName).pop();
  const carried = said.length >= 2 || (head !== undefined && said.includes(head)) || said.some(rare);
  return carried && said.length * 2 >= words.length ? FIT_PARTIAL + SAID_MARGIN : 0;
}

/** Above the band's floor, so rounding never drops a said topic into the band below. */
const SAID_MARGIN = 0.05;
