import type { CompanyProfile } from '@newsjack/shared';

/** Users type 'example.com'; links need a scheme or the browser treats them as paths inside the app. */
export function externalHref(address: string): string {
  const trimmed = address.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The address without its scheme and trailing slash, for display. */
export function displayAddress(address: string): string {
  return address
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}

export type SocialNetwork = 'linkedin' | 'x' | 'instagram';

export const SOCIAL_NETWORKS: { key: SocialNetwork; label: string }[] = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'x', label: 'X' },
  { key: 'instagram', label: 'Instagram' },
];

/** The user's own link wins; otherwise the one the AI found on the website, marked as such. */
export function socialLink(
  profile: CompanyProfile,
  network: SocialNetwork,
): { url: string; foundOnWebsite: boolean } | null {
  const own = profile.socialMediaLinks[network]?.trim();
  if (own) return { url: own, foundOnWebsite: false };
  const found = profile.aiSocialMediaLinks[network]?.trim();
  return found ? { url: found, foundOnWebsite: true } : null;
}

/** The server's readable message, or `fallback` (one rule for the app: lib/api-client). */
export { serverMessage } from '@/lib/api-client';
