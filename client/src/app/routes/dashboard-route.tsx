import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Trend } from '@newsjack/shared';
import { DashboardLayout, StoryGeneratorCta, statsQueryOptions } from '@/features/dashboard';
import { KeywordsPanel, keywordsQueryOptions } from '@/features/keywords';
import { RecentAnglesPanel, storyAnglesQueryOptions } from '@/features/story-angles';
import { defaultTrendsListParams, TrendingPanel, trendsQueryOptions } from '@/features/trends';
import { creditBalanceQueryOptions } from '@/lib/credit-balance';
import { savedItemsQueryOptions } from '@/lib/saved-items';
import { DashboardSearch } from './dashboard/dashboard-search';

/**
 * The generator dialog's code (forms, fit checks, its queries) is fetched when it is first opened, not with the
 * dashboard's first screen: most visits never open it, and the first screen is what a phone waits for.
 */
const StoryGeneratorDialog = lazy(async () => ({
  default: (await import('@/features/story-generator')).StoryGeneratorDialog,
}));

/**
 * Every read the dashboard's first screen shows, asked for together as soon as this code is in (the router calls it
 * for a signed-in visit to '/'), rather than each panel's once the page has rendered: the counts, the credits, the
 * trending list (with the panel's default controls), which trends are saved, the recent angles and the keywords.
 */
export function prefetchDashboardReads(client: QueryClient): void {
  void client.prefetchQuery(statsQueryOptions());
  void client.prefetchQuery(creditBalanceQueryOptions());
  void client.prefetchQuery(trendsQueryOptions(defaultTrendsListParams()));
  void client.prefetchQuery(savedItemsQueryOptions());
  void client.prefetchQuery(storyAnglesQueryOptions());
  void client.prefetchQuery(keywordsQueryOptions());
}

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
