import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { newsItems, trends } from '../db/schema';

export type TrendScope = 'global' | 'personal';

/** Which trends and items a cycle works on: global ones, or one company's personal ones. */
export interface ScopeRef {
  scope: TrendScope;
  companyId: number | null;
}

/** Rows per statement: keeps every statement well under Postgres' 65,535 bind parameters. */
const CHUNK = 1000;

export function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export const sameCompany = (column: typeof newsItems.companyId | typeof trends.companyId, companyId: number | null): SQL =>
  companyId === null ? isNull(column) : eq(column, companyId);

/** `(values (a, b), …)` of integer pairs, for UPDATE … FROM. */
export function intPairs(rows: readonly (readonly [number, number | null])[]): SQL {
  return sql`(values ${sql.join(
    rows.map(([a, b]) => sql`(${a}::int, ${b}::int)`),
    sql`, `,
  )})`;
}

