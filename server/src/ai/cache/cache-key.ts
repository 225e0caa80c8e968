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

const digestOf = (value: unknown, length = 64) =>
  createHash('sha256')
    .update(JSON.stringify(normaliseForKey(value)) ?? 'null')
    .digest('hex')
    .slice(0, length);

/**
 * What a user typed that an output depends on, and who typed it. Such an entry belongs to that account: its key
 * carries the owner and the typed input, so no other account's request can ever hit it.
 */
export type CacheScope = { owner: string | null; input: unknown };

/** The key part that names an owner, so an owner's entries of one input can be found without their typed part. */
export const ownerPart = (owner: string | null) => digestOf({ owner }, 16);

/**
 * `<operation>:<sha256 of the normalised input>`, and for an owned entry `.<owner digest>.<typed-input digest>`
 * after it, so the admin's refresh (by the shared input) still reaches every owner's entry of that input.
 */
export function cacheKey(operation: CacheOperation, input: unknown, scope?: CacheScope): string {
  const base = `${operation}:${digestOf(input)}`;
  return scope ? `${base}.${ownerPart(scope.owner)}.${digestOf(scope.input, 32)}` : base;
}

/** The company-analysis key input: name and site host, so an admin can refresh one company by those two fields.
 * What the user typed (outlets, social links) goes into the entry's scope (companyAnalysisScope), never here. */
export function companyAnalysisKeyInput(companyName: string, website: string): { companyName: string; website: string } {
  const host = website.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^www\./, '').replace(/\/.*$/, '');
  return { companyName, website: host };
}

/**
 * The company analysis reads the user's own outlets and social links (the profile can say "It already works with
 * TechCrunch"), so an analysis made with any of them is the typing account's alone; one made from the public
 * name and site only is shared, since every account would get the same answer.
 */
export function companyAnalysisScope(input: {
  account?: string;
  userMediaOutlets: readonly string[];
  socialMediaLinks: Readonly<Record<string, string | null | undefined>>;
}): CacheScope | undefined {
  const outlets = input.userMediaOutlets.map((o) => o.trim()).filter(Boolean);
  const links = Object.fromEntries(Object.entries(input.socialMediaLinks).filter(([, v]) => v?.trim()));
  if (outlets.length === 0 && Object.keys(links).length === 0) return undefined;
  return { owner: input.account ?? null, input: { outlets, links } };
}
