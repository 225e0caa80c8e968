/** Postgres error code of the failure, looking through drizzle's DrizzleQueryError wrapper (which keeps it in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint or unique index refused the write (SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown): boolean => pgErrorCode(err) === '23505';

/** Socket failures on the way to the database server (node's codes, on the error or inside an AggregateError). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is there but cannot serve: class 08 (connection exception), 57P01-57P03 (terminated
 * by an administrator, crash shutdown, starting up or shutting down), 53300 (no connection slot left).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres tells a lost or never-made connection only in its message. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/i;

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; query?: unknown };

/**
 * The database could not be reached or dropped the connection (server down, restarting, terminated by an
 * administrator, network gone, pool unable to connect): a passing outage that the request did not cause, answered
 * as a 503 with Retry-After rather than a 500. Looks inside drizzle's wrapper (DrizzleQueryError: `query` and the
 * driver's error as `cause`) and AggregateErrors (a host with several addresses, each refused), but not inside
 * other wrappers: a failed outbound fetch (net/safe-fetch.ts) carries a refused socket as its cause too, and that
 * is no database outage.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const { code, message, cause, errors, query } = err as ErrorLike;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return typeof query === 'string' && isDatabaseUnavailable(cause, depth + 1);
}
