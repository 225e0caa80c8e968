import { splitSentences } from '../../text';

/**
 * A company meets a story about work (pay, hiring, visas, hours, payroll, strikes) as an employer, whatever it
 * sells: a dental group has a stake in a living-wage rise through the 410 people it employs, not through its
 * patients. These two readings let an idea and a pitch say so in the company's own figures ('for an employer of 410
 * dentists, hygienists, nurses and receptionists') instead of 'as a dental clinic group sees it'.
 */

/** Words of a story about work and the people who do it. */
const WORK =
  /\b(?:wages?|pay (?:rises?|awards?|runs?|cuts?|deals?|offers?)|salar(?:y|ies)|minimum wage|living wage|workers?|workforce|staff(?:ing)?|employees|employers?|hiring|recruit(?:ment|ing|s)?|jobs|four-day week|working (?:week|hours)|shifts?|visas?|immigration|unions?|strikes?|walkouts?|apprentices(?:hips)?|national insurance|payroll|redundanc(?:y|ies)|layoffs?|labour shortages?|skills shortages?)\b/gi;

/** At least this many mentions across the story's headlines and lead: one 'workers' in a storm story is no work story. */
const MIN_WORK_MENTIONS = 4;

/** Whether the story (its headlines and lead sentences, one per line) is about work and the people who do it. */
export function isWorkStory(storyText: string): boolean {
  return (storyText.match(WORK) ?? []).length >= MIN_WORK_MENTIONS;
}

/** Words of what an employer pays its people. */
const PAY = /\b(?:wages?|pay (?:rises?|awards?|cuts?|deals?|offers?)|salar(?:y|ies)|minimum wage|living wage|wage (?:floor|bills?)|payroll|national insurance|pension contributions?)\b/gi;
const MIN_PAY_MENTIONS = 3;

/**
 * Whether the story is about what employers pay (a minimum-wage rise, payroll tax): every employer's own cost, so it
 * meets a company as an employer even where it names the company's trade ('food processors count the cost' of a
 * wage rise, for a food manufacturer), unlike a story that only happens among workers of its trade.
 */
export function isPayStory(storyText: string): boolean {
  return (storyText.match(PAY) ?? []).length >= MIN_PAY_MENTIONS;
}

/** 'employs 410 dentists, hygienists, nurses and receptionists', 'employs up to 75 people in the peak season'; the phrase stops before a clause of its own. */
const EMPLOYS = /\bemploys\s+((?:about|around|more than|over|nearly|some|up to)?\s*\d[\d,]*\s+[^.;]+)/i;
/** Its own people, said as theirs: 'Its 150 staff', 'a team of 40 people', 'has 200 employees' (not the 220,000 employees it trains). */
const HEADCOUNT =
  /\b(?:its|our|a team of|has|have|with)\s+((?:about|around|more than|over|nearly|some)?\s*\d[\d,]*\s+(?:staff|employees|people|colleagues))\b/i;
const PHRASE_END =
  /,\s+(?:with|from|across|in|at|who|which|and its|while|making|so)\b|\s+(?:across|in|at)\s+(?=\d|\p{Lu})|\s+and\s+(?:is|was|has|\p{Ll}+s\s+(?=\d|(?:a|an|the|its|their|some|about|around|more|over|nearly)\s))/u;
const MAX_WORDS = 9;

/**
 * The people the company says it employs, as a phrase that follows 'an employer of' ('410 dentists, hygienists,
 * nurses and receptionists', '260 people, including 38 apprentices'), or null when its profile gives no headcount.
 */
export function workforceOf(profile: string): string | null {
  for (const sentence of splitSentences(profile)) {
    const match = EMPLOYS.exec(sentence) ?? HEADCOUNT.exec(sentence);
    if (!match) continue;
    // 'an employer of 52 employees' says 'employ' twice: a generic word for them reads 'people'.
    const phrase = match[1]!.split(PHRASE_END)[0]!.trim().replace(/[,.]+$/, '').replace(/^([^,]*?\d[\d,]*\s+)(?:employees|colleagues)\b/, '$1people');
    if (phrase.split(/\s+/).length <= MAX_WORDS) return phrase;
    // Too long to follow 'an employer of': its longest start ending before a comma that fits ('310 people, including
    // 220 licensed technicians' of '…, many of them recruited from …'), else its count and noun.
    const parts = phrase.split(',');
    for (let k = parts.length - 1; k > 0; k -= 1) {
      const head = parts.slice(0, k).join(',').trim();
      if (head.split(/\s+/).length <= MAX_WORDS) return head;
    }
    return /^\S+\s+\S+/.exec(phrase)?.[0]?.replace(/[,.;:]+$/, '') ?? null;
  }
  return null;
}

/** Plural nouns that count time, money or measures, not what a company runs or serves ('10 years', '40 tonnes'). */
const NOT_SCALE =
  /^(?:years|months|weeks|days|hours|minutes|seconds|decades|tonnes|tons|litres|liters|gallons|kilometres|kilometers|miles|metres|meters|centimetres|centimeters|millimetres|millimeters|inches|feet|kilos|kilograms|grams|pounds|dollars|euros|percent|degrees|watts|kilowatts|megawatts|volts|decibels|languages|staff|employees|people|colleagues|workers)$/i;
const REGION_WORD = '(?:north|south|east|west|northern|southern|eastern|western|central|rural|greater|north-east|north-west|south-east|south-west)';
const PLACE_NAME = `(?:the\\s+)?(?:${REGION_WORD}\\s+)?\\p{Lu}[\\p{L}’'-]*(?:\\s+\\p{Lu}[\\p{L}’'-]*)*`;
/**
 * A count of what it runs or serves and the words for it ('14 practices', '38 civil and hydraulic engineers', '1.3
 * million passengers'), with where when the sentence says it ('across Vernon, Crawford and Richland counties'). Not
 * a sum ('$780 million'), a model number ('ATR 72 turboprops') or a compound ('24-hour').
 */
const SCALE = new RegExp(
  `(?<![\\p{L}$£€¥.,\\d-]|\\b\\p{Lu}{2,}\\s)((?:about|around|more than|over|nearly|some|almost)\\s+)?(\\d{1,3}(?:,\\d{3})*(?:\\.\\d+)?(?:\\s+million)?)\\s+((?:[\\p{Ll}-]+\\s+(?:and\\s+)?){0,3}?[\\p{Ll}-]+s)\\b((?:\\s+(?:across|in|throughout)\\s+${PLACE_NAME}(?:(?:,\\s+|\\s+and\\s+)${PLACE_NAME})*(?:\\s+(?:counties|regions|states|provinces|districts))?)?)`,
  'u',
);

/**
 * The company's own scale, as a phrase that follows 'its' ('14 practices across Cumbria and north Lancashire',
 * '4,100 employer customers'): the first count in its profile of what it runs or serves, not a year, a sum, a span
 * of time or its headcount (workforceOf reads that). Null when the profile gives none. Ideas and pitches say it where
 * they would otherwise say 'its own work': a figure of the company's own.
 */
export function companyScale(profile: string): string | null {
  for (const sentence of splitSentences(profile)) {
    const match = SCALE.exec(sentence);
    if (!match) continue;
    const [, about = '', count, noun, where = ''] = match;
    if (noun!.trim().split(/\s+/).some((w) => NOT_SCALE.test(w)) || /^(?:19|20)\d\d$/.test(count!) || /^[-–%]/.test(sentence.slice(match.index + match[0].length))) continue;
    const place = where.trim();
    return `${about}${count} ${noun!.trim()}${place ? ` ${place}` : ''}`.trim();
  }
  return null;
}

/** Its own people by trade: 'Its 38 civil and hydraulic engineers', 'whose 130 certified shorthand reporters', 'employs 410 dentists'. */
const OWN_PEOPLE =
  /\b(?:its|whose|our|employs)\s+(?:(?:about|around|more than|over|nearly|some)\s+)?\d[\d,]*\s+((?:[\p{Ll}-]+\s+(?:and\s+)?){0,3}?[\p{Ll}-]+(?:ists|ians|ers|ors|ects|nurses|vets|surgeons|midwives))\b/iu;
/** People a company serves or counts, not its own trade ('its 85,000 subscribers', 'its 34,000 member households'). */
const NOT_A_TRADE =
  /^(?:subscribers|customers|members|users|clients|owners|buyers|passengers|partners|farmers|growers|retailers|suppliers|employers|roasters|readers|listeners|viewers|followers|shoppers|riders|renters|borrowers|savers|investors|donors|volunteers|homeowners|landlords|tenants|others|orders|centres|centers|stores|offices)$/;

/**
 * The company's own people by their trade, as a plural phrase ('civil and hydraulic engineers', 'certified shorthand
 * reporters', 'architects' from 'architects and designers'), or null when its profile counts none: a pitch then offers
 * one of them to the journalist, not 'the team'.
 */
export function staffRole(profile: string): string | null {
  let phrase = OWN_PEOPLE.exec(profile)?.[1];
  if (!phrase) return null;
  // A headcount and what it includes ('Its 110 staff include in-house installers and …') names the trade after its
  // verb; a headcount and another verb ('staff are trained installers') names none the pitch can offer by itself.
  const counted = /^(?:staff|people|employees|workers|colleagues|team)\s+(\S+)\s+(.+)$/.exec(phrase);
  if (counted) {
    if (!/^(?:include|includes|including)$/.test(counted[1]!)) return null;
    phrase = counted[2]!;
  }
  // 'architects and designers' → 'architects'; 'civil and hydraulic engineers' stays whole (its first part is no trade).
  const first = /^(.+?)\s+and\s+/.exec(phrase)?.[1];
  const role = first && /(?:ists|ians|ers|ors|ects)$/.test(first) ? first : phrase;
  return NOT_A_TRADE.test(role.split(/\s+/).pop()!) ? null : role;
}
