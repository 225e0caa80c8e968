import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { companyProfiles, keywords, trendExplanations, trends, users } from '../../../src/db/schema';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import { ControlledSource, storyItems, testService, type TestService } from './service-helpers';

/**
 * A fresh install's first global cycle runs for seconds (minutes, with public news) while the first user onboards.
 * Their onboarding's personal cycle scores the global trends of that moment (none yet), and the global cycle scores
 * the companies that existed when it started: the company saw relevance 0 on every trend until the next global
 * cycle, 720 minutes later.
 */
const NOW = new Date('2026-11-02T12:00:00.000Z');
let database: TestDatabase;
let db: Db;
let service: TestService;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await service?.stop();
  await database.close();
});

describe('a company created while a global cycle runs', () => {
  it('when the cycle writes its trends, then they are scored for that company too', async () => {
    const source = new ControlledSource(() => storyItems(NOW, 'solar', 4));
    service = testService(db, { source, now: () => new Date(NOW) });
    source.hold();
    const cycle = service.runGlobalCycle('manual');
    await source.started();

    const [user] = await db.insert(users).values({ email: 'first@solaris.example' }).returning();
    const [company] = await db
      .insert(companyProfiles)
      .values({
        userId: user!.id,
        companyName: 'Solaris Grid',
        website: 'solaris.example',
        companyProfile: 'Solaris Grid builds solar farms and connects them to the grid for utilities.',
        industry: 'Solar energy',
      })
      .returning();
    await db
      .insert(keywords)
      .values(['solar farms', 'grid expansion'].map((term) => ({ userId: user!.id, companyId: company!.id, term })));
    source.release();
    expect((await cycle).status).toBe('succeeded');

    const scored = await db
      .select({ score: trendExplanations.relevanceScore })
      .from(trendExplanations)
      .innerJoin(trends, eq(trends.id, trendExplanations.trendId))
      .where(and(eq(trendExplanations.companyId, company!.id), eq(trends.scope, 'global'), eq(trends.isActive, true)));
    const active = await db
      .select({ id: trends.id })
      .from(trends)
      .where(and(eq(trends.scope, 'global'), eq(trends.isActive, true)));
    expect(active.length).toBeGreaterThan(0);
    expect(scored).toHaveLength(active.length);
    expect(Math.max(...scored.map((s) => s.score))).toBeGreaterThan(0.2);
  });
});
