import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PITCH_UNSUBSCRIBE_NEEDS_ORIGIN_MESSAGE } from '../../src/modules/companies/companies.service';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let alice: SignedUp;
let company: number;

beforeAll(async () => {
  t = await createTestApp({ config: { appOrigin: undefined } });
  alice = await signUp(t.app);
  company = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline' });
});
afterAll(() => t.close());

describe('the pitch unsubscribe switch on a server without a public address', () => {
  it('when APP_ORIGIN is not set and the owner turns the switch on, then it is a 400 naming what is missing and the setting stays off', async () => {
    const res = await alice.patch(`/api/company-profile/${company}/details`).send({ pitchUnsubscribeLink: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PITCH_UNSUBSCRIBE_NEEDS_ORIGIN_MESSAGE);
    expect((await alice.get('/api/company-profile')).body.pitchUnsubscribeLink).toBe(false);
    // Turning it off, or editing anything else, still works.
    const off = await alice.patch(`/api/company-profile/${company}/details`).send({ pitchUnsubscribeLink: false });
    expect(off.status).toBe(200);
  });

  it('when signed out, then the switch cannot be reached at all', async () => {
    const res = await request(t.app).patch(`/api/company-profile/${company}/details`).send({ pitchUnsubscribeLink: true });
    expect(res.status).toBe(401);
  });
});
