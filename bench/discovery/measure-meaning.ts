/**
 * Clustering of the seeded 20,000-item corpus with an embeddings model's vectors (docs/decisions/0033) beside
 * words alone, in one process: what configuring `OPENAI_EMBEDDING_MODEL` costs the cluster phase. No model can be
 * fetched here, so the vectors are the tests' synthetic model (server/test/helpers/story-model.ts) at 1,536
 * dimensions, the size of OpenAI's text-embedding-3-small; the work per pair does not depend on what the vectors
 * say. Prints one JSON line.
 */
import { loadConfig } from '../../server/src/config';
import { clusterItems } from '../../server/src/discovery/pipeline/cluster';
import { wordLexicon } from '../../server/src/semantic';
import { readWordVectors } from '../../server/src/semantic/vector-store/vector-file';
import { ensureWordVectorFile } from '../../server/src/semantic/vector-store/word-vector-file';
import { itemText } from '../../server/src/discovery/story-meaning';
import { scoreClustering } from '../../server/test/fixtures/clustering/score';
import { storyModel } from '../../server/test/helpers/story-model';
import { BENCH_NOW } from './pipeline';
import { syntheticCorpus } from './synthetic-corpus';

const n = Number(process.argv[2] ?? '20000');
const items = syntheticCorpus(20_000, BENCH_NOW).slice(0, n);
const labels = items.map((i) => i.label);
const model = storyModel(new Map(items.map((item) => [itemText(item), { story: item.label, subject: item.label }])), 'bench:story-model', 1536);
const vectors = await model.embed(items.map(itemText));
// The bar of a model that reads these stories well (as calibrated in the tests' synthetic model).
const meaning = { vectors, bar: 0.5 };
// The offline word vectors every cycle reads beside a model (run-cycle), loaded as the app loads them.
const vectorsDir = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'bench-session-secret-0123456789abcdef' }).wordVectorsDir;
const lexicon = wordLexicon(await readWordVectors(await ensureWordVectorFile(vectorsDir)));
clusterItems(items.slice(0, 1000), {}, [], { ...meaning, vectors: vectors.slice(0, 1000) }, lexicon);

const time = (run: () => ReturnType<typeof clusterItems>) => {
  const started = performance.now();
  const result = run();
  return { ms: performance.now() - started, result };
};
const words = time(() => clusterItems(items, {}, [], undefined, lexicon));
const withMeaning = time(() => clusterItems(items, {}, [], meaning, lexicon));
const quality = (r: ReturnType<typeof clusterItems>) => {
  const s = scoreClustering(labels, r.clusters);
  return { purity: s.bcubedPrecision, recall: s.bcubedRecall };
};
process.stdout.write(
  `${JSON.stringify({
    n,
    wordsMs: words.ms,
    meaningMs: withMeaning.ms,
    wordsChecks: words.result.stats.pairChecks,
    meaningChecks: withMeaning.result.stats.pairChecks,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    words: quality(words.result),
    meaning: quality(withMeaning.result),
  })}\n`,
);
