import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
}

/** A reply: a JSON body (status 200), or an explicit status with a JSON or text body. */
export type Reply = unknown | { status: number; json?: unknown; text?: string };
type Handler = Reply | ((call: RecordedCall) => Reply);

function isExplicit(reply: unknown): reply is { status: number; json?: unknown; text?: string } {
  return typeof reply === 'object' && reply !== null && 'status' in reply && typeof reply.status === 'number';
}

function toResponse(reply: Reply): Response {
  if (isExplicit(reply)) {
    if (reply.text !== undefined) return new Response(reply.text, { status: reply.status });
    if (reply.json === undefined) return new Response(null, { status: reply.status });
    return new Response(JSON.stringify(reply.json), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return new Response(JSON.stringify(reply), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs `fetch` with routes keyed "METHOD /path" (query string ignored). Unknown routes answer 404 so a missing
 * stub shows up as a failure instead of hanging. Returns the calls made, in order.
 */
export function mockApi(routes: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.split('?')[0]}`];
    if (handler === undefined) return new Response(`No stub for ${method} ${url}`, { status: 404 });
    return toResponse(typeof handler === 'function' ? (handler as (c: RecordedCall) => Reply)(call) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const UNAUTHORIZED = { status: 401, json: { message: 'Unauthorized' } };
