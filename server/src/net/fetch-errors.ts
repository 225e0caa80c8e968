/** Why a URL was refused before any byte was sent to it. */
export type FetchRefusedReason =
  | 'invalid_url'
  | 'unsupported_scheme'
  | 'credentials_in_url'
  | 'private_address';

/** Why a permitted fetch did not produce a usable answer. */
export type FetchFailedReason =
  | 'dns_failed'
  | 'timeout'
  | 'aborted'
  | 'too_large'
  | 'too_many_redirects'
  | 'bad_redirect'
  | 'network'
  | 'decode_failed';

/** The URL (or a redirect hop) points somewhere we do not fetch from: a guard decision, never retried. */
export class FetchRefusedError extends Error {
  override readonly name = 'FetchRefusedError';
  constructor(
    readonly reason: FetchRefusedReason,
    readonly url: string,
    message: string,
  ) {
    super(message);
  }
}

/** The fetch was allowed but failed on the way (DNS, network, limits); a later retry may succeed. */
export class FetchFailedError extends Error {
  override readonly name = 'FetchFailedError';
  constructor(
    readonly reason: FetchFailedReason,
    readonly url: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
