import { isGenericWord } from './distinctive-terms';
import { isCountryName } from './country-names';
import { STOP_WORDS } from './stop-words';
import { stem, tokenize } from './tokenize';

/**
 * The words of a topic a user typed that say what it is about, lower-cased and each once: not countries or their
 * peoples (they say where: 'UK election' for a UK firm; the place gazetteer holds 'Taylor', 'mobile' and 'deal'
 * too), not words every site uses ('solutions', 'customers'), not the company's own name. The typed topic's fit
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
    !isCountryName(w);
  return [...new Set(tokenize(topic).filter(about))];
}

/**
 * The word vectors' rarity (0 for the 1,000 commonest words, 1 from the 100,000th) from which one word of a typed
 * topic carries it alone ('chargeback' yes; 'fraud', 'swift', 'league' no): for its fit and for the articles that
 * name it.
 */
export const RARE_TOPIC_WORD = 0.5;
