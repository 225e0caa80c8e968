import { createRequire } from 'node:module';

/**
 * English given names (the `human-names` package's lists, about 3,600 names), to keep the people a site names out
 * of its keywords: founders, staff and customers in testimonials ('Sam', 'Ellie Marsden', 'Dr Rhian Morgan')
 * were suggested as subjects to track. Loaded on first use.
 */
const require = createRequire(import.meta.url);
let names: Set<string> | undefined;

function givenNames(): Set<string> {
  names ??= new Set(
    [
      ...(require('human-names/data/female-human-names-en.json') as string[]),
      ...(require('human-names/data/male-human-names-en.json') as string[]),
    ].map((n) => n.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')),
  );
  return names;
}

export function isGivenName(word: string): boolean {
  // 'Ciarán', 'Zoë', 'José' as the list writes them, without their accents.
  return givenNames().has(word.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, ''));
}

/** Titles and roles written before a person's name ('Dr', 'co-founder', 'head chef'). */
const TITLE = /^(?:(?:dr|mr|mrs|ms|mx|miss|prof|professor|sir|dame|lord|lady|rev|cllr|councillor|co-founder|cofounder|founder|director|chef|head|chief|our|managing|partner|senior)\.?\s+)+/i;
/** Words that make a run an organisation or a thing, not a person ('Grace Hopper Foundation', 'Rose Court'). */
const NOT_A_PERSON = /\b(?:ltd|limited|llp|plc|inc|trust|foundation|association|society|council|group|house|court|hall|centre|center|school|college|university|hospital|road|street|park|award|awards|fund|prize|institute|church|club|bank|partners|company|co)\b/i;

/**
 * Whether a proper phrase names a person: a lone given name ('Sam'), or two or three capitalised words that start
 * with one, after any title or role ('co-founder Ellie Marsden', 'Dr Rhian Morgan'), and hold no organisation word.
 */
export function namesPerson(term: string): boolean {
  const bare = term.trim().replace(TITLE, '');
  if (NOT_A_PERSON.test(bare)) return false;
  const words = bare.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 3) return false;
  if (!words.every((w) => /^\p{Lu}[\p{Ll}'’-]/u.test(w) || /^\p{Lu}$/u.test(w))) return false;
  // A personal title names a person whatever the given name ('Dr Rajiv Mehta', 'Prof Okonkwo').
  return PERSONAL_TITLE.test(term.trim()) || isGivenName(words[0]!);
}

/** Titles only people bear (not roles: 'Head Office', 'Chief Executive' are no one). */
const PERSONAL_TITLE = /^(?:dr|mr|mrs|ms|mx|miss|prof|professor|sir|dame|rev|cllr|councillor)\.?\s+\p{Lu}/iu;
