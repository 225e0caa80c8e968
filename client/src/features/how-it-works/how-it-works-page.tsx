import { CircleHelp } from 'lucide-react';
import { ComingSoonPanel } from '@/components/layout/coming-soon-panel';
import { PageHeader } from '@/components/layout/page-header';

export function HowItWorksPage() {
  return (
    <>
      <PageHeader title="How It Works" subtitle="A step-by-step guide to getting coverage with Newsjack" />
      <ComingSoonPanel
        icon={CircleHelp}
        description="A guide to each area of the app, with numbered steps, tips and a quick-start checklist for new and returning users."
      />
    </>
  );
}
