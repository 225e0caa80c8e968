import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { DELETE_ACCOUNT_CONFIRMATION, type AuthUser } from '@newsjack/shared';
import { FormAlert } from '@/components/form/form-alert';
import { serverErrors } from '@/components/form/form-errors';
import { LabelledInput } from '@/components/form/labelled-input';
import { PasswordField } from '@/components/form/password-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteAccount } from '../api/use-delete-account';

/**
 * Delete Account, and the dialog that confirms it: the current password, or for an account signed in by the
 * identity provider (which has none) the word DELETE typed out. Afterwards the visitor is on the landing page.
 */
export function DeleteAccount({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();
  const server = serverErrors(remove.error);
  const byPassword = user.signIn === 'password';
  const ready = byPassword ? answer.length > 0 : answer.trim() === DELETE_ACCOUNT_CONFIRMATION;

  function onOpenChange(next: boolean) {
    setOpen(next);
    setAnswer('');
    remove.reset();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    remove.mutate(byPassword ? { currentPassword: answer } : { confirmation: answer.trim() }, {
      onSuccess: () => navigate('/', { replace: true }),
    });
  }

  return (
    <>
      <Button variant="destructive" onClick={() => onOpenChange(true)}>
        Delete Account
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                This removes {user.email ?? 'your account'} and everything it owns: companies, keywords, story angles,
                contacts, pitches and saved items. It cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <FormAlert message={server.message} />
            {byPassword ? (
              <PasswordField
                label="Current password"
                purpose="current"
                value={answer}
                onChange={(e) => setAnswer(e.target.value)}
                error={server.fields.currentPassword}
                required
              />
            ) : (
              <LabelledInput
                label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
                autoComplete="off"
                value={answer}
                onChange={(e) => setAnswer(e.target.value)}
                error={server.fields.confirmation}
                required
              />
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={!ready || remove.isPending}>
                {remove.isPending && <Spinner className="size-4" label="Deleting your account" />}
                Delete Account
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
