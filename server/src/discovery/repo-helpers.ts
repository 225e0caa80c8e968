import { eq, isNull, type SQL } from 'drizzle-orm';
import type { newsItems, trends } from '../db/schema';

export type TrendScope = 'global' | 'personal';

/** Which trends and items a cycle works on: global ones, or one company's personal ones. */
export interface ScopeRef {
  scope: TrendScope;
  companyId: number | null;
}

export const sameCompany = (column: typeof newsItems.companyId | typeof trends.companyId, companyId: number | null): SQL =>
  companyId === null ? isNull(column) : eq(column, companyId);

/**
 * Rows per statement of the writes that yield between batches: small enough that one statement holds PGlite (and
 * so the event loop) for tens of milliseconds, large enough that the per-statement cost stays negligible.
 */
export const YIELDING_BATCH = 500;
