import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '@/app/app';
import { createQueryClient } from '@/lib/query-client';

/** Renders the whole app at `path` with a fresh query cache; `history` records every navigation. */
export function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const view = render(<App queryClient={queryClient} locationHook={location.hook} searchHook={location.searchHook} />);
  return { ...view, location, queryClient };
}
