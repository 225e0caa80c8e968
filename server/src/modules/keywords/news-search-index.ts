import { containsRun, isStopWord, phraseStems, stem, stemSequence, tokenize } from '../../text';
import { dot, type SemanticEngine } from '../../semantic';
import { GLOSSARY } from '../../semantic/offline/glossary';
import { Bm25Index } from './bm25';
import { cosineMapFor, type CosineMap } from './keyword-search-calibration';

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
 * (same subject in other words); they are mapped linearly from semanticZero..semanticFull onto 0..1. Every cosine
 * here is on the offline engine's scale: another engine's are mapped onto it first (keyword-search-calibration.ts).
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

/** A cosine on the offline scale as a 0..1 similarity (opposite directions mean "unrelated"). */
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/**
 * Closeness of a text to what the company adds to the keyword: the cosine of the text and the company's context
 * with the keyword's own direction removed (unit vectors c, q, t: (c·t − (c·q)(q·t)) / √(1 − (c·q)²)), from the
 * three cosines on the offline scale, so it means the same for any engine.
 */
function residualCosine(contextText: number, contextQuery: number, queryText: number): number {
  const cq = Math.max(-1, Math.min(1, contextQuery));
  const norm = Math.sqrt(1 - cq * cq);
  return norm < 1e-6 ? 0 : clamp01((contextText - cq * queryText) / norm);
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
    /** The engine's cosines onto the offline scale the weights are written in (measured once per engine). */
    private readonly toOfflineScale: CosineMap,
  ) {}

  /** `toOfflineScale`: the engine's map onto the offline scale (default: measured once per engine; tests pass one). */
  static async build(engine: SemanticEngine, documents: readonly SearchDocument[], toOfflineScale?: CosineMap): Promise<NewsSearchIndex> {
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
    const [vectors, map] = await Promise.all([texts.length > 0 ? engine.embed(texts) : Promise.resolve([]), toOfflineScale ?? cosineMapFor(engine)]);
    return new NewsSearchIndex(engine, owners, texts, texts.map(stemSequence), new Bm25Index(texts), vectors, map);
  }

  /**
   * Stories answering `query`, best first, each once. `sense` is how the company uses the keyword (its profile's
   * sentences that mention it, or the profile): a story far from it is another sense of the word and is left out.
   */
  async search(query: string, sense: string | null, weights: SearchWeights = SEARCH_WEIGHTS): Promise<SearchHit[]> {
    if (this.texts.length === 0 || query.trim() === '') return [];
    const [queryVector, contextVector] = await this.engine.embed(sense ? [query, sense] : [query]);
    const cosine = (a: Float32Array, b: Float32Array) => this.toOfflineScale(dot(a, b));
    const contextQuery = contextVector ? cosine(contextVector, queryVector!) : null;
    const spellings = [query, ...aliasesOf(query)];
    const phrases = spellings.map((q) => phraseStems(q)).filter((p): p is string[] => p !== null);
    const lexical = spellings.map((q) => this.bm25.normalisedScores(q));
    const best = new Map<number, SearchHit>();
    this.texts.forEach((text, i) => {
      const whole = phrases.some((p) => containsRun(this.stems[i]!, p));
      const lex = whole ? 1 : Math.max(...lexical.map((scores) => scores[i]!));
      const queryText = cosine(queryVector!, this.vectors[i]!);
      const semantic = clamp01(queryText);
      const contextText = contextVector ? cosine(contextVector, this.vectors[i]!) : null;
      const context = contextText === null ? null : clamp01(contextText);
      const senseSimilarity = contextText === null || contextQuery === null ? null : residualCosine(contextText, contextQuery, queryText);
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
