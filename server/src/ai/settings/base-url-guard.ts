import { FetchFailedError, FetchRefusedError, systemResolver, type Resolver } from '../../net';
import { resolveChecked } from '../../net/address-policy';

/**
 * The outbound rules for a base URL an admin gives (decision 39), as for an admin's feed URL: it must not resolve
 * to a private, loopback or reserved address unless ALLOW_PRIVATE_FETCH is set. The server of OPENAI_BASE_URL (its
 * scheme, host and port) is exempt: the operator chose it in the environment, which the app has always trusted.
 */
export interface BaseUrlPolicy {
  allowPrivate: boolean;
  /** The origin the operator configured (OPENAI_BASE_URL's), or null. */
  trustedOrigin: string | null;
  resolve?: Resolver;
}

export const originOf = (url: string | null | undefined): string | null =>
  url ? (URL.parse(url)?.origin ?? null) : null;

/** True when calls to this base URL must pass the guard: an admin's server, not the operator's. */
export const isGuarded = (baseUrl: string | null, policy: BaseUrlPolicy): baseUrl is string =>
  baseUrl !== null && originOf(baseUrl) !== policy.trustedOrigin;

/** Why the guard refuses the URL, or null when it may be called. */
export async function baseUrlRefusal(baseUrl: string, policy: BaseUrlPolicy): Promise<string | null> {
  if (!isGuarded(baseUrl, policy)) return null;
  try {
    await resolveChecked(new URL(baseUrl), {
      resolve: policy.resolve ?? systemResolver,
      allowPrivate: policy.allowPrivate,
      allowHosts: new Set(),
    });
    return null;
  } catch (err) {
    if (err instanceof FetchRefusedError || err instanceof FetchFailedError) return `Base URL refused: ${err.message}`;
    throw err;
  }
}

/**
 * The SDK's fetch for an admin-given base URL: every request's host is checked again first, so a name that later
 * resolves to an internal address is refused then too (the SDK connects by itself; the check cannot pin its socket).
 */
export function guardedFetch(policy: BaseUrlPolicy): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const refusal = await baseUrlRefusal(url, policy);
    if (refusal) throw new TypeError(refusal);
    return fetch(input, init);
  };
}
