import { cosine, TfIdf, type SparseVector } from '../../text';
import { BACKGROUND_DOCUMENTS } from '../../text/background-corpus';

/**
 * The one semantic similarity of the offline engine (relevance, explanations): TF-IDF cosine of two texts, with
 * idf from the background corpus plus the texts being compared (`context`), so words every business text uses, or
 * every trend of a cycle shares, count little and shared subject words count a lot. 0..1, three decimals.
 *
 * Build one per corpus and reuse its vectors: discovery scores every trend of a cycle against every company.
 */
export class SemanticSimilarity {
  private readonly tfidf = new TfIdf();

  constructor(context: readonly string[]) {
    for (const doc of BACKGROUND_DOCUMENTS) this.tfidf.addBackground(doc);
    for (const doc of context) this.tfidf.addBackground(doc);
  }

  vector(text: string): SparseVector {
    return this.tfidf.vectorize(text);
  }

  between(a: SparseVector, b: SparseVector): number {
    return Math.min(1, Math.max(0, Math.round(cosine(a, b) * 1000) / 1000));
  }
}

/** The similarity of two texts on their own (the corpus is the background plus the two). */
export function semanticSimilarity(a: string, b: string): number {
  const model = new SemanticSimilarity([a, b]);
  return model.between(model.vector(a), model.vector(b));
}
