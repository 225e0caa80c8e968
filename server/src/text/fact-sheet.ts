import type { FactFigure, FactReport, FactSheet } from '@newsjack/shared';
import { tagSentence, tagSentences, joinTokens, type Token } from './nlp';
import { isPlaceName } from './place-names';
import { splitSentences } from './summary';
import { isStopWord } from './stop-words';
import { findDates, findFigures, type Span } from './fact-spans';
import { classifyNames, nameRuns } from './fact-names';

/** One report as discovery holds it. */
export interface FactSource {
  title: string;
  summary: string;
  outlet: string | null;
  url: string | null;
  author: string | null;
  publishedAt: Date;
}

/** Figures kept: three turns of three reports' (see inTurns). */
const MAX_FIGURES = 9;
const MAX_NAMES = 12;
const MAX_DATES = 4;
/**
 * Whether a sentence says what it is about: one opening on a pronoun ('It also sets a duty-free quota…', 'They said…')
 * or on a business named only by its kind ('The company, which imports about 1.2 million tonnes…', 'The firm said…')
 * leans on the sentence before it and is no fact told alone; 'the government', 'the ministry' or 'the bank' still say
 * what kind of body spoke.
 */
export const standsAlone = (text: string): boolean => !LEANING_OPENING.test(text.trim()) && !KIND_ONLY.test(text.trim());
const LEANING_OPENING = /^(?:it|its|they|their|them|he|his|she|her|this|these|those|we|our)\s/i;
const KIND_ONLY =
  /^[Tt]he\s+(?:company|companies|firm|firms|group|business|businesses|retailer|maker|manufacturer|operator|carrier|insurer|supplier)(?:'s|’s)?(?:,|\s)/u;

/** A report's other sentences kept beside its strongest (a feed summary holds two to four). */
const MAX_OTHER_SENTENCES = 4;
/** Reports read per trend: the newest, as the trend's own report list keeps them. */
const MAX_REPORTS = 30;
/** The first report's lead is what happened when it shares at least this share of the most shared lead's words. */
const FIRST_LEAD_SHARE = 0.5;

/** A headline that asks or explains rather than reports ('What employers must know', 'Explained: …', 'Why …'). */
const EXPLAINER_TITLE = /\?|^(?:what|why|how|who|when|where|do|does|did|is|are|can|could|should|will|would)\b|\b(?:explained|explainer|analysis|opinion|comment|q&a|must know|need to know|what it means|what (?:this|that) means)\b/i;

function isExplainerTitle(title: string): boolean {
  return EXPLAINER_TITLE.test(title.trim());
}

interface Sentence {
  report: number;
  headline: boolean;
  text: string;
  tokens: Token[];
  lemmas: Set<string>;
}

/**
 * Reads a trend's reports into its fact sheet (shared/src/fact-sheet.ts). A sentence is strong when the other
 * reports say the same things (its content words appear in them); figures, dates and names are counted by how many
 * reports give them, so a detail every outlet repeats comes before one a single report adds. Headlines are read
 * for figures and dates, but a name is taken from a headline only when the sentence-case text names it too (a
 * title-case headline capitalises every word).
 */
export function buildFactSheet(sources: readonly FactSource[]): FactSheet {
  const reports = [...sources].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).slice(0, MAX_REPORTS);
  const sentences: Sentence[] = [];
  reports.forEach((r, report) => {
    const title = r.title.trim();
    if (title) sentences.push(sentence(report, true, tagSentence(title)));
    for (const text of splitSentences(r.summary)) {
      for (const tokens of tagSentences(text)) if (tokens.length > 2) sentences.push(sentence(report, false, tokens));
    }
  });
  // How many reports use each content word.
  const reach = new Map<string, number>();
  reports.forEach((_, report) => {
    const words = new Set<string>();
    for (const s of sentences) if (s.report === report) for (const l of s.lemmas) words.add(l);
    for (const w of words) reach.set(w, (reach.get(w) ?? 0) + 1);
  });
  const centrality = (s: Sentence): number => {
    if (s.lemmas.size === 0) return 0;
    let shared = 0;
    for (const l of s.lemmas) shared += (reach.get(l) ?? 1) - 1;
    return shared / Math.sqrt(s.lemmas.size);
  };
  const scored = sentences.map((s) => ({ s, score: centrality(s) }));
  // A report's strongest sentence; a full sentence beats the headline at equal strength, an earlier one a later.
  const best = (candidates: typeof scored) =>
    candidates.reduce<(typeof scored)[number] | null>(
      (top, c) => (top === null || c.score > top.score + 1e-9 || (Math.abs(c.score - top.score) <= 1e-9 && top.s.headline && !c.s.headline) ? c : top),
      null,
    );

  const factReports: FactReport[] = reports.map((r, report) => {
    // A sentence of the report's text when it has one: a headline is the outlet's summary, not a sentence.
    const strongest =
      (best(scored.filter((c) => c.s.report === report && !c.s.headline && standsAlone(c.s.text))) ??
        best(scored.filter((c) => c.s.report === report && !c.s.headline)) ??
        best(scored.filter((c) => c.s.report === report)))?.s.text ?? r.title.trim();
    return {
      title: r.title.trim(),
      outlet: r.outlet?.trim() || null,
      url: r.url,
      reporter: r.author?.trim() || null,
      publishedAt: r.publishedAt.toISOString(),
      sentence: strongest,
      sentences: sentences
        .filter((s) => s.report === report && !s.headline && s.text !== strongest && standsAlone(s.text))
        .map((s) => s.text)
        .slice(0, MAX_OTHER_SENTENCES),
    };
  });
  // What happened: the first report's lead, which tells the news before reactions and explainers do, unless the
  // other reports barely share it (then the most corroborated lead).
  const allLeads = reports
    .map((_, report) => scored.find((c) => c.s.report === report && !c.s.headline))
    .filter((c): c is (typeof scored)[number] => c !== undefined);
  // An explainer or a question ('Do you get paid if a storm shuts your workplace?') tells what the news means, not
  // the news, even when it was published first: its lead is what happened only when no report tells the news.
  const newsLeads = allLeads.filter((c) => !isExplainerTitle(reports[c.s.report]!.title));
  // Nor does a lead that leans on its report's sentence before ('It followed the cohort over two school years…').
  const toldAlone = (cs: typeof allLeads) => (cs.some((c) => standsAlone(c.s.text)) ? cs.filter((c) => standsAlone(c.s.text)) : cs);
  const leads = toldAlone(newsLeads.length > 0 ? newsLeads : allLeads);
  const strongest = best(leads);
  const earliest = leads.at(-1);
  const chosen =
    (earliest && strongest && earliest.score >= FIRST_LEAD_SHARE * strongest.score ? earliest : strongest)?.s ?? best(scored)?.s ?? null;
  const happened = chosen?.text ?? null;

  // Figures and dates: full sentences first, so a figure's sentence is a sentence and not a headline; the report
  // that tells what happened first among them, so its figures are not crowded out by later reports' (a storm's
  // gusts and power cuts where it struck, before the surge it brought to a port abroad the next day).
  const lead = chosen?.report;
  const ordered = [
    ...sentences.filter((s) => !s.headline && s.report === lead),
    ...sentences.filter((s) => !s.headline && s.report !== lead),
    ...sentences.filter((s) => s.headline),
  ];
  const outletOf = (report: number) => reports[report]?.outlet?.trim() || null;
  const figures = inTurns(countSpans(ordered, findFigures, reports.length), lead)
    .slice(0, MAX_FIGURES)
    .map(({ report, ...f }) => ({ ...f, outlet: outletOf(report) }));
  const dates = countSpans(ordered, findDates, reports.length)
    .slice(0, MAX_DATES)
    .map((d) => d.text);

  const bodyText = sentences.filter((s) => !s.headline).map((s) => s.text).join(' ');
  const runs = ordered.flatMap((s) => nameRuns(s.tokens, s.headline, bodyText));
  const names = classifyNames(runs, (name) => isPlaceName(name));
  const reportTexts = reports.map((r) => `${r.title} ${r.summary}`.toLowerCase());
  const titles = reports.map((r) => r.title.toLowerCase());
  // Names as many reports give, most first; of those, one a headline names first: a place only a report's side
  // detail names (the UK, where importers expect dearer wine, in a report of frosts in Chile's vineyards) is not where
  // the story happens.
  const byReach = (list: string[]) =>
    list
      .map((name, order) => ({
        name,
        order,
        reach: reportTexts.filter((t) => t.includes(name.toLowerCase())).length,
        headlined: titles.some((t) => t.includes(name.toLowerCase())),
      }))
      .sort((a, b) => b.reach - a.reach || Number(b.headlined) - Number(a.headlined) || a.order - b.order)
      .slice(0, MAX_NAMES)
      .map((n) => n.name);
  // A name read once as a place and once as a company is the place ('in Dellford', 'Dellford council').
  const placeKeys = new Set(names.places.map((p) => p.toLowerCase()));
  const notPlace = (list: string[]) => list.filter((n) => !placeKeys.has(n.toLowerCase()));
  return {
    happened,
    happenedOutlet: chosen ? outletOf(chosen.report) : null,
    people: byReach(notPlace(names.people)),
    organisations: byReach(notPlace(names.organisations)),
    places: byReach(names.places),
    figures,
    dates,
    reports: factReports,
  };
}

function sentence(report: number, headline: boolean, tokens: Token[]): Sentence {
  const lemmas = new Set<string>();
  for (const t of tokens) {
    if (!CONTENT_POS.has(t.pos)) continue;
    const lemma = t.lemma.toLowerCase();
    if (lemma.length > 1 && !isStopWord(lemma)) lemmas.add(lemma);
  }
  return { report, headline, text: joinTokens(tokens), tokens, lemmas };
}

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM']);

/**
 * Figures as counted, except that the figures one report alone gives are taken in turns: every report's first before
 * any report's second (the report that tells what happened first in each turn), and within a report, every
 * sentence's first figure before a sentence's second ('from 61% in 2024 to 75% by 2030' is one fact). In the order
 * counted, a report rich in figures fills the sheet and leaves out another report's, often the one where the coverage
 * meets a company ('about $85 a tonne for furnace-ready cullet'). A figure more reports give still leads.
 */
function inTurns<T extends { report: number; reports: number; sentence: string }>(spans: T[], lead: number | undefined): T[] {
  const single = spans.filter((s) => s.reports === 1);
  const queues = new Map<number, T[]>();
  for (const s of [...single.filter((x) => x.report === lead), ...single.filter((x) => x.report !== lead)]) {
    if (!queues.has(s.report)) queues.set(s.report, []);
    queues.get(s.report)!.push(s);
  }
  // Within a report: a sentence's first figure, then the next sentence's, then each sentence's second.
  for (const [report, list] of queues) {
    const rank = new Map<T, number>();
    const seen = new Map<string, number>();
    for (const s of list) {
      const k = seen.get(s.sentence) ?? 0;
      rank.set(s, k);
      seen.set(s.sentence, k + 1);
    }
    queues.set(report, [...list].sort((a, b) => rank.get(a)! - rank.get(b)!));
  }
  const turns: T[] = [];
  for (let turn = 0; turns.length < single.length; turn++) {
    for (const list of queues.values()) if (list[turn]) turns.push(list[turn]!);
  }
  return [...spans.filter((s) => s.reports > 1), ...turns];
}

/** Spans found in the sentences, one entry per distinct text, with the number of reports that give it. */
function countSpans(
  sentences: readonly Sentence[],
  find: (tokens: readonly Token[]) => Span[],
  reportCount: number,
): Array<Omit<FactFigure, 'outlet'> & { report: number }> {
  const byKey = new Map<string, { text: string; sentence: string; report: number; reports: Set<number>; order: number }>();
  for (const s of sentences) {
    for (const span of find(s.tokens)) {
      const entry = byKey.get(span.key);
      if (entry) {
        entry.reports.add(s.report);
        // The fuller wording of one figure ('4,200 grieving families' over '4,200'), with the sentence that gives
        // it: an idea quotes that sentence as where the figure was read.
        if (span.text.length > entry.text.length && !s.headline) {
          entry.text = span.text;
          entry.sentence = s.text;
          entry.report = s.report;
        }
      } else byKey.set(span.key, { text: span.text, sentence: s.text, report: s.report, reports: new Set([s.report]), order: byKey.size });
    }
  }
  return [...byKey.values()]
    .sort((a, b) => b.reports.size - a.reports.size || a.order - b.order)
    .map((e) => ({ text: e.text, sentence: e.sentence, report: e.report, reports: Math.min(reportCount, e.reports.size) }));
}
