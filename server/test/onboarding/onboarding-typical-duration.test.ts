import { onboardingProgressSchema } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteAnalysis } from '../../src/ai/website/analyse-website';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { fakeWebsites, recordDiscovery } from './onboarding-fixtures';

/** The website reader holds each analysis until the test has moved the clock by that run's duration. */
let release: (() => void) | null = null;
let arrived: (() => void) | null = null;
const sites = fakeWebsites();
const heldSites = async (website: string): Promise<WebsiteAnalysis> => {
  await new Promise<void>((resolve) => {
    release = resolve;
    arrived?.();
  });
  return sites(website);
};

let clock = new Date('2026-05-04T10:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { fetchWebsite: heldSites, now: () => clock } });
  recordDiscovery(t);
});
afterAll(() => t.close());

async function typicalOf(agent: SignedUp, runId: string) {
  const res = await agent.get(`/api/onboarding/progress?runId=${runId}`);
  expect(res.status, res.text).toBe(200);
  return onboardingProgressSchema.parse(res.body).typicalMs;
}

describe('the duration promised on the analysing screen', () => {
  it('when no run finished in the last 30 days, then no typical duration; with runs, the middle half of the measured durations', async () => {
    const agents: SignedUp[] = [];
    for (let i = 0; i < 4; i++) agents.push(await signUp(t.app));
    const durations = [1000, 2000, 3000, 4000];
    for (const [i, agent] of agents.entries()) {
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const pending = agent
        .post('/api/onboarding/complete')
        .send({ companyName: 'Ledgerline', website: 'ledgerline.com', runId: `typical-run-${i}` })
        .then((r) => r);
      await reached;
      later(durations[i]!);
      release!();
      expect((await pending).status).toBe(200);
      const typical = await typicalOf(agent, `typical-run-${i}`);
      expect(typical).toEqual(
        [
          { low: 1000, high: 1000, runs: 1 },
          { low: 1250, high: 1750, runs: 2 },
          { low: 1500, high: 2500, runs: 3 },
          { low: 1750, high: 3250, runs: 4 },
        ][i],
      );
    }
    // Older than 30 days no longer counts.
    later(31 * 24 * 60 * 60 * 1000);
    expect(await typicalOf(agents[0]!, 'typical-run-0')).toBeNull();
  });
});
