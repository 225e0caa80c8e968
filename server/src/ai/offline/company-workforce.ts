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

/** 'employs 410 dentists, hygienists, nurses and receptionists'; the phrase stops before a clause of its own. */
const EMPLOYS = /\bemploys\s+((?:about|around|more than|over|nearly|some)?\s*\d[\d,]*\s+[^.;]+)/i;
/** Its own people, said as theirs: 'Its 150 staff', 'a team of 40 people', 'has 200 employees' (not the 220,000 employees it trains). */
const HEADCOUNT =
  /\b(?:its|our|a team of|has|have|with)\s+((?:about|around|more than|over|nearly|some)?\s*\d[\d,]*\s+(?:staff|employees|people|colleagues))\b/i;
const PHRASE_END = /,\s+(?:with|from|across|in|at|who|which|and its|while|making|so)\b|\s+(?:across|in|at)\s+(?=\d|\p{Lu})/u;
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
    return /^\S+\s+\S+/.exec(phrase)?.[0] ?? null;
  }
  return null;
}
