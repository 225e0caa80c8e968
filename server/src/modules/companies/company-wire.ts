import { allSocialLinks, type CompanyProfile } from '@newsjack/shared';
import type { CompanyRow } from './companies.repo';

/** The wire shape of a company profile (shared `companyProfileSchema`); the owner's id stays on the server. */
export function toCompanyProfile(row: CompanyRow): CompanyProfile {
  return {
    id: row.id,
    companyName: row.companyName,
    website: row.website,
    companyProfile: row.companyProfile,
    industry: row.industry,
    targetMarkets: row.targetMarkets,
    keyProducts: row.keyProducts,
    suggestedKeywords: row.suggestedKeywords,
    suggestedMediaOutlets: row.suggestedMediaOutlets,
    mediaOutlets: row.mediaOutlets,
    socialMediaLinks: allSocialLinks(row.socialMediaLinks),
    aiSocialMediaLinks: allSocialLinks(row.aiSocialMediaLinks),
    mediaRelationships: row.mediaRelationships,
    websiteReadable: row.websiteReadable,
    pitchUnsubscribeLink: row.pitchUnsubscribeLink,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
