import { keywordsResponseSchema, switchCompanyResponseSchema } from '@newsjack/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywords, users } from '../../src/db/schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { fakeWebsites, onboard, recordDiscovery } from '../onboarding/onboarding-fixtures';

// Keyword auto-population (spec 01 §4) runs on the server when a company becomes active: a company that tracks
// no keywords starts tracking its suggested ones, in the transaction of the switch.

let t: TestApp;
let carol: SignedUp;
let verdant: number;
let tracebit: number;
const VERDANT_SUGGESTED = ['heat pumps', 'Retrofit grants'];
const TRACEBIT_SUGGESTED = ['supply chain', 'traceability', 'audit trails'];

beforeAll(async () => {
  t = await createTestApp({ deps: { fetchWebsite: fakeWebsites() } });
  recordDiscovery(t);
  carol = await signUp(t.app);
  verdant = await onboard(carol, {
    companyName: 'Verdant Heat',
    website: 'verdantheat.co.uk',
    selectedKeywords: VERDANT_SUGGESTED,
    customKeywords: [],
  });
  await t.db.update(users).set({ agencyPlan: true }).where(eq(users.id, carol.userId));
  tracebit = await onboard(carol, {
    companyName: 'Tracebit',
    website: 'tracebit.dev',
    selectedKeywords: TRACEBIT_SUGGESTED,
    customKeywords: [],
  });
});
afterAll(() => t.close());

const trackedTerms = async () => keywordsResponseSchema.parse((await carol.get('/api/keywords')).body).map((k) => k.term);
const switchTo = (companyId: number) => carol.post('/api/user/switch-company').send({ companyId });

describe('keyword auto-population on company activation', () => {
  it('when two activations of a company that tracks no keywords race, then its suggested keywords are added once', async () => {
    await t.db.delete(keywords).where(eq(keywords.companyId, verdant));

    const answers = await Promise.all([switchTo(verdant), switchTo(verdant)]);

    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const added = answers.map((a) => switchCompanyResponseSchema.parse(a.body).keywordsAdded ?? 0);
    expect(added.reduce((sum, n) => sum + n, 0)).toBe(VERDANT_SUGGESTED.length);
    expect((await trackedTerms()).sort()).toEqual([...VERDANT_SUGGESTED].sort());
  });

  it('when a company that still tracks some keywords becomes active, then they are left as they are', async () => {
    await t.db.delete(keywords).where(and(eq(keywords.companyId, tracebit), eq(keywords.term, 'traceability')));

    const res = await switchTo(tracebit);

    expect(res.status).toBe(200);
    expect(switchCompanyResponseSchema.parse(res.body).keywordsAdded).toBe(0);
    expect((await trackedTerms()).sort()).toEqual(['audit trails', 'supply chain']);
  });

  it('when the user empties the active company and switches back to it later, then the suggestions return once', async () => {
    await t.db.delete(keywords).where(eq(keywords.companyId, tracebit));
    expect(await trackedTerms()).toEqual([]);

    expect((await switchTo(verdant)).status).toBe(200);
    const back = await switchTo(tracebit);

    expect(switchCompanyResponseSchema.parse(back.body).keywordsAdded).toBe(TRACEBIT_SUGGESTED.length);
    expect((await trackedTerms()).sort()).toEqual([...TRACEBIT_SUGGESTED].sort());
    expect((await switchTo(tracebit)).body.keywordsAdded).toBe(0);
  });

  it("when the switch is refused (someone else's company), then nothing is added to it", async () => {
    const dave = await signUp(t.app);
    await t.db.delete(keywords).where(eq(keywords.companyId, verdant));

    const res = await dave.post('/api/user/switch-company').send({ companyId: verdant });

    expect(res.status).toBe(404);
    const rows = await t.db.select().from(keywords).where(eq(keywords.companyId, verdant));
    expect(rows).toEqual([]);
  });
});
