import { Link } from 'wouter';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { BrandLogo } from '@/components/layout/brand-logo';
import { ComingSoonPanel } from '@/components/layout/coming-soon-panel';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useAuth, useIsAdmin } from '@/hooks/use-auth';
import { userDisplayName } from '@/lib/user-identity';
import { AccessDenied } from './access-denied';
import { paths } from '@/lib/paths';

/** The operator panel, outside the app shell. Everyone else gets the access-denied page, signed in or not. */
export function AdminPage() {
  const { user } = useAuth();
  const { isAdmin, isLoading } = useIsAdmin();
  if (isLoading) return <FullPageSpinner />;
  if (!user || !isAdmin) return <AccessDenied user={user} />;

  const name = userDisplayName(user);
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <BrandLogo />
          <Button asChild variant="outline" size="sm">
            <Link href={paths.home}>
              <ArrowLeft aria-hidden="true" />
              Back to App
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <PageHeader
          title="Admin Panel"
          subtitle={name === 'User' ? 'Welcome back, operator' : `Welcome back, ${name}`}
        />
        <ComingSoonPanel
          icon={ShieldCheck}
          description="Site statistics and users, global topics, discovered-topic cleanup, the AI cache, contact moderation, the trend-discovery job and configuration."
        />
      </main>
    </div>
  );
}
