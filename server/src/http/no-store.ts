import type { RequestHandler } from 'express';

/**
 * Every API answer is personal or may be (a user's trends, contacts, credits) and must not be kept by a browser's
 * or a proxy's cache, where the next person on a shared machine could read it after sign-out. A route that serves
 * something public and cacheable (the API reference) sets its own header after this.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
