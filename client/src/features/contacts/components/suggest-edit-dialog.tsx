import { useEffect, useState, type FormEvent } from 'react';
import { SUGGEST_EDIT_NO_CHANGES_MESSAGE, type Contact } from '@newsjack/shared';
import { AlertCircle } from 'lucide-react';
import { LabelledInput } from '@/components/form/labelled-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { changedFields, formFromContact, requiredProblems, type SuggestEditForm } from '../suggest-edit-form';

interface SuggestEditDialogProps {
  contact: Contact | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (contact: Contact, form: SuggestEditForm) => void;
}

const FIELDS: { key: keyof SuggestEditForm; label: string; type?: string; required?: boolean; hint?: string }[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'title', label: 'Title' },
  { key: 'outlet', label: 'Outlet', required: true },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'profileUrl', label: 'Profile URL', type: 'url' },
  { key: 'linkedinUrl', label: 'LinkedIn URL', type: 'url' },
  { key: 'areasOfFocus', label: 'Areas of Focus', hint: 'Separate with commas; repeats are removed.' },
];

/** Suggest an edit (spec 02 §5): the contact's fields prefilled; only what changes goes to admin review. */
export function SuggestEditDialog({ contact, pending, onClose, onSubmit }: SuggestEditDialogProps) {
  const [form, setForm] = useState<SuggestEditForm | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  // Said inside the dialog, not by a toast: while a modal is open Radix hides the toasts from screen readers, and a
  // toast behind the dialog is easy to miss. Any edit clears it.
  const [unchanged, setUnchanged] = useState(false);

  useEffect(() => {
    setForm(contact ? formFromContact(contact) : null);
    setShowErrors(false);
    setUnchanged(false);
  }, [contact]);

  const edit = (next: SuggestEditForm) => {
    setForm(next);
    setUnchanged(false);
  };

  const problems = form ? requiredProblems(form) : [];
  const errorOf = (key: keyof SuggestEditForm) =>
    showErrors ? problems.find((p) => p.field === key)?.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!contact || !form) return;
    if (problems.length > 0) {
      setShowErrors(true);
      return;
    }
    if (Object.keys(changedFields(contact, form)).length === 0) {
      setUnchanged(true);
      return;
    }
    onSubmit(contact, form);
  };

  return (
    <Dialog open={contact !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        {contact && form && (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Suggest an Edit</DialogTitle>
              <DialogDescription>
                Correct what is wrong about {contact.name}. An admin reviews the change before it is applied.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-3 sm:grid-cols-2">
              {FIELDS.map(({ key, label, type, required, hint }) => (
                <LabelledInput
                  key={key}
                  label={label}
                  type={type ?? 'text'}
                  required={required}
                  hint={hint}
                  error={errorOf(key)}
                  className={key === 'areasOfFocus' ? 'sm:col-span-2' : undefined}
                  value={form[key]}
                  onChange={(e) => edit({ ...form, [key]: e.target.value })}
                />
              ))}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="suggest-edit-notes">Notes for the reviewer</Label>
              <Textarea
                id="suggest-edit-notes"
                rows={3}
                placeholder="Where did you see the correct details?"
                value={form.notes}
                onChange={(e) => edit({ ...form, notes: e.target.value })}
              />
            </div>
            {unchanged && (
              <Alert variant="destructive">
                <AlertCircle aria-hidden="true" />
                <AlertDescription>{SUGGEST_EDIT_NO_CHANGES_MESSAGE}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? 'Submitting…' : 'Submit Suggestion'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
