import type { ReactNode } from 'react';
import { AfterFirstPaint } from '@/components/layout/after-first-paint';
import { PageHeader } from '@/components/layout/page-header';
import { useAuth } from '@/hooks/use-auth';
import { CreditDisplay } from './components/credit-display';
import { StatsStrip } from './components/stats-strip';

interface DashboardLayoutProps {
  /** The header's search box. */
  search: ReactNode;
  /** The wide column (trending topics). */
  main: ReactNode;
  /** The side column (story generator, recent angles, tracked keywords), drawn once the rest has been painted. */
  aside: ReactNode;
}

/**
 * The dashboard's frame: greeting, credits and the four counts, with slots the composition layer (app/routes)
 * fills with other features' panels, since a feature never imports another.
 */
export function DashboardLayout({ search, main, aside }: DashboardLayoutProps) {
  const { user } = useAuth();
  const greeting = user?.firstName ? `Welcome back, ${user.firstName}` : 'Welcome back';

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`${greeting}. Here is what is moving in your space.`}
        actions={
          <>
            {search}
            <CreditDisplay />
          </>
        }
      />
      <div className="grid gap-6">
        <StatsStrip />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">{main}</div>
          {/* Below the trends on a phone: drawn after the first paint, in a task of its own. */}
          <div className="grid min-w-0 content-start gap-6">
            <AfterFirstPaint>{aside}</AfterFirstPaint>
          </div>
        </div>
      </div>
    </>
  );
}
