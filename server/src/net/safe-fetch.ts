import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveChecked, systemResolver, type ResolvedAddress, type Resolver } from './address-policy';
import { FetchFailedError, FetchRefusedError } from './fetch-errors';
import { decodeText, readBody } from './read-body';

export interface SafeFetchOptions {
  /** Largest body accepted, after decompression. Default 2 MB. */
  maxBytes?: number;
  /** Whole-request budget: DNS, every redirect hop and the body. Default 10 s. */
  timeoutMs?: number;
  accept?: string;
  /** Skip the private-address check (ALLOW_PRIVATE_FETCH=true, for self-hosted feeds on a LAN). */
  allowPrivate?: boolean;
  /** Host names exempt from the private-address check; every other hop is still checked. */
  allowHosts?: readonly string[];
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** Conditional GET: an ETag from an earlier answer. */
  ifNoneMatch?: string;
  /** Conditional GET: a Last-Modified value (or date) from an earlier answer. */
  ifModifiedSince?: string | Date;
  /** DNS resolver; tests inject one to fake answers. */
  resolve?: Resolver;
  signal?: AbortSignal;
}

export interface SafeFetchResult {
  status: number;
  headers: Record<string, string>;
  /** The final URL after redirects. */
  url: string;
  bodyText: string;
  contentType: string;
  /** True on a 304 answer to a conditional GET: the caller's copy is current and bodyText is empty. */
  notModified: boolean;
  etag?: string;
  lastModified?: string;
}

export type SafeFetch = (url: string, options?: SafeFetchOptions) => Promise<SafeFetchResult>;

export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;
const USER_AGENT = 'NewsjackBot/0.1 (self-hosted PR workbench)';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a user-given URL without letting it reach the server's own network: http(s) only, every redirect hop
 * re-resolved and re-checked, the connection pinned to the checked address (so DNS rebinding between check and
 * connect cannot swap it), size and time limits. Non-2xx answers are returned, not thrown; the caller decides.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    return await withTimeout(fetchFollowing(parseUrl(rawUrl), options, controller.signal), controller.signal, () =>
      options.signal?.aborted
        ? new FetchFailedError('aborted', rawUrl, `The fetch of ${rawUrl} was cancelled`)
        : new FetchFailedError('timeout', rawUrl, `No complete answer from ${rawUrl} within ${timeoutMs} ms`),
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** Binds defaults (for example allowPrivate from config) so callers pass only the URL. */
export function createSafeFetch(defaults: SafeFetchOptions): SafeFetch {
  return (url, options) => safeFetch(url, { ...defaults, ...options, headers: { ...defaults.headers, ...options?.headers } });
}

async function fetchFollowing(start: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<SafeFetchResult> {
  const maxRedirects = options.maxRedirects ?? 5;
  const allowHosts = new Set((options.allowHosts ?? []).map((h) => h.toLowerCase()));
  let url = start;
  for (let hop = 0; ; hop += 1) {
    const pinned = await resolveChecked(url, {
      resolve: options.resolve ?? systemResolver,
      allowPrivate: options.allowPrivate ?? false,
      allowHosts,
    });
    const response = await request(url, pinned, requestHeaders(options, hop === 0 || url.origin === start.origin), signal);
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
      response.resume();
      if (hop >= maxRedirects) {
        throw new FetchFailedError('too_many_redirects', url.href, `More than ${maxRedirects} redirects from ${start.href}`);
      }
      url = nextUrl(location, url);
      continue;
    }
    return toResult(url, response, options.maxBytes ?? DEFAULT_MAX_BYTES);
  }
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefusedError('invalid_url', raw, `Not a valid URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError('unsupported_scheme', raw, `Only http and https URLs are fetched, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new FetchRefusedError('credentials_in_url', raw, 'URLs with a user name or password are not fetched');
  }
  return url;
}

function nextUrl(location: string, current: URL): URL {
  let next: string;
  try {
    next = new URL(location, current).href;
  } catch {
    throw new FetchFailedError('bad_redirect', current.href, `Redirect to an invalid location: ${location}`);
  }
  return parseUrl(next);
}

function requestHeaders(options: SafeFetchOptions, sameOrigin: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: options.accept ?? '*/*',
    'accept-encoding': 'gzip, deflate, br',
  };
  // Caller headers may carry credentials meant for the first origin only; a redirect elsewhere does not get them.
  if (sameOrigin) Object.assign(headers, lowerKeys(options.headers ?? {}));
  if (options.ifNoneMatch) headers['if-none-match'] = options.ifNoneMatch;
  if (options.ifModifiedSince) {
    const since = options.ifModifiedSince;
    headers['if-modified-since'] = since instanceof Date ? since.toUTCString() : since;
  }
  return headers;
}

function request(url: URL, pinned: ResolvedAddress, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  // Node calls lookup with {all: true} when it races address families; answer in either form.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: 'GET', headers, lookup, signal, agent: false }, resolve);
    req.on('error', (error) => {
      reject(signal.aborted ? error : new FetchFailedError('network', url.href, `Could not fetch ${url.href}: ${error.message}`, { cause: error }));
    });
    req.end();
  });
}

async function toResult(url: URL, response: IncomingMessage, maxBytes: number): Promise<SafeFetchResult> {
  const headers = flattenHeaders(response);
  const contentType = headers['content-type'] ?? '';
  const status = response.statusCode ?? 0;
  const base = { status, headers, url: url.href, contentType, etag: headers.etag, lastModified: headers['last-modified'] };
  if (status === 304) {
    response.resume();
    return { ...base, bodyText: '', notModified: true };
  }
  const body = await readBody(response, url.href, maxBytes);
  return { ...base, bodyText: decodeText(body, contentType), notModified: false };
}

function flattenHeaders(response: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(response.headers)) {
    if (value !== undefined) out[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

/** Rejects once the signal fires, whichever step (DNS, connect, body) is running. */
function withTimeout<T>(work: Promise<T>, signal: AbortSignal, abortError: () => FetchFailedError): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, (error: unknown) => (signal.aborted ? onAbort() : reject(error))).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
