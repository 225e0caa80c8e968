import { fnv1a32 } from '../../text/hash';

/**
 * Deterministic choices: the offline engine picks template variants by a hash of its input, so the same input
 * always gives the same output while different inputs vary.
 */
export function stableHash(value: unknown): number {
  return fnv1a32(typeof value === 'string' ? value : JSON.stringify(value, sortedReplacer));
}

function sortedReplacer(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
  }
  return value;
}

export function pick<T>(items: readonly T[], seed: number, salt = 0): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[(seed + salt * 7919) % items.length] as T;
}
