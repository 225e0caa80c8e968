import type { MentionVelocity, Sentiment, TrendCategory } from '@newsjack/shared';

/** Category colours (spec 01 §3), including the three extra ones saved items use. */
const CATEGORY_CLASSES: Record<TrendCategory, string> = {
  technology: 'bg-blue-100 text-blue-800',
  business: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900 dark:text-indigo-200',
  health: 'bg-rose-100 text-rose-800',
  healthcare: 'bg-pink-100 text-pink-800',
  entertainment: 'bg-fuchsia-100 text-fuchsia-800',
  politics: 'bg-red-100 text-red-800',
  sports: 'bg-orange-100 text-orange-800',
  environment: 'bg-green-100 text-green-800',
  science: 'bg-cyan-100 text-cyan-800',
  lifestyle: 'bg-purple-100 text-purple-800',
  finance: 'bg-emerald-100 text-emerald-800',
  culture: 'bg-amber-100 text-amber-800',
  worldevents: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function categoryClass(category: string): string {
  return CATEGORY_CLASSES[category as TrendCategory] ?? 'bg-muted text-muted-foreground';
}

const CATEGORY_LABELS: Partial<Record<TrendCategory, string>> = { worldevents: 'World Events' };

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as TrendCategory] ?? category.charAt(0).toUpperCase() + category.slice(1);
}

/** Velocity colours (spec 01 §5): explosive red, high orange, medium yellow, low green. */
const VELOCITY_CLASSES: Record<MentionVelocity, string> = {
  explosive: 'bg-red-100 text-red-700',
  high: 'bg-orange-100 text-orange-700',
  medium: 'bg-yellow-100 text-yellow-800',
  low: 'bg-green-100 text-green-700',
};

export function velocityClass(velocity: MentionVelocity): string {
  return VELOCITY_CLASSES[velocity];
}

/** Sentiment icon colours (spec 01 §5): green positive, red negative, yellow otherwise. */
export function sentimentClass(sentiment: Sentiment | string): string {
  if (sentiment === 'positive') return 'text-green-700';
  if (sentiment === 'negative') return 'text-red-600';
  return 'text-yellow-600';
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Relevance is 0..1; desktop shows 2 decimals (spec), small screens one. */
export function formatRelevance(score: number, isMobile: boolean): string {
  return score.toFixed(isMobile ? 1 : 2);
}
