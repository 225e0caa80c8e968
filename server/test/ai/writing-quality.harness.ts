import { contentTypes, type FactSheet } from '@newsjack/shared';
import { LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';
import type { AiProvider } from '../../src/ai/provider';
import { ideasPerType } from '../../src/ai/ideas-per-type';
import type { StoryAngleDraft } from '../../src/ai/schemas';
import type { CompanyContext, ContactForAi, TrendFacts } from '../../src/ai/types';
import { buildFactSheet } from '../../src/text/fact-sheet';
import { awayReports } from '../../src/ai/offline/story-evidence';
import { ownText } from '../../src/ai/offline/company-terms';
import { splitSentences } from '../../src/text';
import { escapeRegExp } from '../../src/text/escape-regexp';
import { shortNameOf } from '../../src/ai/offline/short-name';
import type { WritingSet } from '../fixtures/writing-pairs/types';

/**
 * The automated checks of issue 23 on a labelled set of (company, trend) pairs (fixtures/writing-pairs): every
 * angle carries a fact of the story's fact sheet; no internal label and no prompt text anywhere; two companies
 * writing on one trend never get the same headline skeleton; no grammar finding of harper.js (its spelling
 * findings are left out: they flag every proper name); a pitch to a reporter of the story cites their article.
 */
export interface PairOutput {
  company: string;
  trend: string;
  sheet: FactSheet;
  angles: StoryAngleDraft[];
  /** Where the advanced press releases start in `angles` (the quick ideas of every content type come first). */
  advancedFrom: number;
  /**
   * `reporter`: the contact wrote one of the story's reports; `ownReport`: that report's title, unless it is a round-up's
   * part from another country than the company's (awayReports), which is no article of this story for it.
   */
  pitches: Array<{ contact: ContactForAi; subjectLine: string; body: string; reporter: boolean; ownReport: string | null }>;
}

const NOW = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

export function companyOf(set: WritingSet, slug: string): CompanyContext {
  const c = set.companies.find((x) => x.slug === slug)!;
  return {
    companyName: c.companyName,
    website: c.website,
    companyProfile: c.companyProfile,
    industry: c.industry,
    targetMarkets: c.targetMarkets,
    keyProducts: c.keyProducts,
    keywords: c.keywords,
  };
}

export function trendOf(set: WritingSet, slug: string): TrendFacts & { factSheet: FactSheet } {
  const t = set.trends.find((x) => x.slug === slug)!;
  const factSheet = buildFactSheet(
    t.reports.map((r) => ({ title: r.title, summary: r.summary, outlet: r.outlet, url: r.url, author: r.author, publishedAt: hoursAgo(r.hoursAgo) })),
  );
  return {
    title: t.title,
    description: factSheet.happened ?? '',
    category: t.category,
    relatedKeywords: t.relatedKeywords,
    sourceUrls: t.reports.map((r) => r.url),
    trendingReason: `Covered ${t.reports.length} times by ${new Set(t.reports.map((r) => r.outlet)).size} outlets.`,
    items: t.reports.map((r) => ({ title: r.title, outlet: r.outlet })),
    factSheet,
  };
}

function contactsOf(set: WritingSet): ContactForAi[] {
  return set.journalists.map((j, i) => ({
    id: i + 1,
    name: j.name,
    outlet: j.outlet,
    areasOfFocus: j.areasOfFocus,
    articles: j.articles.map((a) => ({ title: a.title, url: a.url, publishedAt: hoursAgo(a.hoursAgo).toISOString(), summary: a.summary })),
  }));
}

/** Angles (every content type, quick; press releases advanced too) and pitches for every pair of the set. */
export async function writeSet(set: WritingSet, ai: AiProvider): Promise<PairOutput[]> {
  const contacts = contactsOf(set);
  const out: PairOutput[] = [];
  for (const pair of set.pairs) {
    const company = companyOf(set, pair.company);
    const trend = trendOf(set, pair.trend);
    const base = {
      company,
      topic: trend.title,
      targetAudience: company.targetMarkets[0] ?? 'Customers',
      context: '',
      trend,
      fit: { level: pair.fit, relevanceScore: pair.fit === 'strong' ? 0.7 : 0.4, matchedKeywords: [] },
    };
    const quick = await ai.generateStoryAngles({ ...base, contentTypes: [...contentTypes], mode: 'quick' });
    const angles = [...quick, ...(await ai.generateStoryAngles({ ...base, contentTypes: ['press-release'], mode: 'advanced' }))];
    const reports = set.trends.find((t) => t.slug === pair.trend)!.reports;
    const reporters = contacts.filter((c) => reports.some((r) => r.author === c.name));
    const others = contacts.filter((c) => !reporters.includes(c)).slice(0, 2);
    const storyAngle = {
      ...angles[0]!,
      storyReports: reports.map((r) => ({ title: r.title, url: r.url })),
      factSheet: trend.factSheet,
      story: { title: trend.title, relatedKeywords: trend.relatedKeywords },
    };
    const drafts = await ai.writePitches({ company, storyAngle, mode: 'quick', contacts: [...reporters, ...others] });
    const away = new Set(awayReports(ownText(company), trend.factSheet).map((r) => r.title));
    out.push({
      company: pair.company,
      trend: pair.trend,
      sheet: trend.factSheet,
      angles,
      advancedFrom: quick.length,
      pitches: drafts.map((d) => {
        const contact = contacts.find((c) => c.id === d.contactId)!;
        const theirs = reports.filter((r) => r.author === contact.name);
        const own = theirs.find((r) => !away.has(r.title));
        return { contact, subjectLine: d.subjectLine, body: d.body, reporter: theirs.length > 0, ownReport: own?.title ?? null };
      }),
    });
  }
  return out;
}

/**
 * A fact of the sheet: its figures, dates, names, the sentence of what happened, or a report's own sentence (the
 * sheet keeps six figures; the line where a story meets a company is often a report's other sentence, with figures
 * of its own: 'Hurleys, at €40 to €50 each … were the biggest costs').
 */
export function factsOf(sheet: FactSheet, company: string): string[] {
  const own = company.toLowerCase();
  return [
    ...sheet.figures.map((f) => f.text),
    ...sheet.dates,
    ...[...sheet.people, ...sheet.organisations, ...sheet.places].filter((n) => !own.includes(n.toLowerCase())),
    ...(sheet.happened ? [sheet.happened] : []),
    ...sheet.reports.flatMap((r) => [r.sentence, ...(r.sentences ?? [])]).map((s) => s.replace(/[.!?]+$/, '')).filter((s) => s.split(/\s+/).length >= 6),
  ].filter((f) => f.length > 1);
}

const INTERNAL_LABELS = [
  /\bunspecified\b/i,
  /\b(?:firm|agency|brand|company|practice|charity) company\b/i,
  // A possessive said twice over a plural ('Fernleaf Botanicals’s'); a name ending in -ss takes ’s ('Levelway
  // Access’s', as 'the boss’s').
  /(?<!s)s['’]s\b/,
  /\bSource \d\b/,
  /\b(?:undefined|null|NaN)\b/,
  /\[object/,
  /\bBusiness Services company\b/,
];
const PROMPT_TEXT = [/From the brief/i, /\b(?:Company|Topic|Target audience|Context|Trend|Keywords):\s/, /\{\{|\}\}/];

export function internalLabels(text: string): string[] {
  return INTERNAL_LABELS.filter((re) => re.test(text)).map(String);
}

/** Prompt labels in a text; the company's own name is no label ('Kaitake Cheese Company: what …' names it). */
export function promptText(text: string, company = ''): string[] {
  const own = company ? text.split(company).join('Acme') : text;
  return PROMPT_TEXT.filter((re) => re.test(own)).map(String);
}

/** A headline with the company's own name taken out: what it would read for any company. */
export function skeleton(headline: string, company: string): string {
  const escaped = company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return headline.replace(new RegExp(`${escaped}(?:['’]s?)?`, 'g'), '<company>').toLowerCase();
}

let linter: LocalLinter | null = null;
const NAME_STAND_IN = 'Acme';

/**
 * Kinds of harper.js finding that are not grammar: house style (the Oxford comma), typography (en dashes in
 * ranges), sentence length, spelling; and its suggestion to close standard compounds ('dog food' → 'dogfood').
 */
const NOT_GRAMMAR = new Set(['Spelling', 'Style', 'Readability', 'Formatting']);
const NOT_GRAMMAR_MESSAGE = /closed compound noun/;
const ABBREVIATION_BEFORE = /\b(?:Co|Ltd|Inc|Corp|Bros|Pty|St|Dr|Mr|Mrs|Ms|No)\.[’']?\s*$/;

/**
 * harper.js grammar findings in our own writing, as 'kind: message [text]'. Left out: spelling and typo findings
 * on capitalised words (every proper name: 'Tallyforge' is no typo of 'tally forge'), house style and sentence
 * length, and anything inside `quoted` (the reports' own sentences, which the ideas quote as the reports wrote
 * them).
 */
/** A finding's span with the two words either side of it. */
function around(text: string, start: number, end: number): string {
  const before = text.slice(0, start).split(/\s+/).slice(-3).join(' ');
  const after = text.slice(end).split(/\s+/).slice(0, 3).join(' ');
  return `${before}${text.slice(start, end)}${after}`.trim();
}

export async function grammarFindings(raw: string, rawQuoted: readonly string[] = [], company = '', short: string | null = null): Promise<string[]> {
  linter ??= new LocalLinter({ binary: binaryInlined });
  // The company's name is read as one plain name: harper.js parses the punctuation inside a name as grammar
  // ('Saltbush Brewing Co.’s team' as 'Co.' + 's team'; 'how Wattle & Thread approaches it' as 'how' without 'to').
  // So is the short form the writing uses after the first mention ('Jacaranda'), where its own text uses it: a
  // profile line said with it is still the company's own line.
  const named = (t: string) => {
    const full = company ? t.split(company).join(NAME_STAND_IN) : t;
    return short ? full.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(short)}(?![\\p{L}\\p{N}])`, 'gu'), NAME_STAND_IN) : full;
  };
  const text = named(raw);
  const quoted = rawQuoted.map(named);
  const lints = await linter.lint(text);
  const ranges = quoted.flatMap((q) => {
    const out: Array<[number, number]> = [];
    for (let at = text.indexOf(q); q.length > 0 && at >= 0; at = text.indexOf(q, at + 1)) out.push([at, at + q.length]);
    return out;
  });
  // A quotation cut short ('“… of 3,000 members…”') is still the report's own words.
  for (const m of text.matchAll(/“([^”]+)…”/g)) {
    if (quoted.some((q) => q.startsWith(m[1]!))) ranges.push([m.index, m.index + m[0].length]);
  }
  // harper.js reads 'a practical guide to home care company' as grammar: an organisation noun needs its article.
  const bare = [...text.matchAll(BARE_ORGANISATION)]
    .filter((m) => !NOT_BARE.test(m[1]!) && !ranges.some(([a, b]) => m.index < b && m.index + m[0].length > a))
    .map((m) => `Article: no article before an organisation [${m[0]}]`);
  // A quotation opened and never closed: a sentence cut inside it.
  const unclosed = text.split(/\n\s*\n/).filter((p) => (p.match(/“/g) ?? []).length !== (p.match(/”/g) ?? []).length).map((p) => `Punctuation: an unclosed quotation [${p.slice(-60)}]`);
  return [...bare, ...unclosed, ...lints
    .filter((l) => {
      const { start, end } = l.span();
      const word = text.slice(start, end);
      if (NOT_GRAMMAR.has(l.lint_kind()) || NOT_GRAMMAR_MESSAGE.test(l.message())) return false;
      // harper.js reads the first word of a hyphenated compound after 'how' as a verb wanting 'to' ('how war-risk
      // insurance premiums are likely to develop').
      if (/Insert `to` after `how`/.test(l.message()) && /^\s+\p{L}+-\p{L}/u.test(text.slice(end))) return false;
      // harper.js reads the full stop of an abbreviation in a name ('Saltbush Brewing Co. says') as a sentence's end.
      if (l.lint_kind() === 'Capitalization' && ABBREVIATION_BEFORE.test(text.slice(0, start))) return false;
      // A proper name the story writes as one (harper reads 'Defra' as a misspelt 'Debra').
      if ((l.lint_kind() === 'Typo' || /^\p{Lu}\p{Ll}+$/u.test(word)) && /^\p{Lu}/u.test(word) && (l.lint_kind() === 'Typo' || quoted.some((q) => q.includes(word)))) return false;
      // A word the reports or the company write themselves ('multispectral', 'copywriting'): their vocabulary, not our
      // typo or our word choice (an idea restates a report's clause in its own words).
      // Also in its plural ('a clean cookstove company' from the company's 'clean cookstoves').
      if ((l.lint_kind() === 'Typo' || l.lint_kind() === 'WordChoice') && word.length > 0 && quoted.some((q) => new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:e?s)?(?![\\p{L}])`, 'u').test(q))) return false;
      // The words around the finding as a source writes them ('sorts some 38,000 tonnes' in the company's profile,
      // restated about it by name): the source's wording, not ours.
      if (quoted.some((q) => q.includes(around(text, start, end)))) return false;
      // Or the flagged words and the next as a source writes them ('some 650 people', from 'employs some 650 people'
      // restated as 'an employer of some 650 people'), whatever the case of its first letter or the punctuation after
      // it ('Some 18,000 tonnes:' opening a headline, from '…, some 18,000 tonnes a month').
      const withNext = `${text.slice(start, end)}${text.slice(end).split(/\s+/).slice(0, 2).join(' ')}`.trim().replace(/[,.;:!?]+$/, '');
      if (/\s/.test(withNext) && quoted.some((q) => q.toLowerCase().includes(withNext.toLowerCase()))) return false;
      return !ranges.some(([a, b]) => start < b && end > a);
    })
    .map((l) => `${l.lint_kind()}: ${l.message()} [${text.slice(l.span().start, l.span().end)}]`)];
}

/**
 * A singular organisation noun after a preposition with no article ('seen from home care company'); one before a
 * name is a journalist's descriptor ('to payroll company Paybridge'), one before a plural a modifier ('from dental
 * clinic groups'), and both are left alone.
 */
const BARE_ORGANISATION =
  /\b(?:from|to|in|of|and|through|about|on|for|with|by) ((?:[a-z][\w’'-]* ){1,3})(?:company|firm|agency|group|provider|brewery|airline|bureau|clinic|charity|operator)\b(?! [\p{Lu}\d]| [a-z]+s\b)/gu;
/** A determiner or a preposition anywhere before the noun: the noun has its article ('and for a dental clinic group'). */
const NOT_BARE = /(?:^| )(?:a|an|the|its|their|our|your|this|that|each|every|one|any|no|another|which|whose|his|her|for|to|in|of|on|from|with|by|about|and|through) /;

/** The reports' own words an idea may quote: what happened, each report's title, key sentence and outlet's name, figures' sentences. */
export function reportWords(sheet: FactSheet): string[] {
  const strip = (s: string) => s.replace(/[.!?]+$/, '');
  return [sheet.happened, ...sheet.reports.flatMap((r) => [r.title, r.sentence, ...(r.sentences ?? []), r.outlet]), ...sheet.figures.map((f) => f.sentence)]
    .filter((s): s is string => !!s)
    // Told in reported speech ('As Reuters reported, the …', 'Marketplace has also reported that average …'), a
    // sentence's first word loses its capital and is still the report's word.
    .flatMap((s) => [s, strip(s), s.charAt(0).toLowerCase() + s.slice(1)]);
}

export interface SetReport {
  angles: number;
  withFact: number;
  labels: string[];
  prompts: string[];
  sharedSkeletons: string[];
  grammar: string[];
  /** Pitches to a journalist who wrote one of the story's reports; of them, to one whose report is the story's for the company. */
  reporterPitches: number;
  ownReporterPitches: number;
  citing: number;
  subjectsTooLong: number;
  /** Pairs whose ideas per content type are not what their fit asks for (ideas-per-type.ts), as 'pair: type n'. */
  countsOffRule: string[];
  /** Every headline's length in characters, in order. */
  headlineLengths: number[];
  /** Ideas of one content type whose headline holds another's whole, the company's name aside: one idea told twice. */
  repeatedIdeas: string[];
  /**
   * Quick ideas, and of them those whose first key message (the story's fact it stands on) is the one their pair's
   * ideas lead with most: a pair whose twelve ideas all stand on one sentence of the story counts twelve.
   */
  quickIdeas: number;
  onCommonFact: number;
}

/** The middle of a list of numbers (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1] ?? 0;
}

/** Every check over a set's output, with the offending texts named. */
export async function checkSet(set: WritingSet, output: readonly PairOutput[]): Promise<SetReport> {
  const report: SetReport = { angles: 0, withFact: 0, labels: [], prompts: [], sharedSkeletons: [], grammar: [], reporterPitches: 0, ownReporterPitches: 0, citing: 0, subjectsTooLong: 0, countsOffRule: [], headlineLengths: [], repeatedIdeas: [], quickIdeas: 0, onCommonFact: 0 };
  for (const o of output) {
    const leads = new Map<string, number>();
    for (const a of o.angles.slice(0, o.advancedFrom)) {
      // The fact without its attribution, by its opening words: one sentence cut at two lengths is one fact.
      const fact = (a.keyMessages[0] ?? '').replace(/\s*\([^)]*\)\.?$/, '').slice(0, 60);
      leads.set(fact, (leads.get(fact) ?? 0) + 1);
      report.quickIdeas += 1;
    }
    report.onCommonFact += Math.max(0, ...leads.values());
    const { min, max } = ideasPerType(set.pairs.find((p) => p.company === o.company && p.trend === o.trend)!.fit);
    const groups = [...contentTypes.map((type) => [type, o.angles.slice(0, o.advancedFrom).filter((a) => a.contentType === type).length] as const), ['advanced press-release', o.angles.length - o.advancedFrom] as const];
    for (const [type, n] of groups) if (n < min || n > max) report.countsOffRule.push(`${o.company} × ${o.trend}: ${type} ${n}`);
    const name = set.companies.find((c) => c.slug === o.company)!.companyName;
    const short = shortNameOf(name, companyOf(set, o.company).companyProfile);
    const facts = factsOf(o.sheet, name);
    // Words that are others' own: the reports', and what the company's profile says of itself.
    const c = set.companies.find((x) => x.slug === o.company)!;
    // The profile's sentences one by one too: an idea quotes the one where the story meets the company.
    const profileSentences = splitSentences(c.companyProfile).map((s) => s.replace(/[.!?]+$/, ''));
    const own = [c.industry, c.industry.toLowerCase(), c.companyProfile, ...profileSentences, ...c.keyProducts, ...c.targetMarkets, ...c.targetMarkets.map((m) => m.toLowerCase()), ...c.keywords, c.website];
    const quoted = [...reportWords(o.sheet), ...own];
    for (const type of contentTypes) {
      const heads = o.angles.slice(0, o.advancedFrom).filter((a) => a.contentType === type).map((a) => skeleton(a.headline, name).replace(/[:,.]/g, ''));
      for (const [i, x] of heads.entries())
        for (const [j, y] of heads.entries()) if (i !== j && x.includes(y)) report.repeatedIdeas.push(`${o.company} × ${o.trend} ${type}: “${y}” inside “${x}”`);
    }
    for (const a of o.angles) {
      report.angles += 1;
      report.headlineLengths.push(a.headline.length);
      const text = [a.headline, a.angle, ...a.keyMessages].join('\n');
      // A fact cut from a sentence's start ('Eleven of the 61 companies') is the same fact mid-sentence ('eleven of…').
      if (facts.some((f) => text.includes(f) || text.includes(f.charAt(0).toLowerCase() + f.slice(1)))) report.withFact += 1;
      for (const l of internalLabels(text)) report.labels.push(`${o.company}/${o.trend}: ${l} in “${a.headline}”`);
      for (const p of promptText(text, name)) report.prompts.push(`${o.company}/${o.trend}: ${p} in “${a.headline}”`);
      for (const part of [a.headline, a.angle, ...a.keyMessages]) for (const g of await grammarFindings(part, quoted, name, short)) report.grammar.push(`${g} in “${part}”`);
    }
    for (const p of o.pitches) {
      const text = `${p.subjectLine}\n${p.body}`;
      for (const l of internalLabels(text)) report.labels.push(`${o.company}/${o.trend} pitch: ${l}`);
      for (const pr of promptText(text, name)) report.prompts.push(`${o.company}/${o.trend} pitch: ${pr}`);
      // The journalist's own headline, cited in the first line, is theirs too.
      const theirs = [...p.contact.articles.map((x) => x.title), p.contact.outlet, p.contact.name, ...p.contact.areasOfFocus, ...p.contact.areasOfFocus.map((a) => a.toLowerCase())];
      for (const g of await grammarFindings(p.body, [...quoted, ...theirs], name, short)) report.grammar.push(`${g} in a pitch to ${p.contact.name}: “${p.body.slice(0, 300)}”`);
      if (p.subjectLine.length >= 50) report.subjectsTooLong += 1;
      if (p.reporter) report.reporterPitches += 1;
      if (p.ownReport) {
        report.ownReporterPitches += 1;
        if (p.body.includes(`“${p.ownReport.replace(/[.!?]+$/, '')}”`)) report.citing += 1;
      }
    }
  }
  // Two companies on one trend: no headline skeleton in common.
  const byTrend = new Map<string, PairOutput[]>();
  for (const o of output) byTrend.set(o.trend, [...(byTrend.get(o.trend) ?? []), o]);
  for (const [trend, outs] of byTrend) {
    for (let i = 0; i < outs.length; i += 1) {
      for (let j = i + 1; j < outs.length; j += 1) {
        const [a, b] = [outs[i]!, outs[j]!];
        const nameA = set.companies.find((c) => c.slug === a.company)!.companyName;
        const nameB = set.companies.find((c) => c.slug === b.company)!.companyName;
        const skeletonsB = new Set(b.angles.map((x) => skeleton(x.headline, nameB)));
        for (const x of a.angles) {
          const s = skeleton(x.headline, nameA);
          if (skeletonsB.has(s)) report.sharedSkeletons.push(`${trend}: ${a.company} and ${b.company} share “${s}”`);
        }
      }
    }
  }
  return report;
}

/** Past this many characters a headline reads as a paragraph: no desk prints one (the longest newsroom headlines run to about 110). */
export const LONG_HEADLINE = 130;

export function summary(name: string, r: SetReport): string {
  const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(0)}%`);
  return [
    `${name}: ${r.angles} angles; with a fact of the sheet ${r.withFact}/${r.angles} (${pct(r.withFact, r.angles)})`,
    `  internal labels ${r.labels.length}, prompt text ${r.prompts.length}, shared headline skeletons ${r.sharedSkeletons.length}, grammar findings ${r.grammar.length}`,
    `  pitches to the story's own reporters citing their article ${r.citing}/${r.ownReporterPitches} (${pct(r.citing, r.ownReporterPitches)}) of ${r.reporterPitches} to its reporters; subject lines of 50+ characters ${r.subjectsTooLong}`,
    `  headlines: median ${median(r.headlineLengths)} characters, ${r.headlineLengths.filter((n) => n > LONG_HEADLINE).length} over ${LONG_HEADLINE}`,
    `  quick ideas standing on their pair's most-used fact ${r.onCommonFact}/${r.quickIdeas} (${pct(r.onCommonFact, r.quickIdeas)})`,
    ...[...r.labels, ...r.prompts, ...r.sharedSkeletons, ...r.grammar].slice(0, 400).map((l) => `  - ${l}`),
  ].join('\n');
}
