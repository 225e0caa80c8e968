import type { Token } from './headline-tags';
import { fromPlainPhrase, type Subject } from './subject-article';
import type { Chunk } from './subject-chunks';

// Who acts in a headline and on what, read where the tagger is no help: a body by its head word, what a body decided
// on, and a keyword that opens the headline before its verb.

/**
 * Heads of a body that acts ('Dublin City Council seeks…', 'US Justice Department keeps…', 'California courts to
 * pilot…'): organisations, and the public bodies news names as actors.
 */
export const BODY_HEAD =
  /^(?:bod(?:y|ies)|department|ministry|government|regulators?|lawmakers|legislators|MPs|senators|courts?|commission|watchdog|agency|council|authority|parliament|senate|congress|police|officials|ministers|executive|administration|board|inspectorate|tribunal|report|study|survey|review|analysis|audit|research)$/i;

/**
 * A keyword of common words that opens the headline is what acts in it when the phrase read as the subject starts
 * right after it on a word the tagger took for a noun, the headline's verb: 'Aid cuts force health charities to scale
 * back programmes' is about the aid cuts, not 'force health charities'. A name opening it ('Panama Canal cuts …') is
 * its actor and is left to the scored reading (story-subject.ts).
 */
export function openingKeyword(tokens: readonly Token[], keywords: readonly string[], best: Chunk): Subject | null {
  const words = tokens.map((t) => t.text.toLowerCase());
  for (const keyword of keywords) {
    const key = keyword.trim().split(/\s+/);
    if (key.length < 2 || key.some((w) => !/^\p{Ll}/u.test(w)) || best.start !== key.length) continue;
    if (
      key.every((w, i) => words[i] === w) &&
      (tokens[key.length]!.pos === 'NOUN' || tokens[key.length]!.pos === 'ADJ')
    )
      return fromPlainPhrase(keyword.trim());
  }
  return null;
}

/**
 * What a body decided on is the story, not the body: 'European Parliament trade committee backs EU–Indonesia trade
 * agreement' is about the agreement. Read from the words, as the tagger often reads a headline's 'backs' or 'clears'
 * as a noun; the thing decided ends at a clause ('as', 'after', a comma).
 */
export function bodyDecision(title: string): Subject | null {
  const m =
    /^(.+?)\s+(?:backs|approves|adopts|endorses|rejects|ratifies|passes|blocks|clears|signs off)\s+(.+?)(?:\s+(?:as|after|amid|despite|while|with|in a|in an|by)\s.*|,.*)?$/u.exec(
      title.trim(),
    );
  if (!m) return null;
  const body = m[1]!.trim().split(/\s+/);
  const head = body[body.length - 1]!;
  const thing = m[2]!.replace(/^(?:the|a|an)\s+/i, '').trim();
  // Two things decided at once ('a flood-barrier grant and higher insulation grants') are left to the reading below,
  // which weighs the keywords.
  if (
    !(BODY_HEAD.test(head) || /^committees?$/i.test(head)) ||
    thing.split(/\s+/).length < 2 ||
    /\sand\s|^(?:to|plan to|bid to)\b/i.test(thing)
  )
    return null;
  const read = fromPlainPhrase(thing);
  // One thing decided is that one: 'the EU–Indonesia trade agreement'.
  return read.plural || read.np.startsWith('the ') ? read : { ...read, np: `the ${read.phrase}` };
}
