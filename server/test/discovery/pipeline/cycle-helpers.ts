import type { EnrichTrendsInput } from '../../../src/ai/types';
import type { TrendEnrichment } from '../../../src/ai/schemas';
import type { Db } from '../../../src/db/client';
import { buildDeps, trackedCompanies } from '../../../src/deps';
import type { TrackedCompanies } from '../../../src/discovery/ports';
import { companyProfiles, keywords, users } from '../../../src/db/schema';
import type { NewsItem, NewsSource } from '../../../src/discovery/types';
import type { CompanyForRelevance } from '../../../src/discovery/relevance';
import { labelledItems, type LabelledItem } from '../../fixtures/clustering';
import { testConfig } from '../../helpers/test-app';

/** The labelled clustering fixture as NewsItems, `shiftHours` later than written (to age or refresh it). */
export function fixtureNewsItems(filter: (item: LabelledItem) => boolean = () => true, shiftHours = 0): NewsItem[] {
  return labelledItems.flatMap((item, i) =>
    filter(item)
      ? [
          {
            source: 'test:fixture',
            fingerprint: `fixture-${i}`,
            title: `${item.title} - ${item.outlet}`,
            summary: item.summary,
            url: `https://news.example/${item.label}/${i}`,
            outlet: item.outlet,
            author: null,
            authorEmail: null,
            publishedAt: new Date(item.publishedAt.getTime() + shiftHours * 3_600_000),
          },
        ]
      : [],
  );
}

export function staticSource(key: string, items: NewsItem[]): NewsSource {
  return { key, kind: 'rss', fetch: async () => ({ key, items }) };
}

/** A source that breaks its contract and throws, as a buggy one might. */
export function throwingSource(key: string): NewsSource {
  return {
    key,
    kind: 'rss',
    fetch: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:9');
    },
  };
}

/** A fake enrichment that records each batch and titles trends from their first headline. */
export function recordingEnrich(): { calls: EnrichTrendsInput[]; enrich: (input: EnrichTrendsInput) => Promise<TrendEnrichment[]> } {
  const calls: EnrichTrendsInput[] = [];
  return {
    calls,
    enrich: async (input) => {
      calls.push(input);
      return input.clusters.map((c) => ({
        key: c.key,
        title: `Story: ${c.titles[0]}`,
        description: c.summaries[0] ?? '',
        category: 'technology',
        trendingReason: `${c.titles.length} headlines`,
      }));
    },
  };
}

/** A user owning two companies with tracked keywords; returns them in the shape relevance reads. */
export async function seedCompanies(db: Db): Promise<CompanyForRelevance[]> {
  const [user] = await db.insert(users).values({ email: 'pr@example.com' }).returning({ id: users.id });
  const specs = [
    {
      companyName: 'VoltGrid',
      website: 'voltgrid.example',
      companyProfile: 'VoltGrid builds fast-charging hubs for electric vehicles and fleet charging software.',
      industry: 'Electric vehicle charging',
      keyProducts: ['VoltGrid Hub'],
      terms: ['Tesla', 'electric vehicles', 'lithium', 'power steering'],
    },
    {
      companyName: 'LedgerLeaf',
      website: 'ledgerleaf.example',
      companyProfile: 'LedgerLeaf is a payments platform for merchants: cards, bank transfers and stablecoin payouts.',
      industry: 'Payments',
      keyProducts: ['LeafPay'],
      terms: ['stablecoin', 'Stripe', 'interest rates'],
    },
  ];
  const out: CompanyForRelevance[] = [];
  for (const spec of specs) {
    const { terms, ...profile } = spec;
    const [company] = await db.insert(companyProfiles).values({ userId: user!.id, ...profile }).returning();
    await db.insert(keywords).values(terms.map((term) => ({ userId: user!.id, companyId: company!.id, term })));
    out.push({ id: company!.id, companyName: company!.companyName, companyProfile: company!.companyProfile, industry: company!.industry, keyProducts: company!.keyProducts, targetMarkets: [], keywords: terms });
  }
  return out;
}

/** Discovery's port to company_profiles and keywords, answered by the real owning services on this database. */
export function trackedCompaniesOn(db: Db): TrackedCompanies {
  return trackedCompanies(buildDeps(testConfig(), db));
}
