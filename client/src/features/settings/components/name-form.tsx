import { useState, type FormEvent } from 'react';
import { updateNameBodySchema, type AuthUser } from '@newsjack/shared';
import { fieldErrorsFromZod, type FieldErrors } from '@/components/form/form-errors';
import { LabelledInput } from '@/components/form/labelled-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateName } from '../api/use-update-name';
import { serverErrors } from '../form-state';
import { FormAlert } from './form-alert';

/** First and last name; Save is offered once something differs from what is stored. */
export function NameForm({ user }: { user: AuthUser }) {
  const update = useUpdateName();
  const [values, setValues] = useState({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const server = serverErrors(update.error);
  const errors = { ...server.fields, ...localErrors };
  const unchanged =
    values.firstName.trim() === (user.firstName ?? '') && values.lastName.trim() === (user.lastName ?? '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateNameBodySchema.safeParse(values);
    if (!parsed.success) return setLocalErrors(fieldErrorsFromZod(parsed.error));
    setLocalErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => setValues({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' }),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Name" className="grid gap-4">
      <FormAlert message={server.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => setValues((v) => ({ ...v, firstName: e.target.value }))}
          error={errors.firstName}
        />
        <LabelledInput
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => setValues((v) => ({ ...v, lastName: e.target.value }))}
          error={errors.lastName}
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={unchanged || update.isPending}>
        {update.isPending && <Spinner className="size-4 text-primary-foreground" label="Saving your name" />}
        Save Name
      </Button>
    </form>
  );
}
