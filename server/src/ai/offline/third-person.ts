import { joinTokens, tagSentence, type Token } from '../../text/nlp';

/**
 * Rewrites first-person plural company copy ('We help merchants…', 'Our API…') in the third person, naming the
 * company, so extracted sentences read as a profile. Sentences addressed to the reader ('you', imperatives),
 * written by one person ('I') or without a main clause ('Works with GitHub.', 'A wearable sensor that…') are not
 * profile material and are rejected (null).
 *
 * Verbs are recognised by their part-of-speech tag and lemma (wink-nlp), not by their ending: only a verb in its
 * base form ('feed', 'use') takes an -s; a past form ('gave', 'made') is kept, and 'never' is an adverb.
 */
const MODALS = new Set(['can', 'will', 'may', 'must', 'should', 'could', 'would', 'might', 'shall', 'did']);
const IRREGULAR: Record<string, string> = {
  have: 'has',
  are: 'is',
  were: 'was',
  do: 'does',
  go: 'goes',
  be: 'is',
  "'re": 'is',
  '’re': 'is',
  "'ve": 'has',
  '’ve': 'has',
  "'ll": 'will',
  '’ll': 'will',
  "'d": 'would',
  '’d': 'would',
};
const IMPERATIVE_STARTS =
  /^(?:get|start|sign|book|try|join|learn|contact|request|see|discover|explore|find|download|click|read|meet|watch|call|talk|let|make|take|create|build|grow|say|tell|choose|pause)\b/i;
const RELATIVE = new Set(['that', 'which', 'who', 'whose', 'whom']);
const CLAUSE_BREAK = new Set([
  'because',
  'when',
  'while',
  'if',
  'although',
  'so',
  'since',
  'where',
  'they',
  'it',
  'he',
  'she',
  'who',
  'which',
  'that',
  ';',
  ':',
]);

/** 'feed' → 'feeds', 'cook' → 'cooks', 'carry' → 'carries', 'gave' → 'gave' (not a base form). */
export function thirdPersonVerb(token: Pick<Token, 'text' | 'lemma'>): string {
  const word = token.text;
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (MODALS.has(lower) || lower !== token.lemma) return word;
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

const isVerb = (t: Token | undefined) => t !== undefined && (t.pos === 'VERB' || t.pos === 'AUX');
const isWord = (t: Token) => t.pos !== 'PUNCT';

/**
 * Conjugates the verb after a replaced 'we' (past adverbs and 'not'), then the verbs coordinated with it in the
 * same clause ('We survey the home, design the system and handle the paperwork'). Returns nothing; edits `out`.
 */
function conjugateFrom(tokens: Token[], out: string[], start: number): void {
  let j = start;
  while (tokens[j] && (tokens[j]!.pos === 'ADV' || tokens[j]!.pos === 'PART')) j++;
  const verb = tokens[j];
  if (!isVerb(verb)) return;
  const conjugated = thirdPersonVerb(verb!);
  out[j] = /^['’]/.test(verb!.text) ? ` ${conjugated}` : conjugated;
  // A past or modal first verb leaves its coordinated verbs as they are ('we cooked and packed').
  if (conjugated === verb!.text || MODALS.has(verb!.text.toLowerCase())) return;
  let listOfVerbs = false;
  for (let k = j + 1; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (CLAUSE_BREAK.has(t.text.toLowerCase()) || (t.pos === 'PRON' && t.text.toLowerCase() === 'we')) return;
    if (t.pos !== 'CCONJ' && t.text !== ',') continue;
    let m = k + 1;
    if (tokens[m]?.pos === 'CCONJ') m++;
    while (tokens[m]?.pos === 'ADV') m++;
    const next = tokens[m];
    const after = tokens[m + 1];
    // The tagger reads a coordinated verb before an article as a noun now and then ('…, design the system'), and
    // so the last of a list of verbs with their objects ('install heat pumps, replace boilers and fit/NOUN EV
    // charging points'): a noun with its own object, once the list has shown it coordinates verbs.
    const verbLike =
      next?.pos === 'VERB' ||
      next?.pos === 'AUX' ||
      (next?.pos === 'NOUN' && after?.pos === 'DET') ||
      (listOfVerbs &&
        next?.pos === 'NOUN' &&
        (after?.pos === 'PROPN' || after?.pos === 'NOUN' || after?.pos === 'ADJ' || after?.pos === 'NUM'));
    if (next && verbLike && (next.text.toLowerCase() === next.lemma || IRREGULAR[next.text.toLowerCase()])) {
      out[m] = thirdPersonVerb(next);
      listOfVerbs = true;
    }
  }
}

/** A sentence with a subject and a main verb: not a heading-like noun phrase or a verb without its subject. */
export function isMainClause(tokens: readonly Token[]): boolean {
  const words = tokens.filter(isWord);
  if (words.length === 0 || words[0]!.pos === 'VERB') return false;
  let nominal = false;
  let relative = false;
  let relativeVerb = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const lower = t.text.toLowerCase();
    if (nominal && RELATIVE.has(lower) && t.pos !== 'NOUN') {
      relative = true;
      continue;
    }
    if (isVerb(t)) {
      if (t.pos === 'VERB' && /ing$/.test(lower)) continue;
      const before = tokens[i - 1];
      // A capitalised word inside a name is no verb, whatever its tag ('the Heat Pump/VERB Association').
      if (i > 0 && /^\p{Lu}/u.test(t.text) && before?.pos === 'PROPN') continue;
      // 'Owners who switch from kibble tell…': a verb after the relative clause's own verb and a noun ends it.
      if (relative && !(relativeVerb && (before?.pos === 'NOUN' || before?.pos === 'PROPN'))) {
        relativeVerb = true;
        continue;
      }
      // 'a software company founded in Berlin', 'payouts…, settled the same day': a participle, not a predicate.
      if (
        t.pos === 'VERB' &&
        /(?:ed|en)$/.test(lower) &&
        (before?.pos === 'NOUN' || before?.pos === 'CCONJ' || before?.text === ',')
      )
        continue;
      // 'Gas Safe registered, MCS certified and members of…': after a name, a participle that ends its phrase (a
      // comma, 'and', the end) describes the name; 'Barkfresh started in a kitchen' has its verb's complement.
      const after = tokens[i + 1];
      if (
        t.pos === 'VERB' &&
        /(?:ed|en)$/.test(lower) &&
        before?.pos === 'PROPN' &&
        (!after || after.pos === 'PUNCT' || after.pos === 'CCONJ')
      )
        continue;
      if (nominal) return true;
    }
    if (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON' || t.pos === 'NUM') nominal = true;
  }
  return false;
}

function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`;
}

/** Words that address the reader. */
const SECOND_PERSON = /\b(?:you|your|yours|yourself)\b/i;
/** A sentence cut before its clause addressed to the reader keeps at least this many words. */
const MIN_KEPT_WORDS = 8;

/**
 * The sentence up to the comma before its first word addressed to the reader, when that much is a sentence of
 * its own: 'Barkfresh is fresh dog food made from British meat and vegetables, gently cooked … to your dog's age'
 * keeps its first clause. Null when the reader is addressed earlier.
 */
function beforeReader(sentence: string): string | null {
  const at = sentence.search(SECOND_PERSON);
  const comma = sentence.lastIndexOf(', ', at);
  if (at < 0 || comma < 0) return null;
  const kept = sentence.slice(0, comma).trim();
  return kept.split(/\s+/).length >= MIN_KEPT_WORDS ? `${kept}.` : null;
}

/** `readerAsCustomer: false` leaves out sentences that speak to the reader unless their first clause stands alone. */
export function toThirdPerson(
  sentence: string,
  companyName: string,
  options: { readerAsCustomer?: boolean } = {},
): string | null {
  const s = sentence.trim();
  if (SECOND_PERSON.test(s)) {
    const kept = beforeReader(s);
    const firstClause = kept && !SECOND_PERSON.test(kept) ? toThirdPerson(kept, companyName) : null;
    if (firstClause || options.readerAsCustomer === false) return firstClause;
    const aboutCustomers = readerAsCustomer(s, companyName);
    return aboutCustomers ? toThirdPerson(aboutCustomers, companyName) : null;
  }
  const described = participleAboutCompany(s);
  if (described) return described;
  if (/\b(?:I|I'm|I’m|my|me)\b/.test(s)) return null;
  if (IMPERATIVE_STARTS.test(s) || s.endsWith('?')) return null;
  const tokens = tagSentence(s);
  if (!isMainClause(tokens)) return null;
  const out = tokens.map((t) => t.text);
  const first = tokens.findIndex(isWord);
  tokens.forEach((t, i) => {
    const lower = t.text.toLowerCase();
    if (t.pos === 'PRON' && lower === 'we') {
      out[i] = i === first ? companyName : 'it';
      conjugateFrom(tokens, out, i + 1);
    } else if (lower === 'our') {
      out[i] = i === first ? possessive(companyName) : 'its';
    } else if (lower === 'ours') out[i] = 'its own';
    else if (lower === 'ourselves') out[i] = 'itself';
    else if (t.text === 'us' && t.pos === 'PRON') out[i] = companyName;
  });
  const rewritten = joinTokens(tokens.map((t, i) => ({ ...t, text: out[i]! })));
  // ' is' for "'re": the contraction had no space before it.
  return rewritten.replace(/\s{2,}/g, ' ');
}

/**
 * A statement that speaks to the reader says something about the company's customers: 'We survey your home' is
 * 'We survey the customer's home', 'so you can claim the grant' is 'so customers can claim the grant', 'for you'
 * is 'for its customers'. 'you' takes the plural verb form, so 'customers' keeps the verb as it is. Imperatives,
 * questions and 'yours' stay out (null): they ask the reader to act, and say nothing about the company.
 */
export function readerAsCustomer(sentence: string, companyName = ''): string | null {
  if (IMPERATIVE_STARTS.test(sentence) || sentence.endsWith('?') || /\byours\b/i.test(sentence)) return null;
  const tokens = tagSentence(sentence);
  // Whose sentence it is must show: the company ('we', 'our', 'us'), the reader as subject ('You can…') or a
  // determiner's noun phrase ('Every pull request gets…'). 'Monitors/NOUN infostealer logs for your employees'
  // opens with a verb the tagger missed and has no subject at all.
  const opening = tokens.find((t) => t.pos !== 'PUNCT');
  const name = companyName.trim().toLowerCase();
  const ownVoice =
    tokens.some((t) => /^(?:we|our|us)$/i.test(t.text)) || (name.length > 0 && sentence.toLowerCase().startsWith(name));
  if (
    !opening ||
    opening.pos === 'VERB' ||
    (!ownVoice && opening.pos !== 'DET' && opening.text.toLowerCase() !== 'you')
  )
    return null;
  let customers: 'none' | 'singular' | 'plural' = 'none';
  const out = tokens.map((t, i) => {
    const lower = t.text.toLowerCase();
    const capital = i === 0 ? (w: string) => w.charAt(0).toUpperCase() + w.slice(1) : (w: string) => w;
    if (lower === 'you') {
      const next = tokens[i + 1];
      if (next && (isVerb(next) || MODALS.has(next.text.toLowerCase()))) {
        customers = 'plural';
        return capital('customers');
      }
      const object = customers === 'none' ? 'its customers' : 'them';
      customers = customers === 'none' ? 'plural' : customers;
      return capital(object);
    }
    if (lower === 'your') {
      // 'your dog's age' → 'the dog's age', 'your employees' passwords' → 'the employees' passwords'.
      if (/^['’]s?$/.test(tokens[i + 2]?.text ?? '')) return capital('the');
      if (customers === 'none') {
        customers = 'singular';
        return capital('the customer’s');
      }
      return capital(customers === 'plural' ? 'their' : 'the');
    }
    if (lower === 'yourself' || lower === 'yourselves') return 'themselves';
    return t.text;
  });
  const rewritten = joinTokens(tokens.map((t, i) => ({ ...t, text: out[i]! })));
  return SECOND_PERSON.test(rewritten) ? null : rewritten;
}

/**
 * A sentence that opens with a participle and has no subject or verb of its own describes the company: 'Rated
 * 4.9 on Checkatrade from 600 reviews.' → 'It is rated 4.9 on Checkatrade from 600 reviews.' Not when a clause
 * with its own subject follows ('Founded in 2012, we are a charity': that clause is the sentence), nor for a list
 * of participles and nouns ('Gas Safe registered, MCS certified and members of…', which opens with a name).
 */
function participleAboutCompany(sentence: string): string | null {
  const tokens = tagSentence(sentence);
  const first = tokens[0];
  const next = tokens[1];
  if (!first || first.pos !== 'VERB' || !/(?:ed|en)$/.test(first.text) || first.text.toLowerCase() === first.lemma)
    return null;
  if (!next || (next.pos !== 'NUM' && next.pos !== 'ADP')) return null;
  const rest = tokens.slice(1);
  if (rest.some((t) => isVerb(t) || t.pos === 'PRON' || t.text === ',' || t.text === ';')) return null;
  return `It is ${first.text.toLowerCase()}${joinTokens(rest).replace(/^(?=[\p{L}\p{N}])/u, ' ')}`;
}
