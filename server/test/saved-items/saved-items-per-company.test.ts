import { savedItemSchema, savedItemsExportSchema, savedItemsResponseSchema, statsSchema } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedStoryAngle } from './seed-targets';

/**
 * An agency works for several clients (company profiles): each client's bookmarks are its own. Saved Items, its
 * export and the dashboard's saved-items figure follow the active company, and switching company switches them.
 */

let t: TestApp;
let alice: SignedUp;
let ledgerline: number;
let veloway: number;
let sharedTrend: number;
let ledgerlineAngle: number;

const titles = async () =>
  savedItemsResponseSchema
    .parse((await alice.get('/api/saved-items').expect(200)).body)
    .map((i) => i.trend?.title ?? i.storyAngle?.headline);
const savedFigure = async () => statsSchema.parse((await alice.get('/api/stats').expect(200)).body).savedItems;
const switchTo = (companyId: number) => alice.post('/api/user/switch-company').send({ companyId }).expect(200);

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  ledgerline = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline' });
  veloway = await seedCompany(t.db, alice.userId, {
    companyName: 'Veloway',
    industry: 'E-bikes',
    profile: 'Veloway designs and sells electric bicycles for city commuters.',
  });
  sharedTrend = await seedTrend(t.db, new Date(), { title: 'Cities widen bike lanes' });
  ledgerlineAngle = await seedStoryAngle(t.db, {
    userId: alice.userId,
    companyId: ledgerline,
    headline: 'Ledgerline angle',
  });
  await switchTo(ledgerline);
  await alice.post('/api/saved-items').send({ itemType: 'trend', itemId: sharedTrend }).expect(201);
  await alice.post('/api/saved-items').send({ itemType: 'story_angle', itemId: ledgerlineAngle }).expect(201);
});
afterAll(() => t.close());

describe('saved items per client', () => {
  it('when the active company changes, then the other company\u2019s saved items are not listed, exported or counted', async () => {
    expect(await titles()).toEqual(['Ledgerline angle', 'Cities widen bike lanes']);
    expect(await savedFigure()).toBe(2);

    await switchTo(veloway);
    expect(await titles()).toEqual([]);
    expect(await savedFigure()).toBe(0);
    const exported = savedItemsExportSchema.parse((await alice.get('/api/saved-items/export').expect(200)).body);
    expect(exported.count).toBe(0);
  });

  it('when the same trend is saved for a second client, then it is a new bookmark of that client (201), not the first client\u2019s', async () => {
    await switchTo(veloway);
    await alice.post('/api/saved-items').send({ itemType: 'trend', itemId: sharedTrend }).expect(201);
    expect(await titles()).toEqual(['Cities widen bike lanes']);
    expect(await savedFigure()).toBe(1);
  });

  it('when a client unsaves an item, then the other client keeps its own bookmark of it', async () => {
    await switchTo(veloway);
    await alice.delete(`/api/saved-items?itemType=trend&itemId=${sharedTrend}`).expect(204);
    expect(await titles()).toEqual([]);
    // A second removal finds nothing of Veloway's: Ledgerline's bookmark is not touched.
    await alice.delete(`/api/saved-items?itemType=trend&itemId=${sharedTrend}`).expect(404);

    await switchTo(ledgerline);
    expect(await titles()).toEqual(['Ledgerline angle', 'Cities widen bike lanes']);
    expect(await savedFigure()).toBe(2);
  });

  it('when a bookmark of another client is removed by its id, then it goes (it is still the user\u2019s own), and the list of the active one is unchanged', async () => {
    await switchTo(veloway);
    const veloBookmark = savedItemSchema.parse(
      (await alice.post('/api/saved-items').send({ itemType: 'trend', itemId: sharedTrend }).expect(201)).body,
    ).id;
    await switchTo(ledgerline);
    await alice.delete(`/api/saved-items/${veloBookmark}`).expect(204);
    expect(await titles()).toEqual(['Ledgerline angle', 'Cities widen bike lanes']);
    await switchTo(veloway);
    expect(await titles()).toEqual([]);
  });
});
