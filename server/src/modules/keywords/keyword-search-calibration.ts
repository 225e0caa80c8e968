import { REFERENCE_NEWS } from '../../semantic/reference-news';
import { referenceScale, type ReferenceScale } from '../../semantic/reference-scale';
import { keptPromise } from '../../kept-promise';
import { dot, type SemanticEngine } from '../../semantic';

/**
 * Keyword search's cosines read on one scale whatever the engine (docs/decisions/0017, calibration update). The
 * blend of BM25 and meaning and its floors (news-search-index.ts `SEARCH_WEIGHTS`) were measured with the offline
 * word vectors, whose cosines run from about 0.15 (a keyword and an unrelated headline) to 0.6 (the same subject
 * in other words); an embeddings API puts nearly everything between 0.7 and 0.9, where those numbers mean
 * nothing. So each engine's cosines are first mapped onto the offline scale: where the engine puts ordinary,
 * unrelated pairs — the median and the spread (upper quartile − median) of its cosines between keywords from every
 * sector (`REFERENCE_KEYWORDS`) and a day of ordinary news (the headlines and stories relevance calibrates on,
 * reference-news.ts) — is lined up with where the offline engine puts them (`OFFLINE_SCALE`). Measured once per
 * engine, not per search.
 *
 * The map is affine, so an engine whose cosines are an increasing affine function of the offline ones gives every
 * search decision the offline engine gives (keyword-search calibration test: a fake engine with all cosines
 * squeezed into 0.7–0.9 finds every labelled story and drops the other-sense ones). The sense of a keyword (the
 * company's sentences with the keyword's own direction removed) is computed from three mapped cosines rather than
 * from the engine's vectors, since removing a direction is not affine in the cosines.
 */

/** Keywords a company might track, from every sector; written for this purpose, not taken from a labelled set. */
export const REFERENCE_KEYWORDS: readonly string[] = [
  'payroll software', 'solar panels', 'electric vehicles', 'mortgage rates', 'cloud computing', 'organic coffee',
  'dental care', 'cyber insurance', 'wedding venues', 'craft beer', 'warehouse logistics', 'graduate recruitment',
  'online grocery', 'air quality', 'property management', 'mental health apps', 'sports nutrition',
  'plant-based milk', 'freight rail', 'hearing aids', 'language learning', 'smart thermostats', 'pension advice',
  'veterinary clinics',
];

/** Where an engine puts unrelated keyword ↔ news pairs: median and spread of their (unclamped) cosines. */
export type CosineScale = ReferenceScale;

/**
 * The offline engine's scale (SIF-weighted GloVe 100-d, 100k words; `measureCosineScale` on it), which the search
 * thresholds are written in. Half of its unrelated pairs are below 0, so cosines are read unclamped.
 */
export const OFFLINE_SCALE: CosineScale = { median: -0.0413, spread: 0.1105 };

/** The engine's scale: every reference keyword against every reference headline and headline + summary. */
export async function measureCosineScale(engine: SemanticEngine): Promise<CosineScale> {
  const texts = REFERENCE_NEWS.flatMap(([title, summary]) => [title, `${title}. ${summary}`]);
  const vectors = await engine.embed([...REFERENCE_KEYWORDS, ...texts]);
  const keywords = vectors.slice(0, REFERENCE_KEYWORDS.length);
  const news = vectors.slice(REFERENCE_KEYWORDS.length);
  return referenceScale(keywords.flatMap((k) => news.map((t) => dot(k, t))));
}

/** An engine's cosine → the offline scale's cosine for pairs as close, relatively, as they are. */
export type CosineMap = (cosine: number) => number;

export function cosineMapFrom(scale: CosineScale, target: CosineScale = OFFLINE_SCALE): CosineMap {
  const factor = target.spread / scale.spread;
  return (cosine) => target.median + (cosine - scale.median) * factor;
}

const measured = new WeakMap<SemanticEngine, Promise<CosineMap>>();

/** The map for this engine, measured on first use and kept for the process; a failed measurement is retried next time. */
export function cosineMapFor(engine: SemanticEngine): Promise<CosineMap> {
  return keptPromise(measured, engine, () => measureCosineScale(engine).then((scale) => cosineMapFrom(scale)));
}
