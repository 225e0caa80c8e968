/** The dashboard's own pieces: its frame (greeting, credits, counts) and the generator's call to action. */
export { DashboardLayout } from './dashboard-layout';
export { StoryGeneratorCta } from './components/story-generator-cta';
export { statsQueryOptions } from './api/stats-queries';
