import type { Request, RequestHandler } from 'express';
import { forbidden } from '../errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** scheme://host[:port] as the client addressed us (X-Forwarded-Proto/-Host only behind a trusted proxy). */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.host ?? ''}`;
}

function originOfReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  return URL.parse(referer)?.origin;
}

/**
 * CSRF defence without tokens: a write must come from the app's own origin. The browser's `Origin` (or, when
 * absent, `Referer`) must equal APP_ORIGIN or the request's own scheme://host. A write that names neither is
 * only accepted when it carries no cookie, i.e. it cannot ride on a signed-in session (scripts, curl).
 * Cookies are SameSite=Lax too; this covers same-site attackers and older browsers.
 */
export function csrfProtection(appOrigin: string | undefined): RequestHandler {
  return (req, _res, next) => {
    if (!WRITES.has(req.method)) return next();
    const claimed = req.get('origin') ?? originOfReferer(req.get('referer'));
    if (claimed === undefined) {
      return next(req.get('cookie') ? forbidden('Cross-site request refused: missing Origin header') : undefined);
    }
    const allowed = claimed === appOrigin || claimed === requestOrigin(req);
    next(allowed ? undefined : forbidden('Cross-site request refused: origin not allowed'));
  };
}
