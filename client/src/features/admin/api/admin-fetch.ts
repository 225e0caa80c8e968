import type { QueryFunction } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiUrl } from '@/lib/api-client';

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

/** The server's readable message from an apiRequest error, or `fallback` (one rule for the app: lib/api-client). */
export { serverMessage } from '@/lib/api-client';
