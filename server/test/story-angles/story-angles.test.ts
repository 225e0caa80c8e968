import {
  audiencePersonaResponseSchema,
  buildCompanyContext,
  generateStoryResponseSchema,
  STORY_REQUIRED_FIELDS_MESSAGE,
  storyAngleSchema,
  storyAnglesResponseSchema,
  storyDoesNotFitMessage,
  storyFitSchema,
  type CompanyProfile,
} from '@newsjack/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, newsItems, savedItems, storyAngles, users } from '../../src/db/schema';
import { seedCompany, seedExplanation, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let companyId: number;
let bobCompany: number;
const trend: Record<'fits' | 'partial' | 'weak' | 'unrelated' | 'bobsPersonal', number> = { fits: 0, partial: 0, weak: 0, unrelated: 0, bobsPersonal: 0 };

const generateBody = (overrides: Record<string, unknown> = {}) => ({
  topic: 'Bank of England moves to speed up card settlement for small merchants',
  targetAudience: 'Finance leads at online retailers',
  contentTypes: ['press-release', 'blog-post'],
  context: 'Ledgerline settles card payments for online merchants the same day.',
  mode: 'quick',
  trendId: trend.fits,
  ...overrides,
});

/** Ledgerline as the story dialog prefills its context from the stored profile. */
const ledgerlineProfile = {
  companyName: 'Ledgerline',
  industry: 'Payments',
  targetMarkets: ['online merchants'],
  keyProducts: ['Ledgerline Settle'],
  companyProfile: 'Ledgerline settles card payments for online merchants the same day and fights payment fraud.',
} as CompanyProfile;

const balanceOf = async (agent: SignedUp) => (await agent.get('/api/credits')).body.apiCredits as number;
const ledgerOf = (userId: string) => t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
const anglesOf = (userId: string) => t.db.select().from(storyAngles).where(eq(storyAngles.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  const now = new Date();
  companyId = await seedCompany(t.db, alice.userId, {
    companyName: 'Ledgerline',
    keywords: ['card payments', 'instant settlement', 'merchants'],
    profile: 'Ledgerline settles card payments for online merchants the same day and fights payment fraud.',
  });
  bobCompany = await seedCompany(t.db, bob.userId, { companyName: 'Sunward', industry: 'Solar energy', profile: 'Sunward installs rooftop solar panels for homeowners.' });
  trend.fits = await seedTrend(t.db, now, {
    title: 'Bank of England moves to speed up card settlement for small merchants',
    description: 'The Bank of England said it will consult on rules that would cut card settlement times for small merchants.',
    category: 'finance',
    relatedKeywords: ['card settlement', 'merchants', 'Bank of England'],
  });
  trend.partial = await seedTrend(t.db, now, {
    title: 'Online retailers brace for peak-season fraud as chargebacks climb 18%',
    description: 'Chargebacks at online retailers rose 18% in the year to October, and card issuers expect a record peak season.',
    category: 'business',
    relatedKeywords: ['chargebacks', 'online retailers'],
  });
  trend.weak = await seedTrend(t.db, now, {
    title: 'Heat pump sales surge after new grant scheme',
    description: 'Sales of heat pumps rose after the government grant scheme opened.',
    category: 'environment',
    relatedKeywords: ['heat pump', 'grant'],
  });
  trend.unrelated = await seedTrend(t.db, now, {
    title: 'Major earthquake strikes southern Turkey, thousands displaced',
    description: 'A major earthquake struck southern Turkey on Monday, displacing thousands of people.',
    category: 'worldevents',
    relatedKeywords: ['earthquake', 'turkey'],
  });
  trend.bobsPersonal = await seedTrend(t.db, now, { title: 'Rooftop solar installs climb', companyId: bobCompany, relatedKeywords: ['rooftop solar'] });
  await seedExplanation(t.db, {
    trendId: trend.fits,
    companyId,
    relevanceScore: 0.72,
    matchedKeywords: ['card payments', 'merchants'],
    explanation: 'It mentions your keywords **card payments** and **merchants**.',
  });
  await seedExplanation(t.db, { trendId: trend.weak, companyId, relevanceScore: 0.12, explanation: 'It shares a few words with the profile.' });
  await seedExplanation(t.db, { trendId: trend.partial, companyId, relevanceScore: 0.3, matchedKeywords: ['merchants'], explanation: 'It is close to payment fraud.' });
  await seedExplanation(t.db, { trendId: trend.unrelated, companyId, relevanceScore: 0.04, explanation: 'Nothing in this trend matches Ledgerline.' });
  await t.db.insert(newsItems).values([
    { source: 'demo:reuters', fingerprint: `fits-1-${trend.fits}`, title: 'BoE to consult on next-day card settlement', outlet: 'Reuters', publishedAt: now, trendId: trend.fits },
    { source: 'demo:ft', fingerprint: `fits-2-${trend.fits}`, title: 'Small merchants wait three days for card money', outlet: 'Financial Times', publishedAt: now, trendId: trend.fits },
  ]);
});
afterAll(() => t.close());

describe('POST /api/story-angles/generate', () => {
  it('when generating for two content types from a fitting trend, then 6 angles, 3 per type, are stored and exactly 1 credit is taken', async () => {
    const before = await balanceOf(alice);
    const res = await alice.post('/api/story-angles/generate').send(generateBody());
    expect(res.status).toBe(201);
    const body = generateStoryResponseSchema.parse(res.body);
    expect(body.storyAngles).toHaveLength(6);
    expect(body.storyAngles.filter((a) => a.contentType === 'press-release')).toHaveLength(3);
    expect(body.storyAngles.filter((a) => a.contentType === 'blog-post')).toHaveLength(3);
    for (const a of body.storyAngles) {
      expect(a).toMatchObject({ trendId: trend.fits, targetAudience: 'Finance leads at online retailers', isSaved: false, mode: 'quick', engine: 'offline' });
      expect(a.trendTitle).toBe('Bank of England moves to speed up card settlement for small merchants');
      expect(a.keyMessages).toHaveLength(3);
      expect(`${a.headline} ${a.angle}`).toMatch(/card settlement for small merchants/i);
      expect(a.angle).toContain('Ledgerline');
    }
    expect(body.fit?.level).toBe('strong');
    expect(body.creditsRemaining).toBe(before - 1);
    expect(await balanceOf(alice)).toBe(before - 1);
    const ledger = await ledgerOf(alice.userId);
    expect(ledger.filter((l) => l.reason === 'story_generation')).toHaveLength(1);
    expect(ledger.find((l) => l.reason === 'story_generation')).toMatchObject({ delta: -1, balanceAfter: before - 1 });
    const list = storyAnglesResponseSchema.parse((await alice.get('/api/story-angles')).body);
    expect(list.map((a) => a.id).sort()).toEqual(body.storyAngles.map((a) => a.id).sort());
  });

  it('when the mode is advanced, then the ideas quote the trend\'s coverage and figures and carry four key messages', async () => {
    const res = await alice.post('/api/story-angles/generate').send(generateBody({ mode: 'advanced', contentTypes: ['thought-leadership'] }));
    expect(res.status).toBe(201);
    const angles = generateStoryResponseSchema.parse(res.body).storyAngles;
    expect(angles).toHaveLength(3);
    for (const a of angles) {
      expect(a.mode).toBe('advanced');
      expect(a.keyMessages).toHaveLength(4);
      expect(a.angle).toMatch(/“(BoE to consult on next-day card settlement|Small merchants wait three days for card money)” \((Reuters|Financial Times)\)/);
      expect(a.angle).toContain('Risk to manage: financial claims may be regulated');
    }
  });

  it.each([
    ['no topic', { topic: '' }],
    ['a blank target audience', { targetAudience: '   ' }],
    ['no content type', { contentTypes: [] }],
    ['no body fields at all', null],
  ])('when the request has %s, then 400 with the form\'s message and nothing is spent or stored', async (_label, overrides) => {
    const before = await balanceOf(alice);
    const count = (await anglesOf(alice.userId)).length;
    const res = await alice.post('/api/story-angles/generate').send(overrides === null ? {} : generateBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(STORY_REQUIRED_FIELDS_MESSAGE);
    expect(await balanceOf(alice)).toBe(before);
    expect(await anglesOf(alice.userId)).toHaveLength(count);
  });

  it.each([
    ['an unknown content type', { contentTypes: ['podcast'] }],
    ['an unknown mode', { mode: 'premium' }],
    ['a non-numeric trend id', { trendId: 'abc' }],
    ['a topic over 500 characters', { topic: 'x'.repeat(501) }],
  ])('when the request has %s, then 400 and nothing is spent', async (_label, overrides) => {
    const before = await balanceOf(alice);
    expect((await alice.post('/api/story-angles/generate').send(generateBody(overrides))).status).toBe(400);
    expect(await balanceOf(alice)).toBe(before);
  });

  it('when the same content type is listed twice, then it still gives 3 ideas for it', async () => {
    const res = await alice.post('/api/story-angles/generate').send(generateBody({ contentTypes: ['social-media', 'social-media'] }));
    expect(res.status).toBe(201);
    expect(res.body.storyAngles).toHaveLength(3);
  });

  it('when the trend does not fit the company at all, then 422 says so and no credit is used', async () => {
    const before = await balanceOf(alice);
    const count = (await anglesOf(alice.userId)).length;
    const res = await alice.post('/api/story-angles/generate').send(generateBody({ trendId: trend.unrelated, topic: 'Major earthquake' }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(storyDoesNotFitMessage('Ledgerline'));
    expect(await balanceOf(alice)).toBe(before);
    expect(await anglesOf(alice.userId)).toHaveLength(count);
  });

  it('when the trend fits only in part, then one or two ideas per content type are stored and exactly 1 credit is taken', async () => {
    const before = await balanceOf(alice);
    const res = await alice.post('/api/story-angles/generate').send(generateBody({ trendId: trend.partial, topic: 'Peak-season fraud', contentTypes: ['press-release', 'blog-post'] }));
    expect(res.status).toBe(201);
    const body = generateStoryResponseSchema.parse(res.body);
    expect(body.fit?.level).toBe('partial');
    for (const type of ['press-release', 'blog-post'] as const) {
      const n = body.storyAngles.filter((a) => a.contentType === type).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(2);
    }
    expect(await balanceOf(alice)).toBe(before - 1);
  });

  it('when the trend barely fits, then the ideas say how the company can credibly join the story', async () => {
    const res = await alice.post('/api/story-angles/generate').send(generateBody({ trendId: trend.weak, topic: 'Heat pump sales', contentTypes: ['blog-post'] }));
    expect(res.status).toBe(201);
    const body = generateStoryResponseSchema.parse(res.body);
    expect(body.fit).toMatchObject({ level: 'weak', canGenerate: true });
    for (const a of body.storyAngles) expect(a.angle).toMatch(/^The surge in heat pump sales is not Ledgerline’s field, so the credible way in is/);
  });

  it("when the trend is another user's personal trend or does not exist, then 404 and nothing is spent", async () => {
    const before = await balanceOf(alice);
    expect((await alice.post('/api/story-angles/generate').send(generateBody({ trendId: trend.bobsPersonal }))).status).toBe(404);
    expect((await alice.post('/api/story-angles/generate').send(generateBody({ trendId: 987654 }))).status).toBe(404);
    expect(await balanceOf(alice)).toBe(before);
  });

  it('when the user has no company profile, then 404', async () => {
    const carol = await signUp(t.app);
    const res = await carol.post('/api/story-angles/generate').send(generateBody({ trendId: null }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No company profile found');
  });

  it('when the topic is typed (no trend), then the ideas use it as their subject', async () => {
    const res = await alice
      .post('/api/story-angles/generate')
      .send(generateBody({ trendId: null, topic: 'late card payments to small merchants', contentTypes: ['press-release'] }));
    expect(res.status).toBe(201);
    const body = generateStoryResponseSchema.parse(res.body);
    expect(body.storyAngles.every((a) => a.trendId === null && a.trendTitle === null)).toBe(true);
    expect(body.storyAngles.map((a) => a.headline).join(' ')).toMatch(/late card payments to small merchants/i);
    expect(body.fit?.matchedKeywords).toEqual(expect.arrayContaining(['card payments']));
  });

  it("when a typed topic is sent with the dialog's prefilled context, then it fits as the dialog said and no key message repeats a prefilled line", async () => {
    const topic = 'Taylor Swift announces stadium tour';
    const shown = storyFitSchema.parse((await alice.get('/api/story-angles/fit').query({ topic })).body);
    const res = await alice
      .post('/api/story-angles/generate')
      .send(generateBody({ trendId: null, topic, context: buildCompanyContext(ledgerlineProfile), contentTypes: ['blog-post'] }));
    expect(res.status).toBe(201);
    const body = generateStoryResponseSchema.parse(res.body);
    // The profile read as the topic's own words had made any topic a strong fit (1.0) behind the dialog's back.
    expect(body.fit).toMatchObject({ level: shown.level, relevanceScore: shown.relevanceScore });
    const messages = body.storyAngles.flatMap((a) => a.keyMessages);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => /^(?:Company|Industry|Target markets|Key products|About):/.test(m))).toEqual([]);
  });

  it("when the user's context gives the company's view, then every idea's last key message states it, by the company's name", async () => {
    const context = `${buildCompanyContext(ledgerlineProfile)}\nWe think same-day settlement closes the window chargeback fraud needs.\nFocus on small merchants.`;
    const res = await alice.post('/api/story-angles/generate').send(generateBody({ context, contentTypes: ['press-release'] }));
    expect(res.status).toBe(201);
    const ideas = generateStoryResponseSchema.parse(res.body).storyAngles;
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) {
      expect(idea.keyMessages.at(-1)).toBe('Ledgerline thinks same-day settlement closes the window chargeback fraud needs.');
      expect(idea.keyMessages.join(' ')).not.toMatch(/Focus on small merchants/);
    }
  });
});

describe('GET /api/story-angles/fit', () => {
  it('when asked for a fitting, a weak and an unrelated trend, then strong, weak and none, with a message for the dialog', async () => {
    const fits = storyFitSchema.parse((await alice.get('/api/story-angles/fit').query({ topic: 'x', trendId: trend.fits })).body);
    expect(fits).toMatchObject({ level: 'strong', canGenerate: true, matchedKeywords: ['card payments', 'merchants'] });
    expect(fits.message).toBe('This trend fits Ledgerline well: it touches card payments and merchants.');
    expect(fits.bridge).toContain('Ledgerline works on: card payments and merchants');
    const weak = storyFitSchema.parse((await alice.get('/api/story-angles/fit').query({ topic: 'x', trendId: trend.weak })).body);
    expect(weak).toMatchObject({ level: 'weak', canGenerate: true });
    expect(weak.message).toContain('barely touches Ledgerline');
    const none = storyFitSchema.parse((await alice.get('/api/story-angles/fit').query({ topic: 'x', trendId: trend.unrelated })).body);
    expect(none).toMatchObject({ level: 'none', canGenerate: false, bridge: null });
    expect(none.message).toContain('does not fit Ledgerline');
  });

  it("when the topic is missing or the trend is another user's, then 400 and 404", async () => {
    expect((await alice.get('/api/story-angles/fit').query({ trendId: trend.fits })).status).toBe(400);
    expect((await alice.get('/api/story-angles/fit').query({ topic: 'x', trendId: 'abc' })).status).toBe(400);
    expect((await alice.get('/api/story-angles/fit').query({ topic: 'x', trendId: trend.bobsPersonal })).status).toBe(404);
  });
});

describe('PATCH /api/story-angles/:id', () => {
  let angleId: number;
  beforeAll(async () => {
    const res = await alice.post('/api/story-angles/generate').send(generateBody({ contentTypes: ['press-release'] }));
    angleId = res.body.storyAngles[0].id;
  });

  it('when the headline, angle, audience and key messages are edited, then the angle reads back changed', async () => {
    const res = await alice
      .patch(`/api/story-angles/${angleId}`)
      .send({ headline: '  New headline  ', angle: 'New angle.', targetAudience: 'CFOs', keyMessages: ['One', 'Two', ' '] });
    expect(res.status).toBe(200);
    expect(storyAngleSchema.parse(res.body)).toMatchObject({ id: angleId, headline: 'New headline', title: 'New headline', angle: 'New angle.', targetAudience: 'CFOs', keyMessages: ['One', 'Two'] });
  });

  it('when saved, then a story_angle saved item exists and isSaved is true; unsaving removes it and isSaved is false', async () => {
    const saved = await alice.patch(`/api/story-angles/${angleId}`).send({ isSaved: true });
    expect(saved.status).toBe(200);
    expect(saved.body.isSaved).toBe(true);
    const bookmarks = () =>
      t.db.select().from(savedItems).where(and(eq(savedItems.userId, alice.userId), eq(savedItems.itemType, 'story_angle'), eq(savedItems.itemId, angleId)));
    expect(await bookmarks()).toHaveLength(1);
    const listed = (await alice.get('/api/saved-items')).body as Array<{ itemType: string; itemId: number }>;
    expect(listed.some((i) => i.itemType === 'story_angle' && i.itemId === angleId)).toBe(true);
    // Saving twice keeps one bookmark.
    expect((await alice.patch(`/api/story-angles/${angleId}`).send({ isSaved: true })).body.isSaved).toBe(true);
    expect(await bookmarks()).toHaveLength(1);
    const unsaved = await alice.patch(`/api/story-angles/${angleId}`).send({ isSaved: false });
    expect(unsaved.body.isSaved).toBe(false);
    expect(await bookmarks()).toHaveLength(0);
    expect((await alice.patch(`/api/story-angles/${angleId}`).send({ isSaved: false })).body.isSaved).toBe(false);
  });

  it('when the body is empty or a field is bad, then 400 and nothing changes', async () => {
    const before = (await alice.get('/api/story-angles')).body.find((a: { id: number }) => a.id === angleId);
    expect((await alice.patch(`/api/story-angles/${angleId}`).send({})).status).toBe(400);
    expect((await alice.patch(`/api/story-angles/${angleId}`).send({ headline: '   ' })).status).toBe(400);
    expect((await alice.patch(`/api/story-angles/${angleId}`).send({ contentType: 'podcast' })).status).toBe(400);
    expect((await alice.patch(`/api/story-angles/${angleId}`).send({ isSaved: 'yes' })).status).toBe(400);
    expect((await alice.patch('/api/story-angles/abc').send({ isSaved: true })).status).toBe(400);
    const after = (await alice.get('/api/story-angles')).body.find((a: { id: number }) => a.id === angleId);
    expect(after).toEqual(before);
  });

  it("when another user's angle is edited or saved, then 404 and it is unchanged; their list never shows it", async () => {
    expect((await bob.patch(`/api/story-angles/${angleId}`).send({ headline: 'Hijacked' })).status).toBe(404);
    expect((await bob.patch(`/api/story-angles/${angleId}`).send({ isSaved: true })).status).toBe(404);
    expect((await bob.patch('/api/story-angles/99999999').send({ isSaved: true })).status).toBe(404);
    const [row] = await t.db.select().from(storyAngles).where(eq(storyAngles.id, angleId));
    expect(row!.headline).not.toBe('Hijacked');
    expect((await bob.get('/api/story-angles')).body).toEqual([]);
  });
});

describe('POST /api/generate-audience-persona', () => {
  it('when asked for a trend, then a persona with a one-line target audience from the company markets', async () => {
    const res = await alice.post('/api/generate-audience-persona').send({
      trendTitle: 'Bank of England moves to speed up card settlement for small merchants',
      trendDescription: 'Card settlement for small merchants would fall from three days to one. Card settlement rules are changing.',
      sourceUrls: ['https://www.reuters.com/business/boe-card-settlement'],
    });
    expect(res.status).toBe(200);
    const { persona } = audiencePersonaResponseSchema.parse(res.body);
    expect(persona.name).toMatch(/^The /);
    expect(persona.targetAudience.split('\n')).toHaveLength(1);
    expect(persona.preferredChannels).toContain('Reuters');
  });

  it('when the trend title is missing, then 400', async () => {
    expect((await alice.post('/api/generate-audience-persona').send({ trendDescription: 'x' })).status).toBe(400);
  });
});

describe('credits for story generation', () => {
  it('when the balance is empty, then 402 names the reset date and nothing is generated', async () => {
    const dave = await signUp(t.app);
    await seedCompany(t.db, dave.userId, { companyName: 'Ledgerline', keywords: ['card payments', 'merchants'] });
    await t.db.update(users).set({ apiCredits: 0 }).where(eq(users.id, dave.userId));
    const res = await dave.post('/api/story-angles/generate').send(generateBody({ trendId: null }));
    expect(res.status).toBe(402);
    const now = new Date();
    const reset = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(res.body.message).toBe(`You have no API credits left this month. Credits reset on ${reset}.`);
    expect(await anglesOf(dave.userId)).toHaveLength(0);
  });

  it('when the month has turned since the balance ran out, then the first request restores 1000 and the generation takes 1', async () => {
    const erin = await signUp(t.app);
    await seedCompany(t.db, erin.userId, { companyName: 'Ledgerline', keywords: ['card payments', 'merchants'] });
    await t.db
      .update(users)
      .set({ apiCredits: 0, creditsPeriodStart: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, erin.userId));
    const res = await erin.post('/api/story-angles/generate').send(generateBody({ trendId: null, contentTypes: ['blog-post'] }));
    expect(res.status).toBe(201);
    expect(res.body.creditsRemaining).toBe(999);
    const ledger = await ledgerOf(erin.userId);
    expect(ledger.map((l) => [l.reason, l.delta, l.balanceAfter]).sort()).toEqual([
      ['monthly_reset', 1000, 1000],
      ['story_generation', -1, 999],
    ]);
  });

  it('when 50 generations race with 10 credits left, then exactly 10 succeed, the balance is 0 and the ledger holds 10 spends', async () => {
    const racer = await signUp(t.app);
    await seedCompany(t.db, racer.userId, { companyName: 'Ledgerline', keywords: ['card payments', 'merchants'] });
    await t.db.update(users).set({ apiCredits: 10 }).where(eq(users.id, racer.userId));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => racer.post('/api/story-angles/generate').send(generateBody({ trendId: null, contentTypes: ['press-release'] }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(await balanceOf(racer)).toBe(0);
    const spends = (await ledgerOf(racer.userId)).filter((l) => l.reason === 'story_generation');
    expect(spends).toHaveLength(10);
    expect(spends.map((l) => l.balanceAfter).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(spends.every((l) => l.delta === -1)).toBe(true);
    expect(await anglesOf(racer.userId)).toHaveLength(30);
  });
});
