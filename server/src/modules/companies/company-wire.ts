import type { CompanyProfile } from '@newsjack/shared';
import type { SocialLinks } from '../../db/schema';
import type { CompanyRow } from './companies.repo';

/** Every link key present, null when absent, so clients never have to tell "missing" from "empty". */
const links = (value: SocialLinks) => ({
  linkedin: value.linkedin ?? null,
  x: value.x ?? null,
  instagram: value.instagram ?? null,
});

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
    socialMediaLinks: links(row.socialMediaLinks),
    aiSocialMediaLinks: links(row.aiSocialMediaLinks),
    mediaRelationships: row.mediaRelationships,
    websiteReadable: row.websiteReadable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
