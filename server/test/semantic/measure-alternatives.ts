/**
 * Scores every alternative for offline semantic similarity on the labelled pairs and prints a Markdown table
 * (ROC-AUC, best-threshold accuracy, that threshold):
 *   node --import tsx server/test/semantic/measure-alternatives.ts [vocabulary sizes, e.g. 50000,100000,200000]
 * It parses the 307 MB source itself (Float32 and Int8 side by side), so it takes a few seconds per size.
 * The results are recorded in docs/decisions/0011-semantic-engine.md; the default engine is the best row.
 */
import { BACKGROUND_DOCUMENTS } from '../../src/text/background-corpus';
import { semanticSimilarity } from '../../src/ai/offline/semantic-similarity';
import { firstPrincipalComponent, SentenceEmbedder, type EmbedderOptions } from '../../src/semantic/offline/sentence-embedder';
import { WordTable } from '../../src/semantic/offline/word-table';
import { unitSimilarity } from '../../src/semantic/semantic-engine';
import { convertEmbeddings } from '../../src/semantic/vector-store/convert-embeddings';
import { sourceEmbeddingsFile } from '../../src/semantic/vector-store/word-vector-file';
import { LABELLED_PAIRS } from './labelled-pairs';
import { bestAccuracy, rocAuc } from './scores';

const labels = LABELLED_PAIRS.map((p) => p[2]);
const labelledTexts = [...new Set(LABELLED_PAIRS.flatMap(([a, b]) => [a, b]))];

function row(name: string, scores: number[]): void {
  const best = bestAccuracy(scores, labels);
  process.stdout.write(`| ${name} | ${rocAuc(scores, labels).toFixed(3)} | ${(best.accuracy * 100).toFixed(1)}% | ${best.threshold.toFixed(3)} |\n`);
}

const score = (e: SentenceEmbedder) => LABELLED_PAIRS.map(([a, b]) => unitSimilarity(e.embed(a), e.embed(b)));

const VARIANTS: Array<[string, EmbedderOptions]> = [
  ['plain average, stop words dropped', { weighting: 'plain' }],
  ['plain average, no glossary', { weighting: 'plain', useGlossary: false }],
  ['IDF (from Zipf rank)', { weighting: 'idf' }],
  ['IDF, stop words dropped', { weighting: 'idf', dropStopWords: true }],
  ['SIF a=1e-3', { weighting: 'sif', sifA: 1e-3 }],
  ['SIF a=1e-4', { weighting: 'sif', sifA: 1e-4 }],
  ['SIF a=1e-5', { weighting: 'sif', sifA: 1e-5 }],
  ['SIF a=1e-3, stop words dropped', { weighting: 'sif', sifA: 1e-3, dropStopWords: true }],
  ['SIF a=1e-3, no glossary', { weighting: 'sif', sifA: 1e-3, useGlossary: false }],
];

process.stdout.write('| variant | ROC-AUC | accuracy | threshold |\n|---|---|---|---|\n');
row('current TF-IDF cosine (ai/offline/semantic-similarity.ts)', LABELLED_PAIRS.map(([a, b]) => semanticSimilarity(a, b)));
for (const size of (process.argv[2] ?? '100000').split(',').map(Number)) {
  const source = convertEmbeddings(sourceEmbeddingsFile(), { maxWords: size, keepFloat: true });
  const tables: Array<[string, WordTable]> = [
    ['Int8', new WordTable({ ...source, floats: undefined })],
    ['Float32', new WordTable(source)],
  ];
  for (const [kind, table] of tables) {
    for (const [name, options] of VARIANTS) {
      const label = `${size / 1000}k ${kind} ${name}`;
      const embedder = new SentenceEmbedder(table, options);
      row(label, score(embedder));
      if (options.weighting === 'plain') continue;
      const background = firstPrincipalComponent(embedder, BACKGROUND_DOCUMENTS);
      row(`${label} − PC(background corpus)`, score(new SentenceEmbedder(table, { ...options, commonComponent: background })));
      const own = firstPrincipalComponent(embedder, labelledTexts);
      row(`${label} − PC(labelled texts; transductive, reference only)`, score(new SentenceEmbedder(table, { ...options, commonComponent: own })));
    }
  }
}
