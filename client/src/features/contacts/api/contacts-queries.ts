import { queryOptions } from '@tanstack/react-query';
import { contactsResponseSchema } from '@newsjack/shared';
import { getJson } from '@/lib/api-client';
import { contactKeys } from '@/lib/query-keys';

/** GET /api/contacts: the active company's media contacts. */
export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.list(),
    queryFn: getJson('/api/contacts', { on401: 'throw', schema: contactsResponseSchema }),
    // Other screens change contacts too (Saved Items unsaves, admins approve edits, pitches): a visit reads them again.
    staleTime: 0,
  });
