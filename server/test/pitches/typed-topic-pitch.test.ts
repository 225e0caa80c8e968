import {
  buildCompanyContext,
  generatePitchesResponseSchema,
  generateStoryResponseSchema,
  type CompanyProfile,
} from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedContact } from './seed-pitches';

/**
 * Issue 23: a topic the user typed (no trend) was read from the ideas' headlines alone. Its fit said 'weak' for the
 * words of the company's own profile, and the reporter whose article named the topic was told the story 'may be
 * outside your beat'.
 */
let t: TestApp;
let alice: SignedUp;
let companyId: number;
const profile = 'Ledgerline settles card payments for online merchants the same day and fights payment fraud.';

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  companyId = await seedCompany(t.db, alice.userId, {
    companyName: 'Ledgerline',
    keywords: ['card payments', 'instant settlement'],
    profile,
  });
}, 60_000);
afterAll(() => t?.close());

const context = buildCompanyContext({
  companyName: 'Ledgerline',
  industry: 'Payments',
  targetMarkets: ['online merchants'],
  keyProducts: [],
  companyProfile: profile,
} as unknown as CompanyProfile);

describe('a pitch on a topic the user typed', () => {
  it("when the company's profile names the topic, then the dialog's fit says it fits", async () => {
    const fit = await alice.get('/api/story-angles/fit').query({ topic: 'payment fraud' });
    expect(fit.body.level).toBe('strong');
  });

  it("when a reporter's article names the typed topic, then the pitch cites it and asks for a piece on the topic, never 'outside your beat'", async () => {
    const day = new Date();
    const tom = await seedContact(t.db, alice.userId, companyId, {
      name: 'Tom Reed',
      outlet: 'Retail Gazette',
      areasOfFocus: ['retail', 'ecommerce'],
      articles: [
        { title: 'Chargebacks squeeze small online sellers', url: 'https://rg.example/a1', publishedAt: day },
        { title: 'Shoppers return to high streets for Black Friday', url: 'https://rg.example/a2', publishedAt: day },
      ],
    });
    const res = await alice
      .post('/api/story-angles/generate')
      .send({
        topic: 'chargeback fraud',
        targetAudience: 'Finance leads at online retailers',
        contentTypes: ['press-release'],
        context,
        mode: 'quick',
      });
    expect(res.status).toBe(201);
    const [idea] = generateStoryResponseSchema.parse(res.body).storyAngles;
    expect(idea!.topic).toBe('chargeback fraud');

    const sent = await alice
      .post('/api/pitches/generate')
      .send({ storyAngleId: idea!.id, contactIds: [tom], mode: 'quick' });
    expect(sent.status).toBe(201);
    const [pitch] = generatePitchesResponseSchema.parse(sent.body).pitches;
    expect(pitch!.subjectLine).toBe('Ledgerline on chargeback fraud');
    expect(pitch!.body).toContain('“Chargebacks squeeze small online sellers”');
    expect(pitch!.body).toContain('a piece on chargeback fraud?');
    expect(pitch!.body).not.toMatch(/outside your beat/);
  });
});
