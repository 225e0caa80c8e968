import { useMemo, useState } from 'react';
import type { Keyword } from '@newsjack/shared';

/** Selected keyword ids (a set); Select All toggles all or none. Ids of deleted keywords drop out. */
export function useKeywordSelection(keywords: readonly Keyword[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const present = useMemo(() => new Set(keywords.map((k) => k.id)), [keywords]);
  const ids = useMemo(() => [...selected].filter((id) => present.has(id)), [selected, present]);
  const allSelected = keywords.length > 0 && ids.length === keywords.length;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(keywords.map((k) => k.id)));

  return { ids, isSelected: (id: number) => ids.includes(id), toggle, toggleAll, allSelected };
}
