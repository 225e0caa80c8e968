import winkNLP, { type ItemSentence } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * Part-of-speech tagging for the offline company analysis (wink-nlp with its small English model: universal POS
 * tags and lemmas). Loaded once, on first use (~75 ms). The rewrite to the third person, the search for noun
 * phrases and the self-description of a company all read these tags instead of guessing from word endings, so
 * 'never', 'feed' and 'gave' are no longer taken for a verb to conjugate, a past tense and a present tense.
 */
export interface Token {
  /** As written. */
  text: string;
  /** Universal POS tag: NOUN, PROPN, VERB, AUX, ADJ, ADV, PRON, DET, ADP, CCONJ, SCONJ, PART, PUNCT, NUM, … */
  pos: string;
  lemma: string;
  /** Whitespace before the token in the source, so a sentence can be rebuilt exactly. */
  space: string;
}

type Nlp = ReturnType<typeof winkNLP>;
let instance: Nlp | null = null;
let learned: () => number = () => 0;

function nlp(): Nlp {
  if (!instance || learned() > MAX_LEARNED_WORDS) [instance, learned] = contextFreeTagger();
  return instance;
}

/**
 * wink-nlp adds every word it has not met to its lexicon as it reads, and its tokenizer then takes any word in the
 * lexicon whole: once it had read "Alzheimer's:" it read "Alzheimer's disease" as one word, not 'Alzheimer' + "'s",
 * so a company's keywords depended on which news the process had read before. The lexicon's lookup is wrapped so a
 * learned word counts as unknown: every text is read as a fresh tagger reads it (nlp.test.ts holds this against an
 * upgrade). Since nothing learned changes the reading, the tagger is safely replaced when its lexicon has grown
 * (each unknown word stays in it, and a server reads news for months).
 */
function contextFreeTagger(): [Nlp, () => number] {
  let cache: WinkCache | undefined;
  /** The word being learned: it and its lower case stay findable (the model looks them up as it learns). */
  let learning: string | null = null;
  // The lexicon is reachable only through the model's feature functions, which wink-nlp calls with it whenever it
  // learns a word; the first call wraps its lookup (before it, nothing learned can be found).
  const featureFn = (config: unknown) => {
    const features = (model as unknown as ModelWithFeatures).featureFn(config);
    return Object.fromEntries(
      Object.entries(features).map(([name, extract]) => [
        name,
        (text: string, category: number, lexicon: WinkCache) => {
          cache ??= contextFree(lexicon, (word) => word === learning || word === learning?.toLowerCase());
          learning = text;
          try {
            return extract(text, category, lexicon);
          } finally {
            learning = null;
          }
        },
      ]),
    );
  };
  const engine = winkNLP({ ...model, featureFn } as typeof model);
  return [engine, () => (cache ? cache.currentSize() - cache.intrinsicSize() : 0)];
}

function contextFree(lexicon: WinkCache, stillKnown: (word: string) => boolean): WinkCache {
  const intrinsic = lexicon.intrinsicSize();
  const lookup = lexicon.lookup;
  lexicon.lookup = (text: string) => {
    const found = lookup(text);
    return found && found.length === 1 && found[0]! >= intrinsic && !stillKnown(text) ? null : found;
  };
  return lexicon;
}

type FeatureExtract = (text: string, category: number, lexicon: WinkCache) => unknown;
interface ModelWithFeatures {
  featureFn(config: unknown): Record<string, FeatureExtract>;
}
interface WinkCache {
  lookup(text: string): number[] | null;
  intrinsicSize(): number;
  currentSize(): number;
}

/** Words learned before a tagger is replaced: ~100 ms to load a new one, against a lexicon that would grow forever. */
const MAX_LEARNED_WORDS = 200_000;

/** Loads the tagger now (tens of milliseconds, once per process), so a caller can keep that work in a turn of its own. */
export function warmTagger(): void {
  nlp();
}

/** The text's sentences, each as its tokens. */
export function tagSentences(text: string): Token[][] {
  const engine = nlp();
  const its = engine.its;
  const doc = engine.readDoc(text);
  const out: Token[][] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens = sentence.tokens();
    // The typings of out() do not accept every its.* helper; each returns one value per token.
    const read = (f: unknown) => tokens.out(f as never) as unknown as unknown[];
    const values = read(its.value) as string[];
    const pos = read(its.pos);
    const lemmas = read(its.lemma);
    const spaces = read(its.precedingSpaces);
    const tagged = wholeWords(values.map((text: string, i: number) => ({ text, pos: String(pos[i] ?? 'X'), lemma: String(lemmas[i] ?? text).toLowerCase(), space: String(spaces[i] ?? '') })));
    // A sentence ends before a space: one the reader split with none ('… life expectancy to PM2.' + '5, with London …')
    // goes on the sentence before.
    const previous = out[out.length - 1];
    if (previous && tagged[0]?.space === '') previous.push(...tagged);
    else out.push(tagged);
  });
  return out;
}

/**
 * The tagger's model knows the letters of Western European languages only: it cuts a word at any other letter
 * ('Whangārei' → 'Whang' 'ā' 'rei', 'Kōwhai', 'Łódź'). Pieces written together, all letters, one of them outside
 * ASCII, are one word again: a name when it is capitalised or its first piece was tagged one, else a noun.
 */
function wholeWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let j = i + 1;
    while (j < tokens.length && tokens[j]!.space === '' && LETTERS.test(tokens[j]!.text) && LETTERS.test(tokens[j - 1]!.text)) j++;
    const run = tokens.slice(i, j);
    if (run.length > 1 && run.some((t) => NON_ASCII.test(t.text))) {
      const text = run.map((t) => t.text).join('');
      const pos = /^\p{Lu}/u.test(text) ? 'PROPN' : run[0]!.pos === 'PROPN' ? 'PROPN' : 'NOUN';
      out.push({ text, pos, lemma: text.toLowerCase(), space: run[0]!.space });
      i = j - 1;
    } else out.push(tokens[i]!);
  }
  return out;
}

const LETTERS = /^[\p{L}\p{M}]+$/u;
const NON_ASCII = /[^\p{ASCII}]/u;

/** One sentence's tokens (several sentences are joined into one list). */
export function tagSentence(text: string): Token[] {
  return tagSentences(text).flat();
}

/** Rebuilds text from tokens, keeping the source spacing; the first token's leading space is dropped. */
export function joinTokens(tokens: readonly Token[]): string {
  return tokens.map((t, i) => (i === 0 ? t.text : `${t.space}${t.text}`)).join('').trim();
}
