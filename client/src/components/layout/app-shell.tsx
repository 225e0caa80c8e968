import type * as React from 'react';
import { useAuth, useIsAdmin } from '@/hooks/use-auth';
import { requestTourStart } from '@/lib/tour-signal';
import { MobileNav } from './mobile-nav';
import { Sidebar } from './sidebar';

/**
 * The signed-in frame: sidebar on desktop, top bar and drawer on small screens, page content beside. `topBar` is
 * drawn above every page's content (app/ fills it with the active client's bar, which belongs to a feature).
 */
export function AppShell({ children, topBar }: { children: React.ReactNode; topBar?: React.ReactNode }) {
  const { user } = useAuth();
  const { isAdmin } = useIsAdmin();
  return (
    <div className="flex min-h-dvh bg-background">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Sidebar user={user} isAdmin={isAdmin} onStartTour={requestTourStart} />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileNav user={user} isAdmin={isAdmin} onStartTour={requestTourStart} />
        {topBar}
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
