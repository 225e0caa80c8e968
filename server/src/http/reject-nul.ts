import type { RequestHandler } from 'express';
import { badRequest } from '../errors';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so such a value would fail at the database. JSON and query
 * strings can carry it; every /api request is checked once here and refused with a 400 naming the field.
 */
export function findNul(value: unknown, path = 'body', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // express.json bodies are bounded (100 kB), so depth only guards against pathological nesting.
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found =
      findNul(key, path, depth + 1) ??
      findNul(item, path === 'body' || path === 'query' ? key : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const rejectNulInput: RequestHandler = (req, _res, next) => {
  const path = findNul(req.body) ?? findNul(req.query, 'query') ?? (req.path.includes('\u0000') ? 'path' : undefined);
  if (path) throw badRequest(`${path}: ${NUL_MESSAGE}`, [{ path, message: NUL_MESSAGE }]);
  next();
};
