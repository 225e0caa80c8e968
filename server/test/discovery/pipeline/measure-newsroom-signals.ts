/**
 * Pairwise precision/recall of clustering signals on the newsroom set (docs/decisions/0029): for each signal, the
 * share of same-story pairs found at pair precision 0.95 … 0.6, with the score there. Signals: the TF-IDF cosine
 * the clustering uses, a soft cosine in which a term also matches its word-vector neighbours at or above a floor
 * (Sidorov et al.), and greedy IDF-weighted word alignment (BERTScore's F1 with GloVe vectors in place of BERT).
 *
 *   npx tsx server/test/discovery/pipeline/measure-newsroom-signals.ts [tuning|held|all] [floors, e.g. 0.7,0.85]
 *
 * A measurement, not a test: it reads the word-vector file (made on first use, see testSemanticEngine) and takes
 * about a minute per floor on the tuning part.
 */
import { buildFeatures } from '../../../src/discovery/pipeline/features';
import { WordResolver } from '../../../src/semantic/offline/word-resolver';
import { WordTable } from '../../../src/semantic/offline/word-table';
import { readWordVectors } from '../../../src/semantic/vector-store/vector-file';
import { ensureWordVectorFile } from '../../../src/semantic/vector-store/word-vector-file';
import { loadConfig } from '../../../src/config';
import { cosinePacked } from '../../../src/text/packed-vector';
import { newsroomHeldOutLabels, newsroomItems } from '../../fixtures/newsroom-clustering';

type Weighted = Array<[string, number]>;
const PRECISIONS = [0.95, 0.9, 0.8, 0.7, 0.6];

async function main(): Promise<void> {
  const part = process.argv[2] ?? 'tuning';
  const floors = (process.argv[3] ?? '0.7,0.85').split(',').map(Number);
  const items = newsroomItems.filter((i) =>
    part === 'all' ? true : part === 'held' ? newsroomHeldOutLabels.has(i.label) : !newsroomHeldOutLabels.has(i.label),
  );
  const dir = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'measure-0123456789abcdef-0123456789' })
    .wordVectorsDir;
  const table = new WordTable(await readWordVectors(await ensureWordVectorFile(dir)));
  const resolver = new WordResolver(table, false);
  const features = buildFeatures(items, 40, [], 6);

  // One unit vector per stem, from the first surface form the vectors know as one word.
  const stemVectors = new Map<string, Float32Array | null>();
  for (const terms of features.terms)
    for (const { stem, surface } of terms) {
      if (stemVectors.has(stem)) continue;
      const resolved = resolver.resolve(surface.toLowerCase());
      const only = resolved.length === 1 ? resolved[0]! : undefined;
      if (!only || !('slot' in only)) {
        stemVectors.set(stem, null);
        continue;
      }
      const v = new Float32Array(table.dims);
      table.addTo(v, only.slot, 1);
      const norm = Math.hypot(...v);
      stemVectors.set(stem, v.map((x) => x / norm));
    }
  const cosines = new Map<string, number>();
  const termSimilarity = (a: string, b: string, floor: number): number => {
    if (a === b) return 1;
    const va = stemVectors.get(a);
    const vb = stemVectors.get(b);
    if (!va || !vb) return 0;
    const key = a < b ? `${a}|${b}` : `${b}|${a}`;
    let s = cosines.get(key);
    if (s === undefined) {
      s = 0;
      for (let i = 0; i < va.length; i++) s += va[i]! * vb[i]!;
      cosines.set(key, s);
    }
    return s >= floor ? s : 0;
  };
  const vectors: Weighted[] = features.vectors.map((v) => [...v.entries()]);
  const softDot = (x: Weighted, y: Weighted, floor: number): number => {
    let s = 0;
    for (const [a, wa] of x) for (const [b, wb] of y) s += wa * wb * termSimilarity(a, b, floor);
    return s;
  };
  const aligned = (x: Weighted, y: Weighted, floor: number): number => {
    let num = 0;
    let den = 0;
    for (const [a, wa] of x) {
      let best = 0;
      for (const [b] of y) best = Math.max(best, termSimilarity(a, b, floor));
      num += wa * wa * best;
      den += wa * wa;
    }
    return den === 0 ? 0 : num / den;
  };

  const labels = items.map((i) => i.label);
  let positives = 0;
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) if (labels[i] === labels[j]) positives++;
  const curve = (name: string, score: (i: number, j: number) => number): void => {
    const pairs: Array<[number, boolean]> = [];
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) pairs.push([score(i, j), labels[i] === labels[j]]);
    pairs.sort((a, b) => b[0] - a[0]);
    const best = new Map<number, [recall: number, at: number]>();
    let found = 0;
    pairs.forEach(([s, same], k) => {
      if (same) found++;
      for (const p of PRECISIONS)
        if (found / (k + 1) >= p && found / positives > (best.get(p)?.[0] ?? 0)) best.set(p, [found / positives, s]);
    });
    const cells = PRECISIONS.map((p) => {
      const [recall, at] = best.get(p) ?? [0, 0];
      return `P${p}: R ${recall.toFixed(3)} @${at.toFixed(3)}`;
    });
    console.info(`${name.padEnd(16)} ${cells.join('  ')}`);
  };

  console.info(`${part}: ${items.length} items, ${positives} same-story pairs`);
  curve('tf-idf', (i, j) => cosinePacked(features.packed[i]!, features.packed[j]!));
  for (const floor of floors) {
    const selfs = vectors.map((v) => softDot(v, v, floor));
    curve(`soft ≥${floor}`, (i, j) => softDot(vectors[i]!, vectors[j]!, floor) / Math.sqrt(selfs[i]! * selfs[j]!));
    curve(`align ≥${floor}`, (i, j) => {
      const p = aligned(vectors[i]!, vectors[j]!, floor);
      const r = aligned(vectors[j]!, vectors[i]!, floor);
      return p + r === 0 ? 0 : (2 * p * r) / (p + r);
    });
  }
}

void main();
