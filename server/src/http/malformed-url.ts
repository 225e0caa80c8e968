import type { RequestHandler } from 'express';
import { badRequest } from '../errors';

export const MALFORMED_URL_MESSAGE = 'Malformed URL: the path has an invalid percent-encoding';

/**
 * A path whose percent-encoding does not decode (`/%ZZ`, `/api/keywords/%E0%A4%A`) is the client's mistake, so a
 * 400 here, before the router's parameter decoding or the static file server would throw it as a 500.
 */
export const rejectMalformedUrl: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(badRequest(MALFORMED_URL_MESSAGE));
  }
  next();
};
