import { isPluralToken, NOUNISH, type Token } from './headline-tags';
import { ingForm } from './prose';
import type { Subject } from './subject-article';
import { countedShare } from './subject-chunks';
import { CLAUSE_OPENERS, PLURAL_PEOPLE } from './subject-doing';
import { display, type WiderWords } from './subject-words';

/**
 * What a finding is about ('Study finds dust cuts solar power output across the Middle East', 'World Bank report
 * finds leaks and faulty meters cost utilities $39 billion a year'): a report, a study or a survey that opens the
 * headline only carries the news, which is the clause it tells. The subject is that clause's actor and its doing
 * ('dust cutting solar power output', 'hot nights cutting sleep'), or the actor alone when what it did runs into a sum
 * or past a short phrase ('leaks and faulty meters', 'cataract surgery'). A clause with no verb of its own is the
 * thing found where it was found, without the share ('added syrup in supermarket honey samples'). Anything else is
 * left to the phrase reader: a participle's clause ('… a cybercrime reported every six minutes'), a finding in places
 * ('rising tolls in three countries'), one with no place of finding ('dogs on plant-based diets no less healthy').
 */
export function findingSubject(tokens: readonly Token[], known: WiderWords): Subject | null {
  const finder = tokens.findIndex((t, i) => i < MAX_FINDER_AT && FINDERS.test(t.text));
  if (finder < 0 || !tokens.slice(0, finder).every((t) => FINDER_MODIFIER.has(t.pos) || /\p{L}ing$/u.test(t.text)))
    return null;
  // What the finding covers may come between ('Review of 14 trials finds', 'Surveys in the UK, US and South Africa show').
  const telling = tokens.findIndex((t, i) => i > finder && i <= finder + MAX_COVERS_WORDS + 1 && TELLING.test(t.text));
  if (telling < 0 || tokens.slice(finder + 1, telling).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return null;
  let start = telling + 1;
  if (/^that$/i.test(tokens[start]?.text ?? '')) start += 1;
  if (/^an?$/i.test(tokens[start]?.text ?? '')) start += 1;
  // The clause's actor runs to its verb; an -ing word after a plural is that verb, however the tagger reads it
  // ('children reading less').
  let verb = -1;
  // Where the actor was found ('added syrup in nearly half of supermarket honey samples'), without the share of it
  // ('nearly half of'): the words kept, by their index.
  const kept: number[] = [];
  let where = false;
  let i = start;
  for (; i < tokens.length && kept.length <= MAX_ACTOR_WORDS; i += 1) {
    const t = tokens[i]!;
    const doing = /\p{L}ing$/u.test(t.text) && (isPluralToken(tokens[i - 1]!) || PLURAL_PEOPLE.test(tokens[i - 1]!.text));
    // 'rising rents': an opening -ing word describes the actor.
    if (i > start && (t.pos === 'VERB' || t.pos === 'AUX' || doing)) {
      verb = i;
      break;
    }
    if (!where && /^in$/i.test(t.text) && i > start && NOUNISH.has(tokens[i - 1]!.pos)) {
      where = true;
      kept.push(i);
      // A share is skipped only as a whole, up to its 'of' ('nearly half of'); 'in the UK' keeps its article.
      i += countedShare(tokens.slice(i + 1));
      continue;
    }
    if (t.pos === 'PUNCT' || ACTOR_BREAK.test(t.text) || CLAUSE_OPENERS.test(t.text)) return null;
    kept.push(i);
  }
  const last = tokens[kept[kept.length - 1] ?? -1];
  // An actor is a noun phrase: it ends on its noun ('children reading less and' is a verb misread before 'struggling').
  if (kept.length === 0 || !last || !NOUNISH.has(last.pos)) return null;
  const actor = kept.map((k) => display(tokens[k]!, known));
  // A finding with no verb of its own is the thing found where it was found ('added syrup in supermarket honey
  // samples'); without a place of finding it is left to the phrase reader ('dogs on plant-based diets no less healthy').
  if (verb < 0) {
    const text = actor.join(' ').replace(/ - /g, '-');
    // Its number is the thing's ('added syrup … is'), not the place's.
    const head = tokens[kept[kept.findIndex((k) => /^in$/i.test(tokens[k]!.text)) - 1] ?? start]!;
    // Found in a thing ('supermarket honey samples'), not in places ('rising tolls in three countries', 'in the UK').
    const within = kept.slice(kept.findIndex((k) => /^in$/i.test(tokens[k]!.text)) + 1).map((k) => tokens[k]!);
    const inThing = within.length > 0 && within.every((t) => t.pos !== 'NUM' && t.pos !== 'PROPN' && t.pos !== 'DET');
    return where && inThing && i >= tokens.length && text.length <= MAX_DOING_CHARS
      ? { phrase: text, np: text, plural: isPluralToken(head) }
      : null;
  }
  const actorOnly = (): Subject => {
    const text = actor.join(' ').replace(/ - /g, '-');
    return { phrase: text, np: text, plural: isPluralToken(last) };
  };
  // 'hot nights are cutting sleep': the doing is the -ing word after the auxiliary.
  let at = verb;
  if (tokens[at]!.pos === 'AUX') {
    if (!/\p{L}ing$/u.test(tokens[at + 1]?.text ?? '') && !/^(?:will|could|may|might|would)$/i.test(tokens[at]!.text))
      return null;
    at += 1;
  }
  const said = tokens[at];
  // A participle tells what was done to the actor ('a cybercrime reported every six minutes'): no doing of its own.
  if (!said || /ed$/i.test(said.text) || !/^\p{Ll}+$/u.test(said.text)) return null;
  const doing = /ing$/.test(said.text) ? said.text : ingForm(said.lemma || said.text);
  const rest: string[] = [];
  for (let i = at + 1; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    // A sum is a figure the headline tells, not part of what happened: the actor says it ('leaks and faulty meters').
    if (isSum(tokens, i)) return actorOnly();
    // 'and lift dry-year yields', 'and struggling more': a second doing of its own, which the subject leaves out.
    const nextVerb = tokens[i + 1]?.pos === 'VERB' || /\p{L}ing$/u.test(tokens[i + 1]?.text ?? '');
    if (
      t.pos === 'PUNCT' ||
      ((t.pos === 'CCONJ' || /^(?:and|or)$/i.test(t.text)) && nextVerb) ||
      (PLACING.test(t.text) && i > at + 1) ||
      CLAUSE_OPENERS.test(t.text)
    )
      break;
    rest.push(display(t, known));
  }
  const text = [...actor, doing, ...rest].join(' ').replace(/ - /g, '-');
  // Every headline, release and pitch line says the subject: a doing longer than a short phrase is told by its actor.
  if (rest.length > MAX_DONE_WORDS || text.length > MAX_DOING_CHARS) return actorOnly();
  return { phrase: text, np: text, plural: false };
}

/** What carries a finding: a study, a report, a survey and their kin. */
const FINDERS =
  /^(?:stud(?:y|ies)|reports?|reviews?|surveys?|analys[ie]s|research|index|audits?|polls?|papers?|trials?|census|estimates?|assessments?)$/i;
/** Words a finder's name may open with ('World Bank report', 'WHO report', 'Annual index', 'Reading surveys'). */
const FINDER_MODIFIER = new Set(['PROPN', 'NOUN', 'ADJ', 'NUM', 'ADJ_OR_NOUN']);
/** The finder within the headline's first words. */
const MAX_FINDER_AT = 4;
/** Words of what the finding covers between the finder and its verb ('of 14 trials', 'in the UK, US and South Africa'). */
const MAX_COVERS_WORDS = 8;
/** The verbs a finding is told with ('links … to …' is a finding of its own shape, read elsewhere). */
const TELLING =
  /^(?:finds?|found|show(?:s|ed)?|says?|said|suggests?|reveals?|warns?|concludes?|indicates?|confirms?)$/i;
const MAX_ACTOR_WORDS = 6;
const MAX_DONE_WORDS = 6;
const MAX_DOING_CHARS = 40;
/** Besides a clause's opener, words that end an actor before any verb: a place ('across', 'at') or a second 'in'. */
const ACTOR_BREAK = /^(?:in|across|at)$/i;
/** A place or a time after what was done ('across the Middle East', 'in Australia') ends the doing. */
const PLACING = /^(?:across|in|at|around|throughout|worldwide|nationwide|by)$/i;
/**
 * A money sum or a figure of its own after the object ('$39 billion', '£4bn', '12%'), not a number naming a noun's
 * kind ('2030 targets').
 */
function isSum(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!.text;
  if (/^[£$€¥]/.test(t)) return true;
  if (!/^\d/.test(t)) return false;
  const next = tokens[i + 1];
  return (
    !next || t.endsWith('%') || next.pos === 'NUM' || /^(?:%|percent|per)$/i.test(next.text) || !NOUNISH.has(next.pos)
  );
}
