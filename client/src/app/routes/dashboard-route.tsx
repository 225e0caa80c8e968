import { lazy, Suspense, useState } from 'react';
import type { Trend } from '@newsjack/shared';
import { DashboardLayout, StoryGeneratorCta } from '@/features/dashboard';
import { KeywordsPanel } from '@/features/keywords';
import { RecentAnglesPanel } from '@/features/story-angles';
import { TrendingPanel } from '@/features/trends';
import { DashboardSearch } from './dashboard/dashboard-search';

/**
 * The generator dialog's code (forms, fit checks, its queries) is fetched when it is first opened, not with the
 * dashboard's first screen: most visits never open it, and the first screen is what a phone waits for.
 */
const StoryGeneratorDialog = lazy(async () => ({
  default: (await import('@/features/story-generator')).StoryGeneratorDialog,
}));

interface GeneratorState {
  open: boolean;
  /** Opened at least once: the dialog stays mounted afterwards so it can animate closed. */
  used: boolean;
  trend: Trend | null;
  guided: boolean;
}

const CLOSED = { open: false, trend: null, guided: false } as const;

/**
 * The dashboard composes the dashboard's frame with the trends, story-angles, story-generator and keywords
 * features: the top trend's 'Generate Story' opens the guided generator, the call to action the plain one.
 * The search reads trends and keywords both, so it lives here too.
 */
export function DashboardRoute() {
  const [generator, setGenerator] = useState<GeneratorState>({ ...CLOSED, used: false });
  return (
    <>
      <DashboardLayout
        search={<DashboardSearch />}
        main={
          <TrendingPanel onGuidedStory={(trend) => setGenerator({ open: true, used: true, trend, guided: true })} />
        }
        aside={
          <>
            <StoryGeneratorCta onOpen={() => setGenerator({ open: true, used: true, trend: null, guided: false })} />
            <RecentAnglesPanel />
            <KeywordsPanel />
          </>
        }
      />
      {generator.used && (
        <Suspense fallback={null}>
          <StoryGeneratorDialog
            open={generator.open}
            trend={generator.trend}
            guided={generator.guided}
            onOpenChange={(open) => setGenerator((g) => (open ? { ...g, open } : { ...CLOSED, used: true }))}
          />
        </Suspense>
      )}
    </>
  );
}
