/** The pure discovery pipeline as the benchmark runs it: normalise → cluster → metrics → relevance for 3 companies. */
import { buildTrendDrafts } from '../../server/src/discovery/pipeline/build-drafts';
import { normalizeTitle } from '../../server/src/discovery/pipeline/normalize';
import { scoreTrendsForCompanies, type CompanyForRelevance } from '../../server/src/discovery/relevance';
import { wordLexicon, type SemanticEngine } from '../../server/src/semantic';
import type { SyntheticItem } from './synthetic-corpus';

export const BENCH_NOW = new Date('2024-06-30T12:00:00Z');

export const BENCH_COMPANIES: CompanyForRelevance[] = [
  {
    id: 1,
    companyName: 'Lithia Power',
    companyProfile: 'Battery and lithium refining for grid storage and electric vehicles.',
    industry: 'Energy storage',
    keyProducts: ['GridCell'],
    targetMarkets: ['utilities'],
    keywords: ['lithium', 'battery', 'refinery', 'copper'],
  },
  {
    id: 2,
    companyName: 'Harbour Bank',
    companyProfile: 'A regional bank financing ports, railways and shipping with bonds and loans.',
    industry: 'Banking',
    keyProducts: ['PortBond'],
    targetMarkets: ['shipping'],
    keywords: ['bank', 'rates', 'bond', 'inflation', 'currency'],
  },
  {
    id: 3,
    companyName: 'Orbit Health',
    companyProfile: 'Hospital software and vaccine logistics for public health systems.',
    industry: 'Healthcare',
    keyProducts: ['WardView'],
    targetMarkets: ['hospitals'],
    keywords: ['hospital', 'vaccine', 'drought', 'school'],
  },
];

export async function runPipeline(items: readonly SyntheticItem[], semantic: SemanticEngine) {
  for (const item of items) normalizeTitle(item.title, item.outlet);
  // Clustering reads the offline word vectors in every cycle (run-cycle), whatever engine embeds.
  const vectors = await semantic.wordVectors?.();
  const lexicon = vectors && wordLexicon(vectors);
  const { drafts, clusters, stats } = buildTrendDrafts(items, { now: BENCH_NOW }, [], undefined, lexicon);
  const relevance = await scoreTrendsForCompanies(
    drafts.map((d) => ({
      title: d.fallbackTitle,
      description: d.fallbackDescription,
      relatedKeywords: d.relatedKeywords,
      items: d.members.slice(-25).map((m) => ({ title: items[m]!.title, summary: items[m]!.summary, outlet: items[m]!.outlet })),
      outlets: d.outlets,
      mentions: d.metrics.mentions,
      growth: d.metrics.growth,
      velocity: d.metrics.velocity,
      timeframe: d.timeframe,
    })),
    BENCH_COMPANIES,
    semantic,
  );
  return { drafts, clusters, stats, relevance };
}
