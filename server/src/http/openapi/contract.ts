import type { z } from 'zod';

/**
 * The wire contract of a route: what it takes (path params, query, JSON body) and what it answers. Each module
 * declares its routes' contracts in `<module>.contract.ts` beside its routes file, keyed by 'METHOD /path'
 * exactly as the route is declared, and hands them to `apiRouter(contract)`; the route registry links each
 * route to its entry, and the OpenAPI document (`GET /api/openapi.json`) is generated from the registry.
 * The schemas are the shared zod schemas the handlers parse with, so there is one definition of each shape.
 */
export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${HttpVerb} /${string}`;

/** A JSON body described by a zod schema, or a response of another kind (a redirect, HTML, a script file). */
export type ResponseSpec =
  z.ZodType | { description: string; schema?: z.ZodType; contentType?: string; headers?: Record<string, string> };

/** Statuses a route may answer with the error shape `{message, details?}`, beyond the ones implied by its
 * declaration (400 when it takes input, 401 unless public, 403 for admin routes and cookie-carrying writes). */
export type ErrorStatus = 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503;

export type RouteContract = {
  summary: string;
  description?: string;
  /** Every `:name` in the path, as the handler parses it. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Success statuses; `null` means no body (204). */
  responses: Partial<Record<200 | 201 | 204 | 302, ResponseSpec | null>>;
  errors?: readonly ErrorStatus[];
  /** Set by defineContract: the heading the route is listed under in the reference. */
  tag?: string;
};

export type Contract = Readonly<Partial<Record<RouteKey, RouteContract>>>;

/** A module's contract: its entries, all listed under one heading in the API reference. */
export function defineContract<const C extends Record<RouteKey, RouteContract>>(tag: string, entries: C): C {
  return Object.fromEntries(
    Object.entries(entries).map(([key, entry]: [string, RouteContract]) => [key, { tag, ...entry }]),
  ) as C;
}

export const routeKey = (method: string, path: string): RouteKey =>
  `${method.toUpperCase() as HttpVerb} ${path as `/${string}`}`;
