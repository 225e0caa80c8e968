import { z } from 'zod';

/**
 * What a trend's reports say, extracted when discovery writes the trend (issue 23): the only ground the engines
 * write story angles and pitches from, and what the generator shows beside its ideas. Every entry is text taken
 * from the reports; nothing is inferred.
 */
export const factFigureSchema = z.object({
  /** The figure with its unit as written ('$38 billion', 'more than 4,200 grieving families', '5.9%'). */
  text: z.string(),
  /** The sentence it was read in. */
  sentence: z.string(),
  /** How many of the trend's reports give it. */
  reports: z.number().int(),
  /** The outlet of the report it was read in, when known. */
  outlet: z.string().nullable(),
});
export type FactFigure = z.infer<typeof factFigureSchema>;

export const factReportSchema = z.object({
  title: z.string(),
  outlet: z.string().nullable(),
  url: z.string().nullable(),
  /** The byline, when the feed or the article page names one. */
  reporter: z.string().nullable(),
  publishedAt: z.string(),
  /** The report's sentence that says most of what the other reports say (its lead when it stands alone). */
  sentence: z.string(),
  /**
   * Its other sentences, as written: the line a company's story turns on is often one only this report gives ('card
   * terminals froze at cafés and bakeries'). Absent on sheets written before it was kept.
   */
  sentences: z.array(z.string()).optional(),
});
export type FactReport = z.infer<typeof factReportSchema>;

export const factSheetSchema = z.object({
  /** One sentence of what happened: the most widely corroborated sentence of the reports. */
  happened: z.string().nullable(),
  /** The outlet of the report that says it, when known. */
  happenedOutlet: z.string().nullable(),
  people: z.array(z.string()),
  organisations: z.array(z.string()),
  places: z.array(z.string()),
  figures: z.array(factFigureSchema),
  /** Dates the reports name ('20 December', '2028', 'Jan. 5'). */
  dates: z.array(z.string()),
  /** Newest first. */
  reports: z.array(factReportSchema),
});
export type FactSheet = z.infer<typeof factSheetSchema>;

export const EMPTY_FACT_SHEET: FactSheet = { happened: null, happenedOutlet: null, people: [], organisations: [], places: [], figures: [], dates: [], reports: [] };
