import { queryOptions } from '@tanstack/react-query';
import { contactsResponseSchema } from '@newsjack/shared';
import { getJson } from './api-client';
import { contactKeys } from './query-keys';

/**
 * GET /api/contacts: the active company's media contacts. Shared because two features read the one cache entry:
 * the Media Contacts page and the pitch wizard (which refreshes it on every open).
 */
export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.list(),
    queryFn: getJson('/api/contacts', { on401: 'throw', schema: contactsResponseSchema }),
    // Other screens change contacts too (Saved Items unsaves, admins approve edits, pitches): a visit reads them again.
    staleTime: 0,
  });
