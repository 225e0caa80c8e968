import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsMobile } from '@/hooks/use-mobile';
import { toast } from '@/hooks/use-toast';
import { activeCompanyProfileQueryOptions } from '@/lib/active-company';
import { contactsQueryOptions } from '@/lib/contacts';
import { useScoreContacts } from './api/use-score-contacts';
import { uniqueOutlets } from './bulk-generate';
import { ContactCards } from './components/contact-cards';
import { ContactsTable } from './components/contacts-table';
import { ContactsToolbar, type AngleChoice } from './components/contacts-toolbar';
import { DoNotContactCard } from './components/do-not-contact-card';
import { FlagDuplicateDialog } from './components/flag-duplicate-dialog';
import { GenerateSection } from './components/generate-section';
import { SuggestEditDialog } from './components/suggest-edit-dialog';
import {
  DEFAULT_SORT,
  filterContacts,
  nextSort,
  NO_CONTACT_FILTER,
  sortContacts,
  tierCounts,
  type ContactFilter,
} from './contact-view';
import { CONTACT_FAILURES, failureToast } from './contact-toasts';
import { downloadContactsCsv } from './contacts-csv';
import { useContactActions } from './use-contact-actions';
import { useDoNotContact } from './use-do-not-contact';
import { useContactGeneration } from './use-contact-generation';
import { useScoreTarget } from './use-score-target';

interface MediaContactsPageProps {
  /** The story angles 'AI Score' can score against (another feature's data, passed in by the composition). */
  angles: readonly AngleChoice[] | undefined;
}

/** Media Contacts (spec 02 §2): generate from outlets, search, tier chips, AI Score, the table, save and review. */
export function MediaContactsPage({ angles }: MediaContactsPageProps) {
  const company = useQuery(activeCompanyProfileQueryOptions());
  const contacts = useQuery(contactsQueryOptions());
  const generation = useContactGeneration();
  const score = useScoreContacts();
  const actions = useContactActions();
  const doNotContact = useDoNotContact();
  const scoreTarget = useScoreTarget(angles);
  const [filter, setFilter] = useState<ContactFilter>(NO_CONTACT_FILTER);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const isMobile = useIsMobile();

  const outlets = uniqueOutlets(company.data?.suggestedMediaOutlets ?? []);
  const all = contacts.data ?? [];
  const shown = sortContacts(filterContacts(all, filter), sort);

  const runScore = () => {
    const target = scoreTarget.target;
    const headline = target === 'company' ? null : angles?.find((a) => a.id === target)?.headline;
    score.mutate(target === 'company' ? null : target, {
      onSuccess: (result) =>
        toast({
          title: 'Contacts Scored',
          description: `Scored ${result.scored} contacts against ${headline ? `'${headline}'` : 'your company profile'}.`,
          variant: 'success',
        }),
      onError: (error) => failureToast(CONTACT_FAILURES.score, error),
    });
  };

  return (
    <>
      <PageHeader
        title="Media Contacts"
        subtitle="Journalists who really cover your subjects, found from their bylines"
      />
      <div className="grid min-w-0 gap-4">
        <GenerateSection
          outlets={outlets}
          busy={generation.busy}
          single={generation.single}
          bulk={generation.bulk}
          lastResult={generation.lastResult}
          onGenerate={generation.generateOne}
          onGenerateAll={() => void generation.generateAll(outlets)}
        />
        <Card className="grid min-w-0 gap-4 p-4 sm:p-6">
          <ContactsToolbar
            filter={filter}
            counts={tierCounts(all)}
            onFilterChange={setFilter}
            angles={angles ?? []}
            scoreTarget={scoreTarget.target}
            onScoreTargetChange={scoreTarget.setTarget}
            scoring={score.isPending}
            canScore={all.length > 0}
            onScore={runScore}
            canExport={shown.length > 0}
            onExport={() => downloadContactsCsv(shown)}
          />
          {scoreTarget.missingStory && (
            <p className="text-sm text-muted-foreground">
              The story angle in the link was not found among yours; AI Score uses your company profile.
            </p>
          )}
          {contacts.isLoading ? (
            <div className="grid gap-2" aria-busy="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : contacts.isError ? (
            <div role="alert" className="grid justify-items-center gap-2 p-6 text-center text-sm">
              <p className="font-medium">{CONTACT_FAILURES.fetch}</p>
              <Button variant="outline" size="sm" onClick={() => void contacts.refetch()}>
                Try again
              </Button>
            </div>
          ) : all.length === 0 ? (
            <div className="grid justify-items-center gap-2 p-8 text-center">
              <Users className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="text-sm">No media contacts found. Generate your first contacts using the form above.</p>
            </div>
          ) : shown.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">No contacts match your search or tier.</p>
          ) : isMobile ? (
            <ContactCards
              contacts={shown}
              sort={sort}
              onSortChange={setSort}
              isSaving={actions.isSaving}
              onSave={actions.saveContact}
              onSuggestEdit={actions.setEditing}
              onFlagDuplicate={actions.setFlagging}
              isBlocked={doNotContact.isBlocked}
              onToggleDoNotContact={doNotContact.toggle}
            />
          ) : (
            <ContactsTable
              contacts={shown}
              sort={sort}
              onSort={(key) => setSort((current) => nextSort(current, key))}
              isSaving={actions.isSaving}
              onSave={actions.saveContact}
              onSuggestEdit={actions.setEditing}
              onFlagDuplicate={actions.setFlagging}
              isBlocked={doNotContact.isBlocked}
              onToggleDoNotContact={doNotContact.toggle}
            />
          )}
        </Card>
        <DoNotContactCard
          entries={doNotContact.entries}
          pending={doNotContact.pending}
          onAdd={doNotContact.blockAddress}
          onRemove={doNotContact.allow}
        />
      </div>
      <SuggestEditDialog
        contact={actions.editing}
        pending={actions.suggestPending}
        onClose={() => actions.setEditing(null)}
        onSubmit={(contact, form) => void actions.submitEdit(contact, form)}
      />
      <FlagDuplicateDialog
        contact={actions.flagging}
        contacts={all}
        pending={actions.flagPending}
        onClose={() => actions.setFlagging(null)}
        onSubmit={actions.submitDuplicate}
      />
    </>
  );
}
