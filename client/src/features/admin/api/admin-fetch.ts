import type { QueryFunction } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiUrl, readableMessage } from '@/lib/api-client';

/**
 * The admin screen's GET: the spec fixes its error as 'status: statusText' (not the body), which the tabs show
 * as 'Failed to fetch: …'. Everything else about it is getJson's: cookies, JSON, the shared schema.
 */
export function adminGet<T>(path: string, schema: ZodType<T>, params: object = {}): QueryFunction<T> {
  return async ({ signal }) => {
    const res = await fetch(apiUrl(path, params), { credentials: 'include', signal });
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    return schema.parse(await res.json());
  };
}

/** The server's `{message}` from an apiRequest error ('400: {"message":"…"}'), or `fallback` when there is none. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'message' in parsed &&
      typeof parsed.message === 'string' &&
      parsed.message
    ) {
      const details = 'details' in parsed && Array.isArray(parsed.details) ? (parsed.details as { path: string; message: string }[]) : undefined;
      return readableMessage(parsed.message, details);
    }
  } catch {
    // Not JSON: a proxy's text or a network failure; the fallback says it better.
  }
  return fallback;
}
