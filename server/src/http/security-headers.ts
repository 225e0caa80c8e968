import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet with a CSP the built SPA can live with: own scripts and styles only, inline style attributes (Radix
 * positions popovers with them), images from data: and https: (favicons, profile pictures).
 * `upgrade-insecure-requests` is off because self-hosted installs are often plain http on a LAN.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
}
