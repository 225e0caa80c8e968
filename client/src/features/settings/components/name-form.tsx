import type { FormEvent } from 'react';
import { updateNameBodySchema, type AuthUser } from '@newsjack/shared';
import { FormAlert } from '@/components/form/form-alert';
import { LabelledInput } from '@/components/form/labelled-input';
import { useFormFields } from '@/components/form/use-form-fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateName } from '../api/use-update-name';

/** First and last name; Save is offered once something differs from what is stored. */
export function NameForm({ user }: { user: AuthUser }) {
  const update = useUpdateName();
  const form = useFormFields({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' }, update.error);
  const { values } = form;
  const unchanged =
    values.firstName.trim() === (user.firstName ?? '') && values.lastName.trim() === (user.lastName ?? '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateNameBodySchema.safeParse(values);
    form.showProblems(parsed.error);
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: (saved) => form.setValues({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' }),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Name" className="grid gap-4">
      <FormAlert message={form.formMessage} />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <LabelledInput label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <Button type="submit" className="justify-self-start" disabled={unchanged || update.isPending}>
        {update.isPending && <Spinner className="size-4 text-primary-foreground" label="Saving your name" />}
        Save Name
      </Button>
    </form>
  );
}
