import { joinTokens, tagSentence, type Token } from '../../text/nlp';
import { asSentence, capitaliseFirst, wordCount } from './prose';

/** A clause shorter than this says too little to stand as a line of its own. */
const MIN_CLAUSE_WORDS = 5;

/**
 * A sentence's main clauses: split after a semicolon, or after a comma or colon where a clause with its own subject
 * and verb begins ('…, and it exports …', '…, its fans draw …', '…, while its membership includes …'), or where 'and'
 * joins a second verb to the first clause's pronoun subject ('It employs 310 people, …, and serves …' → 'It serves
 * …'). The sentence itself when it splits into no two clauses of five words or more.
 */
export function clausesOf(sentence: string): string[] {
  const tokens = tagSentence(sentence);
  const cuts: Array<{ end: number; start: number; subject: string | null }> = [];
  const subject = leadingPronoun(tokens);
  for (let i = 1; i < tokens.length - 1; i += 1) {
    const mark = tokens[i]!.text;
    if (mark !== ',' && mark !== ';' && mark !== ':') continue;
    let start = i + 1;
    if (JOINS.has(tokens[start]!.text.toLowerCase())) start += 1;
    const own = opensClause(tokens, start);
    if (own || (mark === ';' && hasVerb(tokens.slice(start)))) cuts.push({ end: i, start, subject: null });
    else if (subject && tokens[i + 1]?.text.toLowerCase() === 'and' && joinedVerb(tokens, start)) cuts.push({ end: i, start, subject });
  }
  if (cuts.length === 0) return [sentence];
  const clauses: string[] = [];
  let from = 0;
  let lead: string | null = null;
  for (const cut of [...cuts, { end: tokens.length, start: tokens.length, subject: null }]) {
    const part = tokens.slice(from, cut.end);
    // A clause opening on a participle ('Founded in Cork in 2018 by …, it brings …') is no sentence alone.
    if (part.length === 0 || (!lead && (part[0]!.pos === 'VERB' || !hasVerb(part)))) return [sentence];
    const text = joinTokens(part).replace(/[\s,;:.]+$/, '');
    clauses.push(asSentence(capitaliseFirst(lead ? `${lead} ${text}` : text)));
    from = cut.start;
    lead = cut.subject;
  }
  return clauses.every((c) => wordCount(c) >= MIN_CLAUSE_WORDS) ? clauses : [sentence];
}

/** Words that join a clause on after its comma, and are dropped when the clause stands alone. */
const JOINS = new Set(['and', 'but', 'while', 'whereas', 'yet']);
/** Pronouns that are a clause's subject (never a relative one: '…, who managed arenas …' is no clause of its own). */
const SUBJECT_PRONOUNS = new Set(['it', 'they', 'we', 'he', 'she']);
/** Possessives and determiners that open a subject ('its BLDC fans', 'the trust', 'today four mills' after a semicolon). */
const SUBJECT_OPENERS = new Set(['its', 'their', 'our', 'his', 'her', 'the', 'this', 'these', 'each', 'every']);

/** Whether a clause with a subject and a finite verb of its own begins at `start`. */
function opensClause(tokens: readonly Token[], start: number): boolean {
  const first = tokens[start];
  if (!first) return false;
  const word = first.text.toLowerCase();
  if (SUBJECT_PRONOUNS.has(word)) return isVerbal(tokens[start + 1]) || (tokens[start + 1]?.pos === 'ADV' && isVerbal(tokens[start + 2]));
  if (!SUBJECT_OPENERS.has(word)) return false;
  // The subject's words, then its verb: 'its BLDC fans draw', 'the trust teaches'.
  for (let k = start + 1; k < Math.min(tokens.length, start + 6); k += 1) {
    const pos = tokens[k]!.pos;
    if (pos === 'NOUN' || pos === 'PROPN' || pos === 'ADJ' || pos === 'NUM') continue;
    // A participle before a noun describes it ('its glazing line', 'the recycled sailcloth').
    if (pos === 'VERB' && /(?:ing|ed)$/i.test(tokens[k]!.text) && tokens[k + 1]?.pos === 'NOUN') continue;
    return k > start + 1 && isVerbal(tokens[k]);
  }
  return false;
}

/** The sentence's subject when it is a pronoun ('It employs …'): what a second verb joined by 'and' is said of. */
function leadingPronoun(tokens: readonly Token[]): string | null {
  const first = tokens[0];
  return first && SUBJECT_PRONOUNS.has(first.text.toLowerCase()) && isVerbal(tokens[1]) ? first.text : null;
}

/** A verb in the third person or past tense ('exports', 'serves', 'built'), not an -ing or bare form. */
function isFiniteVerb(token: Token | undefined): boolean {
  return token?.pos === 'VERB' && !/ing$/i.test(token.text) && token.text.toLowerCase() !== token.lemma;
}

/**
 * A verb after its subject: an auxiliary, or any form but -ing ('its fans draw', 'it exports'); never a capitalised
 * word, which inside a sentence is a name ('the Quay Tote for …').
 */
function isVerbal(token: Token | undefined): boolean {
  if (!token || /^\p{Lu}/u.test(token.text)) return false;
  return token.pos === 'AUX' || (token.pos === 'VERB' && !/ing$/i.test(token.text));
}

/**
 * A second verb of the first clause's subject after ', and': 'serves', or a verb in -s the tagger reads as a plural
 * noun when what follows is its object ('… and supplies about 300 care homes').
 */
function joinedVerb(tokens: readonly Token[], start: number): boolean {
  const token = tokens[start];
  if (isFiniteVerb(token) && !/^\p{Lu}/u.test(token!.text)) return true;
  const next = tokens[start + 1]?.pos;
  return token?.pos === 'NOUN' && /[^s]s$/.test(token.text) && (next === 'DET' || next === 'NUM' || next === 'ADV');
}

function hasVerb(tokens: readonly Token[]): boolean {
  return tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}
