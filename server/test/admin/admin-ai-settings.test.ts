import { aiConnectionTestSchema, aiSettingsSchema, generateStoryResponseSchema } from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_TEST_SCHEMA_NAME } from '../../src/ai/settings/connection-test';
import { adminConfig, storyAngles } from '../../src/db/schema';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { seedCompany, seedExplanation, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let fake: FakeOpenAiServer;
let admin: SignedUp;
let user: SignedUp;
let trendId: number;

const KEY = 'sk-test-very-secret-4242';
const MODEL = 'fake-writer-1';

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ answers: { [CONNECTION_TEST_SCHEMA_NAME]: async () => ({ reply: 'ok' }) } });
  // The fake listens on loopback: this install lets outbound fetches reach private addresses (ALLOW_PRIVATE_FETCH).
  t = await createTestApp({ config: { allowPrivateFetch: true } });
  admin = await signUp(t.app, { admin: true });
  user = await signUp(t.app);
  const companyId = await seedCompany(t.db, user.userId, {
    companyName: 'Ledgerline',
    keywords: ['card payments', 'merchants'],
    profile: 'Ledgerline settles card payments for online merchants the same day and fights payment fraud.',
  });
  trendId = await seedTrend(t.db, new Date(), {
    title: 'Bank of England moves to speed up card settlement for small merchants',
    description:
      'The Bank of England said it will consult on rules that would cut card settlement times for small merchants.',
    category: 'finance',
    relatedKeywords: ['card settlement', 'merchants'],
  });
  await seedExplanation(t.db, {
    trendId,
    companyId,
    relevanceScore: 0.72,
    matchedKeywords: ['card payments', 'merchants'],
    explanation: 'It mentions **merchants**.',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const settings = async () => aiSettingsSchema.parse((await admin.get('/api/admin/ai-settings')).body);
const save = (body: object) => admin.put('/api/admin/ai-settings').send(body);
const modelSettings = { engine: 'model', baseUrl: '', model: MODEL };

async function generateAngle(agent: SignedUp = user): Promise<string> {
  const res = await agent.post('/api/story-angles/generate').send({
    topic: 'Bank of England moves to speed up card settlement for small merchants',
    targetAudience: 'Finance leads at online retailers',
    contentTypes: ['press-release'],
    mode: 'quick',
    trendId,
  });
  expect(res.status).toBe(201);
  const [first] = generateStoryResponseSchema.parse(res.body).storyAngles;
  const [stored] = await t.db
    .select({ engine: storyAngles.engine })
    .from(storyAngles)
    .where(eq(storyAngles.id, first!.id));
  return stored!.engine;
}

describe('admin AI settings', () => {
  it('when signed out, then 401; when a plain user reads, saves or tests, then 403 and nothing changes', async () => {
    expect((await request(t.app).get('/api/admin/ai-settings')).status).toBe(401);
    expect((await user.get('/api/admin/ai-settings')).status).toBe(403);
    expect(
      (await user.put('/api/admin/ai-settings').send({ ...modelSettings, baseUrl: fake.baseURL, apiKey: KEY })).status,
    ).toBe(403);
    expect((await user.post('/api/admin/ai-settings/test').send({})).status).toBe(403);
    expect(await settings()).toMatchObject({ engine: 'offline', source: 'environment', keySet: false });
  });

  it('when nothing was saved, then the environment gives the settings: offline, the default model, no key, protected by the session secret', async () => {
    expect(await settings()).toEqual({
      engine: 'offline',
      baseUrl: null,
      model: 'gpt-4o-mini',
      keySet: false,
      keySource: null,
      source: 'environment',
      keyProtection: 'SESSION_SECRET',
      notice: null,
      updatedAt: null,
    });
  });

  it.each([
    [{ ...modelSettings, engine: 'gpt' }, /^engine: Engine must be 'offline' or 'model'/],
    [{ ...modelSettings, baseUrl: 'ftp://models.example/v1' }, /^baseUrl: Base URL must be an http\(s\) address/],
    [{ ...modelSettings, model: '  ' }, /^model: Model is required/],
    [{ ...modelSettings, apiKey: 42 }, /^apiKey: API key must be text/],
    [{ ...modelSettings, apiKey: 'k'.repeat(501) }, /^apiKey: API key must be at most 500 characters/],
    [modelSettings, /^apiKey: OpenAI's API needs an API key/],
  ])('when the body is %j, then 400 naming the field and nothing is saved', async (body, message) => {
    const res = await save(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await settings()).toMatchObject({ engine: 'offline', source: 'environment' });
  });

  it('when this install refuses private addresses, then a loopback base URL is a 400 and is not saved; the test says why', async () => {
    const strict = await createTestApp({ database: t.database, config: { allowPrivateFetch: false } });
    try {
      const strictAdmin = await signUp(strict.app, { admin: true });
      const res = await strictAdmin
        .put('/api/admin/ai-settings')
        .send({ ...modelSettings, baseUrl: fake.baseURL, apiKey: KEY });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        /^baseUrl: Base URL refused: 127\.0\.0\.1 resolves to 127\.0\.0\.1, a private or reserved address/,
      );
      const tested = aiConnectionTestSchema.parse(
        (await strictAdmin.post('/api/admin/ai-settings/test').send({ baseUrl: fake.baseURL, model: MODEL })).body,
      );
      expect(tested).toMatchObject({ ok: false, message: expect.stringMatching(/^Base URL refused/) });
      expect(fake.requests).toHaveLength(0);
      expect(await settings()).toMatchObject({ engine: 'offline', source: 'environment' });
    } finally {
      await strict.close();
    }
  });

  it('when the admin tests submitted values, then the model is called once with the key and the answer says ok with its latency; a refused key is a readable failure', async () => {
    const res = await admin
      .post('/api/admin/ai-settings/test')
      .send({ baseUrl: fake.baseURL, model: MODEL, apiKey: KEY });
    expect(res.status).toBe(200);
    const ok = aiConnectionTestSchema.parse(res.body);
    expect(ok).toMatchObject({
      ok: true,
      model: MODEL,
      baseUrl: fake.baseURL,
      message: expect.stringMatching(new RegExp(`^Connected: ${MODEL} answered in \\d+ ms\\.$`)),
    });
    expect(JSON.stringify(res.body)).not.toContain(KEY);
    const call = fake.requests.at(-1)!;
    expect(call).toMatchObject({
      authorization: `Bearer ${KEY}`,
      model: MODEL,
      schemaName: CONNECTION_TEST_SCHEMA_NAME,
    });

    fake.enqueue({ kind: 'status', status: 401, message: 'bad key' });
    const refused = aiConnectionTestSchema.parse(
      (
        await admin
          .post('/api/admin/ai-settings/test')
          .send({ baseUrl: fake.baseURL, model: MODEL, apiKey: 'sk-wrong' })
      ).body,
    );
    expect(refused).toMatchObject({ ok: false, message: `${fake.baseURL} refused the API key (HTTP 401).` });

    const closed = await startFakeOpenAiServer();
    await closed.close();
    const away = aiConnectionTestSchema.parse(
      (await admin.post('/api/admin/ai-settings/test').send({ baseUrl: closed.baseURL, model: MODEL })).body,
    );
    expect(away).toMatchObject({
      ok: false,
      message: expect.stringMatching(new RegExp(`^Could not reach ${closed.baseURL.replace(/[.]/g, '\\.')}`)),
    });
    // Testing saves nothing.
    expect(await settings()).toMatchObject({ engine: 'offline', source: 'environment' });
  });

  it('when the admin saves a model, then the next angle is written by it without a restart, and switching back to offline takes effect on the next one', async () => {
    expect(await generateAngle()).toBe('offline');

    const res = await save({ ...modelSettings, baseUrl: fake.baseURL, apiKey: KEY });
    expect(res.status).toBe(200);
    expect(aiSettingsSchema.parse(res.body)).toMatchObject({
      engine: 'model',
      baseUrl: fake.baseURL,
      model: MODEL,
      keySet: true,
      keySource: 'saved',
      source: 'saved',
    });
    const calls = fake.requests.length;
    expect(await generateAngle()).toBe(MODEL);
    expect(fake.requests.slice(calls).map((r) => [r.schemaName, r.authorization])).toContainEqual([
      'story_angles',
      `Bearer ${KEY}`,
    ]);

    // Back to offline; the key is kept (omitted) for a later switch.
    const offline = await save({ engine: 'offline', baseUrl: fake.baseURL, model: MODEL });
    expect(aiSettingsSchema.parse(offline.body)).toMatchObject({ engine: 'offline', keySet: true });
    const before = fake.requests.length;
    expect(await generateAngle()).toBe('offline');
    expect(fake.requests.length).toBe(before);

    // The test without a body uses the saved server, model and key.
    expect(aiConnectionTestSchema.parse((await admin.post('/api/admin/ai-settings/test')).body)).toMatchObject({
      ok: true,
      model: MODEL,
    });
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
  });

  it('when the server starts again on the same database, then the saved model and its key still apply', async () => {
    await save({ ...modelSettings, baseUrl: fake.baseURL, apiKey: KEY });
    const restarted = await createTestApp({ database: t.database, config: { allowPrivateFetch: true } });
    try {
      const other = await signUp(restarted.app);
      const companyId = await seedCompany(t.db, other.userId, {
        companyName: 'Ledgerline',
        keywords: ['card payments', 'merchants'],
        profile: 'Ledgerline settles card payments for online merchants the same day.',
      });
      await seedExplanation(t.db, {
        trendId,
        companyId,
        relevanceScore: 0.72,
        matchedKeywords: ['merchants'],
        explanation: 'It mentions **merchants**.',
      });
      expect(await generateAngle(other)).toBe(MODEL);
      expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
    } finally {
      await restarted.close();
    }
  });

  it('when SETTINGS_ENCRYPTION_KEY seals the key and a server without it reads the row, then that server uses no key and asks for it again', async () => {
    const sealedApart = await createTestApp({
      database: t.database,
      config: { allowPrivateFetch: true, settingsEncryptionKey: 'k'.repeat(40) },
    });
    try {
      const keeper = await signUp(sealedApart.app, { admin: true });
      const saved = aiSettingsSchema.parse(
        (await keeper.put('/api/admin/ai-settings').send({ ...modelSettings, baseUrl: fake.baseURL, apiKey: KEY }))
          .body,
      );
      expect(saved).toMatchObject({
        keySet: true,
        keySource: 'saved',
        keyProtection: 'SETTINGS_ENCRYPTION_KEY',
        notice: null,
      });
      // This app seals with the session secret: the saved key does not open here, and it says so.
      expect(await settings()).toMatchObject({
        keySet: false,
        keySource: null,
        keyProtection: 'SESSION_SECRET',
        notice: expect.stringMatching(/^The saved API key cannot be decrypted/),
      });
    } finally {
      await sealedApart.close();
    }
    await save({ ...modelSettings, baseUrl: fake.baseURL, apiKey: KEY });
    expect(await settings()).toMatchObject({ keySet: true, notice: null });
  });

  it('when a key is saved, then it is encrypted at rest and in no answer (settings, the Config tab); an empty key clears it', async () => {
    await save({ ...modelSettings, baseUrl: fake.baseURL, apiKey: KEY });
    const [row] = await t.db.select().from(adminConfig).where(eq(adminConfig.key, 'ai_settings'));
    expect(row!.value).not.toContain(KEY);
    const sealed = (JSON.parse(row!.value) as { apiKey: string }).apiKey;
    expect(sealed).toMatch(/^v1\./);
    for (const res of [
      await admin.get('/api/admin/ai-settings'),
      await admin.get('/api/admin/config'),
      await save({ ...modelSettings, baseUrl: fake.baseURL }),
    ]) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(KEY);
      expect(JSON.stringify(res.body)).not.toContain(sealed.slice(3, 20));
    }
    // The Config tab cannot overwrite the AI row either.
    expect((await admin.post('/api/admin/config').send({ key: 'ai_settings', value: '{}' })).status).toBe(400);

    const cleared = aiSettingsSchema.parse((await save({ ...modelSettings, baseUrl: fake.baseURL, apiKey: '' })).body);
    expect(cleared).toMatchObject({ keySet: false, keySource: null });
    await generateAngle();
    expect(fake.requests.at(-1)?.authorization).toBe('Bearer no-key');
    await save({ engine: 'offline', baseUrl: null, model: 'gpt-4o-mini' });
  });
});
