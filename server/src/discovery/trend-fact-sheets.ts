import type { FactSheet } from '@newsjack/shared';
import { buildFactSheet, type FactSource } from '../text/fact-sheet';
import { warmTagger } from '../text/nlp';
import { warmPlaceNames } from '../text/place-names';
import { yieldToEventLoop } from './repo-helpers';

/**
 * Work between turns of the event loop, so the API keeps answering: a sheet takes 2-40 ms (30 reports), so the
 * loop yields once this much time has gone since the last turn.
 */
const TURN_MS = 15;

/**
 * Each trend's fact sheet: the stored one when its reports did not change (and it has one), else read afresh from
 * its reports. Discovery writes the finished sheet; story angles and pitches only read it.
 */
export async function trendFactSheets(
  trends: ReadonlyArray<{ members: readonly number[]; stored: FactSheet | null }>,
  items: readonly FactSource[],
): Promise<FactSheet[]> {
  const out: FactSheet[] = [];
  if (trends.some((t) => !t.stored || t.stored.reports.length === 0)) {
    // The tagger's first load is a turn of its own (the server loads it before it listens), and so is the place names'.
    warmTagger();
    await yieldToEventLoop();
    warmPlaceNames();
    await yieldToEventLoop();
  }
  let turnStart = performance.now();
  for (const trend of trends) {
    if (trend.stored && trend.stored.reports.length > 0) {
      out.push(trend.stored);
      continue;
    }
    out.push(buildFactSheet(trend.members.map((m) => items[m]!)));
    if (performance.now() - turnStart >= TURN_MS) {
      await yieldToEventLoop();
      turnStart = performance.now();
    }
  }
  return out;
}
