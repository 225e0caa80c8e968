import type { StoryFit, StoryFitLevel } from '@newsjack/shared';

/**
 * Fit bands on the 0..1 relevance discovery stores (discovery/relevance/score.ts: one headline keyword match alone
 * scores 0.3, momentum alone at most 0.07). Below NONE with no keyword in common, nothing connects the trend to
 * the company: only momentum or shared filler words scored it.
 */
export const FIT_STRONG = 0.45;
export const FIT_PARTIAL = 0.2;
export const FIT_NONE = 0.1;

export type FitEvidence = {
  companyName: string;
  relevanceScore: number;
  matchedKeywords: readonly string[];
  /** The trend's title, or the topic as typed. */
  topic: string;
  /** A custom topic is never refused: the user chose it, so at worst the ideas say how to join it credibly. */
  kind: 'trend' | 'topic';
};

export function fitLevel(e: Pick<FitEvidence, 'relevanceScore' | 'matchedKeywords' | 'kind'>): StoryFitLevel {
  const score = e.relevanceScore;
  if (score >= FIT_STRONG) return 'strong';
  if (score >= FIT_PARTIAL) return 'partial';
  if (score < FIT_NONE && e.matchedKeywords.length === 0 && e.kind === 'trend') return 'none';
  return 'weak';
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The fit the dialog shows before a credit is spent, and the generator writes for. */
export function assessFit(e: FitEvidence): StoryFit {
  const level = fitLevel(e);
  const what = e.kind === 'trend' ? 'This trend' : 'This topic';
  const matched = e.matchedKeywords.slice(0, 3);
  const touches = matched.length > 0 ? `it touches ${list(matched)}` : 'it is close to what the company does';
  const bridge =
    level === 'none'
      ? null
      : matched.length > 0
        ? `“${e.topic}” touches what ${e.companyName} works on: ${list(matched)}.`
        : level === 'weak'
          ? `“${e.topic}” is outside ${e.companyName}’s field, so any idea has to start from the customers it serves.`
          : `“${e.topic}” is close in meaning to what ${e.companyName} does.`;
  const message: Record<StoryFitLevel, string> = {
    strong: `${what} fits ${e.companyName} well: ${touches}.`,
    partial: `${what} fits ${e.companyName} in part (${touches}); the ideas keep to that link.`,
    weak: `${what} barely touches ${e.companyName}, so the ideas say how it can credibly join the story rather than claim it.`,
    none: `${what} does not fit ${e.companyName}: nothing in its profile connects to it, so no ideas will be generated and no credit used.`,
  };
  return {
    level,
    relevanceScore: Math.max(0, Math.min(1, Math.round(e.relevanceScore * 1000) / 1000)),
    matchedKeywords: [...e.matchedKeywords],
    message: message[level],
    bridge,
    canGenerate: level !== 'none',
  };
}
