import { z } from 'zod';
import { PROFILE_MAX, TEXT_LIMITS } from './constants';
import { idInput, nullableIso, tooLongMessage } from './fields';
import {
  INSTAGRAM_INVALID_MESSAGE,
  LINKEDIN_INVALID_MESSAGE,
  PROFILE_EMPTY_MESSAGE,
  PROFILE_TOO_LONG_MESSAGE,
  X_INVALID_MESSAGE,
} from './messages';

/**
 * A domain-like address: optional http(s) scheme, dotted host with a letter TLD, optional port and path.
 * Shared so the onboarding form and the server accept exactly the same inputs.
 */
export const WEBSITE_PATTERN = /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export const isValidWebsite = (value: string): boolean => WEBSITE_PATTERN.test(value.trim());

/** The social networks a company profile links to, defined once (forms, analysis, storage, the AI engine). */
export const socialNetworks = ['linkedin', 'x', 'instagram'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const socialNetworkLabels: Record<SocialNetwork, string> = { linkedin: 'LinkedIn', x: 'X', instagram: 'Instagram' };

/** A schema with one field per social network, built by `field`: the one place the keys are spelled out. */
export const socialLinksObject = <T extends z.ZodType>(field: (network: SocialNetwork) => T) =>
  z.object({ linkedin: field('linkedin'), x: field('x'), instagram: field('instagram') } satisfies Record<SocialNetwork, T>);

/** Every network present, null when there is no link (what analysis finds and what the API answers). */
export type SocialLinks = Record<SocialNetwork, string | null>;

/** Social links as stored and sent back: any of the three may be absent. */
export const socialMediaLinksSchema = socialLinksObject(() => z.string().nullable().optional());
export type SocialMediaLinks = z.infer<typeof socialMediaLinksSchema>;

export const emptySocialLinks = (): SocialLinks => ({ linkedin: null, x: null, instagram: null });

/** Every network key present, null when absent, so clients never have to tell "missing" from "empty". */
export const allSocialLinks = (value: SocialMediaLinks): SocialLinks => ({
  linkedin: value.linkedin ?? null,
  x: value.x ?? null,
  instagram: value.instagram ?? null,
});

/** One optional link typed by a user: blank means absent, otherwise it must look like a web address. */
const linkInput = (message: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z
      .string({ error: message })
      .trim()
      .max(TEXT_LIMITS.url, tooLongMessage('Link', TEXT_LIMITS.url))
      .regex(WEBSITE_PATTERN, message)
      .optional(),
  );

const INVALID_LINK_MESSAGES: Record<SocialNetwork, string> = {
  linkedin: LINKEDIN_INVALID_MESSAGE,
  x: X_INVALID_MESSAGE,
  instagram: INSTAGRAM_INVALID_MESSAGE,
};

export const socialMediaLinksInputSchema = socialLinksObject((network) => linkInput(INVALID_LINK_MESSAGES[network]));
export type SocialMediaLinksInput = z.infer<typeof socialMediaLinksInputSchema>;

/** GET /api/company-profile, /api/company-profiles (list), /api/company-profile/{id} */
export const companyProfileSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  website: z.string(),
  companyProfile: z.string(),
  industry: z.string().nullable(),
  targetMarkets: z.array(z.string()),
  keyProducts: z.array(z.string()),
  suggestedKeywords: z.array(z.string()),
  suggestedMediaOutlets: z.array(z.string()),
  mediaOutlets: z.array(z.string()),
  socialMediaLinks: socialMediaLinksSchema,
  aiSocialMediaLinks: socialMediaLinksSchema,
  mediaRelationships: z.string().nullable(),
  /** False when the website could not be read and the profile came from the user's input alone. */
  websiteReadable: z.boolean(),
  /** Pitches sent from the mailbox end with an unsubscribe link that puts the journalist on the do-not-contact list. */
  pitchUnsubscribeLink: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const companyProfilesResponseSchema = z.array(companyProfileSchema);

/** PATCH /api/company-profile/{id} */
export const updateCompanyProfileBodySchema = z.object({
  companyProfile: z
    .string({ error: PROFILE_EMPTY_MESSAGE })
    .trim()
    .min(1, { error: PROFILE_EMPTY_MESSAGE, abort: true })
    .max(PROFILE_MAX, PROFILE_TOO_LONG_MESSAGE),
});
export type UpdateCompanyProfileBody = z.infer<typeof updateCompanyProfileBodySchema>;

/** GET /api/user/active-company */
export const activeCompanySchema = z.object({ activeCompanyId: z.number().int().nullable() });
export type ActiveCompany = z.infer<typeof activeCompanySchema>;

/** POST /api/user/switch-company */
export const switchCompanyBodySchema = z.object({ companyId: idInput('Please choose a company') });
export type SwitchCompanyBody = z.infer<typeof switchCompanyBodySchema>;

export const switchCompanyResponseSchema = z.object({
  activeCompanyId: z.number().int(),
  companyName: z.string().optional(),
  switchedAt: nullableIso.optional(),
  /** Suggested keywords the company started tracking because it tracked none when it became active. */
  keywordsAdded: z.number().int().nonnegative().optional(),
});
export type SwitchCompanyResponse = z.infer<typeof switchCompanyResponseSchema>;

/** The industry the analysis shows when the site does not say what field the company is in. */
export const UNSPECIFIED_INDUSTRY = 'Unspecified';

/**
 * The industry as something a sentence may say: null when none is known ('Unspecified' is a screen's label, and
 * "an unspecified company" or "works in Unspecified" must never reach a journalist).
 */
export function statedIndustry(industry: string | null | undefined): string | null {
  const value = industry?.trim();
  return value && value.toLowerCase() !== UNSPECIFIED_INDUSTRY.toLowerCase() ? value : null;
}
