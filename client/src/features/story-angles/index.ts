export { StoryAnglesPage } from './story-angles-page';
export { RecentAnglesPanel } from './components/recent-angles-panel';
