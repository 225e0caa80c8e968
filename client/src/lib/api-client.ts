import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import type * as SharedModule from '@newsjack/shared';
import type { ZodType } from 'zod';
import { takeInitialRead } from './initial-reads';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Turns a non-OK response into Error('{status}: {response text or status text}'), the format the spec fixes. */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/**
 * One call to the API with the session cookie. A body is sent as JSON. Resolves with the Response so callers
 * choose how to read it (many writes answer 204).
 */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * Reads a JSON body and, when a schema is given, validates it against the shared wire contract. The schema is
 * normally a loader (`sharedSchema('name')`): zod and the shared schemas are then downloaded and built at the first
 * answer that needs checking, never as part of a screen's code (see `sharedSchema`).
 */
export async function readJson<T>(res: Response, schema?: SchemaSource<T>): Promise<T> {
  if (res.status === 204) return undefined as T;
  const [body, check] = await Promise.all([
    res.json() as Promise<unknown>,
    typeof schema === 'function' ? schema() : schema,
  ]);
  return check ? check.parse(body) : (body as T);
}

type QueryParamValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

function isParams(part: unknown): part is Record<string, QueryParamValue> {
  return typeof part === 'object' && part !== null && !Array.isArray(part);
}

/**
 * A path with a query string made from `params`: arrays comma-joined, empty values left out
 * (apiUrl('/api/trends', { source: 'all', categories: ['a', 'b'], sentiment: null }) → '/api/trends?source=all&categories=a%2Cb').
 */
export function apiUrl(path: string, params: object = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, QueryParamValue>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The schema an answer is checked against, or a loader of it (`sharedSchema`): the first screen (sign-in state) loads
 * zod and the shared schemas only once there is an answer to check, so the landing page does not download them.
 */
export type SchemaSource<T> = ZodType<T> | (() => Promise<ZodType<T>>);

type Shared = typeof SharedModule;
type SharedSchemaName = { [K in keyof Shared]: Shared[K] extends ZodType ? K : never }[keyof Shared];

/**
 * A loader of one shared schema: how every read and write names the schema its answer is checked against. zod and
 * the shared schemas (a 34 KB chunk whose evaluation is one of a first screen's longest tasks) are then no part of
 * any screen's code: a signed-in first screen, drawn from the answers its page carries, never downloads them, and
 * a read that leaves before they are in (the sign-in state) waits for them only to check its answer.
 */
export const sharedSchema =
  <K extends SharedSchemaName>(name: K) =>
  (): Promise<Shared[K]> =>
    import('@newsjack/shared').then((shared) => shared[name]);

interface GetJsonOptions<T> {
  on401: UnauthorizedBehavior;
  schema?: SchemaSource<T>;
  /**
   * Called as soon as the answer is a 200, before its body is read and checked (which may wait for the schemas'
   * download): the sign-in answer starts the signed-in screen's downloads from here, in parallel with that wait.
   */
  onOk?: (client: QueryClient) => void;
}

/**
 * The data fetch every query uses: GET `url` with the session cookie, parse JSON (validated when a schema is
 * given); a 401 either throws or, with on401 'returnNull', yields null. The cache key is separate (lib/query-keys).
 */
export function getJson<T>(url: string, options: GetJsonOptions<T> & { on401: 'returnNull' }): QueryFunction<T | null>;
export function getJson<T>(url: string, options: GetJsonOptions<T> & { on401: 'throw' }): QueryFunction<T>;
export function getJson<T>(url: string, { on401, schema, onOk }: GetJsonOptions<T>): QueryFunction<T | null> {
  return async ({ signal, client }) => {
    // A signed-in page may carry this answer already (lib/initial-reads.ts): no request, and no check either. The
    // server wrote it into this very page with the same route code, and the page names this build's scripts, so
    // it cannot be another version's answer; checking it would put zod on every first screen's critical path.
    // A signed-out page carries the sign-in answer too, as null (a 401's answer here): nothing follows from it.
    const initial = takeInitialRead(url);
    if (initial) {
      if (initial.body !== null) onOk?.(client);
      return initial.body as T;
    }
    const res = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    // The schemas first (the largest download of a signed-in first screen), then whatever onOk starts beside them.
    const checked = typeof schema === 'function' ? schema() : schema;
    onOk?.(client);
    return readJson(res, await checked);
  };
}

export interface ParsedApiError {
  status: number | null;
  message: string;
  details?: { path: string; message: string }[];
  /** The message is the API's own `{message}` (not a body's raw text or the fallback). */
  fromApi?: boolean;
}

/** A field path as the server names it before a rule: 'password', 'url', 'socialMediaLinks.linkedin'. */
const FIELD_PREFIX = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*): (\S[\s\S]*)$/;

/**
 * The server names the field before its rule ('password: This password is too common…', 'url: Feed URL must be an
 * http(s) address'); a person reads the rule alone. The prefix goes when the details name that field, or when there
 * are no details and it is a field path (lower-case, no spaces: a sentence such as 'Error: …' keeps its word).
 * Every screen that shows a server message goes through this.
 */
export function readableMessage(message: string, details?: ReadonlyArray<{ path: string; message: string }>): string {
  const match = FIELD_PREFIX.exec(message);
  if (!match) return message;
  const [, field, rule] = match;
  if (!details || details.length === 0 || details.some((d) => d.path === field)) return rule!;
  return message;
}

/**
 * Splits an Error('{status}: {body}') back into its parts and pulls the readable `message` out of the JSON body
 * the API sends, so screens can show "Invalid email or password" rather than raw JSON.
 */
export function parseApiError(error: unknown, fallback = 'Something went wrong. Please try again.'): ParsedApiError {
  const raw = error instanceof Error ? error.message : String(error ?? '');
  const match = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!match) return { status: null, message: raw || fallback };
  const status = Number(match[1]);
  const body = match[2] ?? '';
  try {
    const parsed: unknown = JSON.parse(body);
    if (isParams(parsed) && typeof parsed.message === 'string') {
      const raw = (parsed as { details?: unknown }).details;
      const details = Array.isArray(raw) ? (raw as NonNullable<ParsedApiError['details']>) : undefined;
      return { status, message: readableMessage(parsed.message, details), details, fromApi: true };
    }
  } catch {
    // Not JSON: the body text (or the status text) is the message itself.
  }
  return { status, message: body.trim() || fallback };
}

/**
 * The server's readable message for a toast ('Update Failed' with the server message or the spec's fallback): the
 * fallback when the answer carried no message of the API's own (a proxy's page, a network failure).
 */
export function serverMessage(error: unknown, fallback: string): string {
  const parsed = parseApiError(error, fallback);
  return parsed.status === null || !parsed.fromApi ? fallback : parsed.message;
}

/** True for the errors the spec treats as "session gone": a 401 whose text mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401: ') && /Unauthorized/.test(error.message);
}
