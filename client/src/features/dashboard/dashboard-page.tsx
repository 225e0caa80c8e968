import { useState } from 'react';
import type { Trend } from '@newsjack/shared';
import { PageHeader } from '@/components/layout/page-header';
import { StoryGeneratorDialog } from '@/components/story-generator/story-generator-dialog';
import { useAuth } from '@/hooks/use-auth';
import { CreditDisplay } from './components/credit-display';
import { DashboardSearch } from './components/dashboard-search';
import { KeywordsPanel } from './components/keywords-panel';
import { RecentAnglesPanel } from './components/recent-angles-panel';
import { StatsStrip } from './components/stats-strip';
import { StoryGeneratorCta } from './components/story-generator-cta';
import { TrendingPanel } from './components/trending-panel';

interface GeneratorState {
  open: boolean;
  trend: Trend | null;
  guided: boolean;
}

const CLOSED: GeneratorState = { open: false, trend: null, guided: false };

export function DashboardPage() {
  const { user } = useAuth();
  const [generator, setGenerator] = useState<GeneratorState>(CLOSED);
  const greeting = user?.firstName ? `Welcome back, ${user.firstName}` : 'Welcome back';

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`${greeting}. Here is what is moving in your space.`}
        actions={
          <>
            <DashboardSearch />
            <CreditDisplay />
          </>
        }
      />
      <div className="grid gap-6">
        <StatsStrip />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <TrendingPanel onGuidedStory={(trend) => setGenerator({ open: true, trend, guided: true })} />
          </div>
          <div className="grid min-w-0 content-start gap-6">
            <StoryGeneratorCta onOpen={() => setGenerator({ open: true, trend: null, guided: false })} />
            <RecentAnglesPanel />
            <KeywordsPanel />
          </div>
        </div>
      </div>
      <StoryGeneratorDialog
        open={generator.open}
        trend={generator.trend}
        guided={generator.guided}
        onOpenChange={(open) => setGenerator((g) => ({ ...g, open }))}
      />
    </>
  );
}
