import type { FactSheet } from '@newsjack/shared';
import { buildFactSheet, type FactSource } from '../text/fact-sheet';
import { yieldToEventLoop } from './repo-helpers';

/** Fact sheets built between turns of the event loop: a few milliseconds each, so the API keeps answering. */
const SHEETS_PER_TURN = 10;

/**
 * Each trend's fact sheet: the stored one when its reports did not change (and it has one), else read afresh from
 * its reports. Discovery writes the finished sheet; story angles and pitches only read it.
 */
export async function trendFactSheets(
  trends: ReadonlyArray<{ members: readonly number[]; stored: FactSheet | null }>,
  items: readonly FactSource[],
): Promise<FactSheet[]> {
  const out: FactSheet[] = [];
  let built = 0;
  for (const trend of trends) {
    if (trend.stored && trend.stored.reports.length > 0) {
      out.push(trend.stored);
      continue;
    }
    out.push(buildFactSheet(trend.members.map((m) => items[m]!)));
    built += 1;
    if (built % SHEETS_PER_TURN === 0) await yieldToEventLoop();
  }
  return out;
}
