import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from './api-client';
import { answeredForFirstScreen, type AnsweredQuery } from './initial-reads';
import { contactKeys } from './query-keys';

/**
 * GET /api/contacts: the active company's media contacts. Shared because two features read the one cache entry:
 * the Media Contacts page and the pitch wizard (which refreshes it on every open).
 */
export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.list(),
    queryFn: getJson('/api/contacts', { on401: 'throw', schema: sharedSchema('contactsResponseSchema') }),
    // Other screens change contacts too (Saved Items unsaves, admins approve edits, pitches): a visit reads them again.
    staleTime: 0,
    // Except the first screen's own answer: read into the cache before the page rendered (the page carried it,
    // app/routes/media-contacts-reads.ts), it is this visit's read, and asking again would only repeat it.
    refetchOnMount: (query: AnsweredQuery) => !answeredForFirstScreen(query),
  });
