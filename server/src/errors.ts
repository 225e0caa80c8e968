/** A detail names one field at fault, e.g. `{ path: 'email', message: 'Please enter a valid email address' }`. */
export type ErrorDetail = { path: string; message: string };

/**
 * An error meant for the client: its status and message are sent as they are. Anything else thrown
 * becomes a logged 500 with a generic message, so internals never leak.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new AppError(400, message, 'bad_request', details);
export const unauthorized = (message = 'Unauthorized') => new AppError(401, message, 'unauthorized');
export const paymentRequired = (message: string) => new AppError(402, message, 'payment_required');
export const forbidden = (message = 'Forbidden') => new AppError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new AppError(404, message, 'not_found');
export const conflict = (message: string) => new AppError(409, message, 'conflict');
export const tooMany = (message = 'Too many requests, please try again later.') =>
  new AppError(429, message, 'too_many_requests');
export const serviceUnavailable = (message: string) => new AppError(503, message, 'unavailable');
