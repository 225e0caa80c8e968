import { allSocialLinks, type OnboardingAnalysis, type OnboardingInput } from '@newsjack/shared';
import type { CompanyAnalysis } from '../../ai/schemas';
import type { ParsedSite } from '../../ai/types';

/** The analysis result in the snake_case shape of spec 02 §3 (shared `onboardingAnalysisSchema`). */
export function toAnalysisResponse(
  input: OnboardingInput,
  analysis: CompanyAnalysis,
  /** The site as read (null: it could not be read). */
  site: ParsedSite | null,
): OnboardingAnalysis {
  return {
    user_input: {
      companyName: input.companyName,
      website: input.website,
      mediaOutlets: input.mediaOutlets,
      socialMediaLinks: allSocialLinks(input.socialMediaLinks),
    },
    company_profile: analysis.companyProfile,
    suggested_keywords: analysis.suggestedKeywords,
    suggested_media_outlets: analysis.suggestedMediaOutlets,
    social_media_links: allSocialLinks(analysis.aiSocialMediaLinks),
    website_readable: site !== null,
    pages_read: site ? (site.pagesRead ?? [site.url]) : [],
    industry: analysis.industry,
  };
}
