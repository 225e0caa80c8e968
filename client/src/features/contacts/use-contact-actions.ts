import { useState } from 'react';
import {
  DUPLICATE_CONTACT_REQUIRED_MESSAGE,
  DUPLICATE_OF_ITSELF_MESSAGE,
  SUGGEST_EDIT_NO_CHANGES_MESSAGE,
  type Contact,
} from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { sharedSchema } from '@/lib/api-client';
import { useFlagDuplicate } from './api/use-flag-duplicate';
import { useSaveContact } from './api/use-save-contact';
import { useSuggestContactEdit } from './api/use-suggest-contact-edit';
import { CONTACT_FAILURES, failureToast, splitTitle } from './contact-toasts';
import { changedFields, type SuggestEditForm } from './suggest-edit-form';

/** Save, suggest an edit and flag a duplicate, with the dialogs' open contact and spec 02's toasts (§5, §8). */
export function useContactActions() {
  const save = useSaveContact();
  const suggest = useSuggestContactEdit();
  const flag = useFlagDuplicate();
  const [editing, setEditing] = useState<Contact | null>(null);
  const [flagging, setFlagging] = useState<Contact | null>(null);

  const saveContact = (contact: Contact) =>
    save.mutate(contact.id, {
      onSuccess: () =>
        toast({ title: 'Contact saved', description: `${contact.name} is in your Saved Items.`, variant: 'success' }),
      onError: (error) => failureToast(CONTACT_FAILURES.save, error),
    });

  const submitEdit = async (contact: Contact, form: SuggestEditForm) => {
    const suggestedData = changedFields(contact, form);
    if (Object.keys(suggestedData).length === 0) {
      toast({ ...splitTitle(SUGGEST_EDIT_NO_CHANGES_MESSAGE), variant: 'destructive' });
      return;
    }
    const notes = form.notes.trim();
    // The shared schema is the server's: a malformed e-mail or an over-long field is named before sending. It is
    // loaded at the first suggestion, so Media Contacts' first screen carries no zod.
    const parsed = (await sharedSchema('suggestEditBodySchema')()).safeParse({
      suggestedData,
      ...(notes ? { notes } : {}),
    });
    if (!parsed.success) {
      toast({
        title: 'Error',
        description: parsed.error.issues[0]?.message ?? CONTACT_FAILURES.suggest,
        variant: 'destructive',
      });
      return;
    }
    suggest.mutate(
      { id: contact.id, body: parsed.data },
      {
        onSuccess: () => {
          toast({
            title: 'Edit Suggested',
            description: 'Your suggestion has been submitted for admin review.',
            variant: 'success',
          });
          setEditing(null);
        },
        onError: (error) => failureToast(CONTACT_FAILURES.suggest, error),
      },
    );
  };

  const submitDuplicate = (contact: Contact, duplicate: Contact | null) => {
    if (!duplicate) {
      toast({ title: 'Error', description: DUPLICATE_CONTACT_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    if (duplicate.id === contact.id) {
      toast({ title: 'Error', description: DUPLICATE_OF_ITSELF_MESSAGE, variant: 'destructive' });
      return;
    }
    flag.mutate(
      { contactId1: contact.id, contactId2: duplicate.id },
      {
        onSuccess: () => {
          toast({
            title: 'Duplicate Flagged',
            description: `${contact.name} and ${duplicate.name} have been submitted for admin review.`,
            variant: 'success',
          });
          setFlagging(null);
        },
        onError: (error) => failureToast(CONTACT_FAILURES.flag, error),
      },
    );
  };

  return {
    saveContact,
    isSaving: (id: number) => save.isPending && save.variables === id,
    editing,
    setEditing,
    submitEdit,
    suggestPending: suggest.isPending,
    flagging,
    setFlagging,
    submitDuplicate,
    flagPending: flag.isPending,
  };
}
