import { splitSentences } from '../../text';
import type { CompanyContext, StoryAngleForAi } from '../types';
import { asSentence, capitaliseFirst, possessive, wordCount } from './prose';
import { clausesOf } from './profile-lines';
import { escapeRegExp } from '../../text/escape-regexp';
import { companyScale, workforceOf } from './company-workforce';

/**
 * Our own measurements of a trend (mentions, outlet counts, growth, velocity, relevance) help the PR team choose
 * a story; a journalist reads them as noise or, worse, as the pitch's evidence. Any sentence that carries one is
 * left out of a pitch ('Data point: Covered 17 times by 6 outlets' was).
 */
const INTERNAL_FIGURES =
  /\b(?:covered|mentioned|cited)\s+\d+\s+times\b|\bmentions?\b|\boutlets?\b|\bvelocity\b|\brelevance\b|\btrending\b|\bprevious (?:period|window)\b|\bmatch score\b|\b\d+(?:\.\d+)?\s?%\s+(?:growth|match|relevance|relevant|up|increase|rise|more coverage)\b|\bup\s+\d+(?:\.\d+)?\s?%/i;

/**
 * `storyFigures`: the figures the story's own reports give ('32% rise' in the Immigration Skills Charge). They are
 * the news, not our measurements, so a text that quotes one is not dropped for it.
 */
export function hasInternalFigures(text: string, storyFigures: readonly string[] = []): boolean {
  const rest = storyFigures.reduce((t, f) => (f.trim().length > 1 ? t.split(f).join(' ') : t), text);
  return INTERNAL_FIGURES.test(rest);
}

/**
 * A partial fit's bridge (story-facts.ts bridgeSentence), its subject first: '<subject> touches <company> through
 * <market>, the customers it serves; nothing in its own description speaks to it', '…, and through its own trucks' or
 * '…, the customers it serves.' alone.
 * (Angles stored before the caveat said what the evidence shows end '…, not through its own work'.)
 */
const PARTIAL_FIT_BRIDGE =
  /^(.+?)\s+(?:touches|touch)\s+.+?(?:, not through (?:its|.+?[’']s?) own work|; nothing in (?:its|.+?[’']s?) own description speaks to (?:it|them)|,? and (?:through|for) its own [^.;:]+|, the customers it serves|: through what (?:it changes|they change) for them)\.?$/;

/**
 * The PR team's own notes in a drafted angle: how to produce the piece ('A news release that states the
 * development in its first line…', 'Only a short, factual media statement…', 'Open with the figure and its
 * source.') and the weak-fit bridge ('… not Ledgerline's field, so the credible way in is …'). They describe our
 * work, not the story, so neither matching nor a pitch reads them.
 */
const FORMAT_NOUN = '(?:release|statement|comment|essay|piece|post|poll|explainer|checklist|guide|thread|series|op-ed|carousel|infographic|video|figure|question|observation|promise)';
const PRODUCTION_NOTES = [
  new RegExp(`^(?:A|An|One|Only)\\s+(?:[\\w,’'-]+\\s+){0,4}?${FORMAT_NOUN}s?\\b`, 'i'),
  /^The (?:release|statement|post|first post|piece|thread|poll|guide|explainer|article|help on offer|checks|most reliable sources|questions worth asking)\b/i,
  /^(?:Acknowledge|Open with|Say what|Say in one line|Announce|Start by|End with|Share|Offer)\b/,
  /\bcredible way in\b|\bdoes not comment beyond\b/i,
  PARTIAL_FIT_BRIDGE,
  // The fact an idea is built on (story-fact-ideas.ts): the pitch gives the story's news its own way.
  /^(?:The (?:figure to build on|date to work back from|second voice in the coverage)|Also in the coverage)\b/,
  // Advanced mode's evidence notes (story-angles.ts evidenceSentences): the PR team's checklist, not the story.
  /^(?:Data point|Evidence|The coverage to build on|Why it was flagged for [^:]+|Sources so far):/,
];

export function isProductionNote(sentence: string): boolean {
  return PRODUCTION_NOTES.some((re) => re.test(sentence.trim()));
}

/**
 * The line where an idea shows the coverage meeting the company's own words (story-facts.ts `linkSentence`): the
 * company's side of it is not the story, so matching a journalist to the story does not read it, and it is a
 * connection, not a reason why now.
 */
const LINK_LINE = /^Close to .+? own work, |\bsays of its own work: |^In .+? own words[:,] /;

export function isLinkLine(sentence: string): boolean {
  return LINK_LINE.test(sentence.trim());
}

function linkCoverage(sentence: string): string[] {
  const coverage = /^Close to .+? own work, .+? (?:reports|says) “(.+?)”; /.exec(sentence.trim());
  return coverage ? [asSentence(coverage[1]!)] : [];
}

/**
 * A link line as a pitch says it: the journalist has the news already, so only the company's side, and not as a
 * quotation: a pitch from the company's own team that quotes the company's profile ('Brightmolar Dental says
 * “Around 60% of its appointments…”') reads as pasted. The sentence is said plainly, about the company by name
 * ('Around 60% of Brightmolar Dental’s appointments are NHS treatment…').
 */
export function pitchLinkLine(sentence: string): string {
  const trimmed = sentence.trim();
  const side = capitaliseFirst(/^Close to .+? own work, .+?”; (.+)$/.exec(trimmed)?.[1] ?? trimmed);
  const own =
    /^In (.+?)[’']s? own words, “(.+)”\.?$/.exec(side) ??
    /^(.+?) says of its own work: “(.+)”\.?$/.exec(side) ??
    /^(.+?) says “(.+)”\.?$/.exec(side);
  return own ? asSentence(aboutByName(own[1]!, own[2]!)) : side;
}

/**
 * A profile sentence (third person, the company as 'it', 'its', 'the firm') with the company named: in it already
 * ('From its dry dock …, Keelson repairs …'), as its subject ('The firm was set up in 2004' → 'Carraig … was set
 * up'), or as the owner of the first thing it has ('its appointments'); a sentence about its market or its people
 * ('Most learners finish the programme in six months') stays as it is.
 */
export function aboutByName(company: string, sentence: string): string {
  if (sentence.includes(company)) return sentence;
  // After a time word too: 'Today the company employs 140 people…' → 'Today Northcullet Glass Recovery employs…'.
  const subject = /^((?:Today|Now|Since then|These days),? )?(?:[Tt]he (?:firm|group|company|business|charity|practice|agency|trust|partnership|brand|team)|It|it)\b/.exec(sentence);
  if (subject && (subject[1] !== undefined || /^(?:The|It)\b/.test(subject[0]))) {
    const when = subject[1] ?? '';
    const rest = sentence.slice(subject[0].length);
    // 'The firm's war-risk desk …' is the company's desk: 'Van der Kaag Marine Brokers’ war-risk desk', never 'Brokers's'.
    const owned = /^['’]s\b/.exec(rest);
    return `${when}${owned ? `${possessive(company)}${rest.slice(owned[0].length)}` : `${company}${rest}`}`;
  }
  const its = /\b[Ii]ts\b/.exec(sentence);
  if (its) return capitaliseFirst(`${sentence.slice(0, its.index)}${possessive(company)}${sentence.slice(its.index + 3)}`);
  // A sentence about its market ('Merchants currently wait up to three days') is said as it is, not placed 'at' it.
  return sentence;
}

/** The angle without the internal 'Risk to manage' note of advanced drafts. */
export function storyOnly(angleText: string): string {
  return angleText.replace(/\s*Risk to manage:[^]*$/, '').trim();
}

/** The sentences of a text a journalist may read: no internal figures, production notes or 'Risk to manage' note. */
export function pitchableSentences(text: string): string[] {
  return splitSentences(storyOnly(text))
    .map((s) => asSentence(s.replace(/^What is reported:\s*/i, '')))
    .filter((s) => s.length > 0 && !hasInternalFigures(s) && !isProductionNote(s));
}

/** A profile sentence longer than this is read as the clauses it joins: no pitch or company claim gives it whole. */
export const MAX_PROFILE_LINE_WORDS = 36;

/**
 * The lines of a company's profile that ideas and pitches may give: its sentences, and each long sentence that joins
 * clauses as those clauses, each a sentence (profile-lines.ts). 'Its purifiers pair HEPA filters with a titanium
 * dioxide photocatalytic layer …, its BLDC fans draw 28 watts at full speed, and it exports to distributors in the
 * UAE, Oman and Saudi Arabia' is three lines, so a story about titanium dioxide prices meets the first and one about
 * freight the last; whole, at 39 words, it was no line at all.
 */
export function profileLines(profile: string): string[] {
  let lines = PROFILE_LINES.get(profile);
  if (!lines) {
    lines = pitchableSentences(profile).flatMap((sentence) => (wordCount(sentence) > MAX_PROFILE_LINE_WORDS ? clausesOf(sentence) : [sentence]));
    // One request reads the same profile for every idea, message and pitch, and tagging a long sentence is the cost.
    if (PROFILE_LINES.size >= PROFILE_LINES_KEPT) PROFILE_LINES.delete(PROFILE_LINES.keys().next().value!);
    PROFILE_LINES.set(profile, lines);
  }
  return [...lines];
}

/** The lines of the profiles read last (first in, first out): a request reads one or two profiles many times. */
const PROFILE_LINES = new Map<string, readonly string[]>();
const PROFILE_LINES_KEPT = 32;

/**
 * The sentences of an angle that say what the story is about, for matching: the pitchable ones, plus the subject
 * of a weak-fit bridge ('Heat pump rebates' from 'Heat pump rebates are not Ledgerline’s field, so …').
 */
export function storySentences(text: string): string[] {
  const subjects = splitSentences(storyOnly(text))
    .map((s) => /^(.+?)\s+(?:is|are)\s+not\s+.*\bcredible way in\b/i.exec(s)?.[1] ?? PARTIAL_FIT_BRIDGE.exec(s)?.[1])
    .filter((s): s is string => Boolean(s));
  // A link line's coverage side is the story; its company side is not. The sentence an idea is built on is the story.
  return [...subjects, ...factLines(text), ...pitchableSentences(text).flatMap((s) => (isLinkLine(s) ? linkCoverage(s) : [s]))];
}

/** The story's sentence an idea opens with ('The figure to build on, from X: “…”', story-fact-ideas.ts), unquoted. */
function factLines(text: string): string[] {
  return splitSentences(storyOnly(text)).flatMap((s) => {
    const quoted = /^(?:The (?:figure to build on|date to work back from|second voice in the coverage)|Also in the coverage)\b[^“]*“(.+)”\.?$/.exec(s.trim());
    return quoted ? [asSentence(quoted[1]!)] : [];
  });
}

/**
 * Key messages without internal figures or a 'Data point:' label, as bullet text. The company's own line (a sentence
 * of its profile, story-messages.ts) is left out: it is the company, not the story, and a pitch says it once.
 */
export function pitchableMessages(angle: StoryAngleForAi, company: CompanyContext): string[] {
  return angle.keyMessages
    .map((m) => capitaliseFirst(m.replace(/^\s*(?:data point|evidence|proof point|the figure|the date|the coverage)\s*:\s*/i, '').trim()))
    .filter((m) => m.length > 0 && !hasInternalFigures(m) && !isProductionNote(m) && !isLinkLine(m) && !isOwnLine(m, company));
}

/** Whether a message is a sentence of the company's profile, as written or said about it by name. */
export function isOwnLine(message: string, company: CompanyContext): boolean {
  return [...splitSentences(company.companyProfile), ...profileLines(company.companyProfile)].some((p) => sameLine(p, message, company.companyName));
}

/** Whether a message says a profile sentence, as written or about the company by name ('Its 52…' → 'Hardline Sense’s 52…'). */
function sameLine(profileSentence: string, message: string, company: string): boolean {
  const bare = (text: string) => text.trim().replace(/[.!?]+$/, '').toLowerCase();
  const said = bare(message);
  return bare(profileSentence) === said || bare(aboutByName(company, profileSentence.trim().replace(/[.!?]+$/, ''))) === said;
}

const SUBJECT_WORDS = 'The (?:firm|group|company|business|charity|practice|agency|trust|partnership|brand|team)|It|Its';

/** Words that make a sentence say why the story is news now. */
const TIMELY = /\b(?:now|today|this (?:week|month|year|spring|summer|autumn|winter)|latest|record|first time|just|consult\w*|announc\w*|ahead of|from (?:next|january|february|march|april|may|june|july|august|september|october|november|december)|new rules?|has (?:fallen|risen)|have (?:fallen|risen)|no longer|due|deadline|takes? effect|effective|(?:by|before|in|from|on|until) (?:\d{1,2} )?(?:January|February|March|April|May|June|July|August|September|October|November|December)|(?:by|before|in|from|until) 20\d\d)\b/i;

/** The first sentence of the angle or its key messages that says why now, not already used in the pitch. */
export function whyNow(angle: StoryAngleForAi, company: CompanyContext, used: readonly string[]): string | null {
  // The story's news line is given on its own; why now is something else.
  // The sentence an idea is built on (its figure's or its date's) is the story's own words: it may say why now.
  const candidates = [...pitchableSentences(angle.angle).filter((s) => !/^What happened\b/.test(s) && !isLinkLine(s)), ...factLines(angle.angle), ...pitchableMessages(angle, company).map(asSentence)];
  return candidates.find((s) => TIMELY.test(s) && !used.some((u) => u.includes(s) || s.includes(u.replace(/\.$/, '')))) ?? null;
}

/**
 * One or two sentences of the company's profile: who they are, in their own stored words, the one its idea chose
 * for the story first. A sentence the pitch already quotes (the company's side of the link to the story) is not
 * said twice; null when nothing is left.
 */
/** A count and what it counts ('160 crew and shore', '34 family dental'): a figure a pitch should give once. */
const COUNTED = /\d[\d,.]*\s+\p{L}+(?:\s+\p{L}+)?/gu;

/** Whether `text` gives a count `said` has given already ('… first as an employer of 260 staff' after '… for an employer of 260 staff'). */
export function repeatsACount(text: string, said: string): boolean {
  // The count and the word it counts are enough ('38 people in Cork' after 'employs 38 people and can say …').
  return [...text.matchAll(COUNTED)].some((m) => said.includes(m[0]) || new RegExp(`(?<![\\d.,])${escapeRegExp(m[0].split(/\s+/).slice(0, 2).join(' '))}\\b`, 'u').test(said));
}

/** Whether a sentence tells how the company began ('was founded in 1987 by …'): its history, not what it is or does now. */
export function tellsOrigin(sentence: string): boolean {
  return ORIGIN.test(sentence);
}
const ORIGIN = /\b(?:was|were)\s+(?:co-)?(?:founded|established|set up|started)\b|\b(?:founded|started|set up|established) (?:the (?:company|firm|business|charity)|it)\b[^.;]{0,40}?\bin (?:19|20)\d\d\b/i;

export function companyRelevance(company: CompanyContext, sentences: 1 | 2, quoted = '', chosen: string | null = null, scale = true): string | null {
  const profile = profileLines(company.companyProfile);
  if (profile.length === 0) return `${company.companyName} works in ${company.industry ?? 'this field'}.`;
  // Said already, as written or as a pitch's link line says it (aboutByName).
  // Said however its subject was put: as written, by name, or as 'It …' after a sentence that named the company.
  const predicate = (raw: string) => raw.replace(new RegExp(`^(?:${SUBJECT_WORDS}|${escapeRegExp(company.companyName)}(?:[’']s?)?)\\s+`), '');
  const unsaid = profile.filter((p) => {
    const raw = p.replace(/[.!?]+$/, '');
    const rest = predicate(raw);
    return (
      !quoted.includes(raw) &&
      !quoted.includes(aboutByName(company.companyName, raw)) &&
      !(rest !== raw && rest.split(/\s+/).length >= 5 && quoted.includes(rest)) &&
      // Its figure said already: 'employs 160 crew and shore staff' after 'for an employer of 160 crew and shore staff'.
      // Not the line saying what the company is (the first, unless it tells how it began): without it the pitch never says so.
      !(repeatsACount(raw, quoted) && (p !== profile[0] || tellsOrigin(p)))
    );
  });
  // The line the idea chose for this story (its second key message, story-messages.ts) comes first, said by name,
  // when it says who the company is by naming it: 'Merchants currently wait up to three days…' introduces no one.
  // A line of the profile as written may lead too once the pitch has named the company before it ('Storyhush can
  // speak to … Its library holds …').
  const first =
    chosen?.includes(company.companyName) || (chosen && quoted.includes(company.companyName))
      ? unsaid.find((p) => sameLine(p, chosen, company.companyName))
      : undefined;
  // A line chosen for the story leads, but the sentence saying who the company is (the profile's first) still
  // comes first when the pitch has not said it: 'Its 380 support workers …' alone never says it is a home-care firm.
  // A first sentence that tells how the company began says what it did then, not who it is: no identity line.
  const identity = first && first !== profile[0] && unsaid[0] === profile[0] && !tellsOrigin(profile[0]!) ? profile[0] : undefined;
  // How the company began comes after what it is and does, whichever line leads.
  const byNow = [...unsaid.filter((p) => !tellsOrigin(p)), ...unsaid.filter(tellsOrigin)];
  const ordered = first
    ? [...(identity ? [identity] : []), asSentence(chosen!), ...byNow.filter((p) => p !== first && p !== identity)]
    : byNow;
  if (ordered.length === 0) return null;
  // A journalist weighs a source by its size: when the sentences chosen give no count of the company's own (its
  // practices, customers, staff), the first that does follows them ('Its 38 civil and hydraulic engineers have
  // worked on more than 60 schemes…').
  const picked = ordered.slice(0, identity ? Math.max(sentences, 2) : sentences);
  const counts = (sentence: string) => companyScale(sentence) !== null || workforceOf(sentence) !== null;
  // A pitch short of room leaves it out (`scale` false) before it gives up a line of the story's.
  const counted = !scale || picked.some(counts) ? undefined : ordered.slice(sentences).find(counts);
  // After a sentence that named the company, the next says 'It' or 'Its' ('Havu Biomaterials makes … Its HavuFlex
  // films …', not '… Havu Biomaterials’ HavuFlex films …').
  const lines = [...picked, ...(counted ? [counted] : [])];
  return lines.map((line, i) => (i > 0 && lines[i - 1]!.includes(company.companyName) ? namedBefore(line, company.companyName) : line)).join(' ');
}

/**
 * A sentence about the company after one that named it: 'Skerrie Air is an Irish regional airline…' as 'It is…',
 * 'Halyard Cyber Academy’s PhishDrill platform…' as 'Its PhishDrill platform…', 'Around 60% of Brightmolar
 * Dental’s appointments…' as 'Around 60% of its appointments…'.
 */
export function namedBefore(line: string, company: string): string {
  // A name that goes on is another name ('Sinaliza Vídeo connects…' is a product): it stays as written.
  if (line.startsWith(`${company} `) && /^\p{Lu}/u.test(line.slice(company.length + 1))) return line;
  if (line.startsWith(`${company} `)) return `It ${line.slice(company.length + 1)}`;
  const owner = possessive(company);
  if (line.startsWith(`${owner} `)) return `Its ${line.slice(owner.length + 1)}`;
  const at = line.indexOf(owner);
  return at > 0 ? `${line.slice(0, at)}its${line.slice(at + owner.length)}` : line;
}

/**
 * A sentence that leans on the one before it says nothing alone: 'More than 380,000 are installed …' (of what?),
 * 'The three sites produce …', 'They …', 'Their son … has added …' (whose?). 'It' and 'Its' are the company's own
 * (byName names it).
 */
export const profileLineStandsAlone = (sentence: string) => !LEANS_BACK.test(sentence.trim());
const LEANS_BACK =
  /^(?:(?:More than|Over|About|Around|Nearly|Almost|Some)\s+)?[\d,.]+\s+(?:are|were|is|was|have|has)\b|^(?:The (?:two|three|four|five|six|seven|eight|nine|ten|\d+) |These\b|Those\b|Both\b|They\b|Their\b|He\b|His\b|She\b|Her\b|Such\b)/;
