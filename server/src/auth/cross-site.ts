import type { Request } from 'express';
import { requestOrigin } from '../http/csrf';

export const CROSS_SITE_LOGOUT_MESSAGE = 'Sign-out refused: it was requested by another site. Sign out from the Newsjack menu.';

/**
 * Whether a GET that changes state (sign-out) was started by another site. SameSite=Lax cookies still ride on a
 * top-level cross-site navigation, so a link or redirect on any page could end the victim's session.
 * Browsers say where a request came from in `Sec-Fetch-Site`: only `same-origin` (our own page) and `none` (typed
 * URL, bookmark) are the user's own doing; `same-site` (a sibling subdomain) and `cross-site` are refused.
 * Older browsers without that header are judged by a `Referer` from another origin; a request with neither
 * (curl, a script) is not a browser being steered, so it passes.
 */
export function isCrossSiteRequest(req: Request, appOrigin: string | undefined): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const referer = req.get('referer');
  if (!referer) return false;
  const origin = URL.parse(referer)?.origin;
  return origin !== appOrigin && origin !== requestOrigin(req);
}
