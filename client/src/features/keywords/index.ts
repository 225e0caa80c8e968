export { KeywordsPage } from './keywords-page';
export { KeywordsPanel } from './components/keywords-panel';
export { keywordsQueryOptions } from './api/keywords-queries';
export type { RenderTrends } from './trend-list-slot';
