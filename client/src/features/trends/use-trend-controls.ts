import { useState } from 'react';
import type { Timeframe, TrendSource } from '@newsjack/shared';
import { DEFAULT_TREND_TIMEFRAME, EMPTY_TREND_FILTERS, trendsListParams, type TrendFilterState } from './trend-filters';

const DEFAULT_SOURCE: TrendSource = 'all';

/** The list a fresh set of controls asks for (all sources, the default timeframe, no filters, no search). */
export function defaultTrendsListParams() {
  return trendsListParams(DEFAULT_SOURCE, DEFAULT_TREND_TIMEFRAME, EMPTY_TREND_FILTERS);
}

/** Source tab (All Trends by default), timeframe (24h by default) and the committed filter state of a list. */
export function useTrendControls(search?: string) {
  const [source, setSource] = useState<TrendSource>(DEFAULT_SOURCE);
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
