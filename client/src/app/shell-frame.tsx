import type * as React from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { ActiveClientBar } from '@/features/company';
import { TourHost } from '@/features/tour';
import { TooltipProvider } from '@/components/ui/tooltip';

/**
 * Everything the signed-in screens share: the shell (sidebar, drawer, the active client's bar), the tour, and the
 * tooltip provider (only the shell's screens show tooltips). Loaded lazily with the first signed-in screen, so the
 * landing page does not download it (see lazy-pages.ts).
 */
export function ShellFrame({ children }: { children: React.ReactNode }) {
  return (
    <TooltipProvider>
      <AppShell topBar={<ActiveClientBar />}>{children}</AppShell>
      <TourHost />
    </TooltipProvider>
  );
}
