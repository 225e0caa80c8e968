import { Bookmark } from 'lucide-react';
import { ComingSoonPanel } from '@/components/layout/coming-soon-panel';
import { PageHeader } from '@/components/layout/page-header';

export function SavedItemsPage() {
  return (
    <>
      <PageHeader title="Saved Items" subtitle="The trends, story angles, pitches and contacts you kept" />
      <ComingSoonPanel
        icon={Bookmark}
        description="Everything you saved, filterable by type, with shortcuts to generate a story from a trend or find contacts for an angle."
      />
    </>
  );
}
