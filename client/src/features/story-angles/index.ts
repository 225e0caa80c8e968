export { StoryAnglesPage } from './story-angles-page';
export { RecentAnglesPanel } from './components/recent-angles-panel';
export { storyAnglesQueryOptions } from './api/story-angles-queries';
