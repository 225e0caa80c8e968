import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A form's full-width submit button, disabled with a spinner while its request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
      {pending && <Spinner className="size-4 text-primary-foreground" label={pendingLabel} />}
      {children}
    </Button>
  );
}
