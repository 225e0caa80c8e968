/**
 * What a figure of a story is, besides its clause (figure-clause.ts): a base a finding is taken from, a span of time
 * the story mentions, a condition or yardstick, or a count of something. The ideas and pitches lead only with a
 * figure that is the news.
 */

/**
 * Whether a figure is a base count: the people a survey asked or the whole a share is taken from is the finding's
 * denominator, not the finding ('Its survey of 3,100 parents found 71% …'; 'Of the 148,000 audiobooks released …,
 * 51,000 were read by synthetic voices'). No idea or subject line leads with it.
 */
export function isBaseCount(figure: string, sentence: string): boolean {
  const at = sentence.indexOf(figure);
  if (at < 0) return false;
  const before = sentence.slice(0, at);
  // A body's own membership ('said its 260 member companies lost RM12 million'): whom it speaks for, as 'represents'.
  return BASE_BEFORE.some((re) => re.test(before)) || (/\b(?:its|their)\s+(?:(?:about|around|nearly|almost|more than|over|some)\s+)?$/i.test(before) && MEMBERSHIP.test(figure));
}
/** A count of a body's members ('260 member companies', '4,000 members', '120 member states'). */
const MEMBERSHIP = /^[\d,.]+\s+member(?:s|\s+\p{L}+)\b/u;
const ABOUT = '(?:about|around|nearly|almost|more than|over|some)\\s+';
/**
 * Words that put a count as the base: a survey, poll or study 'of' it; 'of the' or 'of <someone's>' it after another
 * figure or at a clause's start ('About 650 of Canada's 2,600 arenas', 'Of the 148,000 audiobooks'); a body that
 * 'represents' or 'speaks for' it (a union's size is who it speaks for, not what happened).
 */
const BASE_BEFORE = [
  new RegExp(
    `\\b(?:survey|surveys|poll|polling|study|studies|sample|census|questionnaire|analysis|review|audit|trial)\\s+(?:of|among|across)\\s+(?:${ABOUT})?$`,
    'i',
  ),
  /(?:^|[,;:]\s*|\d[\d,.]*%?\s+)(?:[Oo]f|out of)\s+(?:(?:the|its|their)\s+|\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)*['’]s?\s+)?$/u,
  new RegExp(`\\b(?:represents?|represented|speaks? for|spoke for)\\s+(?:${ABOUT})?$`, 'i'),
  // The people a study followed or asked ('Researchers … followed 3,140 students aged 12 to 17'): its sample.
  new RegExp(
    `\\b(?:followed|surveyed|tracked|polled|interviewed|questioned|recruited|enrolled)\\s+(?:${ABOUT})?$`,
    'i',
  ),
];

/** A span of time ('over 15 years', '90 days'): a detail of the story, not the figure an idea leads with. */
export const SPAN = /\b(?:years?|months?|weeks?|days?|hours?|minutes?|decades?)$/i;

/**
 * Whether a figure in time is a span the story mentions ('a 12-month trial', 'within 30 days') rather than what it
 * found, measured in time: years of life lost or gained, a wait grown longer ('would live 8.2 years longer', 'lose
 * about four months of life expectancy', 'waits are 11 weeks longer'); '12 months later' is a span.
 */
export function isSpanDetail(figure: string, sentence: string): boolean {
  if (!SPAN.test(figure)) return false;
  const at = sentence.indexOf(figure);
  return at < 0 || !MEASURED_IN_TIME.test(sentence.slice(at + figure.length));
}
const MEASURED_IN_TIME = /^\s+(?:longer|shorter|sooner|of (?:healthy |working )?(?:life|lives|life expectancy))\b/i;

/**
 * Whether a figure is a distance that says where something happened ('about 60 nautical miles west of Hodeidah',
 * '12 km off the coast', '3 miles from the plant'): where, not what the story found. A distance that is the news
 * ('a 40 km extension', '40 km of new track') is not one.
 */
export function isLocationDetail(figure: string, sentence: string): boolean {
  if (!DISTANCE.test(figure)) return false;
  if (COMPASS_END.test(figure)) return true;
  const at = sentence.indexOf(figure);
  return at >= 0 && LOCATES.test(sentence.slice(at + figure.length));
}
const DISTANCE = /\b(?:miles?|km|kilometres?|kilometers?|metres?|meters?)(?:\s+(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?)?$/i;
const COMPASS_END = /\s(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?$/i;
const LOCATES = /^\s+(?:(?:north|south|east|west)(?:-?(?:east|west))?(?:ern)?|off|from|outside|away|offshore|inland|up(?:stream)?|down(?:stream)?)\b/i;

/**
 * Whether a figure is a condition or a yardstick, not what happened: inside an 'if' or 'unless' clause ('would live
 * 8.2 years longer if pollution met the guideline of 5 micrograms per cubic metre': the finding is the 8.2 years), or
 * the level of a guideline, standard or target a finding is measured against ('campaigners called for an accuracy
 * standard of 95%' beside captions that dropped 8% of words), or where a change started ('up from $2,900', 'from 61% in
 * 2024 to 75%'). A cap or a limit is not one: set or raised, it is often
 * the news itself ('Ministers set a cap of £2 on bus fares').
 */
export function isCondition(figure: string, sentence: string): boolean {
  const at = sentence.indexOf(figure);
  if (at < 0) return false;
  const before = sentence.slice(0, at);
  const clause = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';')) + 1);
  const after = sentence.slice(at + figure.length);
  return (
    /\b(?:if|unless|provided that|as long as)\b/i.test(clause) ||
    YARDSTICK.test(before) ||
    STARTING_POINT.test(before) ||
    (/\bfrom\s+$/i.test(before) && CHANGED_TO.test(after))
  );
}
/**
 * Whether a figure says which ones a rule or a count covers ('a supplier with fewer than 1,000 employees', 'companies
 * with more than 250 staff', 'projects worth at least £100,000'): the scope of the news, not its fact.
 */
export function isScope(figure: string, sentence: string): boolean {
  const at = sentence.indexOf(figure);
  if (at < 0 || !SCOPE_FIGURE.test(figure)) return false;
  return SCOPE_LINK.test(sentence.slice(0, at));
}
const SCOPE_FIGURE = /^(?:fewer than|more than|less than|at least|over|under|above|below)\s/i;
/** 'with', 'employing', 'worth': which ones; not 'of', which gives a size ('fines of up to 8%', 'waves of over 9 metres'). */
const SCOPE_LINK = /\p{L}{3,}\s+(?:with|employing|worth|earning|turning over)\s+$/u;

/** What follows where a change started ('from 61% in 2024 to 75% by 2030'): 'to' and the figure it reached. */
const CHANGED_TO =
  /^\s+(?:(?:in|at the end of|at the start of)\s+[\w\s]{1,20}?\s+)?to\s+(?:about\s+|around\s+)?[$£€¥R]?\d/i;
const YARDSTICK =
  /\b(?:guideline|guidance|target|threshold|standard|benchmark)\s+of\s+(?:(?:about|around|just|only|up to)\s+)?$/i;
/** Where a change started ('now costs about $4,200, up from $2,900'): what the news is compared with, not the news. */
const STARTING_POINT =
  /\b(?:(?:up|down|rising|falling|rose|fell|increased|decreased|climbed|dropped|jumped|slipped)\s+from|compared (?:with|to))\s+(?:(?:about|around|nearly|almost|just|only)\s+)?$/i;

/** A figure that names what it counts or costs ('4,100 employer customers', '£13.05'), not a share, span or range alone. */
export function countsSomething(figure: string): boolean {
  if (SPAN.test(figure) || /%|\bper cent\b/i.test(figure)) return false;
  if (/^[$£€¥]|^[A-Z]{1,3}\$/.test(figure)) return true;
  // A range ('10 to 15 jobs') counts no one thing; a ceiling ('up to 35,000 jobs') does.
  return !/\bto\b/.test(figure.replace(/^up to\s+/i, '')) && /\p{Ll}{3,}$/u.test(figure);
}
