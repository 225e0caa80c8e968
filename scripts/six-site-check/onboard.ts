import type { CompanyProfile, OnboardingAnalysis, Trend, TrendExplanation } from '@newsjack/shared';
import { Account } from './api';

/** One account's way through onboarding, as the screens do it, and what the app answered at each step. */
export interface Onboarding {
  label: string;
  account: Account;
  companyName: string;
  website: string;
  typedOutlets: string[];
  analysisStatus: number;
  analysis: OnboardingAnalysis | null;
  analysisMs: number;
  curateStatus: number;
  /** The refusal, when curation did not accept what the analysis wrote. */
  curateMessage: string | null;
  company: CompanyProfile | null;
  keywords: string[];
  trends: Array<{ trend: Trend; explanation: TrendExplanation | null }>;
}

const message = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : JSON.stringify(body);

/**
 * Sign up, analyse (POST /api/onboarding/complete), and confirm everything the analysis suggested as the curation
 * screen pre-selects it (POST /api/onboarding/curate), without editing the profile: a profile the app refuses
 * as it wrote it is the defect being checked.
 */
export async function onboard(
  base: string,
  input: { label: string; companyName: string; website: string; typedOutlets?: string[] },
): Promise<Onboarding> {
  const account = await Account.register(base, input.label);
  const typedOutlets = input.typedOutlets ?? [];
  const started = Date.now();
  const analysed = await account.call('POST', '/api/onboarding/complete', {
    companyName: input.companyName,
    website: input.website,
    mediaOutlets: typedOutlets.join(', '),
    socialMediaLinks: {},
  });
  const result: Onboarding = {
    ...input,
    account,
    typedOutlets,
    analysisStatus: analysed.status,
    analysis: analysed.status === 200 ? (analysed.body as OnboardingAnalysis) : null,
    analysisMs: Date.now() - started,
    curateStatus: 0,
    curateMessage: analysed.status === 200 ? null : `analysis: ${message(analysed.body)}`,
    company: null,
    keywords: [],
    trends: [],
  };
  const analysis = result.analysis;
  if (!analysis) return result;
  const curated = await account.call('POST', '/api/onboarding/curate', {
    companyName: analysis.user_input.companyName,
    website: analysis.user_input.website,
    mediaOutlets: analysis.user_input.mediaOutlets,
    socialMediaLinks: analysis.user_input.socialMediaLinks,
    companyProfile: analysis.company_profile,
    selectedKeywords: analysis.suggested_keywords,
    customKeywords: [],
    suggestedMediaOutlets: analysis.suggested_media_outlets,
    aiSocialMediaLinks: analysis.social_media_links,
    industry: analysis.industry ?? null,
    websiteReadable: analysis.website_readable,
  });
  result.curateStatus = curated.status;
  if (curated.status !== 200) result.curateMessage = message(curated.body);
  const company = await account.call('GET', '/api/company-profile');
  if (company.status === 200) result.company = company.body as CompanyProfile;
  const keywords = await account.call('GET', '/api/keywords');
  if (keywords.status === 200) result.keywords = (keywords.body as Array<{ term: string }>).map((k) => k.term);
  return result;
}

/** The dashboard's list (last 24 hours, every source) and the relevance explanation of its first `top` trends. */
export async function readTrends(o: Onboarding, top: number): Promise<void> {
  const res = await o.account.call('GET', '/api/trends?timeframe=24h');
  if (res.status !== 200) throw new Error(`${o.label} trends: ${res.status} ${message(res.body)}`);
  const trends = (res.body as Trend[]).slice(0, top);
  o.trends = [];
  for (const trend of trends) {
    const explained = await o.account.call('GET', `/api/trends/${trend.id}/explanation`);
    o.trends.push({ trend, explanation: explained.status === 200 ? (explained.body as TrendExplanation) : null });
  }
}
