/** One measurement of the relevance-scale bench: `measure.ts <companies> <trends>` prints one JSON line. */
import { scoreTrendsForCompanies, type CompanyForRelevance, type TrendForRelevance } from '../../server/src/discovery/relevance';
import { SECTORS } from '../../server/src/text/sector-taxonomy';
import { testSemanticEngine } from '../../server/test/helpers/semantic';
import { syntheticCorpus } from '../discovery/synthetic-corpus';

const [companyCount, trendCount] = process.argv.slice(2).map(Number) as [number, number];
const now = new Date('2024-06-30T12:00:00Z');

// The corpus's stories, in order, as trends of at most 25 reports (as the cycle scores them).
const items = syntheticCorpus(trendCount * 8, now);
const byStory = new Map<string, typeof items>();
for (const item of items) byStory.set(item.label, [...(byStory.get(item.label) ?? []), item]);
const trends: TrendForRelevance[] = [...byStory.values()].slice(0, trendCount).map((members) => ({
  title: members[0]!.title,
  description: members[0]!.summary,
  relatedKeywords: [],
  items: members.slice(0, 25).map((m) => ({ title: m.title, summary: m.summary, outlet: m.outlet })),
  outlets: [...new Set(members.map((m) => m.outlet))],
  mentions: members.length,
  growth: 0,
  velocity: 'medium',
  timeframe: '7d',
}));

// Companies in every sector's own words, each with its own name and a slice of its sector's terms.
const companies: CompanyForRelevance[] = Array.from({ length: companyCount }, (_, i) => {
  const sector = SECTORS[i % SECTORS.length]!;
  const terms = sector.terms.slice(i % 3, (i % 3) + 8);
  return {
    id: i + 1,
    companyName: `Company ${i + 1}`,
    companyProfile: `Company ${i + 1} is ${/^[aeiou]/i.test(sector.noun) ? 'an' : 'a'} ${sector.noun} company. ${sector.description}`,
    industry: sector.label,
    keyProducts: [],
    targetMarkets: sector.audiences,
    keywords: terms,
  };
});

const semantic = testSemanticEngine();
await semantic.embed(['warm up']);
let peak = process.memoryUsage().rss;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const cpu = process.cpuUsage();
const start = performance.now();
const scores = await scoreTrendsForCompanies(trends, companies, semantic);
const ms = performance.now() - start;
const cpuUsed = process.cpuUsage(cpu);
clearInterval(timer);
peak = Math.max(peak, process.memoryUsage().rss);
if (scores.length !== trends.length || scores[0]!.length !== companies.length) throw new Error('scores of the wrong shape');
process.stdout.write(
  `${JSON.stringify({ companies: companyCount, trends: trends.length, ms, cpuMs: (cpuUsed.user + cpuUsed.system) / 1000, peakRssMb: Math.round(peak / 1024 / 1024) })}\n`,
);
