import { shortHash } from '../../text/hash';

/** A stored trend a new cluster may continue. */
export interface ExistingTrendRef {
  id: number;
  clusterKey: string;
}

export interface KeyAssignment {
  key: string;
  /** The stored trend this cluster continues (updated in place), or null for a new trend. */
  existingId: number | null;
}

/**
 * Stable cluster keys across cycles. A cluster continues the stored trend that holds most of its items (each
 * trend continued at most once, strongest overlap first), so a story keeps its row, id and saved-item links while
 * it grows. A cluster that continues none gets a key from its earliest item's fingerprint, which does not change
 * as later items join; if that key names an unclaimed stored trend (the story came back), that row is reused.
 */
export function assignClusterKeys(
  clusters: readonly (readonly number[])[],
  itemTrendIds: readonly (number | null)[],
  itemFingerprints: readonly string[],
  existing: readonly ExistingTrendRef[],
): KeyAssignment[] {
  const byId = new Map(existing.map((t) => [t.id, t]));
  const byKey = new Map(existing.map((t) => [t.clusterKey, t]));
  const overlaps: Array<{ cluster: number; trendId: number; count: number }> = [];
  clusters.forEach((members, cluster) => {
    const counts = new Map<number, number>();
    for (const m of members) {
      const id = itemTrendIds[m];
      if (id != null && byId.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [trendId, count] of counts) overlaps.push({ cluster, trendId, count });
  });
  overlaps.sort((a, b) => b.count - a.count || a.cluster - b.cluster || a.trendId - b.trendId);

  const out = new Array<KeyAssignment | undefined>(clusters.length);
  const claimed = new Set<number>();
  for (const { cluster, trendId } of overlaps) {
    if (out[cluster] || claimed.has(trendId)) continue;
    claimed.add(trendId);
    out[cluster] = { key: byId.get(trendId)!.clusterKey, existingId: trendId };
  }
  const usedKeys = new Set(out.filter((a) => a).map((a) => a!.key));
  return clusters.map((members, cluster) => {
    const assigned = out[cluster];
    if (assigned) return assigned;
    const base = `c${shortHash(itemFingerprints[members[0]!] ?? String(cluster))}`;
    const stored = byKey.get(base);
    if (stored && !claimed.has(stored.id) && !usedKeys.has(base)) {
      claimed.add(stored.id);
      usedKeys.add(base);
      return { key: base, existingId: stored.id };
    }
    let key = base;
    for (let n = 2; usedKeys.has(key) || byKey.has(key); n += 1) key = `${base}-${n}`;
    usedKeys.add(key);
    return { key, existingId: null };
  });
}
