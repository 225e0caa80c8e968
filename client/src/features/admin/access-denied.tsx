import { Link } from 'wouter';
import { ShieldX } from 'lucide-react';
import type { AuthUser } from '@newsjack/shared';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/**
 * The spec's joke page for anyone who is not an operator: it names the login we saw, so someone who expected
 * access can tell which account they are signed in with.
 */
export function AccessDenied({ user }: { user: AuthUser | null }) {
  const login = user ? (user.email ?? `user ${user.id}`) : 'Not signed in';
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <div className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldX className="size-7" aria-hidden="true" />
        </span>
        <p className="mt-6 font-mono text-sm font-semibold tracking-widest text-muted-foreground">403</p>
        {/* One heading reading as the spec names the page, 'Admin Not Found / Access Denied', on two lines. */}
        <h1 className="mt-2 text-2xl font-semibold tracking-tight">
          {'Admin Not Found '}
          <span className="mt-1 block text-lg font-medium text-destructive">/ Access Denied</span>
        </h1>
        <p className="mt-4 text-sm text-muted-foreground">
          Nice try. This area is for Newsjack operators only, and the guard dog has been fed today.
        </p>
        <p className="mt-4 rounded-md bg-muted px-3 py-2 text-sm">
          Current login: <span className="font-medium break-all">{login}</span>
        </p>
        <Button asChild className="mt-6 w-full">
          <Link href={paths.home}>Return to Safety</Link>
        </Button>
      </div>
    </main>
  );
}
