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
