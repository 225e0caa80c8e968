import {
  dedupeCaseInsensitive,
  onboardingCurationBodySchema,
  type OnboardingAnalysis,
  type OnboardingCurationBody,
} from '@newsjack/shared';
import type { OutletEntry } from './components/outlets-card';

export interface CurationChoices {
  companyProfile: string;
  selected: ReadonlySet<string>;
  custom: readonly string[];
}

/** The user's own outlets first, then the AI's suggestions, without repeats. */
export function outletEntries(analysis: OnboardingAnalysis): OutletEntry[] {
  const own = analysis.user_input.mediaOutlets;
  const names = dedupeCaseInsensitive([...own, ...analysis.suggested_media_outlets]);
  const ownKeys = new Set(own.map((o) => o.toLowerCase()));
  return names.map((name) => ({ name, own: ownKeys.has(name.toLowerCase()) }));
}

/** The curation payload of spec 02 §3, validated by the server's schema (so the messages match). */
export function buildCurationBody(
  analysis: OnboardingAnalysis,
  choices: CurationChoices,
): { ok: true; body: OnboardingCurationBody } | { ok: false; errors: Partial<Record<string, string>> } {
  const parsed = onboardingCurationBodySchema.safeParse({
    companyName: analysis.user_input.companyName,
    website: analysis.user_input.website,
    mediaOutlets: analysis.user_input.mediaOutlets,
    socialMediaLinks: analysis.user_input.socialMediaLinks,
    companyProfile: choices.companyProfile,
    selectedKeywords: analysis.suggested_keywords.filter((k) => choices.selected.has(k)),
    customKeywords: choices.custom,
    suggestedMediaOutlets: analysis.suggested_media_outlets,
    aiSocialMediaLinks: analysis.social_media_links,
    industry: analysis.industry ?? null,
    websiteReadable: analysis.website_readable,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
