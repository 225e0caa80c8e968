import type * as React from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

interface AppProvidersProps {
  children: React.ReactNode;
  /** Tests pass a fresh client so cached answers never leak between cases. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient = defaultQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}
