import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from './api-client';
import { contactKeys } from './query-keys';

/**
 * GET /api/do-not-contact: the active company's do-not-contact list. Shared because two features read it: Media
 * Contacts (the list and each contact's toggle) and Pitches (a pitch whose address bounced says so).
 */
export const doNotContactQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.doNotContact(),
    queryFn: getJson('/api/do-not-contact', { on401: 'throw', schema: sharedSchema('doNotContactListSchema') }),
  });
