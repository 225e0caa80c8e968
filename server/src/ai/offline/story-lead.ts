import type { FactSheet } from '@newsjack/shared';
import { terms } from '../../text';
import { standsAlone } from '../../text/fact-sheet';
import { clauseWithin } from './prose';

// The story's news as one company is told it: which report's line leads its ideas (story-evidence.ts gathers the
// rest of what they stand on, pitches.ts the line a pitch opens on).

/** Words at most in a report sentence told as the story's news. */
const MAX_LEAD_WORDS = 40;
/** Words at least in the clause a longer sentence is told by: less is a fragment ('Brussels said on Monday'). */
const MIN_LEAD_CLAUSE_WORDS = 8;

/**
 * A report's sentence as a line of news: itself when short enough, else its first clause that is ('ANICP said it
 * would ask the government to oppose the relaxed rules of origin in the EU–Philippines agreement', cut before
 * ', which would let canneries …'). A report's news is most often its longest sentence; dropped whole, a Portuguese
 * cannery's ideas stood on the one short line left, the industry's export total, and never said what the deal does.
 */
export function newsLineOf(sentence: string): string | null {
  if (sentence.split(/\s+/).length <= MAX_LEAD_WORDS) return sentence;
  const clause = clauseWithin(sentence, MAX_LEAD_WORDS, MIN_LEAD_CLAUSE_WORDS);
  if (!clause) return null;
  // Never a quotation cut before its close, nor one whose speaker is in the part cut off: a lobby's words would read
  // as the outlet's own reporting.
  const quotes = (clause.match(/[“”"]/g) ?? []).length;
  const rest = sentence.slice(clause.replace(/[.!?]+$/, '').length);
  if (quotes % 2 === 1 || (/[“"]/.test(clause) && ATTRIBUTION.test(rest) && !ATTRIBUTION.test(clause))) return null;
  return clause;
}

/** Words that say whose a quotation is. */
const ATTRIBUTION = /\b(?:said|says|told|according to)\b/i;

/**
 * The story's news as told to one company: what happened (its most corroborated sentence), unless that shares
 * nothing with the company's own words and another report's sentence plainly does: an Irish airline reading on the
 * oil price is told of turboprop fuel surcharges, not of diesel in Adelaide. `about` counts the company's own words
 * in a sentence; `home` says whether a sentence is news from the company's country (homeCounter).
 */
export function storyLead(
  sheet: FactSheet,
  about: (sentence: string) => number,
  home: (sentence: string) => number = () => 0,
): { sentence: string | null; outlet: string | null } {
  const happened = { sentence: sheet.happened, outlet: sheet.happenedOutlet };
  // News from another country than the company's (diesel in Adelaide for a Nova Scotia home-care firm) gives way
  // to a report from its own (Canadian pump prices); news that names no country keeps its place.
  // Where a line is from counts double: a line of the company's own words from abroad (Dak Lak's coffee farmers told
  // to stagger irrigation, for a Kenyan irrigation firm) is no lead beside the news of its own part of the world (the
  // WMO's El Niño declaration, which sees East Africa wetter).
  const away = sheet.happened ? home(sheet.happened) < 0 : false;
  const near = (sentence: string) => about(sentence) + 2 * (away ? home(sentence) : Math.min(0, home(sentence)));
  const base = sheet.happened ? near(sheet.happened) : 0;
  // The news line is an idea's fact: a sentence told instead of what happened names a figure, a date or a name (in
  // its whole, when its first clause is told).
  // Each report's strongest sentence, then its others: the line nearest a company is often one only it gives.
  const best = sheet.reports
    .flatMap((r) => [r.sentence, ...(r.sentences ?? [])].filter((whole) => whole !== sheet.happened && namesAFact(sheet, whole)).map((whole) => ({ sentence: newsLineOf(whole), outlet: r.outlet })))
    .filter((r): r is { sentence: string; outlet: string | null } => r.sentence !== null && standsAlone(r.sentence))
    .map((r) => ({ ...r, score: near(r.sentence) - (isBackground(r.sentence) ? BACKGROUND_WEIGHT : 0) }))
    .sort((a, b) => b.score - a.score)[0];
  return best && best.score >= 2 && best.score > base + 1 ? { sentence: best.sentence, outlet: best.outlet } : happened;
}

/** What a line of context loses against the week's news when the story is told to a company (see isBackground). */
const BACKGROUND_WEIGHT = 2;

/**
 * Whether a sentence is context, not this week's news: it gives a year's figure ('Portugal exported €412 million of
 * canned fish in 2027', '… last year'), no day of the week the news happened on, and nothing ahead ('will', 'by
 * 2030'). Beside a line of what was done or said this week, it leads no idea.
 */
export function isBackground(sentence: string): boolean {
  if (/\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|this week|today|will|would|set to|due to|expected|plans?|planned|scheduled|forecasts?|takes? effect|by (?:19|20)\d\d|from (?:19|20)\d\d|until (?:19|20)\d\d)\b/i.test(sentence)) return false;
  return /\b(?:last year|(?:in|during|for|of|since) (?:19|20)\d\d)\b/i.test(sentence);
}

/** Whether a sentence names a fact of the sheet (a figure, a date, a person, an organisation or a place): news, not comment. */
export function namesAFact(sheet: FactSheet, sentence: string): boolean {
  return [...sheet.figures.map((f) => f.text), ...sheet.dates, ...sheet.people, ...sheet.organisations, ...sheet.places].some((f) => sentence.includes(f));
}

/** How many of the company's own words (its profile, keywords, products) a sentence uses. */
export function ownWordCounter(ownText: string, skip: ReadonlySet<string> = new Set()): (sentence: string) => number {
  const ownStems = new Set(terms(ownText).filter((t) => !skip.has(t)));
  return (sentence) => new Set(terms(sentence).filter((t) => ownStems.has(t))).size;
}
