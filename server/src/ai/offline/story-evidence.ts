import type { FactReport, FactSheet } from '@newsjack/shared';
import { countriesNamed, homeBias, homeCountries } from './home-country';
import { splitSentences, terms } from '../../text';
import { figurePhrase } from './prose';
import { figureClause } from './figure-clause';
import { isBaseCount, isCondition, isLocationDetail, isScope, isSpanDetail } from './figure-role';
import { escapeRegExp } from '../../text/escape-regexp';
import { isPlaceName, isWholeCountry } from '../../text/place-names';
import { isRegion } from './regions';
import { namesAFact, newsLineOf, ownWordCounter, storyLead } from './story-lead';

/** A figure as ideas use it: `text` as a phrase reads mid-sentence ('the £220m industrial heat fund'); `raw` as its sentence writes it. */
export interface StoryFigure {
  text: string;
  raw: string;
  sentence: string;
  source: string | null;
  /** Said in the company's own words, or where the story meets it: a figure of its world, not only the story's. */
  near: boolean;
}

/**
 * The concrete facts of the story an idea is built on, each as the reports give it: what happened and who reported
 * it, the figure with its unit and its sentence, the main organisation other than the company, a place and a date.
 * All null for a topic typed by the user (then the ideas keep to the user's own words).
 */
export interface StoryEvidence {
  lead: string | null;
  leadSource: string | null;
  figure: StoryFigure | null;
  /**
   * The story's other figures that could lead as well, each from another sentence, best first: ideas of another
   * content type stand on them, so four content types are not built on one figure.
   */
  moreFigures: StoryFigure[];
  actor: string | null;
  place: string | null;
  date: string | null;
  /** The dated sentence, for the date's context. */
  dateSentence: string | null;
  /**
   * A second voice in the coverage: another report's sentence in which a named organisation or person reacts ('The
   * British Dental Association said … £420m would not reverse a decade of underfunding'), with who speaks as a
   * sentence reads them ('the British Dental Association').
   */
  voice: { sentence: string; source: string | null; speaker: string } | null;
  /**
   * The other reports' own news lines, each as its report gives it ('The India Meteorological Department kept its
   * red alert …'), for ideas to lead their messages with when the facts above are taken; never one only from
   * another country than the company's.
   */
  others: Array<{ sentence: string; source: string | null }>;
  /** Every person, organisation and place the sheet names: a sentence naming one tells a fact of the story. */
  named: string[];
}

const NO_EVIDENCE: StoryEvidence = { lead: null, leadSource: null, figure: null, moreFigures: [], actor: null, place: null, date: null, dateSentence: null, voice: null, others: [], named: [] };

/**
 * Reads the fact sheet into the few facts an idea uses; the company itself is never the story's actor. `own` is the
 * company's own text (profile, keywords, products, markets): a figure read in a sentence about its field beats one
 * from a report on another trade ('$3.12 a mile' for refrigerated trucks is no figure for a sports-drink brand).
 */
export function evidenceOf(
  sheet: FactSheet | undefined,
  company: string,
  ownText = '',
  linkStory: string | null = null,
  home = homeCounter(ownText, sheet),
): StoryEvidence {
  if (!sheet || (sheet.happened === null && sheet.reports.length === 0)) return NO_EVIDENCE;
  const about = ownWordCounter(ownText);
  // The company's own words less the places it names ('Dublin' in the sentence of a delayed flight is no part of a
  // bakery's world) and its words of quantity.
  const aboutItsWork = ownWordCounter(
    ownText.split(/(\s+)/).filter((w) => !isPlaceName(w.replace(/[^\p{L}\p{M}'’-]/gu, ''))).join(''),
    QUANTITY_STEMS,
  );
  // The story's places below a country that the company names as its own (its towns, states, regions): a line of the
  // story there is in its world whatever its words ('Washington and Oregon are among 10 states that have passed laws
  // limiting removals', for a bookshop chain in the two states).
  // Word by word, and not as the first word of a longer name ('Washington Post', 'New York Times').
  const ownPlaces = sheet.places
    .filter((p) => !isWholeCountry(p) && !isRegion(p))
    .map((p) => new RegExp(`(?<![\\p{L}])${escapeRegExp(p)}(?![\\p{L}])(?!\\s+\\p{Lu})`, 'u'))
    .filter((p) => p.test(ownText));
  const inItsPlaces = (sentence: string) => Number(ownPlaces.some((p) => p.test(sentence)));
  const lead = storyLead(sheet, about, home);
  // A fact from another country than the company's comes after one from its own or from nowhere in particular:
  // India's monsoon forecast is no figure for a New Zealand water-meter maker. Read on the figure's own clause, not
  // on its sentence ('Australia's Bureau … expects a drier spring, and India's weather office has trimmed …').
  const away = (text: string) => (home(text) < 0 ? AWAY_WEIGHT : 0);
  // A figure's own clause, read once per figure: the ranking below weighs each figure in every comparison.
  const clauses = new Map<string, string>();
  const clauseOf = (text: string, sentence: string) => {
    const key = `${text}\u0000${sentence}`;
    let clause = clauses.get(key);
    if (clause === undefined) clauses.set(key, (clause = figureClause(text, sentence) ?? sentence));
    return clause;
  };
  const awayFigure = (text: string, sentence: string) => away(clauseOf(text, sentence));
  // A figure with a unit and corroborated beats a lone one; a bare share ('94%') needs its sentence to mean
  // anything; one in what happened, or in a sentence in the company's own words, beats one from a side story.
  // The figure of the sentence where the story meets the company (story-link.ts) is the one its ideas lead with,
  // and one of the news as told to the company (its lead) comes next.
  // What happened counts for its figure only when it is not news from elsewhere: the most corroborated line of a
  // round-up may be another country's.
  const happenedHere = sheet.happened !== null && home(sheet.happened) >= 0;
  const ownWeight = (f: FactSheet['figures'][number]) =>
    figureWeight(f) +
    (happenedHere && sheet.happened?.includes(f.text) ? 1 : 0) +
    (home(clauseOf(f.text, f.sentence)) === SEAT ? 1 : 0) +
    Math.min(2, about(f.sentence)) +
    (lead.sentence !== sheet.happened && lead.sentence?.includes(f.text) ? 2 : 0) -
    awayFigure(f.text, f.sentence);
  const weight = (f: FactSheet['figures'][number]) => ownWeight(f) + (linkStory?.includes(f.text) ? 3 : 0);
  // A base count (the people a survey asked, the whole a share is of) is the finding's denominator: no idea leads
  // with it, even from the sentence where the story meets the company ('Of the 148,000 audiobooks …').
  // Nor with a span of time ('12 months'): a detail of the story, not its figure.
  // Nor with a condition or a yardstick ('if pollution met the guideline of 5 micrograms'): what the story found is
  // the figure it is conditional on. Nor with a distance that says where ('60 nautical miles west of Hodeidah'), nor
  // with the scope of a rule ('a supplier with fewer than 1,000 employees').
  const ranked = sheet.figures
    .filter((f) => !isBaseCount(f.text, f.sentence) && !isSpanDetail(f.text, f.sentence) && !isCondition(f.text, f.sentence) && !isLocationDetail(f.text, f.sentence) && !isScope(f.text, f.sentence))
    .sort((a, b) => weight(b) - weight(a));
  // Another country's figure gives way to the best of the company's own country or of none in particular.
  const best = ranked.find((f) => awayFigure(f.text, f.sentence) === 0);
  // A figure only a side report gives, in words that are not the company's, leads no idea (fewer ideas beat one on
  // another trade's figure).
  // A report titled in the company's words is about its world, whatever words its figure's sentence uses ('lifting
  // the hourly rate … to £13.05' under 'National Living Wage to rise 5.2%').
  const titled = (sentence: string) => sheet.reports.some((r) => (r.sentence === sentence || r.sentences?.includes(sentence)) && about(r.title) > 0);
  const leads = (f: FactSheet['figures'][number]) =>
    sheet.happened?.includes(f.text) || f.reports >= 2 || about(f.sentence) > 0 || titled(f.sentence) || linkStory?.includes(f.text);
  // Nor a figure only another country's report gives, when the company's own country is known (`best` is never one):
  // Ontario's arenas short of carbon dioxide are no figure for an Icelandic grower, whatever else the story tells
  // (fewer ideas beat one on another country's number).
  const figure = best && leads(best) ? best : undefined;
  const own = company.toLowerCase();
  const actor = [...sheet.organisations, ...sheet.people].find((n) => !own.includes(n.toLowerCase()) && !n.toLowerCase().includes(own)) ?? null;
  // A deadline is ahead of the story, never a year already past ('before 2019' in a story from 2026).
  const newest = Math.max(...sheet.reports.map((r) => new Date(r.publishedAt).getUTCFullYear()).filter(Number.isFinite), 0);
  // Nor a date the reports count from ('since January'); one in what happened comes first.
  const sentences = [sheet.happened ?? '', ...sheet.reports.map((r) => r.sentence), ...sheet.figures.map((f) => f.sentence)];
  // A bare year is a deadline only when it is still to come ('from 2027' in 2026; not 'the first ten months of 2026').
  // Nor a year so far off that no one plans to it ('one in four people will have some hearing loss by 2050').
  const year = (d: string) => Number(/\b(?:19|20)\d\d\b/.exec(d)![0]);
  // A day of this year is ahead only when a sentence giving it looks forward ('from 18 July', 'will close on…'):
  // news tells what happened on a day ('began picking Pinot Noir on 12 September') far more often than what will.
  const laterYear = (d: string) => /\b(?:19|20)\d\d\b/.test(d) && year(d) > newest;
  // Near the date, not anywhere in its sentence; and a date after 'than' is what something is compared with
  // ('dearer than in August'), never a deadline.
  const lookedForward = (d: string) =>
    laterYear(d) ||
    sentences.some((s) => {
      const at = s.indexOf(d);
      // A period's end is no deadline ('124 drownings in the twelve months to 30 September'), and 'up from' after the
      // date compares, it does not look ahead.
      const before = s.slice(0, at);
      // Nor does a 'from' that gives the figure a change starts from ('costs $4,200, up from $2,900 in September').
      const window = `${s.slice(Math.max(0, at - FORWARD_REACH), at).replace(COMPARED_FROM, '')}${s.slice(at, at + d.length + 20).replace(/\b(?:up|down|rising|falling)\s+from\b/gi, '')}`;
      return at >= 0 && !/\bthan\s+(?:in\s+|on\s+|at\s+)?(?:the\s+)?(?:start\s+of\s+|end\s+of\s+)?$/i.test(before) && !PERIOD_END.test(before) && LOOKS_FORWARD.test(window);
    });
  const ahead = (d: string) =>
    (!/\b(?:19|20)\d\d\b/.test(d) || (year(d) > newest && year(d) <= newest + MAX_YEARS_AHEAD) || (year(d) === newest && !/^\s*(?:19|20)\d\d\s*$/.test(d))) &&
    lookedForward(d) &&
    !sentences.some((s) => new RegExp(`\\b(?:since|last|earlier in|in early|in late)\\s+${escapeRegExp(d)}`, 'i').test(s)) &&
    // Nor a year read out of a part of it ('the contract for the first quarter of 2030'): 'before 2030' misreads it.
    !sentences.some((s) => new RegExp(`(?<!\\b(?:by|before|until|in|from)\\s+(?:the\\s+)?(?:\\w+\\s+)?)\\b(?:quarter|quarters|half|months?)\\s+of\\s+${escapeRegExp(d)}\\b`, 'i').test(s));
  // Nor a date only a report from another country than the company's gives (South Africa's rains from November, for
  // a New Zealand company): no idea is built on it.
  const fromHome = (d: string) => sentences.some((s) => s.includes(d) && home(s) >= 0);
  // The company's own country's date first (Ireland's 1 January, not the UK's 1 April, for an Irish cider maker), then
  // one in what happened.
  const dateHome = (d: string) => Math.max(...sentences.filter((s) => s.includes(d)).map(home), -1);
  const inHappened = (d: string) => Number(sheet.happened?.includes(d) ?? false);
  const date =
    [...sheet.dates].sort((a, b) => Number(dateHome(b) === SEAT) - Number(dateHome(a) === SEAT) || inHappened(b) - inHappened(a)).find((d) => ahead(d) && fromHome(d)) ?? null;
  // Of the reports that give the date, one from the company's country, then one in any of its own words, then one
  // the figure is not read in (each idea stands on its own sentence), then what happened: a spirits report's 'from
  // August 12, 2028' is no sentence for a maker of coffee capsules when the Commission's own report gives the date.
  const dateSentence = date
    ? (sheet.reports
        .map((r) => r.sentence)
        .filter((t) => t.includes(date))
        .sort(
          (a, b) =>
            // The company's own country's report of the date first (Poland's minimum wage from January 1 for a Polish
            // firm, not Brazil's of the same day), then a market's, then one that names no country.
            home(b) - home(a) ||
            Math.min(1, about(b)) - Math.min(1, about(a)) ||
            Number(a === figure?.sentence) - Number(b === figure?.sentence) ||
            Number(b === sheet.happened) - Number(a === sheet.happened),
        )[0] ?? (sheet.happened?.includes(date) ? sheet.happened : null))
    : null;
  const used = new Set([lead.sentence, figure?.sentence, dateSentence, linkStory].filter((x): x is string => !!x));
  const voice = voiceOf(sheet, used, company, about, home);
  const asFigure = (f: FactSheet['figures'][number]): StoryFigure => ({
    text: figurePhrase(f.text),
    raw: f.text,
    sentence: f.sentence,
    source: f.outlet,
    // Read on the figure's own clause: the sentence may join another fact ('…could not open patient records on
    // Friday morning, while … airports … delayed 60 departures').
    near: aboutItsWork(clauseOf(f.text, f.sentence)) > 0 || (linkStory?.includes(f.text) ?? false),
  });
  const first = figure ? asFigure(figure) : null;
  return {
    lead: lead.sentence,
    leadSource: lead.outlet,
    figure: first,
    // Another figure leads another content type's idea when it would lead as well: as well weighted (within
    // MORE_FIGURES_MARGIN, the first's place where the story meets the company aside), from a sentence no other
    // figure, the date or the link is read in, and of the company's world when the first is.
    moreFigures: figure
      ? ranked
          .filter((f) => ![figure.sentence, dateSentence, linkStory].includes(f.sentence) && leads(f) && ownWeight(f) >= ownWeight(figure) - MORE_FIGURES_MARGIN)
          // Nor the same figure told by another report ('lost A$38 million' and 'lost $38 million').
          .filter((f) => numberOf(f.text) !== numberOf(figure.text))
          .filter((f, i, all) => all.findIndex((g) => g.sentence === f.sentence || numberOf(g.text) === numberOf(f.text)) === i)
          .map(asFigure)
          .filter((f) => f.near || !first!.near)
          // Nor a figure from another country than the company's (a US city's cancelled forestry grant beside
          // Ahmedabad's heat deaths, for a Pune maker of fans).
          .filter((f) => awayFigure(f.raw, f.sentence) === 0)
          .slice(0, MORE_FIGURES)
      : [],
    actor,
    place: sheet.places[0] ?? null,
    date,
    dateSentence,
    voice,
    // A report's news line may run to two sentences; its first is the fact. Then the reports' other sentences that
    // name a fact, those in the company's own words first: twelve ideas standing on three news lines repeat them.
    others: [
      ...sheet.reports.filter((r) => !used.has(r.sentence) && r.sentence !== voice?.sentence).map((r) => ({ sentence: splitSentences(r.sentence)[0] ?? r.sentence, source: r.outlet })),
      // A report's other sentences only in words of the company's work or in its own places: a story's side detail in
      // another trade's words (an e-bus subsidy beside the oil price, for a maker of bioplastics) is no fact to build
      // an idea on.
      ...sheet.reports
        .flatMap((r) => (r.sentences ?? []).map((sentence) => ({ sentence, source: r.outlet })))
        .filter((r) => !used.has(r.sentence) && r.sentence !== voice?.sentence && aboutItsWork(r.sentence) + inItsPlaces(r.sentence) > 0)
        .sort((a, b) => aboutItsWork(b.sentence) + inItsPlaces(b.sentence) - aboutItsWork(a.sentence) - inItsPlaces(a.sentence)),
    ]
      // The lead may be a long sentence's first clause (newsLineOf): that clause is the lead's fact again.
      .filter((r) => namesAFact(sheet, r.sentence))
      .map((r) => ({ ...r, sentence: newsLineOf(r.sentence) }))
      .filter((r): r is { sentence: string; source: string | null } => r.sentence !== null && !used.has(r.sentence) && home(r.sentence) >= 0),
    named: [...sheet.people, ...sheet.organisations, ...sheet.places],
  };
}

/** A figure's number as digits ('$310m', 'US$310 million' → '310'), to tell one figure told twice. */
const numberOf = (text: string) => /\d[\d,.]*/.exec(text)?.[0]?.replace(/[,.]/g, '') ?? text;

/** The most figures other content types' ideas stand on, and how much less weight than the first each may have. */
const MORE_FIGURES = 3;
const MORE_FIGURES_MARGIN = 1.5;

/** What homeBias gives news from the company's own country (not one it sells to). */
const SEAT = 2;

/** What a figure from another country than the company's loses against the others (figureWeight is ~1-4). */
const AWAY_WEIGHT = 3;

/**
 * Words of quantity: every text has them ('1.1 million bottles a year' shares 'million' with a hauliers' loss of 'RM12
 * million'), so they say nothing of whether a figure belongs to a company's work.
 */
const QUANTITY_STEMS = new Set(terms('million billion trillion thousand hundred percent cent'));

/**
 * Whether a sentence is news from the company's own country (home-country.ts `homeBias`): read from its own text, and
 * when that names no country, from the report it was read in (its title, its other sentences, its outlet). A
 * round-up told from four countries names each once: 'lift the national minimum wage from $24.95 to $26.07' is
 * Australia's only in its report ('Coastal Business Australia'), and is no figure for a UK laundry or a Texas
 * software firm. A report is read only when another report of the story is from the company's country or from none
 * in particular: a story told only abroad has nothing nearer to give.
 */
export function homeCounter(ownText: string, sheet?: FactSheet): (sentence: string) => number {
  const bias = homeBias(homeCountries(ownText));
  if (!sheet || sheet.reports.length < 2) return bias;
  // Matched in lower case: a clause is told mid-sentence ('a $12 million federal grant … was cancelled' from 'A $12
  // million federal grant …').
  const reports = sheet.reports.map((r) => {
    const own = [r.sentence, ...(r.sentences ?? [])];
    return { own: own.map((s) => s.toLowerCase()), bias: bias(reportCountryText(r)) };
  });
  if (!reports.some((r) => r.bias >= 0)) return bias;
  return (sentence) => {
    const named = bias(sentence);
    if (named !== 0) return named;
    // The report that gives the sentence, or the clause of one (a figure's clause, a quotation cut short).
    const text = sentence.toLowerCase();
    const from = reports.filter((r) => r.own.some((s) => s.includes(text)));
    return from.length === 1 ? from[0]!.bias : 0;
  };
}

/**
 * The reports of a story told from several countries that are one other country's news, when another report is
 * the company's own country's, a market's or no country's: a round-up's other parts. 'Deaf Brazilians will be able to
 * call police … in Libras' is International Day news for a Brazilian sign-language firm, not for a Polish lift
 * company, whose part is Poland's lift grants. Read from the headline and the outlet's name ('Hungary's minimum wage
 * to rise 10%', 'Taiwan Commerce Daily'), which say whose news a report is; the place an event happened or the
 * countries a measure reaches ('circumvention via Vietnam and Cambodia') do not make it theirs. A story told only
 * abroad keeps every report: none is nearer.
 */
export function awayReports(ownText: string, sheet: FactSheet | undefined): FactReport[] {
  if (!sheet || sheet.reports.length < 2) return [];
  const bias = homeBias(homeCountries(ownText));
  const read = sheet.reports.map((r) => {
    const whose = `${r.title}. ${r.outlet ?? ''}`;
    return { r, bias: bias(whose), one: countriesNamed(whose).size === 1 };
  });
  if (!read.some((x) => x.bias >= 0)) return [];
  return read.filter((x) => x.bias < 0 && x.one).map((x) => x.r);
}

/** What a report's country is read from: its title, its sentences and its outlet's name ('Coastal Business Australia'). */
export function reportCountryText(r: FactReport): string {
  return [r.title, r.sentence, ...(r.sentences ?? []), r.outlet ?? ''].join('. ');
}

/** Verbs a report gives a reaction with ('X said …', 'X warned that …'). */
const SAID = /^(.{3,70}?)\s+(?:said|says|warned|warns|argued|argues|told|welcomed|criticised|criticized|urged|called|cautioned|reminded|predicted|estimated|noted|added)\b/;

/** The verbs of SAID that report without taking a view. */
const PLAIN_SAID = /\s(?:said|says|told|noted|added|estimated)$/;

/**
 * The second voice an idea can answer: a report's sentence other than those the ideas already use, in which a name
 * the sheet knows speaks ('The British Dental Association said …'), not from another country than the company's
 * (`home`, homeCounter); the one nearest the company's own words first.
 */
function voiceOf(
  sheet: FactSheet,
  used: ReadonlySet<string>,
  company: string,
  about: (s: string) => number,
  home: (s: string) => number,
): StoryEvidence['voice'] {
  const names = new Set([...sheet.organisations, ...sheet.people].map((n) => n.toLowerCase()));
  const own = company.toLowerCase();
  const candidates = sheet.reports.flatMap((r) => {
    const words = r.sentence.split(/\s+/).length;
    // A voice from another country than the company's is no case for it to answer: South Africa's labour department
    // on its minimum wage, for an Ontario recycler.
    if (used.has(r.sentence) || words < 8 || words > 45 || home(r.sentence) < 0) return [];
    const sentence = r.sentence.replace(/^(?:But|However|Meanwhile|And),?\s+/, '');
    const said = SAID.exec(sentence);
    if (!said) return [];
    // A voice takes a view: a verb of stance ('warned', 'welcomed'), or a plain 'said' of a claim (what would or
    // should happen, or its own words in quotation marks). 'Dublin Airport said 188 flights had been cancelled'
    // reports a fact: there is no case to weigh or answer.
    const claim = sentence.slice(said[0].length);
    if (PLAIN_SAID.test(said[0]) && !/\b(?:would|should|could|must|will|may|might|cannot|can't|won't|need(?:s|ed)? to)\b|["“”]/i.test(claim)) return [];
    const named = said[1]!.replace(/^The\s+/, '');
    if (!names.has(named.toLowerCase()) || named.toLowerCase().includes(own) || /[,;:"“]/.test(named)) return [];
    const speaker = /^The\s/.test(said[1]!) ? `the ${named}` : named;
    return [{ sentence: r.sentence, source: r.outlet, speaker, score: about(r.sentence) }];
  });
  const best = candidates.sort((a, b) => b.score - a.score)[0];
  return best ? { sentence: best.sentence, source: best.source, speaker: best.speaker } : null;
}

/** How far before a date (characters) the words that look forward to it are read ('will have until 1 April'). */
const FORWARD_REACH = 60;

/** Words that make the date after them the end of a period counted ('in the twelve months to', 'the year ending'). */
const PERIOD_END = /\b(?:days?|weeks?|months?|year|quarter|period|season)\s+(?:to|ending|ended|up to)\s+(?:the\s+end\s+of\s+)?$/i;

/** A change told from where it started ('up from $2,900 in', 'rose from 12% in'): the date after it is the past. */
const COMPARED_FROM = /\b(?:up|down|rising|falling|rose|fell|increased|decreased|climbed|dropped|compared)\s+(?:with\s+|from\s+)(?:[^,;]|,(?=\d))*$/i;

/** The furthest year ahead a deadline idea works back from. */
const MAX_YEARS_AHEAD = 5;
/**
 * Words by which a sentence looks ahead to a date ('will', 'from', 'due', 'takes effect'); 'by' only before a date
 * ('by 1 April', 'by the end of March'), never before a quantity ('the quota fell by 30% on 1 January' is past).
 */
const LOOKS_FORWARD =
  /\b(?:will|would|shall|from|until|before|due|deadline|expected|scheduled|planned|set to|is to|are to|comes? into|takes? effect|starting|starts|begins|opens|closes|ends|next|ahead of|in time for)\b|\bby\s+(?:the\s+)?(?:end\s+of\s+|early\s+|mid-?|late\s+)?(?=\d{1,2}(?:st|nd|rd|th)?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|(?:19|20)\d\d\b|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)/i;

function figureWeight(f: FactSheet['figures'][number]): number {
  // A currency counts wherever the figure's words put it ('about $85', 'US$310m').
  const hasUnit = /\p{L}{3,}$/u.test(f.text) || /[$£€¥]\s?\d|\d\s?(?:bn|m|billion|million|trillion)\b/i.test(f.text);
  const span = isSpanDetail(f.text, f.sentence);
  return f.reports + (hasUnit && !span ? 1 : 0) + (/%|per cent/.test(f.text) ? 0.5 : 0) - (span ? 1 : 0);
}
