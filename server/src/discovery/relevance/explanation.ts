import type { CompanyForRelevance, RelevanceEvidence, TrendForRelevance } from './types';

/** Wraps a value in **bold** markers; asterisks inside it are dropped so they cannot break the markup. */
export function bold(value: string | number): string {
  return `**${String(value).replace(/\*/g, '').trim()}**`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const WINDOW_WORDS: Record<string, string> = { '24h': '24 hours', '7d': '7 days', month: '30 days' };

function signedPercent(value: number): string {
  const rounded = Math.round(value);
  return rounded > 0 ? `+${rounded}%` : rounded < 0 ? `−${Math.abs(rounded)}%` : '0%';
}

const MAX_OUTLETS_NAMED = 3;

function momentumSentence(trend: TrendForRelevance): string | null {
  // No measured mention (an explanation asked for outside a cycle, with no figures): nothing to say about momentum.
  if (trend.mentions <= 0) return null;
  const span = WINDOW_WORDS[trend.timeframe] ?? trend.timeframe;
  const mentions = bold(`${trend.mentions} ${trend.mentions === 1 ? 'mention' : 'mentions'}`);
  return `Mention velocity is ${bold(trend.velocity)}, with ${mentions} in the last ${span} (${bold(signedPercent(trend.growth))} on the ${span} before).`;
}

function outletSentence(outlets: readonly string[]): string | null {
  if (outlets.length === 0) return null;
  const named = outlets.slice(0, MAX_OUTLETS_NAMED).map(bold);
  const rest = outlets.length - named.length;
  if (rest > 0) named.push(bold(`${rest} other ${rest === 1 ? 'outlet' : 'outlets'}`));
  return `It is covered by ${listOf(named)}.`;
}

/**
 * The one 'why is this relevant' text (discovery stores it for every trend and company; the offline AI engine
 * answers with it too): every piece of evidence the score used, named in **bold**: matched keywords, product and
 * industry overlap, the semantic similarity, then the momentum and the outlets covering it.
 */
export function buildExplanation(
  companyFacts: Pick<CompanyForRelevance, 'companyName' | 'industry'>,
  trend: TrendForRelevance,
  evidence: RelevanceEvidence,
  score: number,
): string {
  const company = bold(companyFacts.companyName || 'your company');
  const industry = companyFacts.industry?.trim() ? ` (${companyFacts.industry.trim()})` : '';
  const sentences: string[] = [];
  if (score === 0) {
    sentences.push(`Nothing in this trend matches ${company}'s keywords, products, industry or profile, so its relevance is 0.`);
  } else {
    const keywords = evidence.keywords.map((k) => bold(k.phrase));
    if (keywords.length > 0) {
      sentences.push(`It mentions ${keywords.length === 1 ? 'your keyword' : 'your keywords'} ${listOf(keywords)}.`);
    }
    const products = evidence.products.map((p) => bold(p.phrase));
    if (products.length > 0) sentences.push(`It touches ${company}'s ${products.length === 1 ? 'product' : 'products'} ${listOf(products)}.`);
    if (evidence.industryWords.length > 0) {
      sentences.push(`It speaks to your industry${industry} through ${listOf(evidence.industryWords.map(bold))}.`);
    }
    const percent = Math.round(evidence.similarity * 100);
    sentences.push(`Its coverage reads ${bold(`${percent}%`)} similar to ${company}'s profile (semantic similarity).`);
  }
  const momentum = momentumSentence(trend);
  if (momentum) sentences.push(momentum);
  const outlets = outletSentence(trend.outlets);
  if (outlets) sentences.push(outlets);
  return sentences.join(' ');
}
