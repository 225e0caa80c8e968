import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { isPoolTimeout } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import type { Logger } from '../logger';
import { AppError, type ErrorDetail } from '../errors';
import { MALFORMED_URL_MESSAGE } from './malformed-url';
import { validationError } from './validate';

/** `retryAfter`: seconds, sent as the Retry-After header (a 503 that will pass). */
type Reply = { status: number; message: string; details?: ErrorDetail[]; retryAfter?: number };

/**
 * How long a client is asked to wait when the database is out of reach: long enough not to hammer a server that is
 * restarting, short enough that the app comes back soon after it does (the pool reconnects on the next query).
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Errors raised by body-parser (express.json) carry a `type` and an http-errors `status`. */
type HttpishError = {
  type?: unknown;
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
  limit?: unknown;
};

function fromBodyParser(err: HttpishError): Reply | undefined {
  switch (err.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'Malformed JSON in request body' };
    case 'entity.too.large':
      return {
        status: 413,
        message: `Request body is too large (limit ${Math.floor(Number(err.limit) / 1024) || 100} kB)`,
      };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'Unsupported request body encoding' };
    case 'request.aborted':
      return { status: 400, message: 'Request aborted' };
    case 'request.size.invalid':
      return { status: 400, message: 'Request body size does not match its Content-Length' };
  }
  // Other http-errors that are explicitly safe to show (4xx with expose=true).
  const status = Number(err.status ?? err.statusCode);
  if (status >= 400 && status < 500 && err.expose === true && typeof err.message === 'string') {
    return { status, message: err.message };
  }
  return undefined;
}

/**
 * Defence in depth: a value the schemas let through but PostgreSQL refuses (class 22, "data exception": a number
 * out of range, an untranslatable character) is the client's input, so a 400, never a 500. Drizzle wraps the
 * driver's error, so the code is looked for on the error and its causes.
 */
function fromDatabase(err: unknown): Reply | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      return { status: 400, message: 'A value in the request is not valid (out of range or unreadable)' };
    }
  }
  return undefined;
}

function toReply(err: unknown): Reply | undefined {
  // The router's parameter decoding (a path that slipped past rejectMalformedUrl) fails with a URIError.
  if (err instanceof URIError) return { status: 400, message: MALFORMED_URL_MESSAGE };
  if (err instanceof AppError) return { status: err.status, message: err.message, details: err.details };
  // Every pooled connection stayed busy for PG_CONNECTION_TIMEOUT_MS: a passing overload, not a crash.
  if (isPoolTimeout(err)) {
    return {
      status: 503,
      message: 'The server is busy. Please try again in a moment.',
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  // The database is down, restarting or dropped the connection: the request was fine, so no 500.
  if (isDatabaseUnavailable(err)) {
    return { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE, retryAfter: DATABASE_RETRY_AFTER_SECONDS };
  }
  if (err instanceof z.ZodError) {
    const e = validationError(err, 'body');
    return { status: 400, message: e.message, details: e.details };
  }
  if (err && typeof err === 'object') return fromBodyParser(err as HttpishError) ?? fromDatabase(err);
  return undefined;
}

/** The one error middleware: JSON `{message, details?}`, never a stack; unknown errors are logged as 500s. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const reply = toReply(err);
    const log = (req as { log?: Logger }).log ?? logger;
    if (!reply) {
      log.error({ err }, 'unhandled error');
      res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
      return;
    }
    if (reply.status >= 500) log.error({ err }, reply.message);
    if (reply.retryAfter) res.setHeader('Retry-After', String(reply.retryAfter));
    res
      .status(reply.status)
      .json(reply.details ? { message: reply.message, details: reply.details } : { message: reply.message });
  };
}

/** Unknown /api paths answer JSON, so API clients never receive the SPA's HTML. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl.split('?')[0]}` });
};
