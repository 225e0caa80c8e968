import { Building2 } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { paths } from '@/lib/paths';

/**
 * Above every page of the app while the user has no company (they skipped company setup): the way back to
 * onboarding. My Company shows its own empty state with Add Company, so the prompt stays off that page.
 */
export function AddCompanyPrompt() {
  // The user already carries the active company, so the prompt costs no request of its own.
  const { user } = useAuth();
  const [location] = useLocation();
  if (!user || user.activeCompanyId !== null || location === paths.myCompany) return null;
  return (
    <section
      aria-label="Add your company"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-primary/30 bg-accent/50 p-4 sm:flex-row sm:items-center"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Building2 className="size-5" aria-hidden="true" />
      </span>
      <div className="grid flex-1 gap-0.5">
        <h2 className="text-sm font-semibold">Add your company to get started</h2>
        <p className="text-sm text-muted-foreground">
          Newsjack ranks trends, story angles and journalists against your company profile. It takes about a minute.
        </p>
      </div>
      <Button asChild>
        <Link href={paths.onboarding}>Add your company</Link>
      </Button>
    </section>
  );
}
