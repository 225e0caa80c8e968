/**
 * One measurement in a fresh process (so peak RSS belongs to this size alone) over the first `n` items of the
 * seeded 20,000-item corpus. A small warm-up run first lets V8 compile the hot paths, so every size pays the same
 * start-up and the growth ratio is about the algorithm. Prints one JSON line.
 */
import { scoreClustering } from '../../server/test/fixtures/clustering/score';
import { loadConfig } from '../../server/src/config';
import { OfflineSemanticEngine } from '../../server/src/semantic';
import { readWordVectors } from '../../server/src/semantic/vector-store/vector-file';
import { ensureWordVectorFile } from '../../server/src/semantic/vector-store/word-vector-file';
import { BENCH_NOW, runPipeline } from './pipeline';
import { syntheticCorpus } from './synthetic-corpus';

const n = Number(process.argv[2] ?? '5000');
const corpus = syntheticCorpus(20_000, BENCH_NOW);
// The offline engine as the app builds it without an API key; its word vectors load in the warm-up run.
const vectorsDir = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'bench-session-secret-0123456789abcdef' }).wordVectorsDir;
const semantic = new OfflineSemanticEngine(async () => readWordVectors(await ensureWordVectorFile(vectorsDir)));
await runPipeline(corpus.slice(0, 1000), semantic);
const items = corpus.slice(0, n);
const started = performance.now();
const cpuStart = process.cpuUsage();
const { clusters, stats, drafts } = await runPipeline(items, semantic);
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuStart);
const cpuMs = (cpu.user + cpu.system) / 1000;
const quality = scoreClustering(
  items.map((i) => i.label),
  clusters,
);
const peakRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(`${JSON.stringify({ n, ms, cpuMs, peakRssMb, drafts: drafts.length, ...stats, quality })}\n`);
