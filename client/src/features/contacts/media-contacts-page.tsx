import { Users } from 'lucide-react';
import { ComingSoonPanel } from '@/components/layout/coming-soon-panel';
import { PageHeader } from '@/components/layout/page-header';

export function MediaContactsPage() {
  return (
    <>
      <PageHeader
        title="Media Contacts"
        subtitle="Journalists who really cover your subjects, found from their bylines"
      />
      <ComingSoonPanel
        icon={Users}
        description="Find the reporters behind recent articles in your target outlets, see what they write about and how well they match your story."
      />
    </>
  );
}
