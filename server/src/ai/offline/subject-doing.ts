import { stem } from '../../text';
import { isPluralToken, NOUNISH, type Token } from './headline-tags';
import { namesACountry } from './home-country';
import { ingForm } from './prose';
import type { Subject } from './subject-article';
import { display, type WiderWords } from './subject-words';

/**
 * A headline opening on what someone does ('Learning a second language after 60 linked to lower dementia risk',
 * 'Walking after meals cuts blood sugar spikes'): that doing is the story, up to the headline's verb, when it names
 * a thing done (a noun within its first words).
 */
export function gerundSubject(tokens: readonly Token[], known: WiderWords): Subject | null {
  const first = tokens[0];
  if (!first || first.pos !== 'VERB' || !/\p{L}ing$/u.test(first.text)) return null;
  const end = tokens.findIndex(
    (t, i) => i > 0 && (t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PUNCT' || t.pos === 'CCONJ'),
  );
  const phrase = tokens.slice(0, end === -1 ? tokens.length : end);
  // The doing needs its headline verb after it, and a thing done right after it ('Learning a second language').
  if (
    end === -1 ||
    phrase.length < 2 ||
    phrase.length > MAX_DOING_WORDS ||
    !phrase.slice(1, 4).some((t) => NOUNISH.has(t.pos))
  )
    return null;
  const text = [first.text.toLowerCase(), ...phrase.slice(1).map((t) => display(t, known))]
    .join(' ')
    .replace(/ - /g, '-');
  // 'Rising fees push children out of sport': an -ing word before a plural noun whose verb agrees with it in the
  // plural describes that noun ('rising fees … mean'); a doing takes a singular verb ('Walking after meals cuts …').
  const verb = tokens[end]!;
  const plural =
    isPluralToken(phrase[phrase.length - 1]!) &&
    verb.pos === 'VERB' &&
    /^\p{Ll}+$/u.test(verb.text) &&
    !/(?:s|ed)$/.test(verb.text);
  return { phrase: text, np: text, plural };
}
const MAX_DOING_WORDS = 7;

/**
 * A headline counting people who do something ('More UK patients travel abroad for dental treatment, with Hungary a
 * leading destination', 'Fewer young people learn to drive'): the story is that doing, said with its people ('more UK
 * patients travelling abroad for dental treatment'), up to a comma or a clause of its own ('as trust falls'). The
 * tagger reads such headlines poorly ('patients' as a verb, 'travel' as a noun), so the people end at the first
 * plural of the opening words and the word after them is the verb, unless it reads as a participle ('More storms
 * expected'), which leaves the headline to the phrase reader.
 */
export function countedDoing(tokens: readonly Token[], known: WiderWords): Subject | null {
  const first = tokens[0];
  if (!first || !/^(?:more|fewer)$/i.test(first.text)) return null;
  const people = tokens.findIndex(
    (t, i) => i > 0 && i <= MAX_PEOPLE_WORDS && (isPluralToken(t) || PLURAL_PEOPLE.test(t.text) || peoplesName(t.text)),
  );
  if (people < 1 || tokens.slice(1, people).some((t) => !/^\p{L}/u.test(t.text) || /^than$/i.test(t.text))) return null;
  let at = people + 1;
  // 'More women are choosing to freeze their eggs': the doing is the -ing word after the auxiliary.
  if (/^(?:are|were)$/i.test(tokens[at]?.text ?? '') && /\p{L}ing$/u.test(tokens[at + 1]?.text ?? '')) at += 1;
  const verb = tokens[at];
  if (
    !verb ||
    !/^\p{Ll}+$/u.test(verb.text) ||
    /(?:ed|s)$/.test(verb.text) ||
    ['ADP', 'DET', 'CCONJ', 'PRON', 'NUM'].includes(verb.pos)
  )
    return null;
  const end = tokens.findIndex(
    (t, i) => i > at && (t.pos === 'PUNCT' || t.pos === 'CCONJ' || CLAUSE_OPENERS.test(t.text)),
  );
  const rest = tokens.slice(at + 1, end === -1 ? tokens.length : end);
  if (rest.length === 0 || rest.length > MAX_DOING_WORDS) return null;
  const doing = /ing$/.test(verb.text) ? verb.text : ingForm(verb.lemma || verb.text);
  const text = [
    first.text.toLowerCase(),
    ...tokens.slice(1, people + 1).map((t) => display(t, known)),
    doing,
    ...rest.map((t) => display(t, known)),
  ].join(' ');
  return { phrase: text, np: text, plural: false };
}
const MAX_PEOPLE_WORDS = 4;
export const PLURAL_PEOPLE = /^(?:people|women|men|children)$/i;
/** A people's name in the plural ('Americans', 'Hungarians'), which the tagger reads as a name. */
const peoplesName = (word: string) => /^\p{Lu}\p{Ll}+s$/u.test(word) && (namesACountry(word) || /ians$/.test(word));
/** Words that open a clause of the headline's own after the doing ('… as trust falls', '… amid a shortage'). */
export const CLAUSE_OPENERS = /^(?:as|after|amid|despite|while|because|since|but|with)$/i;

/**
 * The trend's own name for what happened, when the headline tells it with a verb ('US exempts cut flowers, olive oil
 * and other farm imports from tariffs', keyword 'tariff exemption'): a keyword of two or more words whose every word
 * the headline writes, one of them as its verb, names the event, which the headline's object ('cut flowers') does
 * not. The actor that opens the headline, a name, says whose ('the US tariff exemption').
 */
export function keywordEvent(tokens: readonly Token[], keywords: readonly string[]): Subject | null {
  const verbs = new Set(
    tokens.filter((t) => t.pos === 'VERB' && /^\p{Ll}/u.test(t.text)).map((t) => stem(t.text.toLowerCase())),
  );
  if (verbs.size === 0) return null;
  const written = new Set(tokens.map((t) => stem(t.text.toLowerCase())));
  for (const keyword of keywords) {
    // Common words, or a name's words before them ('Hekla eruption' beside 'Hekla erupts…'), which keep their capitals.
    const said = keyword.trim().split(/\s+/);
    const words = said.map((w) => w.toLowerCase());
    const firstCommon = said.findIndex((w) => COMMON_WORD.test(w));
    const shaped = firstCommon !== -1 && said.slice(0, firstCommon).every((w) => NAME_WORD.test(w)) && said.slice(firstCommon).every((w) => COMMON_WORD.test(w));
    if (words.length < 2 || !shaped) continue;
    const stems = words.map((w) => stem(w));
    if (!stems.every((x) => written.has(x))) continue;
    // The verb's noun ends the phrase ('tariff exemption'), so the keyword reads as an event, not a thing done to; a
    // noun made from the verb, not the verb's own form ('storm surge' beside a misread 'surge', 'power cuts').
    const last = words[words.length - 1]!;
    if (!verbs.has(stems[stems.length - 1]!) || !NOMINAL.test(last)) continue;
    const actor =
      firstCommon === 0 && tokens[0] && /^\p{Lu}{2,}$/u.test(tokens[0].text) && tokens[1]?.pos === 'VERB' ? `${tokens[0].text} ` : '';
    const phrase = `${actor}${said.join(' ')}`;
    return { phrase, np: `the ${phrase}`, plural: false };
  }
  return null;
}
const COMMON_WORD = /^[\p{Ll}-]+$/u;
const NAME_WORD = /^\p{Lu}[\p{L}-]*$/u;
/** Endings of a noun made from a verb ('exemption', 'closure', 'approval', 'settlement', 'clearance'). */
const NOMINAL = /\p{L}{3}(?:tion|sion|ment|al|ure|ance|ence)$/u;
