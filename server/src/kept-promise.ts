/** A Map or WeakMap of promises by key. */
interface PromiseStore<K, V> {
  get(key: K): Promise<V> | undefined;
  set(key: K, value: Promise<V>): unknown;
  delete(key: K): unknown;
}

/**
 * The promise kept in `store` for `key`, made by `make` on first use and kept for the process (a calibration, a
 * corpus read once); one that rejects is forgotten, so the next call tries again (a server back up, a folder fixed).
 */
export function keptPromise<K, V>(store: PromiseStore<K, V>, key: K, make: () => Promise<V>): Promise<V> {
  let kept = store.get(key);
  if (!kept) {
    kept = make();
    kept.catch(() => store.delete(key));
    store.set(key, kept);
  }
  return kept;
}
