import { badRequest } from '../../errors';
import type { ImapSettings } from '../../mail/imap-reader';
import type { SmtpSettings } from '../../mail/smtp-sender';
import { FetchFailedError, FetchRefusedError, ipLiteral, isPublicAddress, type Resolver } from '../../net';
import { resolveChecked } from '../../net/address-policy';

/**
 * How the app reaches a user's SMTP server: the name resolved once and checked by the outbound rules (no private,
 * loopback or reserved address unless ALLOW_PRIVATE_FETCH), the connection pinned to that address with the
 * certificate checked against the name. A server on the internet must speak TLS (port 465, or STARTTLS), so an app
 * password never crosses in clear text; plain SMTP is left to a server on the operator's own network.
 */
/** The host's checked address, or the 400 naming `field` (a private address, a name that does not resolve). */
async function checkedAddress(field: string, host: string, port: number, options: { resolve: Resolver; allowPrivate: boolean }) {
  try {
    const { address } = await resolveChecked(new URL(`smtp://${host}:${port}`), {
      resolve: options.resolve,
      allowPrivate: options.allowPrivate,
      allowHosts: new Set(),
    });
    return address;
  } catch (err) {
    if (err instanceof FetchRefusedError || err instanceof FetchFailedError) {
      throw badRequest(`${field}: ${err.message}`, [{ path: field, message: err.message }]);
    }
    throw err;
  }
}

/**
 * The same for IMAP (replies are read with the same user name and app password): TLS from the start on port 993;
 * any other port only for a server on the operator's own network.
 */
export async function reachableImap(
  target: { host: string; port: number; user: string; password: string },
  options: { resolve: Resolver; allowPrivate: boolean },
): Promise<ImapSettings> {
  const address = await checkedAddress('imapHost', target.host, target.port, options);
  const secure = target.port === 993;
  if (!secure && isPublicAddress(address)) {
    const message = 'Use port 993: replies are read over TLS only';
    throw badRequest(`imapPort: ${message}`, [{ path: 'imapPort', message }]);
  }
  return {
    host: address,
    port: target.port,
    secure,
    user: target.user,
    pass: target.password,
    ...(ipLiteral(target.host) ? {} : { servername: target.host }),
  };
}

export async function reachableSmtp(
  target: { host: string; port: number; user: string; password: string },
  options: { resolve: Resolver; allowPrivate: boolean },
): Promise<SmtpSettings> {
  const address = await checkedAddress('smtpHost', target.host, target.port, options);
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
