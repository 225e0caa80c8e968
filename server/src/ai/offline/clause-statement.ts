import { tagSentence } from '../../text/nlp';

/** What a statement is: a clause with a subject and a finite verb of its own (figure-clause.ts, headline-fact.ts). */

/**
 * Words that open a part that is no statement of its own: a subordinate clause, a preposition, a participle, a
 * question ('Why specialist medical practices face …', a headline's).
 */
const NOT_A_START =
  /^(?:as|after|before|when|while|whereas|because|since|if|unless|although|though|with|without|including|against|up|down|from|to|in|on|at|by|for|of|than|why|how|whether|where|\p{Ll}+ing)\s/u;
/** A quantity's words before its figure ('At least 60 hospitals', 'up to 35,000 jobs'). */
const FIGURE_OPENING = /^(?:at least|at most|up to|as many as|as much as|as few as|as little as)\s+(?=[$£€¥]?\d)/i;
/** Finite verbs news figures come with, which the small tagger reads as nouns ('The National Living Wage rises by 6.7%'). */
const FINITE =
  /\b(?:is|are|was|were|has|have|had|will|would|could|can|may|might|must|should|rises?|rose|falls?|fell|climb(?:s|ed)?|jump(?:s|ed)?|drops?|dropped|grows?|grew|reach(?:es|ed)|hits?|says?|said|costs?|pays?|paid|tops?|topped|exceed(?:s|ed)?|doubled?|doubles|tripled?|triples|halved?|halves|account(?:s|ed)? for|gain(?:s|ed)?|lost|loses?|adds?|added|needs?|needed|faces?|faced|received?|receives)\b/i;

/**
 * A part with a subject and a finite verb: not a participle or a list cut from its sentence ('affecting about 4,200
 * employers…', 'with 41% of adults unable to…').
 */
export function isStatement(clause: string): boolean {
  // 'At least 60 hospitals …', 'Up to 35,000 jobs …' open on a figure; a capitalised -ing word opens the sentence as a
  // noun's ('Sorting plants are paying …') or a gerund subject ('Taking up a language after 60 cuts …').
  const opening = clause.replace(FIGURE_OPENING, '');
  if (NOT_A_START.test(opening.toLowerCase()) && !(opening === clause && /^\p{Lu}\p{Ll}+ing\s/u.test(clause)))
    return false;
  const tokens = tagSentence(clause);
  // A clause cut after its subject opens on its verb ('said it would decide which companies …', of '… published the
  // standards on Wednesday, but said it would decide …'): who said it is in the part before.
  const [first, second] = tokens;
  if (
    first &&
    second &&
    /^\p{Ll}/u.test(first.text) &&
    (first.pos === 'VERB' || first.pos === 'AUX') &&
    ['PRON', 'DET', 'SCONJ', 'ADP'].includes(second.pos)
  )
    return false;
  // An infinitive ('firms planning to replace gas boilers') is no finite verb.
  const verb = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      (t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/i.test(t.text) && tokens[i - 1]!.text.toLowerCase() !== 'to')),
  );
  return (
    verb > 0 ||
    FINITE.test(clause.split(/\s+/).slice(1).join(' ')) ||
    tokens.some((t, i) => i > 0 && pluralVerb(tokens, i))
  );
}

/**
 * A verb the small tagger read as a noun after a plural subject, where a determiner opens its object ('… four-year-olds
 * use a tablet every day', 'most households spend a fifth …'): a plural noun does not go on to a singular one that
 * takes an object.
 */
function pluralVerb(tokens: ReturnType<typeof tagSentence>, i: number): boolean {
  const [prev, t, next] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]];
  return (
    prev.pos === 'NOUN' &&
    /\p{Ll}s$/u.test(prev.text) &&
    t.pos === 'NOUN' &&
    /^\p{Ll}+$/u.test(t.text) &&
    !/s$/.test(t.text) &&
    (next?.pos === 'DET' || next?.pos === 'NUM' || FIGURE_ADVERB.test(next?.text ?? ''))
  );
}

/** Words that open a figure ('households flush around 900 tonnes'). */
const FIGURE_ADVERB = /^(?:about|around|nearly|almost|roughly|some|over)$/i;
