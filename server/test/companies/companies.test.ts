import { companyProfileSchema, PROFILE_EMPTY_MESSAGE, PROFILE_TOO_LONG_MESSAGE } from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles, users } from '../../src/db/schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { fakeWebsites, onboard, profileText, recordDiscovery } from '../onboarding/onboarding-fixtures';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let aliceCompany: number;
beforeAll(async () => {
  t = await createTestApp({ deps: { fetchWebsite: fakeWebsites() } });
  recordDiscovery(t);
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  aliceCompany = await onboard(alice, { companyName: 'Ledgerline' });
});
afterAll(() => t.close());

const setAgency = (userId: string) => t.db.update(users).set({ agencyPlan: true }).where(eq(users.id, userId));

describe('reading company profiles', () => {
  it('when signed out, then every company route answers 401', async () => {
    for (const res of [
      await request(t.app).get('/api/company-profile'),
      await request(t.app).get('/api/company-profiles'),
      await request(t.app).get(`/api/company-profile/${aliceCompany}`),
      await request(t.app).get('/api/user/active-company'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized' });
    }
  });

  it('when the user has onboarded, then the active profile is theirs, in the shared wire shape', async () => {
    const res = await alice.get('/api/company-profile');
    expect(res.status).toBe(200);
    const profile = companyProfileSchema.parse(res.body);
    expect(profile).toMatchObject({
      id: aliceCompany,
      companyName: 'Ledgerline',
      website: 'ledgerline.com',
      companyProfile: profileText('Ledgerline'),
      industry: 'Fintech & Payments',
      mediaOutlets: ['Sifted'],
      suggestedMediaOutlets: ['Financial Times', 'Reuters'],
      suggestedKeywords: ['instant settlement', 'card payments', 'open banking'],
      socialMediaLinks: { linkedin: 'linkedin.com/company/ledgerline', x: null, instagram: null },
      websiteReadable: true,
    });
    expect(res.body).not.toHaveProperty('userId');
  });

  it('when the user has no profile, then the active profile is a 404 and the list is empty', async () => {
    const res = await bob.get('/api/company-profile');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No company profile found' });
    expect((await bob.get('/api/company-profiles')).body).toEqual([]);
    expect((await bob.get('/api/user/active-company')).body).toEqual({ activeCompanyId: null });
  });

  it('when a profile is read by id, then only its owner gets it; anyone else gets 404', async () => {
    expect((await alice.get(`/api/company-profile/${aliceCompany}`)).body.id).toBe(aliceCompany);
    const foreign = await bob.get(`/api/company-profile/${aliceCompany}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Company profile not found');
    expect((await alice.get('/api/company-profile/999999')).status).toBe(404);
    expect((await alice.get('/api/company-profile/99999999999999')).status).toBe(404);
  });

  it('when the id in the path is not a number, then the answer is 400 naming it', async () => {
    const res = await alice.get('/api/company-profile/abc');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('id: Must be a positive whole number');
  });
});

describe('editing the profile text', () => {
  it('when the owner saves new text, then it is stored trimmed and returned', async () => {
    const text = '  Ledgerline settles card payments for online merchants in minutes.  ';
    const res = await alice.patch(`/api/company-profile/${aliceCompany}`).send({ companyProfile: text });
    expect(res.status).toBe(200);
    expect(res.body.companyProfile).toBe(text.trim());
    expect((await alice.get('/api/company-profile')).body.companyProfile).toBe(text.trim());
  });

  it('when the text is blank, missing or over 1000 characters, then the answer is 400 with the rule', async () => {
    const blank = await alice.patch(`/api/company-profile/${aliceCompany}`).send({ companyProfile: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(`companyProfile: ${PROFILE_EMPTY_MESSAGE}`);
    const missing = await alice.patch(`/api/company-profile/${aliceCompany}`).send({});
    expect(missing.body.message).toBe(`companyProfile: ${PROFILE_EMPTY_MESSAGE}`);
    const long = await alice.patch(`/api/company-profile/${aliceCompany}`).send({ companyProfile: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(`companyProfile: ${PROFILE_TOO_LONG_MESSAGE}`);
    expect((await alice.patch(`/api/company-profile/${aliceCompany}`).send({ companyProfile: 'x'.repeat(1000) })).status).toBe(200);
  });

  it("when another user patches the profile, then the answer is 404 and the text is unchanged", async () => {
    const before = (await alice.get('/api/company-profile')).body.companyProfile;
    const res = await bob.patch(`/api/company-profile/${aliceCompany}`).send({ companyProfile: 'Taken over by someone else entirely.' });
    expect(res.status).toBe(404);
    expect((await alice.get('/api/company-profile')).body.companyProfile).toBe(before);
  });

  it('when signed out, then a patch is 401', async () => {
    expect((await request(t.app).patch(`/api/company-profile/${aliceCompany}`).send({ companyProfile: 'x' })).status).toBe(401);
  });
});

describe('correcting the details the analysis read', () => {
  it('when the owner corrects industry, markets, outlets, website and links, then exactly those change and come back', async () => {
    const before = companyProfileSchema.parse((await alice.get('/api/company-profile')).body);
    const res = await alice.patch(`/api/company-profile/${aliceCompany}/details`).send({
      industry: '  Payments infrastructure ',
      targetMarkets: ['Online merchants', 'online merchants', 'Marketplaces'],
      mediaOutlets: 'Payments Dive, Finextra',
      website: 'ledgerline.example/en',
      socialMediaLinks: { linkedin: 'https://www.linkedin.com/company/ledgerline' },
    });
    expect(res.status, res.text).toBe(200);
    const after = companyProfileSchema.parse((await alice.get('/api/company-profile')).body);
    expect(after).toMatchObject({
      industry: 'Payments infrastructure',
      targetMarkets: ['Online merchants', 'Marketplaces'],
      mediaOutlets: ['Payments Dive', 'Finextra'],
      website: 'ledgerline.example/en',
      companyProfile: before.companyProfile,
      suggestedKeywords: before.suggestedKeywords,
    });
    expect(after.socialMediaLinks.linkedin).toBe('https://www.linkedin.com/company/ledgerline');
    // Only the industry: the rest stays; an empty industry clears it.
    await alice.patch(`/api/company-profile/${aliceCompany}/details`).send({ industry: '' }).expect(200);
    expect((await alice.get('/api/company-profile')).body).toMatchObject({ industry: null, targetMarkets: ['Online merchants', 'Marketplaces'] });
  });

  it('when nothing is sent, a website is not one, or another user tries, then 4xx and nothing changes', async () => {
    const before = (await alice.get('/api/company-profile')).body;
    const empty = await alice.patch(`/api/company-profile/${aliceCompany}/details`).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('body: Please provide at least one field to update');
    const bad = await alice.patch(`/api/company-profile/${aliceCompany}/details`).send({ website: 'not a site', industry: 'Retail' });
    expect(bad.status).toBe(400);
    expect((await bob.patch(`/api/company-profile/${aliceCompany}/details`).send({ industry: 'Hijacked' })).status).toBe(404);
    expect((await request(t.app).patch(`/api/company-profile/${aliceCompany}/details`).send({ industry: 'x' })).status).toBe(401);
    expect((await alice.get('/api/company-profile')).body).toEqual(before);
  });
});

describe('several companies and switching', () => {
  let carol: SignedUp;
  let first: number;
  let second: number;
  beforeAll(async () => {
    carol = await signUp(t.app);
    first = await onboard(carol, { companyName: 'Verdant Heat', website: 'verdantheat.co.uk' });
    await setAgency(carol.userId);
    second = await onboard(carol, { companyName: 'Tracebit', website: 'tracebit.dev' });
  });

  it('when an agency user adds a second company, then it becomes active and the list shows newest first', async () => {
    expect((await carol.get('/api/user/active-company')).body).toEqual({ activeCompanyId: second });
    const list = await carol.get('/api/company-profiles');
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([second, first]);
  });

  it('when the user switches to their other company, then it is active everywhere', async () => {
    const res = await carol.post('/api/user/switch-company').send({ companyId: first });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ activeCompanyId: first, companyName: 'Verdant Heat' });
    expect((await carol.get('/api/user/active-company')).body).toEqual({ activeCompanyId: first });
    expect((await carol.get('/api/company-profile')).body.companyName).toBe('Verdant Heat');
    expect((await carol.get('/api/auth/user')).body.activeCompanyId).toBe(first);
  });

  it("when a user tries to switch to someone else's company or a missing one, then 404 and nothing changes", async () => {
    const res = await bob.post('/api/user/switch-company').send({ companyId: aliceCompany });
    expect(res.status).toBe(404);
    expect((await bob.get('/api/user/active-company')).body).toEqual({ activeCompanyId: null });
    expect((await carol.post('/api/user/switch-company').send({ companyId: 99999999999 })).status).toBe(404);
    expect((await carol.get('/api/user/active-company')).body).toEqual({ activeCompanyId: first });
  });

  it('when the company id is missing or not a number, then 400 with the readable message', async () => {
    const res = await carol.post('/api/user/switch-company').send({ companyId: 'first' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('companyId: Please choose a company');
    expect((await carol.post('/api/user/switch-company').send({})).status).toBe(400);
  });

  it('when no company was ever chosen, then the newest profile is the active one', async () => {
    await t.db.update(users).set({ activeCompanyId: null }).where(eq(users.id, carol.userId));
    expect((await carol.get('/api/company-profile')).body.id).toBe(second);
    expect((await carol.get('/api/user/active-company')).body).toEqual({ activeCompanyId: second });
  });

  it('when the company context is asked for, then it carries the profile and the tracked keywords', async () => {
    const context = await t.deps.companies.companyContext(second);
    expect(context).toMatchObject({ companyName: 'Tracebit', website: 'tracebit.dev' });
    expect(context?.keywords).toEqual(['instant settlement', 'card payments', 'open banking']);
    expect(await t.deps.companies.companyContext(987654)).toBeNull();
  });

  it('when the active company row is deleted, then the next newest takes over', async () => {
    await t.db.delete(companyProfiles).where(eq(companyProfiles.id, first));
    expect((await carol.get('/api/company-profile')).body.id).toBe(second);
  });
});
