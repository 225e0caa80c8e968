import { generatePitchesResponseSchema } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedAngle, seedContact } from './seed-pitches';

/**
 * Issue 23, through the API: an angle built on a trend carries the trend's reports to the pitch writer, so the
 * reporter who wrote one of them is pitched as the author of the story, not told it is outside their beat.
 */
let t: TestApp;
let user: SignedUp;
let angle: number;
let reporter: number;
const NOW = new Date();
const STORY = 'Regulator tightens rules on freight broker fraud after double-brokering losses';

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
  const company = await seedCompany(t.db, user.userId, {
    companyName: 'Ledgerline',
    keywords: ['card payments'],
    profile: 'Ledgerline settles card payments for online merchants the same day and fights payment fraud.',
    // The analysis's screen label when a site does not say its field: never a word of a pitch.
    industry: 'Unspecified',
  });
  const trendId = await seedTrend(t.db, NOW, { title: STORY, mentions: [[3, 2]] });
  angle = await seedAngle(t.db, user.userId, company, {
    headline: 'What the broker fraud rule means for how carriers get paid',
    angle: 'Carriers lose money when payments go to fraudsters; faster verified payouts close the gap.',
    keyMessages: ['Verified payouts stop double-brokering losses'],
    trendId,
  });
  // seedTrend gives the trend one report: https://news.example/<n> titled as the trend. The reporter wrote it.
  const [report] = (await user.get('/api/trends?timeframe=month').expect(200)).body[0].reports as Array<{ url: string; title: string }>;
  reporter = await seedContact(t.db, user.userId, company, {
    name: 'Dana Whitfield',
    outlet: 'Example News',
    areasOfFocus: ['trucking', 'freight markets'],
    articles: [{ title: report!.title, url: report!.url, publishedAt: new Date(NOW.getTime() - DAY) }],
  });
});
afterAll(() => t.close());

describe('pitching the story’s own reporter', () => {
  it('when the contact wrote one of the trend’s reports, then the pitch cites that piece and does not call it outside their beat', async () => {
    const res = await user.post('/api/pitches/generate').send({ storyAngleId: angle, contactIds: [reporter], mode: 'quick' });
    expect(res.status, res.text).toBe(201);
    const [pitch] = generatePitchesResponseSchema.parse(res.body).pitches;
    expect(pitch!.body).toContain(`“${STORY}”`);
    expect(pitch!.body).not.toMatch(/outside your beat/);
    expect(`${pitch!.subjectLine}\n${pitch!.body}`).not.toMatch(/unspecified/i);
  });
});
