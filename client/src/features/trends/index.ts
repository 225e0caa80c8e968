export { TrendsPage } from './trends-page';
export { TrendingPanel } from './components/trending-panel';
export { TrendResultList } from './components/trend-result-list';
export { trendsQueryOptions } from './api/trends-queries';
export { EMPTY_TREND_FILTERS, trendsListParams } from './trend-filters';
export { defaultTrendsListParams } from './use-trend-controls';
export { CategoryBadge } from './components/trend-badges';
