import type { FactSheet } from '@newsjack/shared';
import { buildFactSheet, type FactSource } from '../text/fact-sheet';
import { warmTagger } from '../text/nlp';
import { warmPlaceNames } from '../text/place-names';
import { mapInTurns, yieldToEventLoop } from '../event-loop-turns';

/**
 * Each trend's fact sheet: the stored one when its reports did not change (and it has one), else read afresh from
 * its reports. Discovery writes the finished sheet; story angles and pitches only read it.
 */
export async function trendFactSheets(
  trends: ReadonlyArray<{ members: readonly number[]; stored: FactSheet | null }>,
  items: readonly FactSource[],
): Promise<FactSheet[]> {
  if (trends.some((t) => !t.stored || t.stored.reports.length === 0)) {
    // The tagger's first load is a turn of its own (the server loads it before it listens), and so is the place names'.
    warmTagger();
    await yieldToEventLoop();
    warmPlaceNames();
    await yieldToEventLoop();
  }
  // A sheet takes 2-40 ms (30 reports): the API keeps answering between them.
  return mapInTurns(trends, (trend) =>
    trend.stored && trend.stored.reports.length > 0 ? trend.stored : buildFactSheet(trend.members.map((m) => items[m]!)),
  );
}
