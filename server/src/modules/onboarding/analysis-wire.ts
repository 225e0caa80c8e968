import type { OnboardingAnalysis, OnboardingInput } from '@newsjack/shared';
import type { CompanyAnalysis } from '../../ai/schemas';

type Links = {
  linkedin?: string | null | undefined;
  x?: string | null | undefined;
  instagram?: string | null | undefined;
};

/** All three keys, null when absent. */
export const allLinks = (value: Links) => ({
  linkedin: value.linkedin ?? null,
  x: value.x ?? null,
  instagram: value.instagram ?? null,
});

/** The analysis result in the snake_case shape of spec 02 §3 (shared `onboardingAnalysisSchema`). */
export function toAnalysisResponse(
  input: OnboardingInput,
  analysis: CompanyAnalysis,
  websiteReadable: boolean,
): OnboardingAnalysis {
  return {
    user_input: {
      companyName: input.companyName,
      website: input.website,
      mediaOutlets: input.mediaOutlets,
      socialMediaLinks: allLinks(input.socialMediaLinks),
    },
    company_profile: analysis.companyProfile,
    suggested_keywords: analysis.suggestedKeywords,
    suggested_media_outlets: analysis.suggestedMediaOutlets,
    social_media_links: allLinks(analysis.aiSocialMediaLinks),
    website_readable: websiteReadable,
    industry: analysis.industry,
  };
}
