import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { companyProfiles, discoveryRuns, keywords, users } from '../../../src/db/schema';
import type { NewsItem } from '../../../src/discovery/types';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import { ControlledSource, storyItems, testService } from './service-helpers';

let database: TestDatabase;
let db: Db;
let userId: string;
let companyId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [user] = await db.insert(users).values({ email: 'personal@example.test' }).returning();
  userId = user!.id;
  const [company] = await db.insert(companyProfiles).values({ userId, companyName: 'Solaris', website: 'solaris.example', suggestedKeywords: ['suggested term'] }).returning();
  companyId = company!.id;
});
afterAll(() => database.close());

const runsOf = (id: number) => db.select().from(discoveryRuns).where(eq(discoveryRuns.companyId, id));

describe('personal discovery cycles', () => {
  it('when scheduled for onboarding, then the call returns before the search runs, and the run is recorded once it has', async () => {
    const source = new ControlledSource(() => storyItems(new Date()));
    const asked: Array<string[] | undefined> = [];
    const service = testService(db, { sourcesFor: ({ keywords: k }) => (asked.push(k), [source]) });
    source.hold();
    const entered = source.started();
    service.schedulePersonalCycle({ companyId, userId, trigger: 'onboarding' });
    await entered;
    expect(await runsOf(companyId)).toMatchObject([{ status: 'running', trigger: 'onboarding' }]);
    source.release();
    await service.whenIdle();
    expect(await runsOf(companyId)).toMatchObject([{ status: 'succeeded', kind: 'personal', triggeredBy: userId }]);
    // No tracked keywords yet: the search uses what the analysis suggested.
    expect(asked).toEqual([['suggested term']]);
  });

  it('when the company tracks keywords, then those are searched; when keywords are given, then only those', async () => {
    await db.insert(keywords).values([{ userId, companyId, term: 'solar farms' }, { userId, companyId, term: 'grid' }]);
    const asked: Array<string[] | undefined> = [];
    const service = testService(db, { sourcesFor: ({ keywords: k }) => (asked.push(k), []) });
    await service.runPersonalCycle({ companyId, userId, trigger: 'manual' });
    await service.runPersonalCycle({ companyId, userId, trigger: 'keyword', keywords: ['heat pumps'] });
    expect(asked).toEqual([['solar farms', 'grid'], ['heat pumps']]);
  });

  it('when the company does not exist or the id cannot name one, then 404, and a scheduled cycle only logs it', async () => {
    const service = testService(db);
    for (const id of [999_999, 2 ** 40, -1, 1.5]) {
      await expect(service.runPersonalCycle({ companyId: id, userId, trigger: 'manual' })).rejects.toMatchObject({ status: 404 });
    }
    service.schedulePersonalCycle({ companyId: 999_999, userId, trigger: 'onboarding' });
    await service.whenIdle();
  });

  it('when building the sources fails before the pipeline starts, then the summary and a recorded run both say failed', async () => {
    const service = testService(db, {
      sourcesFor: () => {
        throw new Error('feed list unreadable');
      },
    });
    const summary = await service.runPersonalCycle({ companyId, userId, trigger: 'manual' });
    expect(summary).toMatchObject({ status: 'failed', errors: ['cycle: feed list unreadable'] });
    const [run] = await db.select().from(discoveryRuns).where(eq(discoveryRuns.id, summary.runId));
    expect(run).toMatchObject({ status: 'failed', errors: ['cycle: feed list unreadable'], companyId });
  });

  it('when the pipeline fails midway, then the summary names the run the pipeline recorded, and no second row is written', async () => {
    const broken = { ...storyItems(new Date())[0]!, title: null } as unknown as NewsItem;
    const service = testService(db, { source: new ControlledSource(() => [broken]) });
    const before = (await runsOf(companyId)).length;
    const summary = await service.runPersonalCycle({ companyId, userId, trigger: 'keyword', keywords: ['x'] });
    expect(summary.status).toBe('failed');
    const after = await runsOf(companyId);
    expect(after).toHaveLength(before + 1);
    expect(after.find((r) => r.id === summary.runId)).toMatchObject({ status: 'failed', trigger: 'keyword' });
  });
});
