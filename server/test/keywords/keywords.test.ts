import {
  KEYWORD_DUPLICATE_MESSAGE,
  KEYWORD_EMPTY_MESSAGE,
  keywordSuggestionsResponseSchema,
  keywordsResponseSchema,
} from '@newsjack/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineAiProvider } from '../../src/ai/offline/offline-provider';
import type { AiProvider } from '../../src/ai/provider';
import type { SuggestKeywordsInput } from '../../src/ai/types';
import { eq } from 'drizzle-orm';
import { keywords, trends } from '../../src/db/schema';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { fakeWebsites, onboard, recordDiscovery } from '../onboarding/onboarding-fixtures';

/** The offline engine, recording what keyword suggestions were asked with. */
const offline = new OfflineAiProvider();
const suggestCalls: SuggestKeywordsInput[] = [];
const ai: AiProvider = Object.assign(Object.create(offline) as AiProvider, {
  suggestKeywords: (input: SuggestKeywordsInput) => {
    suggestCalls.push(input);
    return offline.suggestKeywords(input);
  },
});

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
beforeAll(async () => {
  t = await createTestApp({ deps: { ai, fetchWebsite: fakeWebsites() } });
  recordDiscovery(t);
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  await onboard(alice, { selectedKeywords: ['instant settlement', 'card payments'], customKeywords: [] });
});
afterAll(() => t.close());

const terms = (body: unknown) => keywordsResponseSchema.parse(body).map((k) => k.term);

describe('listing and adding keywords', () => {
  it('when signed out, then every keyword route answers 401', async () => {
    expect((await request(t.app).get('/api/keywords')).status).toBe(401);
    expect((await request(t.app).post('/api/keywords').send({ term: 'x' })).status).toBe(401);
    expect((await request(t.app).delete('/api/keywords/1')).status).toBe(401);
    expect((await request(t.app).get('/api/keywords/suggestions')).status).toBe(401);
  });

  it('when the user has onboarded, then their chosen keywords are listed with mentions and trend', async () => {
    const res = await alice.get('/api/keywords');
    expect(res.status).toBe(200);
    expect(terms(res.body).sort()).toEqual(['card payments', 'instant settlement']);
    expect(res.body[0]).toMatchObject({ mentions: 0, trend: 0, lastSearchedAt: null });
    expect(typeof res.body[0].createdAt).toBe('string');
  });

  it('when a term is added, then it is stored trimmed (201) and listed first', async () => {
    const res = await alice.post('/api/keywords').send({ term: '  open banking  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ term: 'open banking', mentions: 0, trend: 0 });
    expect(terms((await alice.get('/api/keywords')).body)[0]).toBe('open banking');
  });

  it('when the same term is added in another case, then 409 with the exact message and no second row', async () => {
    const res = await alice.post('/api/keywords').send({ term: 'OPEN Banking' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: KEYWORD_DUPLICATE_MESSAGE });
    expect(
      terms((await alice.get('/api/keywords')).body).filter((k) => k.toLowerCase() === 'open banking'),
    ).toHaveLength(1);
  });

  it('when the same new term is added by concurrent requests, then exactly one succeeds and the others get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => alice.post('/api/keywords').send({ term: 'Payouts' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === KEYWORD_DUPLICATE_MESSAGE)).toBe(
      true,
    );
  });

  it('when the term is blank or missing, then 400 naming the field', async () => {
    const blank = await alice.post('/api/keywords').send({ term: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(`term: ${KEYWORD_EMPTY_MESSAGE}`);
    expect((await alice.post('/api/keywords').send({})).body.message).toBe(`term: ${KEYWORD_EMPTY_MESSAGE}`);
    expect((await alice.post('/api/keywords').send({ term: 'x'.repeat(101) })).status).toBe(400);
  });

  it('when the user has no company, then the list is empty and adding is a 404', async () => {
    expect((await bob.get('/api/keywords')).body).toEqual([]);
    const res = await bob.post('/api/keywords').send({ term: 'solar' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No company profile found' });
  });
});

describe('deleting keywords', () => {
  it("when another user deletes the owner's keyword, then 404 and it is still tracked", async () => {
    const [keyword] = keywordsResponseSchema.parse((await alice.get('/api/keywords')).body);
    const res = await bob.delete(`/api/keywords/${keyword!.id}`);
    expect(res.status).toBe(404);
    expect(terms((await alice.get('/api/keywords')).body)).toContain(keyword!.term);
  });

  it('when the owner deletes a keyword, then 204 and it is gone; deleting it again is 404', async () => {
    const [keyword] = keywordsResponseSchema.parse((await alice.get('/api/keywords')).body);
    const res = await alice.delete(`/api/keywords/${keyword!.id}`);
    expect(res.status).toBe(204);
    expect(terms((await alice.get('/api/keywords')).body)).not.toContain(keyword!.term);
    expect((await alice.delete(`/api/keywords/${keyword!.id}`)).status).toBe(404);
  });

  it('when the owner deletes a keyword of their company that is not the active one, then 204 and it is gone', async () => {
    const carol = await signUp(t.app);
    await onboard(carol, { selectedKeywords: ['battery storage'], customKeywords: [] });
    const [first] = keywordsResponseSchema.parse((await carol.get('/api/keywords')).body);
    await seedCompany(t.db, carol.userId, { companyName: 'Second Co', keywords: ['lithium'] });
    expect(terms((await carol.get('/api/keywords')).body)).toEqual(['lithium']);
    expect((await bob.delete(`/api/keywords/${first!.id}`)).status).toBe(404);
    expect((await carol.delete(`/api/keywords/${first!.id}`)).status).toBe(204);
    expect(await t.db.select().from(keywords).where(eq(keywords.id, first!.id))).toEqual([]);
  });

  it('when the id is not a number or too large, then 400 or 404, never a server error', async () => {
    expect((await alice.delete('/api/keywords/abc')).status).toBe(400);
    expect((await alice.delete('/api/keywords/99999999999999')).status).toBe(404);
  });
});

describe('keyword suggestions', () => {
  it('when the user has a company, then suggestions come from its profile, keywords and current trends, never repeating tracked ones', async () => {
    await t.db.insert(trends).values({
      scope: 'global',
      clusterKey: 'settlement-rules',
      title: 'Bank of England moves to speed up card settlement',
      relatedKeywords: ['card settlement', 'bank of england', 'merchants'],
    });
    suggestCalls.length = 0;
    const res = await alice.get('/api/keywords/suggestions');
    expect(res.status).toBe(200);
    const { suggestions } = keywordSuggestionsResponseSchema.parse(res.body);
    expect(suggestions.length).toBeGreaterThan(0);
    const tracked = terms((await alice.get('/api/keywords')).body).map((k) => k.toLowerCase());
    expect(suggestions.filter((s) => tracked.includes(s.keyword.toLowerCase()))).toEqual([]);
    expect(suggestCalls).toHaveLength(1);
    expect(suggestCalls[0]!.company.companyName).toBe('Ledgerline');
    expect(suggestCalls[0]!.existingKeywords.map((k) => k.toLowerCase()).sort()).toEqual([...tracked].sort());
    expect(suggestCalls[0]!.trendVocabulary).toEqual(expect.arrayContaining(['card settlement', 'bank of england']));
  });

  it('when the user has no company, then the suggestions list is empty and the AI is not asked', async () => {
    suggestCalls.length = 0;
    expect((await bob.get('/api/keywords/suggestions')).body).toEqual({ suggestions: [] });
    expect(suggestCalls).toHaveLength(0);
  });
});
