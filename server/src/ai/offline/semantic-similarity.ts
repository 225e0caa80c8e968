import { cosine, TfIdf } from '../../text';
import { BACKGROUND_DOCUMENTS } from './background-corpus';

/**
 * TF-IDF cosine of two texts, with idf from the background corpus plus both texts, so words every business
 * text uses count little and shared subject words count a lot. 0..1.
 */
export function semanticSimilarity(a: string, b: string): number {
  const tfidf = new TfIdf({ bigrams: true });
  for (const doc of BACKGROUND_DOCUMENTS) tfidf.addDocument(doc);
  const ia = tfidf.addDocument(a);
  const ib = tfidf.addDocument(b);
  const value = cosine(tfidf.vector(ia), tfidf.vector(ib));
  return Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
}
