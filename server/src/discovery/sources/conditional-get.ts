/**
 * One conditional GET for a network source: sends the remembered validators, hands back the body and the new
 * validators, and turns every failure into an error result so a source never throws.
 */
import type { FetchHeaders, Fetcher, SourceResult, SourceState } from '../types';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
export const API_MAX_BYTES = 2 * 1024 * 1024;

export const XML_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';
export const JSON_ACCEPT = 'application/json';

export interface NetworkOptions {
  fetcher: Fetcher;
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

export type GetOutcome =
  | { kind: 'not-modified' }
  | { kind: 'body'; bodyText: string; etag: string | null; lastModified: string | null; finalUrl: string };

export function headerValue(headers: FetchHeaders, name: string): string | null {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

export async function conditionalGet(
  url: string,
  net: NetworkOptions,
  accept: string,
  defaultMaxBytes: number,
  state: SourceState | undefined,
): Promise<GetOutcome> {
  const maxBytes = net.maxBytes ?? defaultMaxBytes;
  const response = await net.fetcher(url, {
    timeoutMs: net.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes,
    accept,
    allowPrivate: net.allowPrivate,
    ifNoneMatch: state?.etag ?? undefined,
    ifModifiedSince: state?.lastModified ?? undefined,
  });
  if (response.notModified === true || !('status' in response) || response.status === 304) return { kind: 'not-modified' };
  if (response.status < 200 || response.status >= 300) throw new Error(`HTTP ${response.status} from ${url}`);
  // The fetcher enforces the limit while streaming; this guards an injected fetcher that does not.
  if (Buffer.byteLength(response.bodyText) > maxBytes) throw new Error(`response from ${url} exceeds ${maxBytes} bytes`);
  return {
    kind: 'body',
    bodyText: response.bodyText,
    etag: headerValue(response.headers, 'etag'),
    lastModified: headerValue(response.headers, 'last-modified'),
    finalUrl: response.url || url,
  };
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

/** The result of a failed source: no items, the reason, and the old validators left untouched. */
export function failedResult(key: string, err: unknown): SourceResult {
  return { key, items: [], error: errorMessage(err) };
}

/**
 * Runs one network source: a 304 yields `notModified` with no items; a body is handed to `parse`; any error,
 * from the network or the parser, becomes `{ error }`.
 */
export async function runNetworkSource(
  key: string,
  url: string,
  net: NetworkOptions,
  spec: { accept: string; maxBytes: number; state: SourceState | undefined },
  parse: (bodyText: string, finalUrl: string) => SourceResult['items'],
): Promise<SourceResult> {
  try {
    const outcome = await conditionalGet(url, net, spec.accept, spec.maxBytes, spec.state);
    if (outcome.kind === 'not-modified') {
      return { key, items: [], notModified: true, etag: spec.state?.etag ?? null, lastModified: spec.state?.lastModified ?? null };
    }
    const items = parse(outcome.bodyText, outcome.finalUrl);
    return { key, items, etag: outcome.etag, lastModified: outcome.lastModified };
  } catch (err) {
    return failedResult(key, err);
  }
}
