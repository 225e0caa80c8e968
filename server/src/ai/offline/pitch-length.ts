import { splitSentences } from '../../text';
import { hasInternalFigures } from './pitch-facts';
import { clauseWithin, truncateWords, wordCount } from './prose';

/** Journalists want pitches under 200 words (the brief's figure); the body is kept below it. */
export const MAX_PITCH_WORDS = 199;

/** One paragraph of a pitch. */
export interface Block {
  text: string;
}

export const blockWords = (blocks: readonly Block[]) => wordCount(blocks.map((b) => b.text).join('\n\n'));

/**
 * The hard rules applied to a pitch body someone else wrote (the OpenAI provider's): sentences carrying our
 * internal figures are removed, then it is cut to under the word limit. The greeting and sign-off stay.
 */
export function enforcePitchBody(body: string): string {
  const paragraphs = body.trim().split(/\n\s*\n/);
  const blocks: Block[] = paragraphs
    .map((p, i) => (i === 0 || i === paragraphs.length - 1 ? p : withoutInternalFigures(p)))
    .filter((p) => p.trim().length > 0)
    .map((text) => ({ text }));
  return fitWords(blocks);
}

/** A paragraph without the sentences (or, in a list, the lines) that carry our internal figures. */
function withoutInternalFigures(paragraph: string): string {
  if (paragraph.includes('\n')) return paragraph.split('\n').filter((line) => !hasInternalFigures(line)).join('\n');
  return splitSentences(paragraph).filter((s) => !hasInternalFigures(s)).join(' ');
}

/** Cuts the longest paragraph, a sentence at a time, until the body is under the limit. */
export function fitWords(blocks: Block[]): string {
  const kept = blocks.map((b) => ({ ...b }));
  while (blockWords(kept) > MAX_PITCH_WORDS) {
    const longest = kept.reduce((a, b) => (wordCount(b.text) > wordCount(a.text) ? b : a));
    // A list keeps its lines; prose is cut at a sentence's end, never after 'Co.' inside a name ('Saltbush Brewing
    // Co. is …' was cut to '“Saltbush Brewing Co.').
    const lines = longest.text.includes('\n');
    const sentences = lines ? longest.text.split('\n') : splitSentences(longest.text);
    const excess = blockWords(kept) - MAX_PITCH_WORDS;
    if (sentences.length > 1) {
      longest.text = sentences.slice(0, -1).join(lines ? '\n' : ' ');
      continue;
    }
    // A one-sentence paragraph (the story's news) ends at a clause instead when that is enough ('California's
    // governor on Monday signed AB 2290, which requires … from January 1, 2027.' without ', and bars apps …'); it is
    // cut mid-sentence ('… which requires phone…') only when no other paragraph between the greeting and the ask has
    // a sentence to spare: the company's second line goes first.
    // A cut that keeps less than KEEP_OF_NEWS of it ('… signed AB 2290.') gives way to another paragraph's sentence.
    const within = wordCount(longest.text) - excess;
    const clause = clauseWithin(longest.text, within, Math.ceil(wordCount(longest.text) * KEEP_OF_NEWS));
    if (clause) {
      longest.text = clause;
      continue;
    }
    // The paragraph nearest the ask gives first: the company's further lines before the one saying what it is.
    const other = kept
      .slice(1, -2)
      .reverse()
      .find((b) => b !== longest && !b.text.includes('\n') && splitSentences(b.text).length > 1);
    if (other) other.text = splitSentences(other.text).slice(0, -1).join(' ');
    else longest.text = clauseWithin(longest.text, within, MIN_CLAUSE_WORDS) ?? truncateWords(longest.text, Math.max(20, longest.text.length - excess * 8));
  }
  return kept.map((b) => b.text).join('\n\n');
}

/** A sentence cut shorter than this many words says too little to stand as the story's news. */
const MIN_CLAUSE_WORDS = 8;
/** The share of the news sentence a clause cut keeps before another paragraph gives up a sentence instead. */
const KEEP_OF_NEWS = 0.5;
