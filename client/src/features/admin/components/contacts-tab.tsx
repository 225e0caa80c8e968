import { useQuery } from '@tanstack/react-query';
import type { ContactRef } from '@newsjack/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { adminQueries } from '../api/admin-queries';
import { useApproveSuggestion } from '../api/use-approve-suggestion';
import { useRejectSuggestion } from '../api/use-reject-suggestion';
import { useResolveDuplicateFlag } from '../api/use-resolve-duplicate-flag';
import { suggestedValue } from '../admin-format';
import { FetchError } from './stat-card';

function ContactLine({ contact, label }: { contact: ContactRef; label?: string }) {
  return (
    <div>
      {label && <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</p>}
      <p className="font-medium">{contact.name}</p>
      <p className="text-sm text-muted-foreground">{[contact.title, contact.outlet].filter(Boolean).join(' · ')}</p>
    </div>
  );
}

function SuggestionsList() {
  const { data, error } = useQuery(adminQueries.suggestions());
  const approve = useApproveSuggestion();
  const reject = useRejectSuggestion();
  const busy = approve.isPending || reject.isPending;
  if (error) return <FetchError error={error} />;
  if (data?.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">No pending contact suggestions</p>;
  return (
    <div className="space-y-3">
      {data?.map((s) => (
        <Card key={s.id} data-testid="admin-suggestion">
          <CardContent className="space-y-3 p-4">
            <ContactLine contact={s.contact} />
            <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
              {Object.entries(s.suggestedData).map(([field, value]) => (
                <div key={field} className="contents">
                  <dt className="text-muted-foreground">{field}</dt>
                  <dd className="font-medium">{suggestedValue(value)}</dd>
                </div>
              ))}
            </dl>
            {s.notes && <p className="text-sm italic text-muted-foreground">Notes: {s.notes}</p>}
            <div className="flex gap-2">
              <Button size="sm" disabled={busy} onClick={() => approve.mutate(s.id)}>
                Approve
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => reject.mutate(s.id)}>
                Reject
              </Button>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function DuplicateFlagsList() {
  const { data, error } = useQuery(adminQueries.duplicateFlags());
  const resolve = useResolveDuplicateFlag();
  if (error) return <FetchError error={error} />;
  if (data?.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">No pending duplicate flags</p>;
  return (
    <div className="space-y-3">
      {data?.map((f) => (
        <Card key={f.id} data-testid="admin-duplicate-flag">
          <CardContent className="space-y-3 p-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <ContactLine contact={f.contact1} label="Contact 1" />
              <ContactLine contact={f.contact2} label="Contact 2" />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate({ id: f.id, action: 'keep1' })}
              >
                Merge (keep contact 1)
              </Button>
              <Button
                size="sm"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate({ id: f.id, action: 'keep2' })}
              >
                Merge (keep contact 2)
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate({ id: f.id, action: 'not_duplicates' })}
              >
                Not Duplicates
              </Button>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Contact moderation: users' edit suggestions and duplicate flags, each with its count. */
export function ContactsTab() {
  const suggestions = useQuery(adminQueries.suggestions());
  const flags = useQuery(adminQueries.duplicateFlags());
  return (
    <Tabs defaultValue="suggestions">
      <TabsList>
        <TabsTrigger value="suggestions">Contact Suggestions ({suggestions.data?.length ?? 0})</TabsTrigger>
        <TabsTrigger value="duplicates">Duplicate Flags ({flags.data?.length ?? 0})</TabsTrigger>
      </TabsList>
      <TabsContent value="suggestions" className="mt-4">
        <SuggestionsList />
      </TabsContent>
      <TabsContent value="duplicates" className="mt-4">
        <DuplicateFlagsList />
      </TabsContent>
    </Tabs>
  );
}
