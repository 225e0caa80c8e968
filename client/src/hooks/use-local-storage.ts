import { useCallback, useState } from 'react';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    // Private browsing or a hand-edited value: behave as if nothing was stored.
    return fallback;
  }
}

/** State mirrored in localStorage, for small UI preferences such as the sidebar's width. */
export function useLocalStorage<T>(key: string, fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, fallback));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the preference lasts for this visit only.
      }
    },
    [key],
  );
  return [value, update];
}
