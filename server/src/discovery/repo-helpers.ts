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
 * Lets timers, sockets and other requests run between two batches of a long write or read. PGlite runs every
 * statement on this thread and its promises settle as microtasks, so without it a 20,000-item phase held the event
 * loop for seconds at a stretch; one turn of the loop per batch of 2,000 rows costs well under a millisecond.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** CPU work a cycle does on the server's thread between two turns of the event loop (see mapInTurns). */
const TURN_MS = 15;

/**
 * `items.map(fn)`, letting the event loop turn whenever the work has held it for TURN_MS: scoring a cycle's
 * thousands of trends for each company in one synchronous pass held every request for up to 700 ms.
 */
export async function mapInTurns<T, R>(items: readonly T[], fn: (item: T, index: number) => R): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let since = performance.now();
  for (let i = 0; i < items.length; i += 1) {
    out[i] = fn(items[i]!, i);
    if (performance.now() - since > TURN_MS) {
      await yieldToEventLoop();
      since = performance.now();
    }
  }
  return out;
}

/**
 * Rows per statement of the writes that yield between batches: small enough that one statement holds PGlite (and
 * so the event loop) for tens of milliseconds, large enough that the per-statement cost stays negligible.
 */
export const YIELDING_BATCH = 500;
