import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** One figure with its label, as the Stats and Cleanup tabs show them. */
export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number | string | undefined;
  icon: LucideIcon;
}) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-4 p-5">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums">{value ?? '–'}</p>
        </div>
        <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
      </CardContent>
    </Card>
  );
}

/** A query's failure, in the admin fetch format ('Failed to fetch: 500: Internal Server Error'). */
export function FetchError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      Failed to fetch: {error.message}
    </p>
  );
}
