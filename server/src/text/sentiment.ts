import type { Sentiment as SentimentValue } from '@newsjack/shared';
import Sentiment from 'sentiment';

/** The shared sentiment vocabulary (positive, neutral, negative). */
export type SentimentLabel = SentimentValue;

export interface SentimentResult {
  /** −1 (very negative) … 1 (very positive). */
  score: number;
  label: SentimentLabel;
  /** The AFINN words that moved the score, so a caller can say why. */
  positive: string[];
  negative: string[];
}

const analyser = new Sentiment();

/**
 * AFINN scores everyday words, but in news copy these name things, not feelings: 'interest rates', 'shares
 * fell', 'health care', 'demand for chips', 'a fine for the bank', 'no deal'. Scoring them would tilt neutral
 * headlines, so they count zero here.
 */
const NEWS_NEUTRAL: Record<string, number> = Object.fromEntries(
  ['interest', 'shares', 'share', 'like', 'care', 'trust', 'support', 'pretty', 'free', 'top', 'demand', 'fine',
    'fined', 'fines', 'kind', 'clear', 'please', 'no', 'cool'].map((word) => [word, 0]),
);

/**
 * Squashes the raw AFINN sum into −1..1 the way VADER does (s / √(s² + α)): one mild word gives ±0.25, a
 * headline full of strong words approaches ±1, and the result never depends on a hand-picked maximum.
 */
const ALPHA = 15;
/** A single mild word (±1 → ±0.25) is enough to leave neutral; a mixed headline that cancels out is not. */
export const SENTIMENT_THRESHOLD = 0.2;

export function sentimentScore(text: string): SentimentResult {
  const result = analyser.analyze(text, { extras: NEWS_NEUTRAL });
  const raw = result.score;
  const score = raw === 0 ? 0 : raw / Math.sqrt(raw * raw + ALPHA);
  return { score, label: labelFor(score), positive: result.positive, negative: result.negative };
}

export function labelFor(score: number): SentimentLabel {
  if (score >= SENTIMENT_THRESHOLD) return 'positive';
  if (score <= -SENTIMENT_THRESHOLD) return 'negative';
  return 'neutral';
}
