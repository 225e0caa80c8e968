import * as client from 'openid-client';
import { Strategy } from 'openid-client/passport';
import passport from 'passport';
import type { Logger } from '../logger';
import type { OidcClaims, User } from '../modules/users/users.service';

export type OidcSettings = { issuerUrl: string; clientId: string; clientSecret: string };
export const OIDC_STRATEGY = 'oidc';
const SCOPE = 'openid email profile';

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

/**
 * The only place that talks to openid-client: discovery (lazy, retried after a failure so a provider that was
 * down at start-up does not need a restart), and a passport authenticator with openid-client's Strategy
 * (authorization code + PKCE, state kept in the session). Claims come from the ID token, completed by the
 * userinfo endpoint because many providers put e-mail and names only there.
 */
export function createOidcClient(
  settings: OidcSettings,
  logger: Logger,
  upsert: (claims: OidcClaims) => Promise<User>,
) {
  let ready: Promise<passport.Authenticator> | undefined;

  async function build(): Promise<passport.Authenticator> {
    const issuer = new URL(settings.issuerUrl);
    // config.ts only lets plain http through for a loopback issuer (a local test provider).
    const options = issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;
    const config = await client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, options);
    const authenticator = new passport.Authenticator();
    const strategy = new Strategy({ config, scope: SCOPE, name: OIDC_STRATEGY }, (tokens, verified) => {
      void (async () => {
        const id = tokens.claims();
        if (!id) throw new Error('the provider returned no ID token');
        const userinfo =
          config.serverMetadata().userinfo_endpoint && tokens.access_token
            ? await client.fetchUserInfo(config, tokens.access_token, id.sub)
            : {};
        const claims: Record<string, unknown> = { ...id, ...userinfo };
        const user = await upsert({
          issuer: config.serverMetadata().issuer,
          sub: id.sub,
          email: str(claims.email),
          emailVerified: claims.email_verified === true,
          givenName: str(claims.given_name),
          familyName: str(claims.family_name),
          picture: str(claims.picture),
        });
        verified(null, user);
      })().catch((err: unknown) => verified(err));
    });
    authenticator.use(OIDC_STRATEGY, strategy);
    return authenticator;
  }

  return {
    /** The configured authenticator; throws (and retries next time) when the provider cannot be reached. */
    async authenticator(): Promise<passport.Authenticator> {
      ready ??= build().catch((err: unknown) => {
        ready = undefined;
        logger.error({ err, issuer: settings.issuerUrl }, 'OpenID provider discovery failed');
        throw err;
      });
      return ready;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
