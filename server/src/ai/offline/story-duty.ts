import type { FactSheet } from '@newsjack/shared';
import { STOP_WORDS, tokenize } from '../../text';
import { lemma } from '../../text/phrase-match';
import { isStatement } from './clause-statement';
import { ORGANISATION_HEAD } from './prose';

/**
 * What the coverage says a group must do ('School districts must begin construction on solar and battery projects by
 * 4 July next year'), when that group is the company's own kind (then the story is the company's own to answer: how
 * it is getting ready) or the customers it serves (then what it advises them). A strategist starts from such a duty
 * before any general frame: it says who has to act, what and by when.
 */
export interface StoryDuty {
  /** The duty as a headline can lead with it: its clause, cut to a headline's length. */
  fact: string;
  /** The sentence it was read in, and the outlet that wrote it. */
  sentence: string;
  source: string | null;
  /** Whose duty it is: the company's kind ('school districts' for a district) or its customers'. */
  bearer: 'company' | 'customers';
}

/** A duty's verb: what a group must, will have to or has until a date to do. */
const DUTY =
  /\b(?:must|will have to|will need to|would have to|would need to|will be required to|are required to|is required to|have until|has until)\b/;
/** Words before the duty that open its clause: its subject starts after the last of them. */
const CLAUSE_OPENING =
  /(?:^|[;:]\s+|\s[—–]\s+|,\s+(?:and|but|while|so)\s+|\b(?:said|says|warned|added|confirmed|announced|ruled)(?:\s+on\s+\p{Lu}\p{Ll}+day)?(?:\s+that)?\s+)/gu;
/** A subject that leans on the sentence before ('they must', 'it will have to', 'which must'). */
const POINTS_BACK = /^(?:it|they|he|she|we|you|which|who|this|these|those|such|both)\b/i;
/** A subject that names no one who must act ('No school district will have to repay …', 'If landlords must …'). */
const NO_ONE = /^(?:no|none|neither|few|if|unless|whether)\b/i;
/** Words of a kind or a market that name no one in particular ('companies', 'businesses', 'services'). */
const GENERIC = new Set([
  'company',
  'firm',
  'business',
  'organisation',
  'organization',
  'group',
  'service',
  'provider',
  'operator',
  'people',
  'system',
  'customer',
  'client',
  'user',
  'consumer',
  'small',
  'large',
  'local',
  'new',
]);
/** The longest subject read as a group's name; a longer one is a clause of its own. */
const MAX_SUBJECT_WORDS = 9;
/** Words a duty's headline fact keeps at most. */
const MAX_FACT_WORDS = 15;

const lemmas = (text: string) =>
  tokenize(text)
    .filter((w) => !STOP_WORDS.has(w) && w.length > 2)
    .map(lemma)
    .filter((w) => !GENERIC.has(w));

/** The subject's head noun, as a lemma: its last word before what qualifies it ('All packaging sold in the EU' → packaging). */
function headOf(subject: string): string | null {
  const words = subject.split(/\s+/);
  // What qualifies the head begins at a preposition or relative word, or at a participle before one ('sold in the EU').
  const end = words.findIndex(
    (w, i) =>
      i > 0 &&
      (QUALIFIER.test(w) ||
        ((/^\p{Ll}+(?:ed|ing)$/u.test(w) || PARTICIPLES.has(w)) && QUALIFIER.test(words[i + 1] ?? ''))),
  );
  const last = (end > 0 ? words.slice(0, end) : words)
    .pop()
    ?.toLowerCase()
    .replace(/[^\p{L}-]/gu, '');
  return last && !GENERIC.has(lemma(last)) && !STOP_WORDS.has(last) ? lemma(last) : null;
}
/** A kind's head noun as a lemma: its last word that is not a generic one, before whom or what it serves. */
function headNoun(kind: string): string | null {
  const words = lemmas(kind.split(/\s+(?:for|of|in|to|serving|that|which|who)\s/u)[0]!);
  return words.pop() ?? null;
}

const PARTICIPLES = new Set(['sold', 'made', 'built', 'run', 'held', 'paid', 'owned', 'grown', 'kept', 'bought']);
const QUALIFIER =
  /^(?:in|of|for|with|from|on|at|by|across|under|over|above|below|within|without|that|which|who|whose|serving|selling)$/i;

/**
 * Whether a noun names an organisation or a trade that can act ('districts', 'laundries', 'sweeps'), not a thing a
 * company is named by ('lift', 'uniform'): an organisation's noun, an agent noun ('installer', 'dentist',
 * 'technician', 'consultant'), or a public body or trade without an agent's ending.
 */
const namesWhoActs = (noun: string) => ORGANISATION_HEAD.test(noun) || AGENT_NOUN.test(noun) || BODY_OR_TRADE.has(noun);
const AGENT_NOUN = /\p{L}{3}(?:er|or|ist|ian|ant|ent)$/u;
const BODY_OR_TRADE = new Set([
  // Public bodies.
  'district',
  'board',
  'body',
  'hospital',
  'ministry',
  'department',
  'municipality',
  'parish',
  'county',
  // Trades and businesses named by what they do.
  'agent',
  'sweep',
  'laundry',
  'smith',
  'chef',
  'cook',
  'nurse',
  'guide',
  'pilot',
  'vet',
  'midwife',
  'medic',
  'mechanic',
  'surgeon',
]);

/**
 * The duty's clause as a headline says it: whole up to MAX_FACT_WORDS words, else cut where a comma, a dash, a purpose
 * or a reason begins past the duty's verb and three words of what it asks; null when no cut leaves what it asks whole.
 */
function dutyFact(clause: string, verb: string): string | null {
  const text = clause.replace(/[.!?]+$/, '').trim();
  const words = text.split(/\s+/);
  if (words.length <= MAX_FACT_WORDS) return text.replace(/[,;:]+$/, '');
  const at = text.indexOf(verb) + verb.length;
  const least = text.slice(0, at).split(/\s+/).length + 3;
  // The longest cut that fits: at a comma or dash, or where a purpose, a means or a reason begins ('… by 4 July next
  // year to claim the federal credit …').
  const heads = [
    ...text
      .slice(at)
      .matchAll(/[,;]\s|\s[—–]\s|\s(?=(?:to|through|under|which|after|before|as|while|because|so|unless|if)\s)/g),
  ]
    .map((m) => text.slice(0, at + m.index).trim())
    .filter((h) => {
      const length = h.split(/\s+/).length;
      return length <= MAX_FACT_WORDS && length >= least && !NEVER_LAST.test(h);
    });
  return heads.pop() ?? null;
}
/** A word a headline's fact does not end on. */
const NEVER_LAST =
  /\s(?:the|a|an|of|in|on|at|to|for|by|with|and|or|but|from|its|their|that|such|so|order|rather|well)$/i;

/**
 * The story's first duty whose bearer is named in the company's kind (`kind`: 'a school district', and its plural) or
 * in its markets (`markets`), from its most corroborated line and its reports' sentences, never one the `home` reading
 * calls another country's news (−1). Null when no sentence puts a duty on either.
 */
export function dutyOf(
  sheet: FactSheet | undefined,
  kind: readonly string[],
  markets: readonly string[],
  home: (sentence: string) => number,
): StoryDuty | null {
  if (!sheet) return null;
  // The kind's head noun, before whom it serves ('uniform' of 'a school uniform company', 'broker' of 'insurance
  // broker for farmers'): schools' or farmers' duties are its customers', not its own.
  const ownKind = new Set(kind.map(headNoun).filter((w): w is string => w !== null));
  const served = new Set(markets.flatMap(lemmas));
  if (ownKind.size === 0 && served.size === 0) return null;
  const told = [
    ...(sheet.happened ? [{ sentence: sheet.happened, source: sheet.happenedOutlet ?? null }] : []),
    ...sheet.reports.flatMap((r) =>
      [r.sentence, ...(r.sentences ?? [])].map((sentence) => ({ sentence, source: r.outlet })),
    ),
  ];
  for (const { sentence, source } of told) {
    const duty = DUTY.exec(sentence);
    if (!duty || home(sentence) < 0) continue;
    const before = sentence.slice(0, duty.index);
    const opening = [...before.matchAll(CLAUSE_OPENING)].pop();
    const start = opening ? opening.index + opening[0].length : 0;
    const subject = before.slice(start).trim();
    const words = subject.split(/\s+/).filter(Boolean);
    if (
      words.length === 0 ||
      words.length > MAX_SUBJECT_WORDS ||
      POINTS_BACK.test(subject) ||
      NO_ONE.test(subject) ||
      /,/.test(subject)
    )
      continue;
    // Whose duty: the subject's head noun ('Every passenger lift in Poland' → lift: a thing, no company's duty).
    const head = headOf(subject);
    if (!head) continue;
    const bearer = ownKind.has(head) && namesWhoActs(head) ? 'company' : served.has(head) ? 'customers' : null;
    if (!bearer) continue;
    const fact = dutyFact(sentence.slice(start), duty[0]);
    if (!fact || !isStatement(fact)) continue;
    return { fact, sentence, source, bearer };
  }
  return null;
}
