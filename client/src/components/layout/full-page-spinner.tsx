import { Spinner } from '@/components/ui/spinner';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

/** For content areas inside the shell (lazy pages loading), so the sidebar stays put. */
export function ContentSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-7" label={label} />
    </div>
  );
}
