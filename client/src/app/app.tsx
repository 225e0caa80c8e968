import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { AppProviders } from './providers';
import { AppRouter } from './router';

interface AppProps {
  queryClient?: QueryClient;
  /** Tests drive the router from memory instead of the browser's address bar. */
  locationHook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
}

export function App({ queryClient, locationHook, searchHook }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <Router hook={locationHook} searchHook={searchHook}>
        <AppRouter />
      </Router>
    </AppProviders>
  );
}
