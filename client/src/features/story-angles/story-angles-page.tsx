import { Lightbulb } from 'lucide-react';
import { ComingSoonPanel } from '@/components/layout/coming-soon-panel';
import { PageHeader } from '@/components/layout/page-header';

export function StoryAnglesPage() {
  return (
    <>
      <PageHeader title="Story Angles for My Company" subtitle="All your AI-generated story angles" />
      <ComingSoonPanel
        icon={Lightbulb}
        description="Search, filter, save and share the press release, blog, social and thought-leadership angles generated from your trends."
      />
    </>
  );
}
