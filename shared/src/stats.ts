import { z } from 'zod';

export type ChangeKind = 'percent' | 'count';

/**
 * The change label of a dashboard stat card, comparing today's figure with the one STAT_CHANGE_WINDOW_DAYS
 * before. 'percent' gives '+12%' / '-3%'; 'count' gives '+2 new' / '-1 removed'. A percent cannot be computed
 * from zero, so growth from nothing falls back to the count form. A non-zero change never reads as '0%'.
 */
export function formatChangeLabel(current: number, previous: number, kind: ChangeKind): string {
  return computeStatChange(current, previous, kind).label;
}

/** The label plus its number: the percent (or null when undefined) or the difference in count. */
export function computeStatChange(current: number, previous: number, kind: ChangeKind): StatChange {
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return { value: null, label: 'No change' };
  if (current === previous) return { value: 0, label: 'No change' };
  const diff = current - previous;
  if (kind === 'count' || previous <= 0) {
    const label = diff > 0 ? `+${diff} new` : `-${Math.abs(diff)} removed`;
    return { value: kind === 'count' ? diff : null, label };
  }
  const percent = Math.round((diff / previous) * 100);
  if (percent === 0) return { value: 0, label: diff > 0 ? '+<1%' : '-<1%' };
  return { value: percent, label: percent > 0 ? `+${percent}%` : `${percent}%` };
}

export const statChangeSchema = z.object({
  value: z.number().nullable(),
  label: z.string(),
});
export type StatChange = z.infer<typeof statChangeSchema>;

/** GET /api/stats */
export const statsSchema = z.object({
  activeTrends: z.number().int(),
  storyAngles: z.number().int(),
  savedItems: z.number().int(),
  keywordsTracked: z.number().int(),
  changes: z.object({
    activeTrends: statChangeSchema,
    storyAngles: statChangeSchema,
    savedItems: statChangeSchema,
    keywordsTracked: statChangeSchema,
  }),
});
export type Stats = z.infer<typeof statsSchema>;
