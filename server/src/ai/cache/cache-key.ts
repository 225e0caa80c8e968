import { createHash } from 'node:crypto';

/** Cached operations, their key prefixes and lifetimes (the spec's TTLs). */
export const CACHE_TTLS_MS = {
  company_analysis: 7 * 24 * 60 * 60 * 1000,
  trend_enrichment: 12 * 60 * 60 * 1000,
  media_contacts: 24 * 60 * 60 * 1000,
  trend_search: 3 * 60 * 60 * 1000,
  /** One text's vector from an embeddings model (semantic/openai); a model's vectors never change. */
  embedding: 30 * 24 * 60 * 60 * 1000,
} as const;

export type CacheOperation = keyof typeof CACHE_TTLS_MS;
export const CACHE_OPERATIONS = Object.keys(CACHE_TTLS_MS) as CacheOperation[];

/**
 * The input as the cache sees it: object keys sorted, strings trimmed and lower-cased, undefined dropped, dates
 * as ISO strings. Two requests that differ only in spacing, case or key order share an entry. Array order is kept:
 * it can carry meaning (headline order, ranked lists).
 */
export function normaliseForKey(value: unknown): unknown {
  if (typeof value === 'string') return value.trim().toLowerCase();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normaliseForKey);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, normaliseForKey(v)]),
    );
  }
  return value;
}

/** `<operation>:<sha256 of the normalised input>`. */
export function cacheKey(operation: CacheOperation, input: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(normaliseForKey(input)) ?? 'null').digest('hex');
  return `${operation}:${digest}`;
}

/** The company-analysis key input: name and site host, so an admin can refresh one company by those two fields. */
export function companyAnalysisKeyInput(companyName: string, website: string): { companyName: string; website: string } {
  const host = website.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^www\./, '').replace(/\/.*$/, '');
  return { companyName, website: host };
}
