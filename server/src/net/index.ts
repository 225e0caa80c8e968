export { safeFetch, createSafeFetch, DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS } from './safe-fetch';
export type { SafeFetch, SafeFetchOptions, SafeFetchResult } from './safe-fetch';
export { FetchFailedError, FetchRefusedError, type FetchFailedReason, type FetchRefusedReason } from './fetch-errors';
export { isPublicAddress, ipLiteral, systemResolver, type Resolver, type ResolvedAddress } from './address-policy';
