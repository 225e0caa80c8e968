import type { NewsItem } from './types';

/** Distinct by fingerprint (one INSERT … ON CONFLICT cannot touch a row twice); the newest copy wins. */
export function dedupe(items: readonly NewsItem[]): NewsItem[] {
  const byFingerprint = new Map<string, NewsItem>();
  for (const item of items) {
    const seen = byFingerprint.get(item.fingerprint);
    if (!seen || item.publishedAt > seen.publishedAt) byFingerprint.set(item.fingerprint, item);
  }
  return [...byFingerprint.values()];
}

/** Fingerprint → every search keyword that found the item this cycle (a story found by two searches counts for both). */
export function searchKeywords(items: readonly NewsItem[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const item of items) {
    if (!item.keyword) continue;
    const list = out.get(item.fingerprint) ?? [];
    if (!list.includes(item.keyword)) list.push(item.keyword);
    out.set(item.fingerprint, list);
  }
  return out;
}
