import { Link } from 'wouter';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

function NotFoundCard() {
  return (
    <div className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight">404 Page Not Found</h1>
      <p className="mt-2 text-sm font-medium text-muted-foreground">Page Not Found</p>
      <p className="mt-1 text-sm text-muted-foreground">
        The link may be old or mistyped. Everything you saved is still where you left it.
      </p>
      <Button asChild className="mt-6">
        <Link href={paths.home}>Go to the home page</Link>
      </Button>
    </div>
  );
}

/** Unknown path for a signed-out visitor: a page of its own. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <NotFoundCard />
    </main>
  );
}

/** Unknown path for a signed-in user: inside the shell, so the navigation is still at hand. */
export function NotFoundInShell() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <NotFoundCard />
    </div>
  );
}
