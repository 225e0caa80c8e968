import { storyContextNotes } from '@newsjack/shared';
import { splitSentences } from '../../text';
import { toThirdPerson } from './third-person';

/**
 * What the user added to the story generator's context, read as a PR desk would. Nothing the engine reads holds the
 * company's own view, numbers or plans (the profile says what it does, the coverage what happened), so a pitch could
 * only promise a view ('can explain what the rise means for them'); the user can give it, in the context field:
 * - `view`: sentences in the company's own voice ('We think…', 'Our data shows…', 'Ledgerline has…'), as typed;
 * - `facts`: other statements, about the topic ('Chargebacks rose 30% this quarter'), for a typed topic's news.
 * Instructions ('Focus on small merchants') and questions are neither: the offline engine cannot follow them.
 */
export interface ContextNotes {
  view: string[];
  facts: string[];
}

/** A view longer than this many sentences, or a sentence longer than this many words, is cut / left out. */
const MAX_VIEW_SENTENCES = 2;
const MAX_SENTENCE_WORDS = 45;

const OWN_VOICE = /\b(?:we|we['’](?:re|ve|d|ll)|our|ours|us)\b/i;
/** An instruction to the writer, not a statement: an imperative opening or a word about the piece itself. */
const INSTRUCTION =
  /^(?:please\s+)?(?:focus|mention|avoid|include|use|keep|make|don['’]t|do not|never|emphasi[sz]e|highlight|stress|talk|write|add|say|target|lead|aim|position|frame|tie|link|note|remember|ensure|be|try|consider|show|explain|give|tell|pitch|angle|quote|cite)\b|\b(?:the (?:angles?|ideas?|pitch(?:es)?|release|post|piece|headline)s?)\b/i;

/** Reads `context` (prefill and all) for the user's own words; `companyName` tells the company's voice. */
export function contextNotes(context: string, companyName: string): ContextNotes {
  const name = companyName.trim().toLowerCase();
  const view: string[] = [];
  const facts: string[] = [];
  for (const raw of splitSentences(storyContextNotes(context))) {
    const sentence = raw.trim().replace(/\s+/g, ' ');
    const words = sentence.split(' ').length;
    if (words < 3 || words > MAX_SENTENCE_WORDS || sentence.endsWith('?') || INSTRUCTION.test(sentence)) continue;
    const own = OWN_VOICE.test(sentence) || (name.length > 0 && sentence.toLowerCase().includes(name));
    (own ? view : facts).push(/[.!]$/.test(sentence) ? sentence : `${sentence}.`);
  }
  return { view: view.slice(0, MAX_VIEW_SENTENCES), facts };
}

/**
 * The view said about the company by name, for pieces written about it ('We think same-day settlement ends most
 * chargeback fraud' → 'Ledgerline thinks same-day settlement ends most chargeback fraud'); a sentence the rewrite
 * cannot read stays as typed.
 */
export function viewInThirdPerson(view: readonly string[], companyName: string): string[] {
  return view.map((sentence) =>
    OWN_VOICE.test(sentence) ? (toThirdPerson(sentence, companyName) ?? sentence) : sentence,
  );
}
