import { storyContextNotes } from '@newsjack/shared';
import { splitSentences } from '../../text';
import { escapeRegExp } from '../../text/escape-regexp';
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
/** A view given as one key message stays well under the 500 characters an edited message may hold. */
const MAX_VIEW_CHARS = 300;

/** First person plural, as written: 'US' (the country) is not 'us'. */
const OWN_VOICE = /\b(?:[Ww]e(?:['’](?:re|ve|d|ll))?|[Oo]urs?|us)\b/;
/** What someone is quoted as saying ('the minister said “we will act”') is theirs, not the company's voice. */
const QUOTED = /“[^”]*”|"[^"]*"/g;
/**
 * An instruction to the writer, not a statement: an imperative opening (words that are seldom a sentence's subject:
 * not 'Target', 'Lead' or 'Use', which open news too), or a word on the ideas or the pitch themselves.
 */
const INSTRUCTION =
  /^(?:please\s+)?(?:focus|mention|avoid|include|emphasi[sz]e|highlight|stress|don['’]t|do not|remember|ensure|make sure|try|consider|write|talk about|keep (?:it|them|the)|add)\b|\bthe (?:angles?|ideas|pitch(?:es)?)\b/i;

/** Reads `context` (prefill and all) for the user's own words; `companyName` tells the company's voice. */
export function contextNotes(context: string, companyName: string): ContextNotes {
  const view: string[] = [];
  const facts: string[] = [];
  for (const raw of splitSentences(storyContextNotes(context))) {
    const sentence = raw.trim().replace(/\s+/g, ' ');
    const words = sentence.split(' ').length;
    if (words < 3 || words > MAX_SENTENCE_WORDS || sentence.endsWith('?') || INSTRUCTION.test(sentence)) continue;
    (speaksAsCompany(sentence, companyName) ? view : facts).push(/[.!]$/.test(sentence) ? sentence : `${sentence}.`);
  }
  const kept = view.slice(0, MAX_VIEW_SENTENCES);
  // Two long sentences make one message past what an edit may hold: the first alone, then.
  return { view: kept.join(' ').length > MAX_VIEW_CHARS ? kept.slice(0, 1) : kept, facts };
}

/**
 * Whether the company speaks in a sentence: 'we' or 'our' outside a quotation, or its name as the subject (among the
 * first words: 'Ledgerline has…', 'At Ledgerline, …'; 'Stripe undercut Ledgerline on fees' is news about it).
 */
function speaksAsCompany(sentence: string, companyName: string): boolean {
  const own = sentence.replace(QUOTED, ' ');
  if (OWN_VOICE.test(own)) return true;
  const name = companyName.trim();
  if (!name) return false;
  const at = new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`,
    'u',
  ).exec(own);
  return at !== null && own.slice(0, at.index).trim().split(/\s+/).filter(Boolean).length <= 1;
}

/**
 * The view said about the company by name, for pieces written about it ('We think same-day settlement ends most
 * chargeback fraud' → 'Ledgerline thinks same-day settlement ends most chargeback fraud'); any other sentence stays as
 * typed.
 */
export function viewInThirdPerson(view: readonly string[], companyName: string): string[] {
  // Only a sentence that opens on 'We' or 'Our' reads well rewritten: after an opening ('At Ledgerline, we think',
  // 'Last year we settled') the rewrite leaves an 'it' with nothing to stand for, so such a sentence stays as typed.
  return view.map((sentence) =>
    /^(?:We|Our)\b/.test(sentence) ? (toThirdPerson(sentence, companyName) ?? sentence) : sentence,
  );
}
