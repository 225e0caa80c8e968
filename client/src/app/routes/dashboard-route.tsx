import { DashboardLayout, StoryGeneratorCta } from '@/features/dashboard';
import { KeywordsPanel } from '@/features/keywords';
import { RecentAnglesPanel } from '@/features/story-angles';
import { TrendingPanel } from '@/features/trends';
import { DashboardSearch } from './dashboard/dashboard-search';
import { useStoryGenerator } from './use-story-generator';

/**
 * The dashboard composes the dashboard's frame with the trends, story-angles, story-generator and keywords
 * features: the top trend's 'Generate Story' opens the guided generator, the call to action the plain one.
 * The search reads trends and keywords both, so it lives here too.
 */
export function DashboardRoute() {
  const generator = useStoryGenerator();
  return (
    <>
      <DashboardLayout
        search={<DashboardSearch />}
        main={<TrendingPanel onGuidedStory={(trend) => generator.open(trend, true)} />}
        aside={
          <>
            <StoryGeneratorCta onOpen={() => generator.open(null, false)} />
            <RecentAnglesPanel />
            <KeywordsPanel />
          </>
        }
      />
      {generator.dialog}
    </>
  );
}
