import { splitSentences, STOP_WORDS, tokenize } from '../../text';
import { lemma } from '../../text/phrase-match';
import { figureClause } from './figure-clause';
import { aboutByName, MAX_PROFILE_LINE_WORDS, profileLines, profileLineStandsAlone, tellsOrigin } from './pitch-facts';
import { capitaliseFirst, clauseWithin, truncateWords, wordCount } from './prose';
import type { StoryFacts } from './story-facts';
import type { StoryTemplate } from './story-templates';

/**
 * Key messages as a PR desk writes them: the three things a piece should leave its reader with, each a claim that
 * stands on its own, never a note on how to write the piece ('Lead with the figure', 'What that means in practice
 * for …' were). First the story's fact the idea stands on (its figure, its date, the reply in the coverage, or
 * what happened), attributed; then the company's part in it, in the company's own stored words, the line of its
 * profile nearest that fact (decision 62); then what the company offers or argues (the template's `ask`, or the view the user gave). The fact
 * changes from idea to idea, and the company's line with it, so a set of ideas does not repeat one line.
 */
export function keyMessages(f: StoryFacts, template: StoryTemplate, turn: number, taken: readonly string[] = []): [string, string, string] {
  const fact = ideaFact(f, template, turn, taken);
  // The company's own view, when the user gave it, is what it argues: it takes the place of the template's ask.
  return [fact.claim, companyClaim(f, fact.claim, turn), f.view.length > 0 ? f.view.join(' ') : template.ask(f)];
}

/** A fact of the story an idea may stand on: its claim (a key message) and the sentence and outlet it is read from. */
export interface StoryFactClaim {
  claim: string;
  sentence: string;
  source: string | null;
  /** Whether it is what happened, as the lead report tells it (every other fact adds to that). */
  lead: boolean;
}

/**
 * The fact an idea leads its messages with: its own (an idea built on one fact), else one the ideas built on one
 * fact have not already taken (then those they have), turn by turn, so the general ideas of a content type stand on
 * different facts of the story; `from` is where it was read (null for an idea's own fact and for a topic typed by
 * the user).
 */
export function ideaFact(f: StoryFacts, template: StoryTemplate, turn: number, taken: readonly string[] = []): { claim: string; from: StoryFactClaim | null } {
  const own = template.fact?.(f);
  if (own) return { claim: own, from: null };
  const facts = storyFactList(f);
  // The facts no idea built on one fact has taken come first; the taken ones after them, so a story with few facts
  // still opens its general ideas on more than one.
  const isTaken = (c: StoryFactClaim) => taken.some((t) => sameFact(c.claim, t));
  const pool = [...facts.filter((c) => !isTaken(c)), ...facts.filter(isTaken)];
  const from = pool[turn % Math.max(1, pool.length)];
  return from ? { claim: from.claim, from } : { claim: topicClaim(f), from: null };
}

/**
 * Whether two claims give one fact: one holds the other, attribution aside ('Delivery times … stretched … as about
 * 12,000 gig workers joined a day-long strike …' holds 'About 12,000 gig workers joined a day-long strike …').
 */
export function sameFact(a: string, b: string): boolean {
  const bare = (text: string) => text.replace(/\s*\([^)]*\)\s*\.?$/, '').replace(/[.!?]+$/, '').trim().toLowerCase();
  const [x, y] = [bare(a), bare(b)];
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
}

/** A topic typed by the user has no reports: the user's own context when given, else the topic as news for the market. */
function topicClaim(f: StoryFacts): string {
  if (f.fact) return capitaliseFirst(firstClause(f.fact));
  return `${capitaliseFirst(f.subject.np)} ${f.subject.plural ? 'are' : 'is'} news for ${f.market}`;
}

/** A sentence of a report, cut to a clause a message can hold, with its outlet: 'Construction accounts for … (ENR)'. */
export function attributed(sentence: string, source: string | null): string {
  const clause = firstClause(sentence);
  return `${capitaliseFirst(clause)}${source ? ` (${source})` : ''}`;
}

/** The figure's fact as its sentence says it, attributed. */
export function figureClaim(f: StoryFacts): string | null {
  const figure = f.evidence.figure;
  if (!figure) return null;
  const clause = figureClause(figure.raw, figure.sentence);
  return clause ? attributed(clause, figure.source) : attributed(figure.sentence, figure.source);
}

/** What happens on the story's date, as its sentence says it. */
export function dateClaim(f: StoryFacts): string | null {
  const { date, dateSentence } = f.evidence;
  if (!date || !dateSentence) return null;
  return capitaliseFirst(figureClause(date, dateSentence) ?? firstClause(dateSentence));
}

/** The second voice in the coverage, as reported. */
export function voiceClaim(f: StoryFacts): string | null {
  const voice = f.evidence.voice;
  return voice ? attributed(voice.sentence, voice.source) : null;
}

/** The story's facts a general idea may lead its messages with, the news first, each once. */
export function storyFactList(f: StoryFacts): StoryFactClaim[] {
  const { lead, leadSource, figure, voice, dateSentence } = f.evidence;
  const first = lead ? (splitSentences(lead)[0] ?? lead) : null;
  const facts: Array<StoryFactClaim | null> = [
    first ? { claim: attributed(first, leadSource), sentence: first, source: leadSource, lead: true } : null,
    // Where the story meets the company's own words is a fact of the story; with no stake to build its own idea on
    // (story-link-ideas.ts), the general ideas stand on it in turn, or it would be said by none.
    f.link && !f.stake && !f.link.story.endsWith('…') ? { claim: attributed(f.link.story, f.link.outlet), sentence: f.link.story, source: f.link.outlet, lead: false } : null,
    figure ? { claim: figureClaim(f)!, sentence: figure.sentence, source: figure.source, lead: false } : null,
    voice ? { claim: voiceClaim(f)!, sentence: voice.sentence, source: voice.source, lead: false } : null,
    dateSentence && dateClaim(f) ? { claim: dateClaim(f)!, sentence: dateSentence, source: null, lead: false } : null,
    // Another report's sentence giving the figure or the date again is that fact again, in other words.
    ...f.evidence.others
      .filter((o) => !(figure && o.sentence.includes(figure.raw)) && !(f.evidence.date && o.sentence.includes(f.evidence.date)))
      .map((o) => ({ claim: attributed(o.sentence, o.source), sentence: o.sentence, source: o.source, lead: false })),
  ];
  const kept = facts.filter((c): c is StoryFactClaim => c !== null);
  return kept.filter((c, i) => !kept.slice(0, i).some((d) => sameFact(c.claim, d.claim)));
}

/** The claims of storyFactList. */
export function storyFactClaims(f: StoryFacts): string[] {
  return storyFactList(f).map((c) => c.claim);
}

/**
 * The company's part in the story in its own stored words: the sentence of its profile the story meets (story-link.ts),
 * else, with word vectors, the one nearest the idea's `fact` by meaning, else the one sharing the most words with the
 * story and the terms it touches, else the first; said about the company by name ('Its 52 employees…' → 'Hardline
 * Sense’s 52 employees…').
 */
export function companyClaim(f: StoryFacts, fact?: string, turn = 0): string {
  const sentences = profileLines(f.profile).filter((s) => wordCount(s) <= MAX_PROFILE_LINE_WORDS && profileLineStandsAlone(s));
  // Where the story meets the company (story-link.ts), that line is its part; with word vectors, another line as
  // near the idea's fact may take its place in turn (below), so eight ideas do not all give the same line.
  if (f.link && !(fact && f.closeness && sentences.length > 1)) return byName(f.company, f.link.own);
  if (sentences.length === 0) return `${f.company} is ${f.companyKind}`;
  // A story that meets the company only as an employer is met by the sentence that says whom it employs.
  // Said by its clause that names them when the sentence is too long to quote ('Today the company employs 140 people
  // at processing plants in Hamilton and Brantford, Ontario, and turns about 210,000 tonnes…').
  const staffLine = f.employer && f.workforce ? profileLines(f.profile).find((s) => s.includes(f.workforce!.split(',')[0]!)) : undefined;
  const staff = staffLine && wordCount(staffLine) > MAX_PROFILE_LINE_WORDS ? clauseWithin(staffLine, MAX_PROFILE_LINE_WORDS, MIN_STAFF_CLAUSE_WORDS) : staffLine;
  if (staff && staff.includes(f.workforce!.split(',')[0]!) && profileLineStandsAlone(staff)) return byName(f.company, staff);
  // The first sentence says what the company does; another replaces it only when it shares two or more of the
  // story's words (one shared word is as often a coincidence: 'alerts' beside a weather service's 'red alert').
  const story = new Set(tokenize([f.topic, f.subject.phrase, f.evidence.lead ?? '', ...f.matched].join(' ')).filter((w) => !STOP_WORDS.has(w)).map(lemma));
  const shared = (s: string) => new Set(tokenize(s).filter((w) => !STOP_WORDS.has(w) && story.has(lemma(w))).map(lemma)).size;
  // With word vectors, the sentence that reads nearest the idea's fact by meaning, when clearly nearer than the
  // first: the line about a bakery's 31 cafés supplied each morning beside a flour price rise, not its founding in
  // 1962 (which shares 'Irish' and 'bakery' with it). Each idea stands on its own fact, so the company's line follows
  // it instead of opening every idea alike.
  // The first line of what the company is and does: how it began says what it did then.
  const lead = sentences.find((s) => !tellsOrigin(s)) ?? sentences[0]!;
  if (fact && f.closeness) return byName(f.company, nearInTurn(sentences, fact, f.closeness, f.link?.own ?? lead, turn));
  const best = sentences.filter((s) => s !== lead).reduce((a, b) => (shared(b) > shared(a) ? b : a), lead);
  return byName(f.company, shared(best) >= 2 ? best : lead);
}

/** The fewest words of a clause said for whom the company employs ('The company employs 620 people at its factory'). */
const MIN_STAFF_CLAUSE_WORDS = 6;

/** How much nearer than the base line (the link, else the profile's first sentence) another must read to replace it. */
const NEARER_BY = 0.05;
/** Lines within this much of the nearest read as near the fact as it does: ideas take them in turn. */
const AS_NEAR = 0.1;

/**
 * The company's line for an idea's fact: the line nearest the fact when clearly nearer than `base`, else `base`;
 * and where other lines read as near the fact as that one, the idea's `turn` picks among them (the first idea takes
 * the nearest), so ideas standing on one fact give different lines of the company's where it has them.
 */
function nearInTurn(sentences: readonly string[], fact: string, closeness: (a: string, b: string) => number, base: string, turn: number): string {
  // The company's origin ('was founded in 2004 by a former plant manager who saw glass going to landfill') reads near
  // a story in its field's words, but says what it did then, not what it does about the news now: it takes the
  // place of the base line only when clearly nearer than that.
  const near = (s: string) => closeness(s, fact) - (s !== base && tellsOrigin(s) ? ORIGIN_DISCOUNT : 0);
  const scored = sentences.map((s) => ({ s, c: near(s) })).sort((a, b) => b.c - a.c);
  const baseScore = near(base);
  const first = scored[0]!.c - baseScore >= NEARER_BY ? scored[0]! : { s: base, c: baseScore };
  const asNear = [first.s, ...scored.filter((x) => x.s !== first.s && x.c >= first.c - AS_NEAR).map((x) => x.s)];
  return asNear[turn % asNear.length]!;
}

/** What such a sentence's closeness to a fact is discounted by: another line about as near is preferred. */
const ORIGIN_DISCOUNT = 0.1;

/**
 * A profile sentence said about the company by name (pitch-facts.ts aboutByName), its subject pronoun too ('In
 * several areas it also sees NHS patients' → '… Clearwave Hearing also sees …').
 */
function byName(company: string, sentence: string): string {
  const named = aboutByName(company, sentence.trim().replace(/[.!?]+$/, ''));
  return capitaliseFirst(named.includes(company) ? named : named.replace(/\bit (?=\p{Ll}+s?\b)/u, `${company} `));
}


const MAX_CLAUSE_WORDS = 40;

/** A sentence short enough for a message: itself, or its first clause when that stands alone, else cut at a word. */
function firstClause(sentence: string): string {
  const text = sentence.trim().replace(/[.!?]+$/, '');
  if (wordCount(text) <= MAX_CLAUSE_WORDS) return text;
  const cut = /^(.+?)(?:;|, (?:with|after|as|while|which|and|but|according to)\b)/.exec(text)?.[1];
  return cut && wordCount(cut) >= 8 ? cut : truncateWords(text, 200);
}
