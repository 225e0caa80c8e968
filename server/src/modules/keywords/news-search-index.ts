import { containsRun, isStopWord, phraseStems, stem, stemSequence, tokenize } from '../../text';
import { dot, normalise, unitSimilarity, type SemanticEngine } from '../../semantic';
import { GLOSSARY } from '../../semantic/offline/glossary';
import { Bm25Index } from './bm25';

/** A searchable story: its id and its texts (the trend's own title and description, its articles' headlines). */
export type SearchDocument = { id: number; texts: readonly string[] };

/** Why a story answered: its best text and the parts of the score. */
export type SearchHit = {
  id: number;
  score: number;
  /** BM25, normalised to 0..1 (1: every query word, or the whole phrase). */
  lexical: number;
  /** Cosine of the keyword and the best text, 0..1. */
  semantic: number;
  /** Cosine of the company's use of the keyword (its sentences) and the best text; null without a context. */
  context: number | null;
  /**
   * Cosine of the best text and what the company's use of the keyword adds to the keyword (the sense vector with
   * the keyword's own direction removed); null when there is no company context.
   */
  sense: number | null;
  text: string;
};

/**
 * The blend, its floors and gates, measured on the labelled queries of server/test/keyword-search
 * (docs/decisions/0017). Cosines of a keyword and a headline run from about 0.15 (unrelated) to 0.6 and more
 * (same subject in other words); they are mapped linearly from semanticZero..semanticFull onto 0..1.
 */
export const SEARCH_WEIGHTS = {
  lexical: 0.4,
  semantic: 0.6,
  /** With a company context: the share of the company's sense of the keyword in the score. */
  sense: 0.2,
  semanticZero: 0.15,
  semanticFull: 0.6,
  /** A story below this blended score is not returned at all. */
  floor: 0.3,
  /**
   * With a company context, a story further than this from the company's use of the keyword is another sense
   * of the word ('sessions' at a sleep retreat, for an identity-security company's 'session').
   */
  senseFloor: 0.2,
  /**
   * A multi-word keyword found only in part or scattered ('cards' in a greeting-card story, 'dog' and 'food' in
   * a hot-dog story for 'dog food') needs at least this much support from what the company adds to the keyword.
   */
  partialSenseFloor: 0.2,
  /**
   * A story sharing no word with the keyword and not backed by the company's sense needs this much closeness in
   * meaning alone: word vectors put unrelated headlines up to about 0.45 from a one-word keyword
   * ('stablecoins' and a VR headset launch).
   */
  semanticOnlyFloor: 0.46,
} as const;

export type SearchWeights = { [K in keyof typeof SEARCH_WEIGHTS]: number };

/** `v` minus its component along unit `direction`, at unit length: what a context adds beyond the keyword itself. */
function withoutDirection(v: Float32Array, direction: Float32Array): Float32Array {
  const along = dot(v, direction);
  return normalise(v.map((x, i) => x - along * direction[i]!));
}

const calibrate = (cosine: number, w: SearchWeights) =>
  Math.min(1, Math.max(0, (cosine - w.semanticZero) / (w.semanticFull - w.semanticZero)));

/**
 * Whether a multi-word keyword's modifier ('dog' of 'dog food': every word but the last, the head) appears in
 * the text only inside another compound: each time right after a content word that is not part of the keyword
 * ('hot dog'), or hyphenated to one ('hot-dog'). The word is then part of another phrase with its own meaning,
 * so finding it is no evidence for the keyword; a head with another modifier ('pet food') is still the head.
 */
export function modifierOnlyInOtherCompound(query: string, text: string): boolean {
  const queryWords = tokenize(query).filter((w) => !isStopWord(w));
  if (queryWords.length < 2) return false;
  const queryStems = new Set(queryWords.map(stem));
  const tokens = tokenize(text).flatMap((t) => t.split('-').filter(Boolean).map((part, i) => ({ stem: stem(part), hyphenBound: i > 0 })));
  return queryWords.slice(0, -1).some((modifier) => {
    const target = stem(modifier);
    const at = tokens.flatMap((t, i) => (t.stem === target ? [i] : []));
    if (at.length === 0) return false;
    return at.every((i) => {
      const before = tokens[i - 1];
      return before !== undefined && (tokens[i]!.hyphenBound || (!isStopWord(before.stem) && !queryStems.has(before.stem)));
    });
  });
}

/**
 * The keyword's other spelling from the glossary of the semantic engine, matched as a whole keyword only:
 * 'AI' also finds 'artificial intelligence' and the other way round.
 */
function aliasesOf(query: string): string[] {
  const key = query.trim().toLowerCase();
  const out: string[] = [];
  const spelled = GLOSSARY[key];
  if (spelled) out.push(spelled);
  for (const [short, long] of Object.entries(GLOSSARY)) if (long === key) out.push(short);
  return out;
}

/**
 * Keyword search over a fixed set of stories by a blend of BM25 and semantic similarity: built once per request
 * (every text embedded once), then asked for any number of keywords. A story's score is that of its best text.
 */
export class NewsSearchIndex {
  private constructor(
    private readonly engine: SemanticEngine,
    private readonly owners: number[],
    private readonly texts: string[],
    private readonly stems: string[][],
    private readonly bm25: Bm25Index,
    private readonly vectors: Float32Array[],
  ) {}

  static async build(engine: SemanticEngine, documents: readonly SearchDocument[]): Promise<NewsSearchIndex> {
    const owners: number[] = [];
    const texts: string[] = [];
    for (const doc of documents) {
      for (const text of doc.texts) {
        const clean = text.trim();
        if (clean === '') continue;
        owners.push(doc.id);
        texts.push(clean);
      }
    }
    const vectors = texts.length > 0 ? await engine.embed(texts) : [];
    return new NewsSearchIndex(engine, owners, texts, texts.map(stemSequence), new Bm25Index(texts), vectors);
  }

  /**
   * Stories answering `query`, best first, each once. `sense` is how the company uses the keyword (its profile's
   * sentences that mention it, or the profile): a story far from it is another sense of the word and is left out.
   */
  async search(query: string, sense: string | null, weights: SearchWeights = SEARCH_WEIGHTS): Promise<SearchHit[]> {
    if (this.texts.length === 0 || query.trim() === '') return [];
    const [queryVector, contextVector] = await this.engine.embed(sense ? [query, sense] : [query]);
    const senseVector = contextVector ? withoutDirection(contextVector, queryVector!) : null;
    const spellings = [query, ...aliasesOf(query)];
    const phrases = spellings.map((q) => phraseStems(q)).filter((p): p is string[] => p !== null);
    const lexical = spellings.map((q) => this.bm25.normalisedScores(q));
    const best = new Map<number, SearchHit>();
    this.texts.forEach((text, i) => {
      const whole = phrases.some((p) => containsRun(this.stems[i]!, p));
      const lex = whole ? 1 : Math.max(...lexical.map((scores) => scores[i]!));
      const semantic = unitSimilarity(queryVector!, this.vectors[i]!);
      const context = contextVector ? unitSimilarity(contextVector, this.vectors[i]!) : null;
      const senseSimilarity = senseVector ? unitSimilarity(senseVector, this.vectors[i]!) : null;
      if (context !== null && context < weights.senseFloor) return;
      const partial = !whole && (phrases[0]?.length ?? 0) > 1;
      if (partial && spellings.every((q) => modifierOnlyInOtherCompound(q, text))) return;
      if (partial && senseSimilarity !== null && senseSimilarity < weights.partialSenseFloor) return;
      const backed = senseSimilarity !== null && senseSimilarity >= weights.partialSenseFloor;
      if (lex === 0 && !backed && semantic < weights.semanticOnlyFloor) return;
      const base =
        (weights.lexical * lex + weights.semantic * calibrate(semantic, weights)) /
        (weights.lexical + weights.semantic);
      const score =
        senseSimilarity === null
          ? base
          : (1 - weights.sense) * base + weights.sense * calibrate(senseSimilarity, weights);
      const owner = this.owners[i]!;
      const current = best.get(owner);
      if (!current || score > current.score) {
        best.set(owner, { id: owner, score, lexical: lex, semantic, context, sense: senseSimilarity, text });
      }
    });
    return [...best.values()]
      .filter((hit) => hit.score >= weights.floor)
      .sort((a, b) => b.score - a.score || a.id - b.id);
  }

  /** The raw parts for every story (measurement and tests): no floor applied. */
  async explain(query: string, sense: string | null): Promise<SearchHit[]> {
    return this.search(query, sense, {
      ...SEARCH_WEIGHTS,
      floor: -1,
      senseFloor: -1,
      partialSenseFloor: -1,
      semanticOnlyFloor: -1,
    });
  }
}
