export { StoryAnglesPage } from './story-angles-page';
