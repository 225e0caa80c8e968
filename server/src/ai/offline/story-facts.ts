import { splitSentences, titleCase } from '../../text';
import type { TrendCategory } from '@newsjack/shared';
import type { GenerateStoryAnglesInput } from '../types';
import { asCategory } from './category';
import { industryOf, matchedKeywords } from './company-terms';
import { distinctiveTerms } from './distinctive-terms';
import { lowerFirst, truncateWords } from './prose';
import { isRegion } from './regions';

/** Everything a story template may say, all taken from the input: nothing here is invented. */
export interface StoryFacts {
  company: string;
  /** The product to feature, or the company's strongest keyword phrased as its offering. */
  product: string;
  otherProduct: string | null;
  field: string;
  fieldLabel: string;
  /** Lower-case buyer group, e.g. 'online merchants'. */
  market: string;
  audience: string;
  /** The trend title, or the user's topic title-cased. */
  topic: string;
  /** A short subject for headlines: the trend's lead keyword or the topic's distinctive term. */
  subject: string;
  /** The company keyword this topic touches, else its first keyword. */
  companyTheme: string;
  /** One sentence of what happened (trend description or the user's context), or null. */
  fact: string | null;
  /** Mentions/outlets figures from the trend, or null for a custom topic. */
  evidence: string | null;
  category: TrendCategory;
  context: string | null;
}

export function storyFacts(input: GenerateStoryAnglesInput): StoryFacts {
  const { company, trend } = input;
  const industry = industryOf(company);
  const topic = trend?.title ?? titleCase(input.topic.trim());
  const topicText = [topic, input.topic, trend?.description ?? '', (trend?.relatedKeywords ?? []).join(', ')].join('\n');
  const subject = trend?.relatedKeywords[0] ?? distinctiveTerms(topicText, { minCount: 1 })[0]?.term ?? lowerFirst(topic);
  const theme = matchedKeywords(company.keywords, topicText)[0] ?? company.keywords[0] ?? industry.noun;
  const market = (company.targetMarkets.find((m) => !isRegion(m)) ?? industry.audiences[0] ?? 'customers').toLowerCase();
  return {
    company: company.companyName,
    product: company.keyProducts[0] ?? `${company.companyName}'s ${theme} work`,
    otherProduct: company.keyProducts[1] ?? null,
    field: industry.noun,
    fieldLabel: industry.label,
    market,
    audience: input.targetAudience.trim(),
    topic,
    subject,
    companyTheme: theme,
    fact: firstSentence(trend?.description) ?? firstSentence(input.context),
    evidence: trend?.trendingReason ? firstSentence(trend.trendingReason) : null,
    category: asCategory(trend?.category) ?? 'business',
    context: firstSentence(input.context),
  };
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
  environment: 'climate claims draw greenwashing scrutiny; back every figure with a source',
  science: 'overstating early research is the quickest way to lose a science journalist’s trust',
  lifestyle: 'lifestyle desks want people and pictures; a data-only pitch will fall flat',
  finance: 'financial claims may be regulated; have compliance review the key messages',
  culture: 'arts and heritage audiences distrust brands that borrow culture; show what the company gives back, not what it takes',
  worldevents: 'tying a brand to a crisis can look opportunistic; lead with useful help, not the product',
};
