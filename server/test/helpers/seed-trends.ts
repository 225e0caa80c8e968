import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { publishTrendFacts } from '../../src/discovery/trend-facts.repo';
import { companyProfiles, keywords, trendExplanations, trendMentions, trends, users } from '../../src/db/schema';

/**
 * Rows written straight into the database for API tests of trends, stats, saved items and keyword searches, so a
 * test states exactly which trends exist, whose they are, and when they were mentioned.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A company owned by the user, made their active one, with these tracked keywords (created at `at`). */
export async function seedCompany(
  db: Db,
  userId: string,
  options: { companyName?: string; keywords?: string[]; at?: Date; industry?: string; profile?: string } = {},
): Promise<number> {
  const companyName = options.companyName ?? 'Ledgerline';
  const [company] = await db
    .insert(companyProfiles)
    .values({
      userId,
      companyName,
      website: `${companyName.toLowerCase().replace(/\W+/g, '')}.example`,
      companyProfile:
        options.profile ?? `${companyName} settles card payments for online merchants and fights payment fraud.`,
      industry: options.industry ?? 'Fintech & Payments',
      keyProducts: [`${companyName} Pay`],
      ...(options.at ? { createdAt: options.at } : {}),
    })
    .returning({ id: companyProfiles.id });
  await db.update(users).set({ activeCompanyId: company!.id }).where(eq(users.id, userId));
  if (options.keywords?.length) {
    await db
      .insert(keywords)
      .values(
        options.keywords.map((term) => ({
          userId,
          companyId: company!.id,
          term,
          ...(options.at ? { createdAt: options.at } : {}),
        })),
      );
  }
  return company!.id;
}

export type SeedTrend = {
  title: string;
  scope?: 'global' | 'personal';
  companyId?: number | null;
  description?: string;
  category?: string;
  relatedKeywords?: string[];
  sentiment?: 'positive' | 'neutral' | 'negative';
  rank?: number;
  keyword?: string | null;
  isActive?: boolean;
  /** A story off the day's list: seen only by companies it matters to. A single report is always off the list. */
  offList?: boolean;
  /** A story one outlet alone reported. */
  singleReport?: boolean;
  /** Mentions as [hours before `now`, count]; each lands in the hourly bucket containing that moment. */
  mentions?: Array<[number, number]>;
  firstSeenAt?: Date;
  updatedAt?: Date;
};

let clusterCounter = 0;

/**
 * A trend with its hourly mention buckets, then every trend's facts published at `now` as the end of a discovery
 * cycle would (so the API reads what discovery would have written).
 */
export async function seedTrend(db: Db, now: Date, spec: SeedTrend): Promise<number> {
  const mentions = spec.mentions ?? [[1, 3]];
  const buckets = new Map<number, number>();
  for (const [hoursAgo, count] of mentions) {
    const start = Math.floor((now.getTime() - hoursAgo * HOUR) / HOUR) * HOUR;
    buckets.set(start, (buckets.get(start) ?? 0) + count);
  }
  const last24 = mentions.filter(([h]) => h < 24).reduce((sum, [, n]) => sum + n, 0);
  const scope = spec.scope ?? (spec.companyId ? 'personal' : 'global');
  const [row] = await db
    .insert(trends)
    .values({
      scope,
      companyId: scope === 'personal' ? (spec.companyId ?? null) : null,
      clusterKey: `seed-${process.pid}-${++clusterCounter}`,
      title: spec.title,
      description: spec.description ?? `${spec.title}: what the coverage says.`,
      category: spec.category ?? 'business',
      relatedKeywords: spec.relatedKeywords ?? [],
      reports: [{ url: `https://news.example/${clusterCounter}`, outlet: 'Example News', title: spec.title, publishedAt: now.toISOString() }],
      mentions: last24,
      sentiment: spec.sentiment ?? 'neutral',
      rank: spec.rank ?? clusterCounter,
      keyword: spec.keyword ?? null,
      isActive: spec.isActive ?? true,
      offList: spec.offList ?? spec.singleReport ?? false,
      singleReport: spec.singleReport ?? false,
      firstSeenAt: spec.firstSeenAt ?? new Date(now.getTime() - Math.max(...mentions.map(([h]) => h)) * HOUR),
      lastSeenAt: now,
      updatedAt: spec.updatedAt ?? now,
    })
    .returning({ id: trends.id });
  if (buckets.size > 0) {
    await db
      .insert(trendMentions)
      .values([...buckets].map(([start, n]) => ({ trendId: row!.id, bucketStart: new Date(start), mentions: n })));
  }
  await publishTrendFacts(db, now);
  return row!.id;
}

/** One company's relevance for a trend, as discovery writes it. */
export async function seedExplanation(
  db: Db,
  values: {
    trendId: number;
    companyId: number;
    relevanceScore: number;
    matchedKeywords?: string[];
    explanation?: string;
    semanticSimilarity?: number;
  },
): Promise<void> {
  await db.insert(trendExplanations).values({
    trendId: values.trendId,
    companyId: values.companyId,
    relevanceScore: values.relevanceScore,
    matchedKeywords: values.matchedKeywords ?? [],
    explanation: values.explanation ?? '',
    semanticSimilarity: values.semanticSimilarity ?? 0,
  });
}
