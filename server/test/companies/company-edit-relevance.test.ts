import { companyProfileSchema, trendSchema } from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles, newsItems } from '../../src/db/schema';
import { HOUR, seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/**
 * Relevance follows an edit on My Company at once (issue 22): no discovery cycle runs in between, yet the next
 * GET /api/trends ranks the company's trends by what its profile, industry and keywords say now.
 */

let t: TestApp;
let alice: SignedUp;
let companyId: number;
const trend: Record<'payments' | 'bikes', number> = { payments: 0, bikes: 0 };

const PAYMENTS_PROFILE =
  'Ledgerline settles card payments for online merchants, cuts chargebacks and fights payment fraud for retailers.';
const BIKES_PROFILE =
  'Veloway designs and sells electric bicycles and cargo e-bikes for city commuters, with servicing through local bike shops.';

async function seedStory(title: string, summaries: string[]): Promise<number> {
  const now = new Date();
  const id = await seedTrend(t.db, now, { title, description: summaries[0]! });
  await t.db.insert(newsItems).values(
    summaries.map((summary, i) => ({
      source: 'test:edit-relevance',
      fingerprint: `edit-relevance-${id}-${i}`,
      title: i === 0 ? title : `${title} (${i})`,
      summary,
      url: `https://news.example/edit-relevance/${id}/${i}`,
      outlet: 'Daily Ledger',
      publishedAt: new Date(now.getTime() - (i + 1) * HOUR),
      trendId: id,
    })),
  );
  return id;
}

const listed = async () => z.array(trendSchema).parse((await alice.get('/api/trends').expect(200)).body);
const scoreOf = (list: Awaited<ReturnType<typeof listed>>, id: number) => list.find((x) => x.id === id)!.relevanceScore;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  companyId = await seedCompany(t.db, alice.userId, { companyName: 'Veloway', profile: PAYMENTS_PROFILE });
  trend.payments = await seedStory('Card fraud losses climb for online merchants', [
    'Online merchants lost more to card payment fraud this year as chargebacks rose across retailers.',
    'Payment processors and card networks are tightening fraud checks on online checkout.',
  ]);
  trend.bikes = await seedStory('Cities fund electric bicycle subsidies as commuters switch', [
    'City councils are paying subsidies for electric bicycles and cargo e-bikes to cut car commuting.',
    'Bike shops report record demand for e-bike servicing as commuters switch from cars.',
  ]);
});
afterAll(() => t.close());

describe('an edit on My Company re-ranks the company\u2019s trends', () => {
  it('when the profile text is rewritten, then the next trends list ranks by the new text', async () => {
    const before = await listed();
    // Nothing scored these trends yet: no cycle ran since they were stored.
    expect(scoreOf(before, trend.bikes)).toBe(0);

    await alice.patch(`/api/company-profile/${companyId}`).send({ companyProfile: BIKES_PROFILE }).expect(200);
    const after = await listed();
    expect(scoreOf(after, trend.bikes)).toBeGreaterThan(scoreOf(after, trend.payments));
    expect(after[0]!.id).toBe(trend.bikes);
  });

  it('when the industry and profile are changed back, then the list follows again', async () => {
    await alice.patch(`/api/company-profile/${companyId}/details`).send({ industry: 'Fintech & Payments' }).expect(200);
    await alice.patch(`/api/company-profile/${companyId}`).send({ companyProfile: PAYMENTS_PROFILE }).expect(200);
    const after = await listed();
    expect(scoreOf(after, trend.payments)).toBeGreaterThan(scoreOf(after, trend.bikes));
    expect(after[0]!.id).toBe(trend.payments);
  });

  it('when only the industry is corrected, then the trends are scored again against it', async () => {
    const before = scoreOf(await listed(), trend.bikes);
    await alice
      .patch(`/api/company-profile/${companyId}/details`)
      .send({ industry: 'Electric Bicycles & Micromobility' })
      .expect(200);
    expect(scoreOf(await listed(), trend.bikes)).toBeGreaterThan(before);
  });

  it('when a keyword is added, then the trends that mention it carry it as matched at once', async () => {
    expect((await listed()).find((x) => x.id === trend.bikes)!.matchedKeywords).not.toContain('cargo e-bikes');
    await alice.post('/api/keywords').send({ term: 'cargo e-bikes' }).expect(201);
    expect((await listed()).find((x) => x.id === trend.bikes)!.matchedKeywords).toContain('cargo e-bikes');
  });
});

describe('the "website could not be read" notice', () => {
  it('when the user rewrites the profile of a company whose site could not be read, then the notice goes', async () => {
    const unread = await seedCompany(t.db, alice.userId, { companyName: 'Quietsite', profile: 'Quietsite.' });
    await t.db.update(companyProfiles).set({ websiteReadable: false }).where(eq(companyProfiles.id, unread));
    expect(companyProfileSchema.parse((await alice.get(`/api/company-profile/${unread}`)).body).websiteReadable).toBe(
      false,
    );

    // Saving the same text again is no rewrite: the notice stays.
    await alice.patch(`/api/company-profile/${unread}`).send({ companyProfile: 'Quietsite.' }).expect(200);
    expect(companyProfileSchema.parse((await alice.get(`/api/company-profile/${unread}`)).body).websiteReadable).toBe(
      false,
    );

    const res = await alice
      .patch(`/api/company-profile/${unread}`)
      .send({ companyProfile: 'Quietsite makes acoustic panels that quieten open-plan offices and classrooms.' })
      .expect(200);
    expect(companyProfileSchema.parse(res.body).websiteReadable).toBe(true);
  });
});
