import { Mail } from 'lucide-react';
import { ComingSoonPanel } from '@/components/layout/coming-soon-panel';
import { PageHeader } from '@/components/layout/page-header';

export function PitchesPage() {
  return (
    <>
      <PageHeader title="Pitches" subtitle="Personalised email pitches for the journalists you chose" />
      <ComingSoonPanel
        icon={Mail}
        description="Generate, copy and send pitches built from a story angle and each journalist's recent coverage, and track replies and follow-ups."
      />
    </>
  );
}
