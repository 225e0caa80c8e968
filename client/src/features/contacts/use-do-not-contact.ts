import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError, parseApiError } from '@/lib/api-client';
import { doNotContactQueryOptions } from '@/lib/do-not-contact';
import { useAddDoNotContact } from './api/use-add-do-not-contact';
import { useRemoveDoNotContact } from './api/use-remove-do-not-contact';

const failed = (error: unknown) => {
  if (isUnauthorizedError(error)) return;
  toast({ title: 'Error', description: parseApiError(error).message, variant: 'destructive' });
};

/** The do-not-contact list, whether a contact is on it, and adding or taking an address off it. */
export function useDoNotContact() {
  const list = useQuery(doNotContactQueryOptions());
  const add = useAddDoNotContact();
  const remove = useRemoveDoNotContact();
  const blocked = new Set((list.data ?? []).map((e) => e.email.toLowerCase()));
  const isBlocked = (contact: Contact) => !!contact.email && blocked.has(contact.email.toLowerCase());

  const block = (body: { email: string } | { contactId: number }, who: string, onDone?: () => void) =>
    add.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Added to Do-Not-Contact',
          description: `${who} will not be pitched from this company.`,
          variant: 'success',
        });
        onDone?.();
      },
      onError: failed,
    });
  const allow = (email: string) =>
    remove.mutate(
      { email },
      {
        onSuccess: () => toast({ title: 'Removed from Do-Not-Contact', description: `${email} can be pitched again.` }),
        onError: failed,
      },
    );

  return {
    entries: list.data ?? [],
    isLoading: list.isLoading,
    isBlocked,
    pending: add.isPending || remove.isPending,
    blockAddress: (email: string, onDone?: () => void) => block({ email }, email, onDone),
    toggle: (contact: Contact) =>
      isBlocked(contact) ? allow(contact.email!) : block({ contactId: contact.id }, contact.name),
    allow,
  };
}
