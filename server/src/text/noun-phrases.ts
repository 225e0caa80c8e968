import { stem } from '.';
import { backgroundIdf, isGenericWord } from './distinctive-terms';
import { tagSentences, type Token } from './nlp';
import { BARE_VERBS, EMPTY_MODIFIERS, ING_NOUNS, LONE_GENERIC, MAX_WORDS } from './phrase-words';

/**
 * Keyword candidates as noun phrases: runs of adjectives and nouns inside one sentence that end in a noun
 * ('air source heat pumps', 'employment law'), read from wink-nlp's part-of-speech tags. A candidate never
 * crosses punctuation or a clause ('food pantries, mobile pantries' gives no 'pantries mobile'), never holds a
 * verb ('pays suppliers', 'delivered'), and a longer phrase only yields the phrases that end at its head ('heat
 * pumps', never 'source heat'). Ranked by distinctiveness, YAKE-style: how often the page uses the phrase times
 * how unusual its words are against the bundled background corpus of ordinary web and business prose.
 */
export interface NounPhrase {
  /** As shown: proper names as written ('Tower Hamlets', 'NHS trusts'), other words lower-case. */
  term: string;
  /** Stems joined by spaces. */
  key: string;
  count: number;
  words: number;
  /** Every word a proper noun or acronym. */
  proper: boolean;
  score: number;
}

/** Legal forms a company writes after its name. */
const LEGAL_FORMS = new Set([
  'llp',
  'llc',
  'ltd',
  'limited',
  'inc',
  'plc',
  'gmbh',
  'co',
  'corp',
  'sa',
  'ag',
  'bv',
  'pty',
]);

/** Words a capital alone does not make a name's: the pronoun 'I', and determiners (a quotation's first word). */
const NEVER_NAMED = /^(?:I|The|A|An|This|That|These|Those)$/u;

const isHead = (t: Token) => t.pos === 'NOUN' || t.pos === 'PROPN';
const isModifier = (t: Token) => t.pos === 'ADJ' || isHead(t);
const isProperWord = (t: Token) => t.pos === 'PROPN' || /^\p{Lu}[\p{Lu}\p{N}]+s?$/u.test(t.text);

/** Maximal adjective-noun runs of one sentence, hyphenated compounds joined ('cross-border', 'multi-factor'). */
function chunks(sentence: readonly Token[]): Token[][] {
  const out: Token[][] = [];
  let run: Token[] = [];
  const flush = () => {
    while (run.length > 0 && !isHead(run[run.length - 1]!)) run.pop();
    while (run.length > 0 && (EMPTY_MODIFIERS.has(run[0]!.text.toLowerCase()) || !isModifier(run[0]!))) run.shift();
    if (run.length > 0) out.push(run);
    run = [];
  };
  for (let i = 0; i < sentence.length; i++) {
    const raw = sentence[i]!;
    // A capitalised word inside a sentence is part of a name whatever its tag ('the Boiler Upgrade/VERB Scheme'),
    // but for the pronoun 'I' and a determiner that opens a quotation ('"The thing I noticed…"'), unless a name's
    // capitalised word comes before it ('Phase I trials', 'Series A').
    const afterName = /^\p{Lu}/u.test(sentence[i - 1]?.text ?? '');
    const t =
      i > 0 && /^\p{Lu}/u.test(raw.text) && !isHead(raw) && raw.pos !== 'PUNCT' && (afterName || !NEVER_NAMED.test(raw.text))
        ? { ...raw, pos: 'PROPN' }
        : raw;
    const hyphen =
      sentence[i + 1]?.text === '-' &&
      sentence[i + 1]!.space === '' &&
      sentence[i + 2]?.space === '' &&
      sentence[i + 2]!.pos !== 'PUNCT';
    if (hyphen) {
      // A chain is one word: 'door-to-door', 'state-of-the-art', not 'door' after a cut.
      let text = t.text;
      let lemma = t.lemma;
      let j = i;
      while (
        sentence[j + 1]?.text === '-' &&
        sentence[j + 1]!.space === '' &&
        sentence[j + 2] &&
        sentence[j + 2]!.space === '' &&
        sentence[j + 2]!.pos !== 'PUNCT'
      ) {
        text += `-${sentence[j + 2]!.text}`;
        lemma += `-${sentence[j + 2]!.lemma}`;
        j += 2;
      }
      const next = sentence[j]!;
      run.push({ ...t, text, pos: isHead(next) && !sentence[j + 1] ? next.pos : 'ADJ', lemma });
      i = j;
      continue;
    }
    // 'Ledgerline processes payments': after a name that opens the sentence, an -s word is its verb, not a noun.
    // A hyphenated compound opening a sentence is a capitalised modifier, not a name ('Cross-border payouts').
    const verbAfterName =
      t.pos === 'NOUN' &&
      /s$/.test(t.text) &&
      i === run.length &&
      run.length > 0 &&
      run.every((r) => r.pos === 'PROPN' && !r.text.includes('-'));
    // 'home EV charging/VERB points': an -ing noun between a modifier and its head belongs to the phrase.
    const ingNoun =
      t.pos === 'VERB' && run.length > 0 && ING_NOUNS.has(t.text.toLowerCase()) && isHead(sentence[i + 1] ?? t);
    // English puts adjectives before nouns: 'Flags/NOUN impossible travel' is a verb the tagger missed, so a
    // common noun followed by an adjective ends its phrase ('NHS digital services' keeps its name).
    // The same for a sentence's first word the tagger takes for a name only because it is capitalised.
    const last = run[run.length - 1];
    const adjectiveAfterNoun =
      t.pos === 'ADJ' &&
      last !== undefined &&
      (last.pos === 'NOUN' || (i === 1 && last.pos === 'PROPN' && !/^\p{Lu}{2}/u.test(last.text)));
    // 'Carriers use/NOUN load matching': a bare verb after a plural common noun is the sentence's verb.
    // (A sentence's capitalised first word is tagged a name: 'Distributors/PROPN tender loads'.)
    const pluralSubject =
      last !== undefined &&
      ((last.pos === 'NOUN' && /s$/i.test(last.text) && last.lemma.toLowerCase() !== last.text.toLowerCase()) ||
        (i === 1 && last.pos === 'PROPN' && /^\p{Lu}\p{Ll}+s$/u.test(last.text)));
    const verbAfterPlural = t.pos === 'NOUN' && pluralSubject && BARE_VERBS.has(t.text.toLowerCase());
    if (verbAfterName) flush();
    else if (verbAfterPlural) flush();
    else if (ingNoun) run.push({ ...t, pos: 'NOUN' });
    else if (isModifier(t) && !/^\d/.test(t.text)) {
      if (adjectiveAfterNoun) run = [];
      run.push(t);
    } else flush();
  }
  flush();
  return out;
}

/** Every noun phrase of the text (blocks are split on new lines first, so a heading never joins the next line). */
export function nounPhrases(
  text: string,
  options: { exclude?: readonly string[]; companyName?: string } = {},
): NounPhrase[] {
  const nameWords = new Set(
    (options.companyName ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  const excluded = new Set(
    (options.exclude ?? [])
      .flatMap((e) => e.toLowerCase().split(/[^\p{L}\p{N}]+/u))
      .filter((w) => w.length > 1)
      .map(stem),
  );
  const found = new Map<
    string,
    { term: string; count: number; words: number; proper: boolean; tokens: Token[]; forms: Map<string, number> }
  >();
  /** Every occurrence of the phrase was written as a name (all its words capitalised or acronyms). */
  const alwaysProper = new Map<string, boolean>();
  /** Every occurrence was a general noun after a name ('Bristol kitchen'). */
  const alwaysPlaced = new Map<string, boolean>();
  const tagged = text.split(/\n+/).flatMap((block) => tagSentences(block));
  {
    for (const sentence of tagged) {
      for (const chunk of chunks(sentence)) {
        // The whole phrase, its head with one modifier and its head: 'air source heat pumps', 'heat pumps',
        // 'pumps'; never a middle cut such as 'source heat pumps'.
        // A name or an acronym in front of the head's modifier says which kind ('EV charging points', 'NHS
        // virtual wards'), so the head with both is a phrase too; a common word there is a middle cut.
        const named =
          chunk.length >= 3 && isProperWord(chunk[chunk.length - 3]!) && !isProperWord(chunk[chunk.length - 1]!)
            ? [chunk.length - 3]
            : [];
        const starts = new Set(
          [0, ...named, chunk.length - 2, chunk.length - 1].filter((s) => s >= 0 && chunk.length - s <= MAX_WORDS),
        );
        for (const start of starts) {
          const words = chunk.slice(start);
          if (EMPTY_MODIFIERS.has(words[0]!.text.toLowerCase()) || (words[0]!.pos === 'ADJ' && words.length === 1))
            continue;
          const stems = words.map((w) => stem(w.text.toLowerCase()));
          if (stems.some((s) => excluded.has(s))) continue;
          const key = stems.join(' ');
          const proper = words.every(isProperWord);
          // The company's own name or a part of it ('Pike', 'Community Food Bank', 'Ortiz LLP') is no subject to track.
          if (
            proper &&
            words.every((w) => nameWords.has(w.text.toLowerCase()) || LEGAL_FORMS.has(w.text.toLowerCase()))
          )
            continue;
          const term = words.map((w) => (isProperWord(w) ? w.text : w.text.toLowerCase())).join(' ');
          const entry = found.get(key) ?? {
            term,
            count: 0,
            words: words.length,
            proper,
            tokens: words,
            forms: new Map<string, number>(),
          };
          entry.count += 1;
          alwaysProper.set(key, (alwaysProper.get(key) ?? true) && proper);
          alwaysPlaced.set(key, (alwaysPlaced.get(key) ?? true) && namePlacesGeneralNoun(words));
          entry.forms.set(term, (entry.forms.get(term) ?? 0) + 1);
          // Shown as the page writes it most often ('preview environment', not the heading's plural).
          entry.term = [...entry.forms].sort((a, b) => b[1] - a[1])[0]![0];
          found.set(key, entry);
        }
      }
    }
  }
  const entries = [...found.entries()];
  // A part that never occurs outside a longer phrase is not a term of its own: a word ('Hamlets' in 'Tower
  // Hamlets'), or the tail of a longer name ('Aid Network' of 'Independent Food Aid Network'), since a name cut
  // short names nothing. A common phrase may stand for its longer form ('heat pumps' of 'air source heat pumps').
  // So is a common phrase the page never writes without the name that says which kind ('charging points',
  // always 'EV charging points'): cut from it, it means something else ('charging' a fee).
  const subsumed = (key: string, count: number) =>
    entries.some(
      ([other, e]) =>
        other !== key &&
        other.endsWith(` ${key}`) &&
        e.count >= count &&
        (!key.includes(' ') ||
          (alwaysProper.get(key) === true && alwaysProper.get(other) === true) ||
          (alwaysProper.get(key) === false &&
            e.tokens.slice(0, e.tokens.length - key.split(' ').length).every(isProperWord))),
    );
  // Nor is a common phrase cut through a compound the page uses on its own ('bank visits', only ever in 'food
  // bank visits' beside 'food banks'; 'control posts' of 'border control posts' beside 'border control'): the cut
  // leaves a modifier without the word it belongs to. 'heat pumps' of 'air source heat pumps' stays: the page
  // never writes 'source heat'.
  const cutThroughCompound = (key: string, count: number) =>
    key.includes(' ') &&
    alwaysProper.get(key) === false &&
    entries.some(([other, e]) => {
      if (other === key || !other.endsWith(` ${key}`) || e.count < count) return false;
      const before = other.slice(0, -key.length - 1).split(' ');
      return found.has(`${before[before.length - 1]} ${key.split(' ')[0]}`);
    });
  return entries
    .filter(([key, e]) => acceptable(key, e.tokens) && !alwaysPlaced.get(key) && !subsumed(key, e.count) && !cutThroughCompound(key, e.count))
    .map(([key, e]) => ({
      term: e.term,
      key,
      count: e.count,
      words: e.words,
      proper: e.proper,
      score: distinctiveness(e.tokens, e.count),
    }))
    .sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
}

/**
 * A general noun placed by a name ('Bristol kitchen', 'London office') says where, not what: the name alone is
 * the subject, the noun adds nothing to track. Only when the page always writes the modifier as a name: a
 * heading's capital ('Emergency food') is no name, and a name that is one whole ('Boiler Upgrade Scheme') stays.
 */
function namePlacesGeneralNoun(words: readonly Token[]): boolean {
  const head = words[words.length - 1]!;
  const modifiers = words.slice(0, -1);
  return (
    modifiers.length > 0 &&
    !isProperWord(head) &&
    LONE_GENERIC.has(stem(head.text.toLowerCase())) &&
    modifiers.every((w) => /^\p{Lu}\p{Ll}/u.test(w.text) && w.pos === 'PROPN')
  );
}

function acceptable(key: string, words: readonly Token[]): boolean {
  if (words.every((w) => isGenericWord(w.text))) return false;

  if (words.length === 1) {
    const word = words[0]!;
    if (isGenericWord(word.text) || LONE_GENERIC.has(key) || word.text.length < 3) return false;
  }
  return true;
}

/** (1 + ln count) × mean background idf of its words, a little more for each word a phrase adds. */
function distinctiveness(words: readonly Token[], count: number): number {
  const idf = words.reduce((sum, w) => sum + (isGenericWord(w.text) ? 0.5 : backgroundIdf(w.text)), 0) / words.length;
  return (1 + Math.log(count)) * idf * (1 + 0.35 * (words.length - 1));
}
