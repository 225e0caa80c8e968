import { onboardingAnalysisSchema, type OnboardingAnalysis } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { curationBody, fakeWebsites, recordDiscovery } from './onboarding-fixtures';

/** The real app: the offline engine behind the database cache, as production runs it without an API key. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { fetchWebsite: fakeWebsites() } });
  recordDiscovery(t);
});
afterAll(() => t.close());

const FIRST_OUTLETS = ['TechCrunch', 'Finextra', 'American Banker'];
const FIRST_LINKEDIN = 'https://www.linkedin.com/company/first-typist-ledgerline';

type Typed = { mediaOutlets?: string[]; socialMediaLinks?: Record<string, string> };

/** Ledgerline's site is readable; Northwind Pay's is not, so its profile is built from what the user typed. */
async function analyse(
  agent: SignedUp,
  typed: Typed,
  company = { companyName: 'Ledgerline', website: 'ledgerline.com' },
) {
  const res = await agent.post('/api/onboarding/complete').send({ ...company, ...typed });
  expect(res.status).toBe(200);
  return onboardingAnalysisSchema.parse(res.body);
}

/** Where the first account's typed input shows in another's analysis: its outlets in the profile text or the
 * outlet list (Northwind Pay is no bank, so the engine never suggests the banking titles itself), its LinkedIn. */
const mentionsFirstInput = (a: OnboardingAnalysis) => [
  ...FIRST_OUTLETS.filter((o) => a.company_profile.includes(o)),
  ...a.suggested_media_outlets.filter((o) => ['Finextra', 'American Banker'].includes(o)),
  ...(JSON.stringify(a).includes('first-typist') ? ['linkedin'] : []),
];

describe('the company-analysis cache across accounts', () => {
  it('when three accounts onboard the same company name with different inputs, then each profile shows only its own input', async () => {
    const [first, second, third] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const northwind = { companyName: 'Northwind Pay', website: 'northwindpay.example' };
    const a = await analyse(
      first,
      { mediaOutlets: FIRST_OUTLETS, socialMediaLinks: { linkedin: FIRST_LINKEDIN } },
      northwind,
    );
    expect(a.company_profile).toContain('It already works with TechCrunch, Finextra and American Banker.');

    const b = await analyse(second, {}, northwind);
    expect(mentionsFirstInput(b)).toEqual([]);
    expect(b.company_profile).not.toContain('already works with');
    expect(b.user_input.mediaOutlets).toEqual([]);

    const c = await analyse(third, { mediaOutlets: ['Retail Gazette'] }, northwind);
    expect(c.company_profile).toContain('It already works with Retail Gazette.');
    expect(mentionsFirstInput(c)).toEqual([]);
    expect(c.suggested_media_outlets).toContain('Retail Gazette');
  });

  it('when another account types exactly what the first typed, then it still gets an entry of its own', async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    const typed = { mediaOutlets: ['Sifted'] };
    await analyse(first, typed);
    const before = await t.deps.aiCache.stats();
    await analyse(second, typed);
    const after = await t.deps.aiCache.stats();
    expect(after.counters.company_analysis.misses).toBe(before.counters.company_analysis.misses + 1);
    expect(after.keyBreakdown.companyAnalysis).toBe(before.keyBreakdown.companyAnalysis + 1);
  });

  it('when an account analyses again with the same input, then it hits its own entry; and the public-only analysis is shared', async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    await analyse(first, { mediaOutlets: ['Sifted'] });
    let before = await t.deps.aiCache.stats();
    await analyse(first, { mediaOutlets: [' sifted '] });
    expect((await t.deps.aiCache.stats()).counters.company_analysis.hits).toBe(
      before.counters.company_analysis.hits + 1,
    );
    await analyse(first, {});
    before = await t.deps.aiCache.stats();
    await analyse(second, {});
    expect((await t.deps.aiCache.stats()).counters.company_analysis.hits).toBe(
      before.counters.company_analysis.hits + 1,
    );
  });

  it('when accounts curate, then each gets the details of its own analysis and the admin refresh forgets every entry', async () => {
    const agent = await signUp(t.app);
    await analyse(agent, { mediaOutlets: ['Payments Dive'] });
    const res = await agent
      .post('/api/onboarding/curate')
      .send(curationBody({ mediaOutlets: ['Payments Dive', 'Sifted'] }));
    expect(res.status).toBe(200);
    expect(res.body.companyProfile.targetMarkets.length + res.body.companyProfile.keyProducts.length).toBeGreaterThan(
      0,
    );
    // Every entry left is Ledgerline's (shared and owned) or Northwind Pay's from the first test.
    expect(await t.deps.aiCache.refreshCompany('Ledgerline', 'https://www.ledgerline.com/')).toBe(true);
    expect(await t.deps.aiCache.refreshCompany('Northwind Pay', 'northwindpay.example')).toBe(true);
    expect((await t.deps.aiCache.stats()).keyBreakdown.companyAnalysis).toBe(0);
  });
});
