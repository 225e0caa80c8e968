import { tagSentence } from '../../text/nlp';
import {
  beforeDescribingComma,
  findingOf,
  LEADING_SAID,
  LEANS_BACK,
  lowerOpening,
  midSentence,
  participleAfter,
  pointsBack,
  QUOTED,
  sharedSubjectClause,
} from './figure-clause';
import { isStatement } from './clause-statement';

/**
 * A figure's fact as a headline says it (figure-clause.ts finds the fact's clause in its sentence): short, without
 * the adverbs a sentence leans on, its speaker last.
 */

/**
 * Words after which a clause only adds how, where or why ('… a year through leaks, theft and faulty meters'); never the
 * 'as' of 'such as', which gives examples of what the clause names, nor the 'as' a thing is sold, known or used as ('14
 * of the 90 jars sold as mānuka'), which says which ones.
 */
const TRAILING_DETAIL =
  /(?<!\b(?:such|sold|known|used|labelled|labeled|marketed|described|classed|classified|listed|registered|served|seen|treated|regarded|named|billed|branded))\s+(?:through|across|with|after|since|because|while|as|following|amid|despite|under|over|via)\s/;

/**
 * The fact a headline leads with, cut from its sentence's clause to at most `maxWords` words and with who said it
 * last (saidLast), or null when no cut keeps the figure in a statement.
 */
export function headlineFact(sentenceClause: string, figure: string, maxWords: number): string | null {
  const fact = shortFact(sentenceClause, figure, maxWords);
  if (fact === null) return null;
  // However it was cut, a headline is read in the week it tells of: the day of the week goes.
  const undated = withoutWeekday(fact);
  return saidLast(undated.includes(figure) ? undated : fact);
}

/**
 * A headline gives who said it last, in the present ('Forwarders said the checks add about $150 per container' →
 * 'the checks add about $150 per container, forwarders say'): led by its speaker, the fact reads as a quotation of
 * a report rather than the news. Kept as written when what was said points back at the speaker ('… said its 260
 * member companies lost …'), quotes them, or the speaker is more than a short name.
 */
function saidLast(fact: string): string {
  const m = SPEAKER_FIRST.exec(fact);
  if (!m) return fact;
  const [, speaker = '', rest = ''] = m;
  // One word ('Forwarders', 'Rosterly', 'OSHA') or a body with its article ('the RCMP', 'the ministry'); a role before
  // a person's name ('Union president Mathieu Bélanger') keeps its place.
  const words = speaker.split(/\s+/);
  if ((words.length > 1 && !/^the$/i.test(words[0]!)) || /^(?:it|they|he|she|we|you|i)$/i.test(speaker)) return fact;
  if (pointsBack(rest) || QUOTED.test(rest) || !isStatement(rest) || LEANS_BACK.test(rest)) return fact;
  // A plural common noun opening the sentence is capitalised only there ('Forwarders', 'Growers'); a single name
  // stays as written ('Rosterly'), and takes 'says'.
  const common = words.length === 1 && (/^\p{Lu}\p{Ll}+[^su]s$/u.test(speaker) || /^(?:Police|People)$/.test(speaker));
  const who = common ? speaker.toLowerCase() : lowerOpening(speaker);
  return `${midSentence(toldDirectly(rest))}, ${who} ${common ? 'say' : 'says'}`;
}
/** A speaker of one to four words before 'said' or 'says', and what they said. */
const SPEAKER_FIRST =
  /^((?:the\s+)?[\p{L}'’&.-]+(?:\s+[\p{L}'’&.-]+){0,3})\s+(?:said|says|say)(?:\s+on\s+\p{Lu}\p{Ll}+day)?\s+(?:that\s+)?(.+)$/iu;

/**
 * A clause short enough for a headline, or null: its attribution left out ('Food, Health & Consumer Products of
 * Canada said small growers…' → 'small growers…'), then what follows the figure after a word of manner or cause cut
 * off ('Utilities lose about 126 billion cubic meters of treated water a year through leaks…' → '… a year'). The
 * figure stays in it whole.
 */
function shortFact(sentenceClause: string, figure: string, maxWords: number): string | null {
  const fits = (text: string) => text.split(/\s+/).length <= maxWords && text.includes(figure);
  if (fits(sentenceClause)) return sentenceClause;
  // A headline drops the adverbs a sentence leans on ('Bottle makers now pay about $85 a tonne…' → 'Bottle makers pay…').
  const clause = sentenceClause.replace(HEADLINE_ADVERBS, '');
  if (fits(clause)) return clause;
  const unattributed = clause.replace(LEADING_SAID, '');
  const base =
    unattributed !== clause && !pointsBack(unattributed) && !QUOTED.test(unattributed)
      ? toldDirectly(unattributed)
      : clause;
  // What was said without who said it needs a verb of its own ('confirmed H5N1 avian influenza in three herds').
  if (fits(base) && (base === clause || isStatement(base))) return midSentence(base);
  // Then without the day of the week it happened on ('… were suspended on Wednesday morning after 8cm of snow fell'),
  // with who said it when it was said: what was said alone was no statement at its full length.
  const undated = withoutWeekday(clause);
  if (fits(undated)) return midSentence(undated);
  // Or the predicate holding the figure with its subject ('Britain will raise … and lift the salary threshold to …').
  const shared = sharedSubjectClause(base, figure);
  if (shared && fits(shared)) return midSentence(shared);
  const finding = findingOf(base, figure);
  if (finding && fits(finding)) return finding;
  const after = base.indexOf(figure) + figure.length;
  const cut = TRAILING_DETAIL.exec(base.slice(after));
  // Right after what a figure counts, 'with', 'under' and 'over' say which of them ('about 10 million people with some
  // degree of hearing loss', 'children under five'): cut there, the figure counts something else.
  const says = cut !== null && cut.index === 0 && /^\s+(?:with|under|over)\s/.test(cut[0]) && /\p{L}$/u.test(figure);
  const short = cut && !says ? base.slice(0, after + cut.index) : base;
  if (fits(short) && isStatement(short)) return midSentence(short);
  // Or what follows the figure in a participle's phrase ('… has written to 17 clothing brands telling them to …').
  const participle = participleAfter(base, after);
  const told = participle !== null ? base.slice(0, participle).replace(/[,\s]+$/, '') : base;
  if (participle !== null && fits(told) && isStatement(told)) return midSentence(told);
  const head = beforeDescribingComma(base, figure);
  if (head && fits(head) && isStatement(head)) return midSentence(head);
  // Or without when it happened, told last ('… shipped $248 million of clothing to the United States in the first ten
  // months of the year'): the headline is read in its week.
  const timeless = withoutTrailingTime(base, figure);
  return timeless && fits(timeless) && isStatement(timeless) ? midSentence(timeless) : null;
}

/**
 * The clause without the phrases of time that close it, after its figure ('last year', 'in the 2025/26 fiscal year',
 * 'between June and December'), or null when none does. A phrase of time is a few words after a preposition of time,
 * ending on a word of time (or a day of a month), with no verb and no number but years and days; the figure is never in
 * it, and what is left never ends on a word that waits for it ('than', 'from').
 */
function withoutTrailingTime(clause: string, figure: string): string | null {
  const from = clause.indexOf(figure) + figure.length;
  let text = clause;
  for (let cut = 0; cut < MAX_TIME_CUTS; cut++) {
    const at = [...text.slice(from).matchAll(TIME_OPENER)].pop();
    if (!at) break;
    const tail = text.slice(from + at.index);
    const kept = text.slice(0, from + at.index).replace(/[,\s]+$/, '');
    // A phrase of time has no verb ('in 2024 was cancelled') and counts nothing but years and days ('by 3,400 tonnes a
    // year' is a figure); what is left does not hang on it ('20% less than a year ago').
    const counts = (tail.match(/\d[\d,.]*/g) ?? []).every((n) => /^(?:19|20)\d\d$/.test(n) || (/^\d{1,2}$/.test(n) && MONTH_DAY.test(tail)));
    // It ends on its word of time ('in the year to March', 'over five years'), not on what happened then.
    const last = tail.trim().split(/\s+/).pop() ?? '';
    if (tail.trim().split(/\s+/).length > MAX_TIME_WORDS + 1 || !TIME_WORD.test(last) && !/^\d{1,2}$/.test(last) || !counts || HANGING.test(kept)) break;
    if (tagSentence(tail).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) break;
    text = kept;
  }
  return text === clause ? null : text;
}
const TIME_OPENER = /\s(?=(?:in|during|over|between|since|by|before|for|last|this|next|a year|on a typical)\s)/g;
const TIME_WORD =
  /\b(?:years?|months?|weeks?|days?|quarters?|seasons?|spring|summer|autumn|winter|Christmas|weekend|night|morning|(?:19|20)\d\d|Jan(?:uary)?|Feb(?:ruary)?|March|April|May|June|July|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|earlier|ago)\b/;
const MAX_TIME_WORDS = 7;
/** A day of a month ('30 September', 'March 8'). */
const MONTH_DAY = /\b\d{1,2}\s+\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+\s+\d{1,2}\b/u;
/** Words a clause cannot end on: a comparison or a link waiting for what follows. */
const HANGING = /\s(?:than|from|to|of|the|a|an|and|or|with|as|at|in|on|for|by|up|down|less|more)$/i;
const MAX_TIME_CUTS = 2;

/**
 * A day of the week a sentence dates its news by ('on Wednesday', 'early on Friday', 'on Tuesday (March 8)', 'on
 * Saturday night'), where it closes a clause: a headline is read in the week it tells of. Not when it dates a
 * participle's aside (', passed on Thursday,') or is read with what follows ('published on Thursday raises', 'on
 * Monday alone'); never a date ('on 1 July').
 */
const WEEKDAY =
  /,?\s+(?:(?:early|late)\s+)?on\s+(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:\s+(?:morning|afternoon|evening|night))?(?:\s+\([^()]{1,20}\))?(?=$|,\s|\s+(?:after|as|when|while|before|because|amid|following|with|and|in|at|to|from)\s)/g;
const withoutWeekday = (text: string) =>
  text.replace(WEEKDAY, (day: string, at: number) => (/,\s+\p{Ll}+$/u.test(text.slice(0, at)) ? day : ''));

/** Adverbs a headline leaves out, after a word and before another (never one a figure's words hold: 'about', 'nearly'). */
const HEADLINE_ADVERBS =
  /(?<=\p{L}) (?:now|still|already|also|currently|reportedly|typically|generally|even)(?= \p{L})/gu;

/**
 * A reported clause as its speaker said it, once 'X said' is gone: the tense moved back by reporting moves forward
 * again ('delivery charges had risen from $299 to $399' → 'delivery charges have risen…'), so a headline does not
 * speak of the news as of a time before some other past.
 */
function toldDirectly(clause: string): string {
  return clause.replace(
    /\b(\p{L}+)\s+had\s+(?=\p{Ll})/u,
    (_, word: string) => `${word} ${/[^su]s$/i.test(word) ? 'have' : 'has'} `,
  );
}
