import type { FactSheet } from '@newsjack/shared';
import { dot, wordLexicon, type SemanticEngine } from '../../semantic';
import { wordRarityReader } from '../../semantic/offline/offline-semantic-engine';
import { terms, titleCase } from '../../text';
import { MAX_SUBJECT_LENGTH, type PitchDraft } from '../schemas';
import type { CompanyContext, WritePitchesInput } from '../types';
import { matchContacts, matchTarget, type ContactMatch } from './contact-match';
import { pick, stableHash } from './hash';
import { companyRelevance, hasInternalFigures, isOwnLine, namedBefore, pitchableMessages, pitchableSentences, pitchLinkLine, repeatsACount, whyNow } from './pitch-facts';
import { opener, pitchFit, secondArticle, type PitchFit } from './pitch-openers';
import { asSentence, beatPhrase, capitaliseFirst, possessive, truncateWords, websiteHost, wordCount, outletRef } from './prose';
import { companyLink, storyHeadlines } from './story-facts';
import { homeCounter } from './story-evidence';
import { ownWordCounter, storyLead } from './story-lead';
import { marketTheStoryNames } from './story-market';
import { isWorkStory, staffRole, workforceOf } from './company-workforce';
import { spokespersonOf } from './spokesperson';
import { offerLine } from './pitch-offer';
import { subjectOf, subjectOfTopic, type Subject } from './story-subject';
import { tagSentence } from '../../text/nlp';
import { isPlaceName } from '../../text/place-names';
import { standsAlone } from '../../text/fact-sheet';
import { namesAPeople } from './home-country';
import { escapeRegExp } from '../../text/escape-regexp';
import { matchedKeywords, ownText } from './company-terms';
import { fitWords, MAX_PITCH_WORDS, type Block } from './pitch-length';
import { nearestOwnLine } from './pitch-own-line';
import { QUOTED } from './figure-clause';
import { countsSomething, isBaseCount } from './figure-role';
import { salutationName } from './salutation';
import { laterMentionsShort, shortNameOf } from './short-name';
import { contextNotes, viewInThirdPerson } from './company-view';

/**
 * One pitch per contact, from what we hold: their articles and beat (matched to the story by meaning, see
 * contact-match.ts), the angle and its key messages, the company profile. Quick: opener, the angle, why it fits,
 * the company, one ask. Advanced adds a second related article, the key messages and why now. Never a figure of
 * ours (mentions, outlets, growth), never a named spokesperson, always under 200 words.
 */
export async function writePitchesOffline(semantic: SemanticEngine, input: WritePitchesInput): Promise<PitchDraft[]> {
  const target = matchTarget(input.company, input.storyAngle);
  const matches = await matchContacts(semantic, target, input.contacts);
  // The story's subject is the same for every contact: read once.
  const subject = storySubject(input.storyAngle, input.company.keywords);
  const vectors = await semantic.wordVectors?.().catch(() => undefined);
  const lexicon = vectors ? wordLexicon(vectors) : undefined;
  // Where the coverage meets the company's own words, read as the ideas read it: the sentence a pitch adds to its news.
  const met = companyLink(input.company, input.storyAngle.factSheet, subject?.phrase ?? input.storyAngle.story?.title ?? '', vectors ? wordRarityReader(vectors) : undefined);
  const closeness = lexicon ? (a: string, b: string) => dot(lexicon.sentence(a), lexicon.sentence(b)) : undefined;
  return matches.map((m) => {
    const fit = pitchFit(m);
    const seed = stableHash({ id: m.contact.id, headline: input.storyAngle.headline });
    return { contactId: m.contact.id, subjectLine: subjectLine(input, subject, target.phrases, m, fit, seed), body: body(input, subject, m, fit, seed, closeness, met) };
  });
}

/**
 * The headline when it fits (it is the most specific line there is); else the story's hook from its reports (the
 * company on the story's subject, or the story's figure on it); else the story's main phrase with a frame.
 */
function subjectLine(input: WritePitchesInput, read: Subject | null, storyPhrases: readonly string[], m: ContactMatch, fit: PitchFit, seed: number): string {
  const headline = input.storyAngle.headline.trim().replace(/\.+$/, '');
  const storyFigures = input.storyAngle.factSheet?.figures.map((f) => f.text) ?? [];
  if (headline.length <= MAX_SUBJECT_LENGTH && !hasInternalFigures(headline, storyFigures)) return headline;
  const company = input.company.companyName;
  // To one who reported the story (or another country's side of it) the pitch is a follow-up, and its subject line
  // says so: the line they see first ties it to their own piece, as the opener does.
  const reporter = fit === 'article' && (m.related[0]!.ownReport || m.related[0]!.storyPart);
  const hook = storyHook(input.storyAngle, read, company, m.related.find((r) => r.ownReport)?.article.title, reporter);
  if (hook) return hook;
  // The idea's headline names whom it is for too, the company's customers or its peers ('… for halal food
  // manufacturing companies', from its industry): such a phrase is who the story is for, not what it is about.
  const audiences = [...input.company.targetMarkets, input.company.industry ?? ''].map((t) => t.toLowerCase()).filter(Boolean);
  const ofMarket = (p: string) => {
    const phrase = p.toLowerCase().replace(/\s+(?:companies|firms|businesses|providers|makers)$/, '');
    return audiences.some((t) => t.includes(phrase) || phrase.includes(t));
  };
  const topic = subjectTopic(headline, [...m.phrases, ...storyPhrases].filter((p) => !ofMarket(p)));
  // 'For your train drivers coverage: train drivers' says the beat twice and the story not at all.
  const beatRepeats = (beat: string, t: string) => beat.toLowerCase().includes(t.toLowerCase()) || t.toLowerCase().includes(beat.toLowerCase());
  // Who offers what on which subject, before a bare 'Story idea: …' that names neither the sender nor the news.
  const fits = (lines: string[]) => lines.filter((s) => s.length <= MAX_SUBJECT_LENGTH);
  // A typed topic as the ideas read it ('Ledgerline on chargeback fraud'), not a phrase cut from an idea's headline
  // ('Ledgerline on practical guidance').
  // Past the limit, without where it happened ('the rise in card fraud' of '… at online shops'), never the
  // movement's own 'in' ('the surge' of 'the surge in chargeback disputes').
  const shorter = read?.np.replace(/\s+(?:at|in|across|among|for)\s+(?:(?!\s(?:at|in|across|among|for)\s)[^,])+$/, '');
  // A question in quotation marks is never cut.
  const phrases = [read?.np, ...(shorter && !MOVEMENT_ONLY.test(shorter) && !read?.np.includes('“') ? [shorter] : [])].filter((p): p is string => p !== undefined);
  const typed = input.storyAngle.topic ? fits(phrases.map((np) => `${company} on ${np}`))[0] : undefined;
  if (typed) return typed;
  const followUp = topic && reporter ? fits([`Follow-up: ${company} on ${topic}`, followUpOn(topic)])[0] : undefined;
  if (followUp) return followUp;
  const named = topic
    ? fits([...(fit !== 'outside' && m.beat && !beatRepeats(m.beat, topic) ? [`For your ${m.beat} coverage: ${topic}`] : []), `${company} on ${topic}`])
    : [];
  const candidates = named.length > 0 || !topic ? named : fits([`${titleCase(topic)}: a ${company} story idea`, `Story idea: ${topic}`]);
  return candidates.length > 0 ? pick(candidates, seed) : truncateWords(headline, MAX_SUBJECT_LENGTH);
}

/** A subject cut down to its movement alone ('the surge'), which says nothing of what moved. */
const MOVEMENT_ONLY = /^the\s+(?:rise|jump|surge|increase|growth|fall|drop|slump|plunge|decline)$/;

/** 'Follow-up on the weaker dollar'; a subject with an 'on' of its own after a colon ('Follow-up: tariffs on steel'). */
function followUpOn(np: string): string {
  return /\son\s/.test(np) ? `Follow-up: ${np}` : `Follow-up on ${np}`;
}

/** The story's subject as its reports read it ('the UDA dental contract'), or null without reports. */
function storySubject(angle: WritePitchesInput['storyAngle'], keywords: readonly string[]): Subject | null {
  const sheet = angle.factSheet;
  // A topic the user typed is read as the ideas read it (story-facts.ts).
  if ((!sheet || sheet.reports.length === 0) && angle.topic) return subjectOfTopic(angle.topic, keywords);
  if (!sheet || sheet.reports.length === 0) return null;
  const title = angle.story?.title ?? sheet.reports[sheet.reports.length - 1]!.title;
  const read = subjectOf(title, angle.story?.relatedKeywords ?? [], sheet.reports.map((r) => `${r.title}. ${r.sentence}`).join('\n'), sheet.reports.map((r) => r.sentence).join('\n'));
  return read.phrase ? read : null;
}

/** A subject line from the story's own facts, under the limit: 'Ledgerline on card settlement for small merchants', 'Skerrie Air on the oil price'. */
function storyHook(angle: WritePitchesInput['storyAngle'], read: Subject | null, company: string, ownTitle: string | undefined, reporter: boolean): string | null {
  const sheet = angle.factSheet;
  if (!sheet || !read) return null;
  const subject = read.phrase;
  // A figure is a hook only as part of the news itself (in what happened) and with what it counts: 'Paybridge: 40
  // organisations' from a side sentence, or a bare '50% tariff' or 'over 15 years', reads as a riddle.
  // To a reporter of the story, the figure of their own headline first: a round-up's lead may be another country's
  // ('$24.95 to $26.07' in Australia, to the reporter of 'National Living Wage to rise 5.2% to £13.05').
  const hook = (f: FactSheet['figures'][number]) => countsSomething(f.text) && !isBaseCount(f.text, f.sentence);
  // A change's figure is read whole ('£12.41 to £13.05'); the headline gives where it ends ('… to £13.05').
  const inOwnTitle = (f: FactSheet['figures'][number]) => ownTitle !== undefined && (f.text.match(AMOUNT) ?? []).some((a) => ownTitle.includes(a));
  const ownFigure = sheet.figures.find((f) => inOwnTitle(f) && hook(f))?.text;
  const figure = ownFigure ?? sheet.figures.find((f) => sheet.happened?.includes(f.text) && hook(f))?.text;
  // With the article a sentence gives it ('Skerrie Air on the oil price'), when that still fits.
  // Without its article a subject reads as a slip ('Riverstone Metering on Sendara file-transfer flaw'): the company
  // goes first when the line is too long for both.
  const candidates = [
    // Their own headline's figure is the hook they will know at once ('Minimum wage increases: £12.41 to £13.05').
    ...(reporter && ownFigure ? [`${capitaliseFirst(subject)}: ${ownFigure}`] : []),
    ...(reporter ? [`Follow-up: ${company} on ${read.np}`, followUpOn(read.np)] : []),
    `${company} on ${read.np}`,
    ...(read.np === subject ? [] : [`${company} on ${subject}`].filter(() => !/^the\s/.test(read.np))),
    ...(figure ? [`${capitaliseFirst(subject)}: ${figure}`] : []),
    capitaliseFirst(subject),
  ];
  return candidates.find((c) => c.length <= MAX_SUBJECT_LENGTH && !hasInternalFigures(c)) ?? null;
}

/** An amount as a headline writes it: '£13.05', '5.2%', '$1.2bn' (its digits with the sign before or after). */
const AMOUNT = /[$£€¥]?\d[\d,.]*\d%?|[$£€¥]?\d%?/g;

/** 'The Bank of England said …' as 'As Reuters reported, the Bank of England said …'. */
function attributed(lead: string, outlet: string | null, sheet?: FactSheet): string {
  if (!outlet) return asSentence(lead);
  return asSentence(`As ${outletRef(outlet)} reported, ${midSentence(lead, sheet)}`);
}

const FUNCTION_OPENING = /^(?:Of|In|On|At|For|From|With|After|Before|During|Since|Under|When|While|If|As|By|To|Across|Among|Between|Despite|Although|Though|Because|Once|Until|Unless)\s/;
const OPENING_COUNT = /^(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Fifteen|Twenty|Thirty|Fifty|Hundreds|Thousands|Millions|Dozens|Several|Many|Some|Most|All|Both|Half|More|Fewer|Nearly|About|Around|Almost|Over|Under|Up)\s/;

/** A sentence continued after a comma or 'that': its first word lower-cased unless it is a name or acronym. */
export function midSentence(lead: string, sheet?: FactSheet): string {
  const first = tagSentence(lead)[0];
  // Two capitalised words open a name ('Home Office data shows …'), whatever the tagger reads.
  // A count or a quantifier opening the sentence is no name ('Nine South Australian employers took part …').
  const twoCapitals = /^\p{Lu}\p{L}*\s+\p{Lu}/u.test(lead) && !/^(?:The|A|An|This|These|That|Those|Its|Their|Our)\s/.test(lead) && !OPENING_COUNT.test(lead);
  // A place keeps its capital, also leading a hyphenated word ('Manchester-based cloud payroll provider').
  const head = first?.text.split('-')[0] ?? '';
  // So does a people's name ('Irish and Scottish turboprop operators').
  const namedHead = /^\p{Lu}/u.test(head) && (isPlaceName(head) || namesAPeople(head));
  // A preposition or conjunction opening it is no name however the tagger reads it ('Of 118 employers …').
  // A word joined to a common word is a compound, not a name ('Fleet-tracking apps …', though Fleet is a town),
  // unless it says where or whose ('Manchester-based').
  const compound = /^\p{Lu}\p{Ll}+-(?!(?:based|born|bred|listed|registered|owned|made|headquartered|backed|led)\b)\p{Ll}/u.test(lead);
  const name =
    first !== undefined &&
    !FUNCTION_OPENING.test(lead) &&
    !compound &&
    (/^\p{Lu}{2,}/u.test(first.text) || twoCapitals || namedHead || (first.pos === 'PROPN' && (!sheet || namedInSheet(first.text, lead, sheet)) && !(sheet && writtenLower(first.text, sheet))));
  return name ? lead : lead.charAt(0).toLowerCase() + lead.slice(1);
}

/**
 * The news for a journalist who wrote the report it is told from: their own lead told back to them is no news, so
 * another outlet's fact is given instead ('Law Gazette has also reported that sponsors face a 32% rise …'), a
 * figure first; when no other outlet's fact is near the company, their own lead told as theirs ('As you reported, …').
 * Null when the story's lead is not theirs.
 */
function newsForItsReporter(angle: WritePitchesInput['storyAngle'], outlet: string, company: CompanyContext): string | null {
  const sheet = angle.factSheet;
  const lead = sheet ? leadFor(sheet, company) : null;
  if (!sheet || !lead?.sentence || lead.outlet !== outlet) return null;
  // The fact nearest the company's own field: a bus operator's pitch gives the suspended bus routes, not the
  // hospital wards of the same cold snap. One that shares nothing with the company is no reason to write.
  const own = new Set(terms([company.companyProfile, ...company.keywords, ...company.keyProducts].join('. ')));
  // Words most of the reports use are the story's own ('cold', 'weather', 'Midlands'), not where it meets the company.
  const inReports = new Map<string, number>();
  for (const r of sheet.reports) for (const w of new Set(terms([r.title, r.sentence, ...(r.sentences ?? [])].join(' ')))) inReports.set(w, (inReports.get(w) ?? 0) + 1);
  const common = (w: string) => (inReports.get(w) ?? 0) >= Math.max(2, Math.ceil(sheet.reports.length / 2));
  const near = (t: string) => new Set(terms(t).filter((w) => own.has(w) && !common(w))).size;
  // Nor one from another country than the company's, where the story is told from several (homeCounter): a Texas
  // scheduling firm has nothing to add to a US payroll reporter's piece from the UK's wage bill.
  const home = homeCounter(ownText(company), sheet);
  const candidates = [
    ...sheet.figures.map((f) => ({ outlet: f.outlet, sentence: f.sentence, bonus: 0.5, internal: hasInternalFigures(f.sentence, [f.text]) })),
    ...sheet.reports.flatMap((r) =>
      [r.sentence, ...(r.sentences ?? [])].map((sentence) => ({ outlet: r.outlet, sentence, bonus: 0, internal: hasInternalFigures(sentence) })),
    ),
  ]
    .map((c) => ({ ...c, sentence: withinNewsWords(c.sentence) }))
    .filter((c) => c.outlet !== null && c.outlet !== outlet && !c.internal && standsAlone(c.sentence) && wordCount(c.sentence) <= MAX_NEWS_WORDS && near(c.sentence) >= MIN_NEAR_WORDS && home(c.sentence) >= 0)
    .sort((a, b) => near(b.sentence) + b.bonus - (near(a.sentence) + a.bonus));
  const fact = candidates[0];
  // Nothing another outlet added is near the company: their own news, told as theirs.
  if (!fact) return asSentence(`${OWN_NEWS} ${midSentence(lead.sentence, sheet)}`);
  return asSentence(`${capitaliseFirst(outletRef(fact.outlet))} has also reported that ${midSentence(fact.sentence.replace(/[.!?]+$/, ''), sheet)}`);
}

const OWN_NEWS = 'As you reported,';
/** Words of the company's own, beyond the story's, another outlet's fact must share to be told to a story's reporter. */
const MIN_NEAR_WORDS = 2;

/** The story's news as told to this company (story-facts.ts storyLead): the same lead its ideas open with. */
function leadFor(sheet: FactSheet, company: CompanyContext): { sentence: string | null; outlet: string | null } {
  const own = ownText(company);
  return storyLead(sheet, ownWordCounter(own), homeCounter(own, sheet));
}


/** A sentence longer than this is no one-line fact for a pitch. */
const MAX_NEWS_WORDS = 40;

/**
 * A sentence too long for one line of a pitch, without the source it ends on ('…, according to a survey of 410
 * growers by the association Viñateros del Sur'): the pitch names the outlet that reported it.
 */
function withinNewsWords(sentence: string): string {
  if (wordCount(sentence) <= MAX_NEWS_WORDS) return sentence;
  return sentence.replace(/,\s+according to [^;:]+$/u, '.');
}

/**
 * A sentence's first word is capitalised whatever it is, and the tagger reads many such words as names ('Excise on
 * packaged beer', 'Cloud payroll provider'): it is a name when the fact sheet lists it or a name the sentence opens
 * with, or its reports write it capitalised inside a sentence as a name of its own.
 */
function namedInSheet(word: string, sentence: string, sheet: FactSheet): boolean {
  // A longer name opening on the word names it only where the sentence opens on that name: 'Charity shops in
  // Britain…' is not the 'Charity Retail Association' of another report.
  if ([...sheet.people, ...sheet.organisations, ...sheet.places].some((n) => n === word || (n.startsWith(`${word} `) && sentence.startsWith(n)))) return true;
  // Capitalised inside a sentence as a name of its own, not as the first word of a longer one.
  const inner = new RegExp(`[\\p{Ll},;] ${escapeRegExp(word)}\\b(?! \\p{Lu})`, 'u');
  return [sheet.happened ?? '', ...sheet.reports.flatMap((r) => [r.sentence, r.title])].some((t) => inner.test(t));
}

/** Whether the reports write a word in lower case somewhere ('airlines' in 'Smaller airlines most exposed'): a common word. */
function writtenLower(word: string, sheet: FactSheet): boolean {
  const lower = word.toLowerCase();
  if (lower === word) return true;
  const re = new RegExp(`(?<![\\p{L}])${escapeRegExp(lower)}(?![\\p{L}])`, 'u');
  return [sheet.happened ?? '', ...sheet.reports.flatMap((r) => [r.sentence, r.title])].some((t) => re.test(t));
}

const NEWS_LINE = /^What happened(?:, as (.+?) reported it)?: (.+)$/;

/** The story's news for the journalist: the fact sheet's lead as told to this company, else the angle's own 'What happened' line. */
function newsSentence(angle: WritePitchesInput['storyAngle'], company: CompanyContext): string | null {
  const sheet = angle.factSheet;
  const lead = sheet ? leadFor(sheet, company) : null;
  if (sheet && lead?.sentence) return attributed(lead.sentence, lead.outlet, sheet);
  const line = pitchableSentences(angle.angle)
    .map((s) => NEWS_LINE.exec(s))
    .find((match) => match !== null);
  return line ? attributed(line[2]!, line[1] ?? null) : null;
}

/**
 * The coverage's sentence where the story meets the company, told after the news when the news is another sentence
 * ('Trade Digest Australia also reports: “Aquatic centres and swim schools that heat their pools with R-410A heat
 * pumps are also paying more for repairs…”'): the journalist sees the connection the company's line then answers. Only
 * with a stake (something of the company's the sentence touches), from another outlet than the journalist's (their
 * own words are not quoted back to them), and short enough to quote.
 */
export function linkNews(met: ReturnType<typeof companyLink> | undefined, news: string, journalistOutlet: string): string | null {
  if (!met?.stake || !met.link.outlet || met.link.outlet === journalistOutlet) return null;
  const story = met.link.story.trim().replace(/[.!?]+$/, '');
  if (wordCount(story) > MAX_NEWS_WORDS || hasInternalFigures(story) || QUOTED.test(story) || LEANS_BACK.test(story)) return null;
  // The news told again in other words ('As Aviation Intelligence reported, regional carriers say …') is no addition.
  const told = new Set(terms(news));
  const words = terms(story);
  if (words.filter((w) => told.has(w)).length >= SAME_NEWS * words.length) return null;
  return `${capitaliseFirst(outletRef(met.link.outlet))} also reports: “${story}.”`;
}

/** A sentence that leans on the one before it in its report ('Its chief executive, Rachel Stroud, said …'). */
const LEANS_BACK = /^(?:It|Its|They|Their|He|She|His|Her|This|These|Those|The same)\b/;
/** The share of a sentence's words the news already gives past which it says the news again. */
const SAME_NEWS = 0.6;

/**
 * Verbs a headline's noun-phrase reading can swallow ('Gene editing moves', 'Attackers target pathology'); a
 * phrase ending in one, or a run that is a clause, is not a subject.
 */
const CLAUSE_WORDS = /^(?:moves?|starts?|brings?|pulls?|hits?|rises?|falls?|says?|is|are|was|were|targets?|begins?|faces?|cuts?|wins?|loses?|makes?|takes?)$/i;

/** The headline's main multi-word phrase: one the headline itself uses, longest first; else the story's first. */
function subjectTopic(headline: string, phrases: readonly string[]): string | null {
  const lower = headline.toLowerCase();
  const usable = phrases.filter((p) => {
    const words = p.trim().split(/\s+/);
    return words.length > 1 && !words.some((w) => CLAUSE_WORDS.test(w));
  });
  const inHeadline = usable.filter((p) => lower.includes(p.toLowerCase())).sort((a, b) => b.length - a.length);
  const topic = inHeadline[0] ?? usable[0] ?? null;
  // A phrase that opened the headline keeps its capital only when it is a name ('Premier League', 'NHS trusts').
  return topic && /^\p{Lu}\p{Ll}/u.test(topic) && !/\s\p{Lu}/u.test(topic) ? topic.charAt(0).toLowerCase() + topic.slice(1) : topic;
}

function body(
  input: WritePitchesInput,
  storySubjectRead: Subject | null,
  m: ContactMatch,
  fit: PitchFit,
  seed: number,
  closeness?: (a: string, b: string) => number,
  met?: ReturnType<typeof companyLink>,
): string {
  const { company, storyAngle: angle } = input;
  const advanced = input.mode === 'advanced';
  const firstName = salutationName(m.contact.name);
  // A reporter of the story knows its news: they are told what the other outlets added. So does one who told one
  // country's side of it, whose report may be the lead told to this company ('As Publishers Weekly reported, …' to
  // the Publishers Weekly reporter who wrote it).
  const theirs = fit === 'article' && m.related[0]!.ownReport;
  const wroteIt = theirs || (fit === 'article' && m.related[0]!.storyPart);
  // What the user added with the angle: the company's view, and for a topic they typed (no reports), what they said
  // of it, which is then the news the pitch gives.
  const notes = angle.notes ? contextNotes(angle.notes, company.companyName) : { view: [], facts: [] };
  const news = (wroteIt ? newsForItsReporter(angle, m.contact.outlet, company) : null) ?? newsSentence(angle, company) ?? (angle.factSheet ? null : (notes.facts[0] ?? null));
  const meeting = news && !news.startsWith(OWN_NEWS) ? linkNews(met, news, m.contact.outlet) : null;
  const angleSentences = pitchableSentences(angle.angle)
    .filter((s) => !NEWS_LINE.test(s))
    .map(pitchLinkLine);
  // After the news, what the company offers the journalist's piece, said as a person would (pitch-offer.ts), not our
  // idea's headline in quotation marks.
  const storyFigures = angle.factSheet?.figures.map((f) => f.text) ?? [];
  const subject = news || angle.topic ? storySubjectRead : null;
  // Advanced pitches keep the angle's later sentences for 'Why now'.
  // With the news given, quick pitches add the one sentence joining it to the company; advanced ones leave the
  // room to why now and the key points. After the offer names the company, its own line says 'it' and 'its'
  // ('Around 60% of its appointments…'), and a line that says what kind of company it is leaves the offer's kind out.
  const lines = angleSentences.slice(0, news ? (advanced ? 0 : 1) : advanced ? 1 : 2);
  const selfLine = subject !== null && lines[0] !== undefined && lines[0].startsWith(`${company.companyName} `);
  // A story that names a market the company serves is offered for that market ('works with NHS patients'); one about
  // work that names none, from the company's own people ('employs 540 staff'); else by its own scale or its kind. (A
  // heat rule for construction sites names the contractors a safety-sensor maker serves: it is not offered as the
  // view of an employer of 52.)
  const headlines = storyHeadlines(angle.factSheet);
  const market = marketTheStoryNames(company.targetMarkets, headlines);
  // Not as an employer when the story is in the company's own field, in the words it tracks: minimum wage rises are
  // a scheduling-software firm's subject, not news about its 140 staff (story-facts.ts reads an employer the same way).
  const ownField = matchedKeywords(company.keywords, headlines).length > 0;
  const workforce = !market && !ownField && isWorkStory(headlines) ? workforceOf(company.companyProfile) : null;
  const person = spokespersonOf(company.companyProfile, company.companyName, storyYear(angle.factSheet));
  const offered = subject ? offerLine({ company, subject, market, workforce, ownField, selfLine, person }) : null;
  const offer = offered ? offered.offer : hasInternalFigures(angle.headline, storyFigures) ? null : asSentence(angle.headline);
  // A line giving the company's headcount again after the offer gave it ('… reaches Fellside first as an employer of
  // 260 staff') is left out.
  const joined = lines
    .filter((line) => !(offer && repeatsACount(line, offer)))
    .map((line, i) => (i === 0 && subject ? namedBefore(line, company.companyName) : line));
  const storyLines = [offer, ...joined].filter((s): s is string => s !== null);
  // The company's own view, when the user gave one with the angle, in their words: what the offer only promised.
  const view = notes.view;
  const second = advanced ? secondArticle(m) : null;
  // The view is said once, in the user's words: not again as a key point or as why now, as the idea's messages say it.
  const viewSaid = viewInThirdPerson(view, company.companyName).map((v) => v.replace(/[.!]$/, ''));
  const now = advanced ? whyNow(angle, company, [...(news ? [news] : []), ...storyLines, ...viewSaid]) : null;
  const chosenLine = angle.keyMessages.find((m) => isOwnLine(m, company)) ?? null;
  // What this journalist is told of the story: the news line, else (their own news, left unsaid) their report.
  const told = news && !news.startsWith(OWN_NEWS) ? news : (m.related[0]?.article.title ?? news ?? '');
  const subjectWords = [storySubjectRead?.phrase ?? '', angle.story?.title ?? ''].join('. ');
  const ownLine = nearestOwnLine(company, subjectWords, told, storyLines.join(' '), chosenLine, closeness) ?? chosenLine;
  const messages = advanced
    ? pitchableMessages(angle, company)
        .filter((k) => asSentence(k) !== now && !viewSaid.some((v) => k.includes(v)))
        .slice(0, 4)
    : [];
  // A reporter of the story is asked about their follow-up on it, not about their beat at large: an aviation
  // reporter who wrote the oil-price story is offered a brewery for 'a follow-up on the oil price', not 'a piece
  // on airlines'.
  // One who told another country's side of the story is asked about a piece on its subject, not on the beat closest
  // to it ('a piece on the federal government' to a reporter of Brazil's side of disability-day pledges).
  const onSubject = fit === 'article' && m.related[0]!.storyPart && subject !== null;
  // A typed topic is what the piece would be on, whatever beat it is told to.
  const typed = angle.topic !== undefined && subject !== null && fit !== 'outside';
  const topic = theirs && subject ? `a follow-up on ${subject.np}` : onSubject || typed ? `a piece on ${subject!.np}` : fit === 'outside' || !m.beat ? 'this story' : `a piece on ${beatPhrase(m.beat)}`;
  // Whom the journalist would talk to: its founder or the one who runs it when the profile names them ('Ruth
  // Abernathy, who founded Pine Hollow Labs,'), else one of its own people by trade when the profile counts them
  // ('one of Leeside Flood Engineering’s civil and hydraulic engineers'), else its team.
  const role = staffRole(company.companyProfile);
  const whom = person ? (offered?.personNamed ? person.name : `${person.name}, ${person.who},`) : role ? `one of ${possessive(company.companyName)} ${role}` : `the ${company.companyName} team`;
  const ask = advanced
    ? `Could we set up a 20-minute briefing with ${whom} this week, ahead of ${topic}? I can send background notes first if that helps.`
    : `Would a short interview with ${whom} be useful for ${topic}? I can also send a one-page briefing this week.`;
  // The offer names the market by its head alone when the company's paragraph below names it in full.
  const offerOnce = (said: readonly string[], relevance: string | null): readonly string[] =>
    offered?.market && relevance?.toLowerCase().includes(offered.market.said.toLowerCase()) ? said.map((l) => (l === offer ? offered.market!.unsaid : l)) : said;
  const build = (keyPoints: number, withNow: boolean, profileSentences: 1 | 2, scale = true): Block[] => [
    { text: `Hi ${firstName},` },
    { text: [opener(m, fit, seed), second].filter(Boolean).join(' ') },
    // Their own news told back to them ('As you reported, …') tells them nothing: the opener has named their article.
    ...(news && !news.startsWith(OWN_NEWS) ? [{ text: meeting ? `${news} ${meeting}` : news }] : []),
    ...(storyLines.length > 0 ? [{ text: offerOnce(storyLines, companyRelevance(company, profileSentences, storyLines.join(' '), ownLine, scale)).join(' ') }] : []),
    // A paragraph of its own: a cut to the word limit takes the longest paragraph's last sentence, never the view.
    ...(view.length > 0 ? [{ text: view.join(' ') }] : []),
    ...(now && withNow ? [{ text: `Why now: ${now}` }] : []),
    ...(keyPoints > 0 ? [{ text: ['Key points:', ...messages.slice(0, keyPoints).map((k) => `- ${k}`)].join('\n') }] : []),
    ...[companyRelevance(company, profileSentences, storyLines.join(' '), ownLine, scale)].flatMap((text) => (text ? [{ text }] : [])),
    { text: fit === 'outside' ? `${ask} If it is not one for you, a pointer to the right colleague would be much appreciated.` : ask },
    { text: `Best regards,\n${input.senderName?.trim() || `The ${company.companyName} team`}\n${company.companyName} · ${websiteHost(company.website)}` },
  ];
  // The company named in full once, then as its profile shortens it (short-name.ts); the signature keeps the full name.
  const short = shortNameOf(company.companyName, company.companyProfile);
  const written = (texts: readonly string[]): string =>
    laterMentionsShort(texts, company.companyName, short, new Set([texts.length - 1])).join('\n\n');
  // The fullest pitch under the word limit: the profile's second sentence goes first, then its line giving the
  // company's size, then key points one by one (the last are the least specific), then why now.
  for (const withNow of [true, false]) {
    for (let k = messages.length; k >= Math.min(withNow ? 0 : 2, messages.length); k--) {
      for (const [profile, scale] of advanced ? ([[2, true], [1, true], [1, false]] as const) : ([[1, true], [1, false]] as const)) {
        const text = written(build(k, withNow, profile, scale).map((b) => b.text));
        if (wordCount(text) <= MAX_PITCH_WORDS) return text;
      }
    }
  }
  // Cut to the limit with the name in full, then shortened: a cut never takes away the one full mention.
  return written(fitWords(build(0, false, 1, false)).split('\n\n'));
}


/** The year of the story's newest report (the year it is now, for a topic with no reports). */
function storyYear(sheet: FactSheet | undefined): number {
  const years = (sheet?.reports ?? []).map((r) => new Date(r.publishedAt).getUTCFullYear()).filter(Number.isFinite);
  return years.length > 0 ? Math.max(...years) : new Date().getUTCFullYear();
}
