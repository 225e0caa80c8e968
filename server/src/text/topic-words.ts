import { isGenericWord } from './distinctive-terms';
import { isPlaceName } from './place-names';
import { STOP_WORDS } from './stop-words';
import { stem, tokenize } from './tokenize';

/**
 * The words of a topic a user typed that say what it is about, lower-cased and each once: not places (they say
 * where), not words every site uses ('solutions', 'customers'), not the company's own name. The typed topic's fit
 * (modules/story-angles/topic-relevance.ts) and the reporters who wrote on it (ai/offline/contact-match.ts) read
 * these same words.
 */
export function topicWords(topic: string, companyName: string): string[] {
  const name = new Set(tokenize(companyName).map(stem));
  const about = (w: string) =>
    w.length > 1 &&
    /\p{L}/u.test(w) &&
    !STOP_WORDS.has(w) &&
    !isGenericWord(w) &&
    !name.has(stem(w)) &&
    !isPlaceName(capitalise(w));
  return [...new Set(tokenize(topic).filter(about))];
}

const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
