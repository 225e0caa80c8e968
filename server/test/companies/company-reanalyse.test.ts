import { companyProfileSchema, onboardingAnalysisSchema } from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles } from '../../src/db/schema';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { fakeWebsites } from '../onboarding/onboarding-fixtures';

/**
 * My Company's "Read the site again": onboarding's analysis run again for a company the user owns, through the same
 * website reader, answered as a proposal. What the user wrote stays; only the fact that the site was read is kept.
 */

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let ledgerline: number;
let quietsite: number;
const fetched: string[] = [];
const USER_TEXT = 'Our own words: Ledgerline, payments for shops.';

const profileOf = async (id: number) =>
  companyProfileSchema.parse((await alice.get(`/api/company-profile/${id}`).expect(200)).body);

beforeAll(async () => {
  t = await createTestApp({ deps: { fetchWebsite: fakeWebsites(fetched) } });
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  ledgerline = await seedCompany(t.db, alice.userId, {
    companyName: 'Ledgerline',
    profile: USER_TEXT,
    industry: 'Unspecified',
  });
  quietsite = await seedCompany(t.db, alice.userId, { companyName: 'Quietsite', profile: 'Quietsite makes panels.' });
  // Onboarding could not read either site: both carry the notice.
  await t.db
    .update(companyProfiles)
    .set({ website: 'https://ledgerline.com', websiteReadable: false })
    .where(eq(companyProfiles.id, ledgerline));
  await t.db
    .update(companyProfiles)
    .set({ website: 'https://quietsite.example', websiteReadable: false })
    .where(eq(companyProfiles.id, quietsite));
});
afterAll(() => t.close());

describe('POST /api/company-profile/:id/reanalyse', () => {
  it('when the site can now be read, then the analysis is proposed, the notice goes, and nothing the user wrote changes', async () => {
    const res = await alice.post(`/api/company-profile/${ledgerline}/reanalyse`).expect(200);
    const proposal = onboardingAnalysisSchema.parse(res.body);
    expect(fetched).toContain('https://ledgerline.com');
    expect(proposal.website_readable).toBe(true);
    expect(proposal.pages_read?.length).toBeGreaterThan(0);
    expect(proposal.industry).toBeTruthy();
    expect(proposal.industry).not.toBe('Unspecified');
    expect(proposal.suggested_keywords.length).toBeGreaterThan(0);
    expect(proposal.company_profile).not.toBe(USER_TEXT);

    const stored = await profileOf(ledgerline);
    expect(stored).toMatchObject({ companyProfile: USER_TEXT, industry: 'Unspecified', websiteReadable: true });
  });

  it('when the site still cannot be read, then 200 with website_readable false and the notice stays', async () => {
    const proposal = onboardingAnalysisSchema.parse(
      (await alice.post(`/api/company-profile/${quietsite}/reanalyse`).expect(200)).body,
    );
    expect(proposal.website_readable).toBe(false);
    expect(proposal.pages_read).toEqual([]);
    expect((await profileOf(quietsite)).websiteReadable).toBe(false);
  });

  it('when another user, a missing id or a bad id is asked for, then 404 / 400 and no site is read', async () => {
    const before = fetched.length;
    expect((await bob.post(`/api/company-profile/${quietsite}/reanalyse`)).status).toBe(404);
    expect((await alice.post('/api/company-profile/987654/reanalyse')).status).toBe(404);
    expect((await alice.post('/api/company-profile/abc/reanalyse')).status).toBe(400);
    expect((await request(t.app).post(`/api/company-profile/${quietsite}/reanalyse`)).status).toBe(401);
    expect(fetched).toHaveLength(before);
    expect((await profileOf(quietsite)).websiteReadable).toBe(false);
  });
});
