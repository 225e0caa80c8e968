import type { OnboardingCurationBody } from '@newsjack/shared';
import { vi } from 'vitest';
import type { WebsiteAnalysis } from '../../src/ai/website/analyse-website';
import type { FetchWebsite } from '../../src/modules/onboarding/fetch-website';
import { siteFixture } from '../ai/ai-fixtures';
import type { SignedUp, TestApp } from '../helpers/test-app';

/** A profile text long enough for the curation rule (at least 50 characters). */
export const profileText = (name: string) =>
  `${name} builds software that settles card payments for online merchants in minutes rather than days.`;

/** A valid curation payload, as the onboarding screen sends it after the user reviewed the analysis. */
export function curationBody(
  overrides: Partial<Record<keyof OnboardingCurationBody, unknown>> = {},
): Record<string, unknown> {
  const companyName = typeof overrides.companyName === 'string' ? overrides.companyName : 'Ledgerline';
  return {
    companyName,
    website: 'ledgerline.com',
    mediaOutlets: ['Sifted'],
    socialMediaLinks: { linkedin: 'linkedin.com/company/ledgerline', x: '', instagram: null },
    companyProfile: profileText(companyName),
    selectedKeywords: ['instant settlement', 'card payments'],
    customKeywords: ['open banking'],
    suggestedMediaOutlets: ['Financial Times', 'Reuters'],
    aiSocialMediaLinks: { linkedin: 'https://www.linkedin.com/company/ledgerline', x: null, instagram: null },
    industry: 'Fintech & Payments',
    websiteReadable: true,
    ...overrides,
  };
}

/** Onboards the agent's user through the API; returns the new company's id. */
export async function onboard(
  agent: SignedUp,
  overrides: Partial<Record<keyof OnboardingCurationBody, unknown>> = {},
): Promise<number> {
  const res = await agent.post('/api/onboarding/curate').send(curationBody(overrides));
  if (res.status !== 200) throw new Error(`curate failed: ${res.status} ${res.text}`);
  return (res.body as { activeCompanyId: number }).activeCompanyId;
}

/** A fake home-page reader: the Ledgerline fixture page for ledgerline.com, unreachable for anything else. */
export function fakeWebsites(calls: string[] = []): FetchWebsite {
  return async (website: string): Promise<WebsiteAnalysis> => {
    calls.push(website);
    if (/ledgerline\.com/i.test(website))
      return { site: siteFixture('ledgerline-payments', 'https://ledgerline.com/'), failure: null };
    return { site: null, failure: { reason: 'unreachable', message: `No answer from ${website}` } };
  };
}

export type ScheduledCycle = { companyId: number; userId: string; trigger: string };

/**
 * Replaces the app's background personal discovery (which would search the web for the new company's keywords)
 * with a recorder, so onboarding tests stay offline and can see what was scheduled.
 */
export function recordDiscovery(t: TestApp, calls: ScheduledCycle[] = [], behaviour?: () => void): ScheduledCycle[] {
  vi.spyOn(t.deps.discovery, 'schedulePersonalCycle').mockImplementation(async (input) => {
    calls.push(input);
    behaviour?.();
  });
  return calls;
}
