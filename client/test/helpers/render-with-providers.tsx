import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '@/app/providers';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders one component with the app's providers (query client, toaster), the tooltip provider the signed-in
 * frame gives its screens (app/shell-frame.tsx), and an in-memory router.
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <TooltipProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </TooltipProvider>
    </AppProviders>,
  );
  return { ...view, queryClient, location };
}
