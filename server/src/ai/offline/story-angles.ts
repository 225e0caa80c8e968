import type { ContentType } from '@newsjack/shared';
import type { StoryAngleDraft } from '../schemas';
import type { GenerateStoryAnglesInput } from '../types';
import { outletFromUrl } from './outlet-names';
import { asSentence, joinList, outletRef, sayOnce, clauseCut } from './prose';
import type { WordReading } from './company-analysis';
import { CATEGORY_RISKS, cap, storyFacts, type StoryFacts } from './story-facts';
import { fieldOf, JOIN_TEMPLATES, STORY_TEMPLATES, type StoryTemplate } from './story-templates';
import { fitHeadline, HEADLINE_BUDGET } from './headline-fit';
import { FACT_TEMPLATES } from './story-fact-ideas';
import { LINK_TEMPLATES } from './story-link-ideas';
import { DUTY_TEMPLATES } from './story-duty-ideas';
import { stableHash } from './hash';
import { ideaFact, keyMessages, sameFact, storyFactClaims, type StoryFactClaim } from './story-messages';
import { PARTIAL_FIT_IDEAS_PER_TYPE } from '../ideas-per-type';
import { nameOnceInFull, secondReference } from './second-reference';

/**
 * Three ideas per content type (one or two for a story that only partly fits; see ideasFor). Each angle opens with what happened and the one-sentence bridge between the trend
 * and the company, or, for an idea built on one fact, with that fact (see StoryTemplate.opening); then the plan. A trend that barely fits (weak) gets ideas on how the company can credibly join the story
 * instead of claiming it. Advanced mode reads the trend's articles, sources, explanation and figures: its
 * headlines name the source or the stake, its angles quote the coverage, give the figures and a risk to manage,
 * and it adds a fourth, evidence-led key message.
 */
export function generateStoryAnglesOffline(input: GenerateStoryAnglesInput, reading: WordReading = {}): StoryAngleDraft[] {
  const base = storyFacts(input, reading);
  // A source known only by its host ('apnews.example') is named by the reports' own outlets when they give them
  // ('AP'): the two are one outlet, and a host is no name to print.
  const sourceOutlets = (input.trend?.sourceUrls ?? [])
    .map(outletFromUrl)
    .filter((o): o is string => o !== null && (base.outlets.length === 0 || !HOST.test(o)));
  const facts: StoryFacts = { ...base, outlets: [...new Set([...base.outlets, ...sourceOutlets])] };
  const advanced = input.mode === 'advanced';
  const headlines = new Set<string>();
  const marketAgain = secondReference(facts.market);
  const leads = new Map<string, number>();
  return [...new Set(input.contentTypes)].flatMap((type, k) => {
    const own = withFigure(facts, k);
    const ideas = varied(ideasFor(type, own), own, advanced, leads);
    const taken = ideas.map((t) => t.fact?.(own)).filter((c): c is string => typeof c === 'string');
    // The market is named in full in the first headline of a content type that names it, and by its short form in the
    // ones after (second-reference.ts): three headlines ending on one long phrase read as one template.
    const market = { again: marketAgain, named: false };
    return ideas.map((t, i) => draft(type, t, own, advanced, { turn: i + CONTENT_TYPE_TURN[type], taken, first: k === 0 && i === 0, headlines, market }));
  });
}

/**
 * The facts as the k-th content type reads them: its data idea stands on the k-th of the story's figures that lead
 * as well as the first (story-evidence.ts moreFigures), so a release, a post and an essay on one story do not all
 * open with one figure. The sentence it was read in is then no other idea's fact for that content type.
 */
function withFigure(f: StoryFacts, k: number): StoryFacts {
  const figures = f.evidence.figure ? [f.evidence.figure, ...f.evidence.moreFigures] : [];
  const figure = figures[k % Math.max(1, figures.length)];
  if (!figure || figure === f.evidence.figure) return f;
  const voice = f.evidence.voice?.sentence === figure.sentence ? null : f.evidence.voice;
  const others = f.evidence.others.filter((o) => o.sentence !== figure.sentence && !figure.sentence.startsWith(o.sentence));
  return { ...f, evidence: { ...f.evidence, figure, voice, others } };
}

/**
 * The ideas of a content type: for a story that fits, three, those its facts support first (a figure, a date, a
 * place the company serves), then the general ones, in an order that depends on the company and the story, so two
 * companies reading one story are not handed the same three skeletons. A weak fit gets the ways to join it.
 */
function ideasFor(type: ContentType, f: StoryFacts): { chosen: StoryTemplate[]; spare: StoryTemplate[] } {
  if (f.level === 'weak') return { chosen: JOIN_TEMPLATES[type], spare: [] };
  const seed = stableHash({ company: f.company, topic: f.topic, type });
  const general = rotate(STORY_TEMPLATES[type], seed);
  // Every idea the story's facts support comes before a general one: a story with a figure, a date and a link to
  // the company gets three ideas built on them, and general ideas (the same plan for any story) only fill in where
  // the facts run out. The idea built where the coverage meets the company's own words comes first.
  const supported = [...DUTY_TEMPLATES[type], ...LINK_TEMPLATES[type], ...rotate(FACT_TEMPLATES[type], CONTENT_TYPE_TURN[type])].filter((t) => t.needs(f));
  const factual = supported.slice(0, MAX_FACT_IDEAS);
  // A story that only partly fits gets the ideas its facts carry and no filled-in plan beside them: fewer, honest
  // ideas beat a template (one general idea when the story gives no fact to build on).
  if (f.level === 'partial') {
    const chosen = factual.length > 0 ? factual.slice(0, PARTIAL_FIT_IDEAS_PER_TYPE) : general.slice(0, 1);
    return { chosen, spare: [...supported.filter((t) => !chosen.includes(t)), ...general.slice(0, 1).filter((t) => !chosen.includes(t))] };
  }
  const all = distinct([...supported.slice(0, MAX_FACT_IDEAS), ...general, ...supported.slice(MAX_FACT_IDEAS)], f);
  return { chosen: all.slice(0, general.length), spare: all.slice(general.length) };
}

/**
 * The ideas with no headline opening as two before it in the request did: a story with one figure gave a release, a
 * post and an essay all headed '31 people: …', which reads as one idea told five times. Such an idea gives way to the
 * content type's next one that opens otherwise, when there is one; else it stays (a content type keeps its count).
 */
function varied(ideas: { chosen: StoryTemplate[]; spare: StoryTemplate[] }, f: StoryFacts, advanced: boolean, leads: Map<string, number>): StoryTemplate[] {
  const leadOf = (t: StoryTemplate) => {
    const headline = t.headline(f, advanced);
    const at = headline.indexOf(': ');
    return at > 0 ? headline.slice(0, at).toLowerCase() : null;
  };
  const spare = [...ideas.spare];
  return ideas.chosen.map((t) => {
    let idea = t;
    let lead = leadOf(t);
    if (lead !== null && (leads.get(lead) ?? 0) >= MAX_SAME_LEAD) {
      const other = spare.findIndex((s) => {
        const l = leadOf(s);
        return l === null || (leads.get(l) ?? 0) < MAX_SAME_LEAD;
      });
      if (other >= 0) {
        idea = spare.splice(other, 1)[0]!;
        lead = leadOf(idea);
      }
    }
    if (lead !== null) leads.set(lead, (leads.get(lead) ?? 0) + 1);
    return idea;
  });
}

/** Headlines of one request that may open the same way ('31 people: …'). */
const MAX_SAME_LEAD = 2;

/**
 * The ideas whose headlines say something the ones before them do not: a local release 'What spring frosts mean for
 * wine tourists visiting Chile' and a general one '… sets out what spring frosts mean for wine tourists visiting
 * Chile' are one idea told twice. Compared by their words, less the company's name and products (a headline may name
 * one, or drop it to fit) and the words that only say who speaks.
 */
function distinct(ideas: readonly StoryTemplate[], f: StoryFacts): StoryTemplate[] {
  const own = new Set([f.company, ...f.products].flatMap(words));
  const gist = (t: StoryTemplate) => [...new Set(words(t.headline(f, false)).filter((w) => !own.has(w) && !SPEAKER_WORDS.has(w)))].sort().join(' ');
  const seen = new Set<string>();
  return ideas.filter((t) => {
    const g = gist(t);
    if (seen.has(g)) return false;
    seen.add(g);
    return true;
  });
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/**
 * Words a headline uses only to say who speaks ('Acme sets out what …', 'notes from Acme'), and the 'and' that adds
 * the company's product to one ('… and Acme Pro').
 */
const SPEAKER_WORDS = new Set(['sets', 'out', 'notes', 'from', 'explains', 'says', 'and']);

const MAX_FACT_IDEAS = 3;
const HOST = /^[\w-]+(?:\.[\w-]+)+$/;
const CONTENT_TYPE_TURN: Record<ContentType, number> = { 'press-release': 0, 'blog-post': 1, 'social-media': 2, 'thought-leadership': 1 };

function rotate<T>(list: readonly T[], turn: number): T[] {
  const k = turn % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

/**
 * Another report's fact a general idea stands on, quoted with its outlet ('Also in the coverage, from Veterinary
 * Practice Weekly: “…”'); pitches and contact matching read it as the story's own words (pitch-facts.ts factLines).
 */
function coverageLine(fact: StoryFactClaim): string {
  const sentence = clauseCut(fact.sentence.trim().replace(/[.!?]+$/, ''), 200);
  return `Also in the coverage${fact.source ? `, from ${outletRef(fact.source)}` : ''}: “${sentence}”.`;
}

/** The story's news, as its reports give it, opening every idea built on a trend. */
function newsLine(f: StoryFacts): string | null {
  const { lead, leadSource } = f.evidence;
  if (!lead) return null;
  return `What happened${leadSource ? `, as ${outletRef(leadSource)} reported it` : ''}: ${lead}`;
}

function draft(
  type: ContentType,
  template: StoryTemplate,
  f: StoryFacts,
  advanced: boolean,
  at: { turn: number; taken: string[]; first: boolean; headlines: Set<string>; market: { again: string; named: boolean } },
): StoryAngleDraft {
  const named = at.market.named ? { ...f, market: at.market.again } : f;
  const written = cap(template.headline(named, advanced));
  const owner = { company: f.company, own: [...f.products, ...f.matched, fieldOf(f.companyKind, f.industry)] };
  let headline = cap(fitHeadline(written, owner, at.headlines));
  // Past the budget still, the headline is written again with a shorter fact, when that reads shorter. Two ideas of
  // one request never share a headline: no cut that would repeat one is made, nor is a repeated rewrite taken.
  if (headline.length > HEADLINE_BUDGET) {
    const tight = cap(fitHeadline(cap(template.headline({ ...named, headlineWords: TIGHT_FACT_WORDS }, advanced)), owner, at.headlines));
    if (tight.length < headline.length && !at.headlines.has(tight)) headline = tight;
  }
  at.headlines.add(headline);
  at.market.named ||= says(headline, named.market);
  const fact = ideaFact(f, template, at.turn, at.taken);
  const messages = keyMessages(f, template, at.turn, at.taken).map((m) => asSentence(cap(m)));
  // Each idea opens with the fact it stands on: an idea built on one fact with that fact, a general idea with the
  // fact its messages lead with (what happened, or another report's fact). Twelve cards opening on the same news
  // line and the same quotation of the company read as one template.
  const opening = template.opening?.(f) ?? (fact.from && !fact.from.lead ? coverageLine(fact.from) : null);
  // A story that only partly fits says how it reaches the company after the fact, whatever the idea: that is the
  // part a reader would otherwise question. Where the coverage meets the company's own words, the link idea says so
  // and every idea's second message gives the company's line: the general ideas do not quote it again.
  // How a story that partly fits reaches the company, where nothing of its own meets it, is said once, in the
  // first idea of the request: the same caveat in every card reads as a template apologising for itself.
  const caveat = f.level === 'partial' && !f.link && f.matched.length === 0 && !at.first;
  const bridge = caveat ? null : template.opening ? (f.level === 'partial' && !f.link ? f.bridge : null) : f.link ? null : f.bridge;
  const parts = [opening ?? newsLine(f), bridge, template.plan(f)].filter((p): p is string => p !== null && p !== '');
  if (advanced) {
    parts.push(...evidenceSentences(f, parts.join(' ')));
    messages.push(asSentence(evidenceMessage(f, messages)));
  }
  return {
    headline: oneStop(headline),
    angle: oneStop(nameOnceInFull(parts.map((p) => asSentence(cap(p))).join(' '), f.market, at.market.again)),
    contentType: type,
    targetAudience: f.audienceAsTyped,
    keyMessages: messages.map(oneStop),
  };
}

const says = (text: string, phrase: string) => text.toLowerCase().includes(phrase.toLowerCase());

/** The words of a fact that leads a headline written again because it ran long ('Losses to invoice fraud rose 22%'). */
const TIGHT_FACT_WORDS = 10;

/**
 * What advanced mode adds to an angle: the coverage to build on, why it was flagged, the figures and a risk. A figure
 * the angle already builds on is not given again as its data point (470 of 866 advanced angles over the writing sets
 * said it twice): the story's next figure is.
 */
function evidenceSentences(f: StoryFacts, written: string): string[] {
  const out: string[] = [];
  const item = f.items[0];
  // The user's own context is theirs, not evidence: it is never echoed back as if it were reported.
  if (item) out.push(`The coverage to build on: “${item.title.replace(/[.!?]+$/, '')}”${item.outlet ? ` (${item.outlet})` : ''}.`);
  if (f.explanation && f.level !== 'weak') out.push(`Why it was flagged for ${f.company}: ${lowerStart(f.explanation.replace(/\byour\b/gi, `${f.companys}`))}`);
  // The story's own figure is the evidence. Our counts of its coverage ('covered 4 times by 4 outlets') are no data
  // point a journalist can use: without a figure, the sources are named instead.
  const figure = f.evidence.figure;
  if (figure) {
    // Said already, the story's next figure from another sentence is the data point, when it has one.
    const point = [figure, ...f.evidence.moreFigures].find((g) => !written.includes(g.text));
    if (point) out.push(`Data point: ${point.text}${point.source ? `, as ${outletRef(point.source)} reported` : ''}.`);
  } else if (f.outlets.length > 0) out.push(`Sources so far: ${joinList(f.outlets.slice(0, 3))}.`);
  out.push(`Risk to manage: ${CATEGORY_RISKS[f.category]}.`);
  return out;
}

/**
 * The fourth key message of advanced mode: a second public fact of the story the first three do not give, else the
 * coverage it stands on; never figures the company has not published.
 */
function evidenceMessage(f: StoryFacts, said: readonly string[]): string {
  const more = storyFactClaims(f).find((c) => !said.some((m) => sameFact(m, c)));
  if (more) return `Evidence: ${more}`;
  if (f.outlets.length > 0) return `Evidence: the coverage in ${joinList(f.outlets.slice(0, 3))}`;
  if (f.figures) return `Evidence: ${lowerStart(f.figures)}`;
  return `Evidence: cite only published figures, and ${f.companys} own only where it has released them`;
}

/** Lower-cases a sentence's first word unless it is a name or acronym ('Covered 14 times' → 'covered 14 times'). */
function lowerStart(text: string): string {
  const first = text.split(/\s/)[0] ?? '';
  if (/^\p{Lu}{2,}/u.test(first) || /\p{Ll}\p{Lu}/u.test(first)) return text;
  return /^(?:It|The|This|Covered|Mention|Up|Down|Seen|Reported)\b/.test(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * A name ending in an abbreviation's stop ('Saltbush Brewing Co.') closes the sentence with that stop alone; a phrase
 * that meets itself where a subject or field joins the market is said once (prose.ts `sayOnce`).
 */
function oneStop(text: string): string {
  return sayOnce(text.replace(/\b((?:Co|Ltd|Inc|Corp|Bros|Pty|Plc|LLC|LLP|St|Ave)\.)\./g, '$1'));
}
