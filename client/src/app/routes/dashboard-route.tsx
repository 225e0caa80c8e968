import { useState } from 'react';
import type { Trend } from '@newsjack/shared';
import { DashboardLayout, StoryGeneratorCta } from '@/features/dashboard';
import { KeywordsPanel } from '@/features/keywords';
import { RecentAnglesPanel } from '@/features/story-angles';
import { StoryGeneratorDialog } from '@/features/story-generator';
import { TrendingPanel } from '@/features/trends';
import { DashboardSearch } from './dashboard/dashboard-search';

interface GeneratorState {
  open: boolean;
  trend: Trend | null;
  guided: boolean;
}

const CLOSED: GeneratorState = { open: false, trend: null, guided: false };

/**
 * The dashboard composes the dashboard's frame with the trends, story-angles, story-generator and keywords
 * features: the top trend's 'Generate Story' opens the guided generator, the call to action the plain one.
 * The search reads trends and keywords both, so it lives here too.
 */
export function DashboardRoute() {
  const [generator, setGenerator] = useState<GeneratorState>(CLOSED);
  return (
    <>
      <DashboardLayout
        search={<DashboardSearch />}
        main={<TrendingPanel onGuidedStory={(trend) => setGenerator({ open: true, trend, guided: true })} />}
        aside={
          <>
            <StoryGeneratorCta onOpen={() => setGenerator({ open: true, trend: null, guided: false })} />
            <RecentAnglesPanel />
            <KeywordsPanel />
          </>
        }
      />
      <StoryGeneratorDialog
        open={generator.open}
        trend={generator.trend}
        guided={generator.guided}
        onOpenChange={(open) => setGenerator((g) => (open ? { ...g, open } : CLOSED))}
      />
    </>
  );
}
