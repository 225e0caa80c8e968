import { isNewInWindow } from '@newsjack/shared';
import { SEMANTIC_MATCH_THRESHOLD } from './calibration';
import type { CompanyForRelevance, PhraseEvidence, RelevanceEvidence, TrendForRelevance } from './types';

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
/** Velocity measures the last quarter of the window (discovery/pipeline/metrics.ts). */
const QUARTER_WORDS: Record<string, string> = { '24h': '6 hours', '7d': '42 hours', month: '7 days' };
const MAX_OUTLETS_NAMED = 3;
const MAX_QUOTE = 160;

function quote(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim().replace(/[.]$/, '');
  return `“${clean.length > MAX_QUOTE ? `${clean.slice(0, MAX_QUOTE).replace(/\s+\S*$/, '')}…` : clean}”`;
}

function signedPercent(value: number): string {
  const rounded = Math.round(value);
  return rounded > 0 ? `+${rounded}%` : rounded < 0 ? `−${Math.abs(rounded)}%` : '0%';
}

/**
 * Mentions, growth and velocity in one sentence that cannot contradict itself: growth compares the window with
 * the one before (a story with nothing before is new, not '+1000%'), velocity is named for what it measures, the
 * pace in the window's last quarter.
 */
export function momentumSentence(trend: Pick<TrendForRelevance, 'mentions' | 'previousMentions' | 'growth' | 'velocity' | 'timeframe'>): string | null {
  if (trend.mentions <= 0) return null;
  const span = WINDOW_WORDS[trend.timeframe] ?? trend.timeframe;
  const quarter = QUARTER_WORDS[trend.timeframe] ?? 'recent hours';
  const mentions = bold(`${trend.mentions} ${trend.mentions === 1 ? 'mention' : 'mentions'}`);
  const change = trend.previousMentions !== undefined && isNewInWindow(trend.mentions, trend.previousMentions) ? `${bold('new')}: none in the ${span} before` : `${bold(signedPercent(trend.growth))} on the ${span} before`;
  const pace: Record<TrendForRelevance['velocity'], string> = {
    explosive: `mentions are still accelerating, with velocity ${bold('explosive')} over the last ${quarter}`,
    high: `coverage keeps coming, with velocity ${bold('high')} over the last ${quarter}`,
    medium: `coverage continues at a steady pace, velocity ${bold('medium')} over the last ${quarter}`,
    low: `few of them came in the last ${quarter} (velocity ${bold('low')})`,
  };
  return `It has ${mentions} in the last ${span} (${change}); ${pace[trend.velocity]}.`;
}

function outletSentence(outlets: readonly string[]): string | null {
  if (outlets.length === 0) return null;
  const named = outlets.slice(0, MAX_OUTLETS_NAMED).map(bold);
  const rest = outlets.length - named.length;
  if (rest > 0) named.push(bold(`${rest} other ${rest === 1 ? 'outlet' : 'outlets'}`));
  return `It is covered by ${listOf(named)}.`;
}

/** Matches grouped by the headline or sentence they were found in, strongest first. */
function byQuote(matches: readonly PhraseEvidence[]): Array<{ quote: string; phrases: string[] }> {
  const groups = new Map<string, string[]>();
  for (const m of matches) groups.set(m.quote, [...(groups.get(m.quote) ?? []), m.phrase]);
  return [...groups].map(([q, phrases]) => ({ quote: q, phrases }));
}

/**
 * A phrase too specific to be another word in disguise: several words ('Boiler Upgrade Scheme') or a rare word
 * ('conveyancing', 'stablecoin'). Found where the rest of the story reads little like the company, it is still the
 * company's term, only in a story told in other words; a common single word there ('stops', 'wills') is likely
 * another sense.
 */
export const SPECIFIC_RARITY = 0.6;
const isSpecific = (m: PhraseEvidence) => m.rarity >= SPECIFIC_RARITY;
const inSense = (m: PhraseEvidence) => m.sense >= SEMANTIC_MATCH_THRESHOLD;

/** The company's possessive, bold or not: 'Acme's', but 'Meeple Yard Games'' (a name ending in a plural s). */
function owner(company: string): string {
  return /[^s]s(?:\*\*)?$/i.test(company) ? `${company}'` : `${company}'s`;
}

function phraseSentences(company: string, field: string, evidence: RelevanceEvidence): string[] {
  if (evidence.keywords.length + evidence.products.length + evidence.issues.length === 0) return [];
  const out: string[] = [];
  const sentence = (matches: readonly PhraseEvidence[], what: (n: number) => string, verb: string, tail = '') => {
    for (const g of byQuote(matches)) out.push(`${quote(g.quote)} ${verb} ${what(g.phrases.length)} ${listOf(g.phrases.map(bold))}${tail}.`);
  };
  const keyword = (n: number) => (n === 1 ? 'keyword' : 'keywords');
  const product = (n: number) => `${owner(company)} ${n === 1 ? 'product' : 'products'}`;
  sentence(evidence.keywords.filter(inSense), keyword, 'uses your');
  sentence(evidence.products.filter(inSense), product, 'touches');
  // A running subject of the company's field, though the story names none of its own words ('water fluoridation').
  const issueSentence = (matches: readonly PhraseEvidence[], tail = '') => {
    for (const g of byQuote(matches)) {
      const subjects = g.phrases.length === 1 ? 'a running subject' : 'running subjects';
      out.push(`${quote(g.quote)} is about ${listOf(g.phrases.map(bold))}, ${subjects} of ${field ? `${field} news` : 'news in its field'}${tail}.`);
    }
  };
  issueSentence(evidence.issues.filter(inSense));
  // The company's own specific terms in a story whose other words are not its usual ones: named as matches, with
  // that said, never as "about something else" (a law firm's 'conveyancing' in a Land Registry backlog story).
  // A common word in the same sentence as one of them is read with it ('conveyancing solicitors').
  const all = [...evidence.keywords, ...evidence.products, ...evidence.issues];
  const ownQuotes = new Set(all.filter((m) => inSense(m) || isSpecific(m)).map((m) => m.quote));
  const thin = (m: PhraseEvidence) => !inSense(m) && ownQuotes.has(m.quote);
  const thinly = `, though little else in the story is what ${owner(company)} profile talks about`;
  sentence(evidence.keywords.filter(thin), keyword, 'uses your', thinly);
  sentence(evidence.products.filter(thin), product, 'touches', thinly);
  issueSentence(evidence.issues.filter(thin), thinly);
  // A common word found where the story is about something else: said plainly, so a wrong word sense stays visible.
  const elsewhere = all.filter((m) => !inSense(m) && !ownQuotes.has(m.quote));
  for (const g of byQuote(elsewhere)) {
    const words = listOf(g.phrases.map(bold));
    out.push(`${words} ${g.phrases.length === 1 ? 'appears' : 'appear'} in ${quote(g.quote)}, but that story is about something else, so ${g.phrases.length === 1 ? 'it counts' : 'they count'} for little.`);
  }
  return out;
}

function meaningSentence(company: string, evidence: RelevanceEvidence): string {
  const percent = bold(`${Math.round(evidence.similarity * 100)}% semantic match`);
  if (evidence.similarity > SEMANTIC_MATCH_THRESHOLD && evidence.closestHeadline) {
    const outlet = evidence.closestHeadline.outlet ? ` (${evidence.closestHeadline.outlet})` : '';
    const line = evidence.closestProfileLine ? `, which speaks to what ${company} says about itself: ${quote(evidence.closestProfileLine)}` : '';
    return `Its coverage is a ${percent} with ${owner(company)} profile; the closest headline is ${quote(evidence.closestHeadline.title)}${outlet}${line}.`;
  }
  // Below the badge the match in meaning is no reason on its own; whether the story is background depends on
  // whether the company's own terms are in it (in their sense, or specific enough to be theirs).
  const ownTerms = [...evidence.keywords, ...evidence.products, ...evidence.issues].some((m) => inSense(m) || isSpecific(m));
  if (ownTerms) return `Beyond those words, its coverage is only a ${percent} with ${owner(company)} profile.`;
  return `Its coverage is only a ${percent} with ${owner(company)} profile, so it is at best background for ${company}, not a story to act on.`;
}

/**
 * The one 'why is this relevant' text (discovery stores it for every trend and company; the offline AI engine
 * answers with it too), in a PR reader's terms: the headline or sentence that used the company's keywords or
 * products (and any that used them in another sense), how closely the coverage matches the company's profile and
 * which line of it, then the momentum and the outlets covering it. Evidence is in **bold**.
 */
export function buildExplanation(
  companyFacts: Pick<CompanyForRelevance, 'companyName'> & Partial<Pick<CompanyForRelevance, 'industry'>>,
  trend: TrendForRelevance,
  evidence: RelevanceEvidence,
  score: number,
): string {
  return explainerFor(companyFacts)(evidence, score, trendSentences(trend).join(' '));
}

/**
 * `buildExplanation` for one company and many trends (a cycle explains thousands of trends to each company): the
 * company's name in markup and its no-evidence sentence are written once; `about` is `trendSentences(trend)` joined
 * by spaces, written once per trend.
 */
export function explainerFor(
  companyFacts: Pick<CompanyForRelevance, 'companyName'> & Partial<Pick<CompanyForRelevance, 'industry'>>,
): (evidence: RelevanceEvidence, score: number, about: string) => string {
  const company = bold(companyFacts.companyName || 'your company');
  const field = companyFacts.industry?.trim() ?? '';
  const nothing = `Nothing in this trend's coverage matches ${owner(company)} keywords, products or profile, so its relevance is 0.`;
  return (evidence, score, about) => {
    const said = score === 0 ? nothing : [...phraseSentences(company, field, evidence), meaningSentence(company, evidence)].join(' ');
    return about ? `${said} ${about}` : said;
  };
}

/** What an explanation says of the trend itself, its momentum and its outlets: the same for every company. */
export function trendSentences(trend: TrendForRelevance): string[] {
  return [momentumSentence(trend), outletSentence(trend.outlets)].filter((s): s is string => s !== null);
}
