import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Contact } from '@newsjack/shared';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { searchDuplicates } from '../duplicate-search';

interface FlagDuplicateDialogProps {
  contact: Contact | null;
  contacts: readonly Contact[];
  pending: boolean;
  onClose: () => void;
  /** `duplicate` is null when nothing was chosen; the page answers with the spec's messages. */
  onSubmit: (contact: Contact, duplicate: Contact | null) => void;
}

/** Flag a duplicate (spec 02 §5): pick the other record of the same journalist from at most 10 search results. */
export function FlagDuplicateDialog({ contact, contacts, pending, onClose, onSubmit }: FlagDuplicateDialogProps) {
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const searchId = useId();
  const legendId = useId();

  useEffect(() => {
    setQuery('');
    setSelectedId(null);
  }, [contact]);

  const results = contact ? searchDuplicates(contacts, contact, query) : [];
  const selected = contacts.find((c) => c.id === selectedId) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (contact) onSubmit(contact, selected);
  };

  return (
    <Dialog open={contact !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        {contact && (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Flag Duplicate</DialogTitle>
              <DialogDescription>
                Which contact is the same journalist as {contact.name} ({contact.outlet})? An admin reviews the pair
                before merging.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-1.5">
              <Label htmlFor={searchId}>Search contacts</Label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id={searchId}
                  type="search"
                  className="pl-8"
                  placeholder="Type a name…"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                />
              </div>
            </div>
            <fieldset className="grid gap-1" aria-labelledby={legendId}>
              <legend id={legendId} className="mb-1 text-sm font-medium">
                {query.trim() ? 'Matching contacts' : 'Likely duplicates'}
              </legend>
              {results.length === 0 ? (
                <p className="text-sm text-muted-foreground">No contacts match your search.</p>
              ) : (
                results.map((candidate) => (
                  <label
                    key={candidate.id}
                    className={cn(
                      'flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5',
                    )}
                  >
                    <input
                      type="radio"
                      name="duplicate-of"
                      className="mt-1"
                      checked={selectedId === candidate.id}
                      onChange={() => setSelectedId(candidate.id)}
                    />
                    <span className="grid">
                      <span className="font-medium">
                        {candidate.name}
                        {candidate.id === contact.id && (
                          <span className="ml-1 text-xs text-muted-foreground">(this contact)</span>
                        )}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {[candidate.title, candidate.outlet].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                  </label>
                ))
              )}
            </fieldset>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? 'Flagging…' : 'Flag Duplicate'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
