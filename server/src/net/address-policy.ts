import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { FetchFailedError, FetchRefusedError } from './fetch-errors';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has; injectable so tests can fake DNS answers. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * True only for globally routable unicast addresses. Everything ipaddr.js names as a special range is refused:
 * private (10/8, 172.16/12, 192.168/16), loopback, link-local (169.254/16 holds cloud metadata endpoints),
 * unique-local (fc00::/7), CGNAT (100.64/10), multicast, unspecified, broadcast, reserved, and IPv6 transition
 * ranges (6to4, Teredo, NAT64) that can tunnel to an internal IPv4 host. IPv4-mapped IPv6 is judged by the IPv4
 * address inside it, so ::ffff:127.0.0.1 is loopback.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** An IP literal from a URL host ('[::1]' → '::1'), or null when the host is a name. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/**
 * Resolves the host and checks every address it returns: a name with one public and one private answer is
 * refused, because the connection could land on either. Returns the address to pin the connection to.
 */
export async function resolveChecked(
  url: URL,
  options: { resolve: Resolver; allowPrivate: boolean; allowHosts: ReadonlySet<string> },
): Promise<ResolvedAddress> {
  const literal = ipLiteral(url.hostname);
  let answers: ResolvedAddress[];
  if (literal) {
    answers = [{ address: literal, family: ipaddr.parse(literal).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      answers = await options.resolve(url.hostname);
    } catch (error) {
      throw new FetchFailedError('dns_failed', url.href, `Could not resolve ${url.hostname}`, { cause: error });
    }
    if (answers.length === 0) throw new FetchFailedError('dns_failed', url.href, `${url.hostname} has no address`);
  }
  const exempt = options.allowPrivate || options.allowHosts.has(url.hostname.toLowerCase());
  if (!exempt) {
    const blocked = answers.find((a) => !isPublicAddress(a.address));
    if (blocked) {
      throw new FetchRefusedError(
        'private_address',
        url.href,
        `${url.hostname} resolves to ${blocked.address}, a private or reserved address`,
      );
    }
  }
  return answers[0] as ResolvedAddress;
}
