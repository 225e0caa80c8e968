import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { savedItemsQueryOptions } from '@/lib/saved-items';

/** Ids of the trends the user has saved; empty while loading or when the list cannot be read. */
export function useSavedTrendIds(): ReadonlySet<number> {
  const { data } = useQuery(savedItemsQueryOptions());
  return useMemo(
    () => new Set((data ?? []).filter((item) => item.itemType === 'trend').map((item) => item.itemId)),
    [data],
  );
}
