import { splitSentences } from '../../text';
import { isGivenName } from '../../text/given-names';

/**
 * The person a pitch offers for interview, when the company's profile names one who leads it: its founder ('Chemist
 * Ruth Abernathy founded it in 1991'; '… founded in Brisbane in 2004 by gynaecologist Dr Alison Farrar') or the
 * one who runs it ('Third-generation grower Callum Reardon runs the business'). Grounded in the profile's own words,
 * never invented; a founder from long before the story (a family firm of 1952) is history, not a spokesperson.
 */
export interface Spokesperson {
  name: string;
  /** What makes them the one to speak, as a relative clause: 'who founded Pine Hollow Labs'. */
  who: string;
}

/** A person's name: an optional title, a given name the name lists know, and a surname. */
const NAME = /(?:(?:Dr|Prof)\.?\s+)?(\p{Lu}[\p{Ll}'’]+)(?=\s+(\p{Lu}[\p{L}'’-]+))/gu;
/** After the name: what they did or do for the company ('founded it in 1991', 'and Andre Whitfield founded the firm'). */
const FOUNDED_AFTER = /^(?:,[^,.]{0,90},)?(?:\s+and\s+(?:(?:Dr|Prof)\.?\s+)?\p{Lu}[\p{Ll}'’]+(?:\s+\p{Lu}[\p{L}'’-]+)?)?\s+(?:co-)?(?:founded|started|set up)\b/u;
const RUNS_AFTER = /^\s+(?:runs|leads|heads|manages)\s+(?:it|the\s+(?:business|company|firm|group|practice|charity|farm|lab|studio|shop))\b/u;
/** Before the name: 'founded in Brisbane in 2004 by gynaecologist'. */
const FOUNDED_BEFORE = /\b(?:founded|started|set up)\b[^.]{0,60}\bby\s+(?:[\p{Ll}-]+\s+){0,2}$/u;

/** A founder from more than this many years before the story is no longer who a journalist would talk to. */
const MAX_FOUNDER_YEARS = 35;

export function spokespersonOf(profile: string, company: string, storyYear: number): Spokesperson | null {
  for (const sentence of splitSentences(profile)) {
    for (const match of sentence.matchAll(NAME)) {
      if (!isGivenName(match[1]!)) continue;
      // The surname is read ahead, so 'Cheesemaker Helen Marsh' is tried at 'Helen' too.
      const name = `${match[0]!} ${match[2]!}`;
      const before = sentence.slice(0, match.index);
      const after = sentence.slice(match.index + name.length);
      if (RUNS_AFTER.test(after)) return { name, who: `who runs ${company}` };
      if (!FOUNDED_AFTER.test(after) && !FOUNDED_BEFORE.test(before)) continue;
      const year = /\b(?:19|20)\d\d\b/.exec(sentence)?.[0];
      if (year && storyYear - Number(year) > MAX_FOUNDER_YEARS) return null;
      return { name, who: `who founded ${company}` };
    }
  }
  return null;
}
