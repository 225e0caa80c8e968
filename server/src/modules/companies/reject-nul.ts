import { badRequest } from '../../http/errors';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb: such a value would fail at the database as a 500. JSON can
 * carry it, so request bodies are checked first and refused with a 400 naming the field.
 * (Used before parseBody by the companies, onboarding and keywords routes.)
 */
export function rejectNul(value: unknown, path = 'body', depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest(`${path}: ${NUL_MESSAGE}`, [{ path, message: NUL_MESSAGE }]);
    return;
  }
  // express.json bodies are bounded (100 kB), so depth only guards against pathological nesting.
  if (!value || typeof value !== 'object' || depth > 32) return;
  for (const [key, item] of Object.entries(value)) {
    rejectNul(key, path, depth + 1);
    rejectNul(item, path === 'body' ? key : `${path}.${key}`, depth + 1);
  }
}
