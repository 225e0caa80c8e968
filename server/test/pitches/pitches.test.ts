import {
  generatePitchesResponseSchema,
  pitchesResponseSchema,
  pitchSchema,
  recentRecipientsResponseSchema,
  type Pitch,
} from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, pitches, users } from '../../src/db/schema';
import { DAY, seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedAngle, seedContact } from './seed-pitches';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let aliceCompany: number;
let angle: number;
let bobAngle: number;
let bobContact: number;
const contact: Record<'priya' | 'tom' | 'lena', number> = { priya: 0, tom: 0, lena: 0 };

const balanceOf = async (agent: SignedUp) => (await agent.get('/api/credits')).body.apiCredits as number;
const pitchesOf = (userId: string) => t.db.select().from(pitches).where(eq(pitches.userId, userId));
const spendsOf = async (userId: string) =>
  (await t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).filter(
    (l) => l.reason === 'pitch_generation',
  );

const generate = (agent: SignedUp, body: Record<string, unknown>) => agent.post('/api/pitches/generate').send(body);

async function generateOne(contactId: number): Promise<Pitch> {
  const res = await generate(alice, { storyAngleId: angle, contactIds: [contactId], mode: 'quick' });
  expect(res.status).toBe(201);
  return generatePitchesResponseSchema.parse(res.body).pitches[0]!;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  await t.db.update(users).set({ firstName: 'Alice', lastName: 'Moreau' }).where(eq(users.id, alice.userId));
  aliceCompany = await seedCompany(t.db, alice.userId, {
    companyName: 'Ledgerline',
    keywords: ['card payments', 'instant settlement', 'merchants'],
    profile: 'Ledgerline settles card payments for online merchants the same day and fights payment fraud.',
  });
  const bobCompany = await seedCompany(t.db, bob.userId, {
    companyName: 'Sunward',
    profile: 'Sunward installs rooftop solar panels for homeowners.',
  });
  const recent = new Date(Date.now() - 2 * DAY);
  angle = await seedAngle(t.db, alice.userId, aliceCompany, {
    headline: 'Same-day card settlement for small merchants',
    angle:
      'Ledgerline shows how small merchants can be paid for card sales the same day, as the Bank of England consults on faster settlement.',
    keyMessages: ['Small merchants wait days for card money', 'Same-day settlement eases cash flow'],
  });
  bobAngle = await seedAngle(t.db, bob.userId, bobCompany, {
    headline: 'Rooftop solar installs climb',
    angle: 'Sunward on the rooftop boom.',
  });
  contact.priya = await seedContact(t.db, alice.userId, aliceCompany, {
    name: 'Priya Shah',
    outlet: 'Reuters',
    email: 'priya.shah@reuters.example',
    areasOfFocus: ['card payments', 'banking regulation'],
    articles: [
      {
        title: 'BoE to consult on next-day card settlement',
        url: 'https://reuters.example/boe-settlement',
        publishedAt: recent,
      },
    ],
  });
  contact.tom = await seedContact(t.db, alice.userId, aliceCompany, {
    name: 'Tom Becker',
    outlet: 'Financial Times',
    areasOfFocus: ['small business', 'fintech'],
    articles: [
      {
        title: 'Small merchants wait three days for card money',
        url: 'https://ft.example/merchants',
        publishedAt: recent,
      },
    ],
  });
  contact.lena = await seedContact(t.db, alice.userId, aliceCompany, {
    name: 'Lena Ortiz',
    outlet: 'TechCrunch',
    areasOfFocus: ['startups', 'fintech funding'],
    articles: [
      { title: 'Payments startup raises Series B', url: 'https://techcrunch.example/series-b', publishedAt: recent },
    ],
  });
  bobContact = await seedContact(t.db, bob.userId, bobCompany, {
    name: 'Sam Reed',
    outlet: 'The Guardian',
    areasOfFocus: ['energy'],
  });
});
afterAll(() => t.close());

describe('POST /api/pitches/generate', () => {
  it('when three contacts are chosen, then one pitch each is stored with the contact and angle snapshots and exactly 1 credit is taken', async () => {
    const before = await balanceOf(alice);
    const ids = [contact.tom, contact.priya, contact.lena];
    const res = await generate(alice, { storyAngleId: angle, contactIds: ids, mode: 'quick' });
    expect(res.status).toBe(201);
    const body = generatePitchesResponseSchema.parse(res.body);
    expect(body.pitches.map((p) => p.contactId)).toEqual(ids);
    const priya = body.pitches.find((p) => p.contactId === contact.priya)!;
    expect(priya).toMatchObject({
      status: 'drafted',
      sentAt: null,
      followUpCount: 0,
      nextFollowUpAt: null,
      mode: 'quick',
      storyAngleId: angle,
      contact: { id: contact.priya, name: 'Priya Shah', outlet: 'Reuters', email: 'priya.shah@reuters.example' },
      storyAngle: { id: angle, headline: 'Same-day card settlement for small merchants' },
    });
    expect(body.pitches.find((p) => p.contactId === contact.tom)!.contact.email).toBeNull();
    for (const p of body.pitches) {
      expect(p.subjectLine.length).toBeLessThan(50);
      expect(p.body).toContain(p.contact.name.split(' ')[0]!);
    }
    expect(body.creditsRemaining).toBe(before - 1);
    expect(await balanceOf(alice)).toBe(before - 1);
    const spends = await spendsOf(alice.userId);
    expect(spends).toHaveLength(1);
    expect(spends[0]).toMatchObject({ delta: -1, balanceAfter: before - 1 });
    const stored = await pitchesOf(alice.userId);
    expect(stored).toHaveLength(3);
    expect(stored.every((p) => p.companyId === aliceCompany)).toBe(true);
  });

  it('when one contact is chosen, then the request also costs exactly 1 credit', async () => {
    const before = await balanceOf(alice);
    const res = await generate(alice, { storyAngleId: angle, contactIds: [contact.lena], mode: 'advanced' });
    expect(res.status).toBe(201);
    expect(generatePitchesResponseSchema.parse(res.body).pitches).toHaveLength(1);
    expect(res.body.pitches[0].mode).toBe('advanced');
    expect(await balanceOf(alice)).toBe(before - 1);
  });

  it("when the angle is another user's, then 404 and nothing is spent or written", async () => {
    const [before, count] = [await balanceOf(alice), (await pitchesOf(alice.userId)).length];
    const res = await generate(alice, { storyAngleId: bobAngle, contactIds: [contact.priya], mode: 'quick' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Story angle not found');
    expect(await balanceOf(alice)).toBe(before);
    expect(await pitchesOf(alice.userId)).toHaveLength(count);
  });

  it("when one of the contacts is another user's or does not exist, then 404 and nothing is spent or written", async () => {
    const [before, count] = [await balanceOf(alice), (await pitchesOf(alice.userId)).length];
    for (const contactIds of [[contact.priya, bobContact], [contact.priya, 99_999_999], [1e15]]) {
      const res = await generate(alice, { storyAngleId: angle, contactIds, mode: 'quick' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Contact not found');
    }
    expect(await balanceOf(alice)).toBe(before);
    expect(await pitchesOf(alice.userId)).toHaveLength(count);
    expect(await pitchesOf(bob.userId)).toHaveLength(0);
  });

  it('when the body is malformed, then 400 names the field and nothing is spent', async () => {
    const before = await balanceOf(alice);
    const cases: [Record<string, unknown>, string][] = [
      [{ contactIds: [contact.priya] }, 'storyAngleId: Please select a story angle'],
      [{ storyAngleId: angle, contactIds: [] }, 'contactIds: Please select at least one contact'],
      [{ storyAngleId: angle }, 'contactIds: Please select at least one contact'],
      [{ storyAngleId: angle, contactIds: 'all' }, 'contactIds: Please select at least one contact'],
      [{ storyAngleId: angle, contactIds: [contact.priya], mode: 'turbo' }, 'mode:'],
      [
        { storyAngleId: angle, contactIds: Array.from({ length: 51 }, (_, i) => i + 1) },
        'contactIds: At most 50 contacts',
      ],
      [{ storyAngleId: 'abc', contactIds: [contact.priya] }, 'storyAngleId:'],
    ];
    for (const [body, message] of cases) {
      const res = await generate(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await balanceOf(alice)).toBe(before);
  });

  it('when the balance is empty, then 402 and no pitch is written', async () => {
    const carol = await signUp(t.app);
    const company = await seedCompany(t.db, carol.userId, { companyName: 'Ledgerline' });
    const carolAngle = await seedAngle(t.db, carol.userId, company, {
      headline: 'Same-day settlement',
      angle: 'Ledgerline on settlement.',
    });
    const carolContact = await seedContact(t.db, carol.userId, company, {
      name: 'Ana Lima',
      outlet: 'Reuters',
      areasOfFocus: ['payments'],
    });
    await t.db.update(users).set({ apiCredits: 0 }).where(eq(users.id, carol.userId));
    const res = await generate(carol, { storyAngleId: carolAngle, contactIds: [carolContact], mode: 'quick' });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/^You have no API credits left this month/);
    expect(await pitchesOf(carol.userId)).toHaveLength(0);
  });

  it('when the engine leaves a contact out, then 502 and no credit is taken', async () => {
    const broken = await createTestApp({
      database: t.database,
      // The real engine for everything else; only its pitch writer answers nothing.
      deps: { ai: Object.assign(Object.create(t.deps.ai) as typeof t.deps.ai, { writePitches: async () => [] }) },
    });
    const dave = await signUp(broken.app);
    const company = await seedCompany(t.db, dave.userId, { companyName: 'Ledgerline' });
    const daveAngle = await seedAngle(t.db, dave.userId, company, {
      headline: 'Same-day settlement',
      angle: 'Ledgerline on settlement.',
    });
    const daveContact = await seedContact(t.db, dave.userId, company, { name: 'Ana Lima', outlet: 'Reuters' });
    const before = await balanceOf(dave);
    const res = await dave.post('/api/pitches/generate').send({ storyAngleId: daveAngle, contactIds: [daveContact] });
    expect(res.status).toBe(502);
    expect(await balanceOf(dave)).toBe(before);
    expect(await pitchesOf(dave.userId)).toHaveLength(0);
    await broken.close();
  });

  it('when more generations come than the AI budget allows, then 429', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: { rateLimits: { ...t.config.rateLimits, ai: { windowMs: 60_000, max: 1 } } },
    });
    const erin = await signUp(limited.app);
    const body = { storyAngleId: 1, contactIds: [1] };
    expect((await erin.post('/api/pitches/generate').send(body)).status).not.toBe(429);
    expect((await erin.post('/api/pitches/generate').send(body)).status).toBe(429);
    await limited.close();
  });
});

describe('GET /api/pitches', () => {
  it("when listed, then the active company's pitches come newest first and another user sees none of them", async () => {
    const list = pitchesResponseSchema.parse((await alice.get('/api/pitches')).body);
    expect(list).toHaveLength(4);
    const created = list.map((p) => Date.parse(p.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(list[0]!.contactId).toBe(contact.lena);
    expect(list[0]!.mode).toBe('advanced');
    expect(pitchesResponseSchema.parse((await bob.get('/api/pitches')).body)).toEqual([]);
  });

  it("when the user switches to another company, then its list does not show the first company's pitches", async () => {
    const other = await seedCompany(t.db, alice.userId, { companyName: 'Otherco' });
    expect((await alice.get('/api/pitches')).body).toEqual([]);
    await t.db.update(users).set({ activeCompanyId: aliceCompany }).where(eq(users.id, alice.userId));
    expect(other).not.toBe(aliceCompany);
    expect((await alice.get('/api/pitches')).body).toHaveLength(4);
  });
});

describe('PATCH /api/pitches/:id', () => {
  const patch = (agent: SignedUp, id: number, body: Record<string, unknown>) =>
    agent.patch(`/api/pitches/${id}`).send(body);

  it('when a pitch is sent, followed up twice and replied, then each step records its date and the follow-up clock follows', async () => {
    const pitch = await generateOne(contact.priya);
    const sent = pitchSchema.parse((await patch(alice, pitch.id, { status: 'sent' })).body);
    expect(sent.status).toBe('sent');
    const sentAt = Date.parse(sent.sentAt!);
    expect(Math.abs(sentAt - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(sent.nextFollowUpAt!) - sentAt).toBe(7 * DAY);

    const again = pitchSchema.parse((await patch(alice, pitch.id, { status: 'sent' })).body);
    expect(again.sentAt).toBe(sent.sentAt);

    const first = pitchSchema.parse((await patch(alice, pitch.id, { status: 'sent', followUpSent: true })).body);
    expect(first.followUpCount).toBe(1);
    expect(Date.parse(first.nextFollowUpAt!) - Date.parse(first.updatedAt!)).toBe(7 * DAY);
    const second = pitchSchema.parse((await patch(alice, pitch.id, { status: 'sent', followUpSent: true })).body);
    expect(second.followUpCount).toBe(2);
    expect(second.nextFollowUpAt).toBeNull();
    const third = await patch(alice, pitch.id, { status: 'sent', followUpSent: true });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('All 2 recommended follow-ups have already been sent');

    const replied = pitchSchema.parse((await patch(alice, pitch.id, { status: 'replied' })).body);
    expect(replied).toMatchObject({ status: 'replied', nextFollowUpAt: null, followUpCount: 2, sentAt: sent.sentAt });
    expect(replied.repliedAt).not.toBeNull();
    expect((await patch(alice, pitch.id, { status: 'sent' })).status).toBe(409);
    expect((await patch(alice, pitch.id, { status: 'drafted' })).status).toBe(409);
  });

  it('when a drafted pitch is marked replied or followed up, then 409 and it stays drafted', async () => {
    const pitch = await generateOne(contact.tom);
    const replied = await patch(alice, pitch.id, { status: 'replied' });
    expect(replied.status).toBe(409);
    expect(replied.body.message).toBe('Mark the pitch as sent before marking it replied');
    expect((await patch(alice, pitch.id, { status: 'sent', followUpSent: true })).status).toBe(409);
    const [row] = await t.db.select().from(pitches).where(eq(pitches.id, pitch.id));
    expect(row).toMatchObject({ status: 'drafted', sentAt: null, followUpCount: 0 });
  });

  it("when the body or id is bad, then 400; another user's pitch or an unknown id, then 404", async () => {
    const pitch = await generateOne(contact.lena);
    expect((await patch(alice, pitch.id, { status: 'archived' })).status).toBe(400);
    expect((await patch(alice, pitch.id, {})).status).toBe(400);
    expect((await patch(alice, pitch.id, { status: 'replied', followUpSent: true })).status).toBe(400);
    expect((await alice.patch('/api/pitches/abc').send({ status: 'sent' })).status).toBe(400);
    expect((await patch(bob, pitch.id, { status: 'sent' })).status).toBe(404);
    expect((await patch(alice, 99_999_999, { status: 'sent' })).status).toBe(404);
    const [row] = await t.db.select().from(pitches).where(eq(pitches.id, pitch.id));
    expect(row!.status).toBe('drafted');
  });
});

describe('GET /api/pitches/recent-recipients', () => {
  it('when a contact was sent a pitch within 14 days, then they are listed with the last send; drafts, older sends and other users are not', async () => {
    const eve = await signUp(t.app);
    const company = await seedCompany(t.db, eve.userId, { companyName: 'Ledgerline' });
    const eveAngle = await seedAngle(t.db, eve.userId, company, {
      headline: 'Same-day settlement',
      angle: 'Ledgerline on settlement.',
    });
    const ids = await Promise.all(
      ['Ana Lima', 'Ben Ford', 'Cy Hart'].map((name) =>
        seedContact(t.db, eve.userId, company, { name, outlet: 'Reuters', areasOfFocus: ['payments'] }),
      ),
    );
    const res = await eve.post('/api/pitches/generate').send({ storyAngleId: eveAngle, contactIds: ids });
    const [toAna, toBen] = generatePitchesResponseSchema.parse(res.body).pitches;
    expect((await eve.get('/api/pitches/recent-recipients')).body).toEqual([]);

    const sent = pitchSchema.parse((await eve.patch(`/api/pitches/${toAna!.id}`).send({ status: 'sent' })).body);
    await eve.patch(`/api/pitches/${toBen!.id}`).send({ status: 'sent' });
    await t.db
      .update(pitches)
      .set({ sentAt: new Date(Date.now() - 15 * DAY) })
      .where(eq(pitches.id, toBen!.id));

    const recent = recentRecipientsResponseSchema.parse((await eve.get('/api/pitches/recent-recipients')).body);
    expect(recent).toEqual([{ contactId: ids[0], lastSentAt: sent.sentAt }]);
    expect(recentRecipientsResponseSchema.parse((await bob.get('/api/pitches/recent-recipients')).body)).toEqual([]);

    // A reply does not undo the send: the journalist still heard from the company recently.
    await eve.patch(`/api/pitches/${toAna!.id}`).send({ status: 'replied' });
    expect((await eve.get('/api/pitches/recent-recipients')).body).toEqual([
      { contactId: ids[0], lastSentAt: sent.sentAt },
    ]);
  });
});

describe('a pitch and the view given with its angle', () => {
  it("when the angle was generated from a typed topic with the company's view and a fact in its context, then the pitch gives both in the user's words and nothing of the prefill", async () => {
    const withView = await seedAngle(t.db, alice.userId, aliceCompany, {
      headline: 'Chargeback fraud and same-day settlement',
      angle: 'Ledgerline on why chargeback fraud falls when small merchants are paid the same day.',
      context:
        'Company: Ledgerline\nAbout: Ledgerline settles card payments for online merchants the same day and fights payment fraud.\n' +
        'Chargebacks at UK online shops rose 30% this quarter, UK Finance says.\n' +
        'We think same-day settlement closes the window chargeback fraud needs.\nFocus on small merchants.',
    });
    const res = await generate(alice, { storyAngleId: withView, contactIds: [contact.tom], mode: 'quick' });
    expect(res.status).toBe(201);
    const { body } = generatePitchesResponseSchema.parse(res.body).pitches[0]!;
    // A typed topic has no reports: what the user said of it is the news the pitch gives, before the view.
    expect(body).toContain('Chargebacks at UK online shops rose 30% this quarter, UK Finance says.\n\n');
    expect(body).toContain('We think same-day settlement closes the window chargeback fraud needs.');
    expect(body).not.toMatch(/Company: Ledgerline|About:|Focus on small merchants/);
  });

  it('when an advanced pitch is written from an angle whose key messages carry the view, then the view is said once', async () => {
    const withView = await seedAngle(t.db, alice.userId, aliceCompany, {
      headline: 'Chargeback fraud and same-day settlement',
      angle: 'Ledgerline on why chargeback fraud falls when small merchants are paid the same day, now that chargebacks are rising.',
      keyMessages: [
        'Chargebacks at UK online shops rose 30% this quarter.',
        'Ledgerline settles card payments for online merchants the same day and fights payment fraud.',
        'Ledgerline thinks same-day settlement is now the way to close the window chargeback fraud needs.',
      ],
      context: 'We think same-day settlement is now the way to close the window chargeback fraud needs.',
    });
    const res = await generate(alice, { storyAngleId: withView, contactIds: [contact.tom], mode: 'advanced' });
    expect(res.status).toBe(201);
    const { body } = generatePitchesResponseSchema.parse(res.body).pitches[0]!;
    expect(body.match(/close the window chargeback fraud needs/g)).toHaveLength(1);
    expect(body).toContain('We think same-day settlement is now the way to close the window chargeback fraud needs.');
  });
});
