import { useState } from 'react';
import type { Timeframe, TrendSource } from '@newsjack/shared';
import { DEFAULT_TREND_TIMEFRAME, EMPTY_TREND_FILTERS, trendsListParams, type TrendFilterState } from './trend-filters';

/** Source tab (All Trends by default), timeframe (24h by default) and the committed filter state of a list. */
export function useTrendControls(search?: string) {
  const [source, setSource] = useState<TrendSource>('all');
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TREND_TIMEFRAME);
  const [filters, setFilters] = useState<TrendFilterState>(EMPTY_TREND_FILTERS);
  return {
    source,
    setSource,
    timeframe,
    setTimeframe,
    filters,
    setFilters,
    params: trendsListParams(source, timeframe, filters, search),
  };
}

export type TrendControls = ReturnType<typeof useTrendControls>;
