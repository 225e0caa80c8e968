import { badRequest } from '../../errors';
import type { SmtpSettings } from '../../mail/smtp-sender';
import { FetchFailedError, FetchRefusedError, ipLiteral, isPublicAddress, type Resolver } from '../../net';
import { resolveChecked } from '../../net/address-policy';

/**
 * How the app reaches a user's SMTP server: the name resolved once and checked by the outbound rules (no private,
 * loopback or reserved address unless ALLOW_PRIVATE_FETCH), the connection pinned to that address with the
 * certificate checked against the name. A server on the internet must speak TLS (port 465, or STARTTLS), so an app
 * password never crosses in clear text; plain SMTP is left to a server on the operator's own network.
 */
export async function reachableSmtp(
  target: { host: string; port: number; user: string; password: string },
  options: { resolve: Resolver; allowPrivate: boolean },
): Promise<SmtpSettings> {
  let address: string;
  try {
    ({ address } = await resolveChecked(new URL(`smtp://${target.host}:${target.port}`), {
      resolve: options.resolve,
      allowPrivate: options.allowPrivate,
      allowHosts: new Set(),
    }));
  } catch (err) {
    if (err instanceof FetchRefusedError || err instanceof FetchFailedError) {
      throw badRequest(`smtpHost: ${err.message}`, [{ path: 'smtpHost', message: err.message }]);
    }
    throw err;
  }
  const secure = target.port === 465;
  return {
    host: address,
    port: target.port,
    secure,
    auth: { user: target.user, pass: target.password },
    requireTLS: !secure && isPublicAddress(address),
    // A certificate names a host, not an address: an IP given as the host is checked as such.
    ...(ipLiteral(target.host) ? {} : { servername: target.host }),
  };
}
