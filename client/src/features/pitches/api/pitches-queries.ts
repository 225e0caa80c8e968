import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from '@/lib/api-client';
import { pitchKeys } from '@/lib/query-keys';

/** GET /api/pitches: the active company's pitches, newest first. */
export const pitchesQueryOptions = () =>
  queryOptions({
    queryKey: pitchKeys.list(),
    queryFn: getJson('/api/pitches', { on401: 'throw', schema: sharedSchema('pitchesResponseSchema') }),
  });

/** GET /api/pitches/recent-recipients: who got a pitch from this company in the last 14 days (the wizard warns). */
export const recentRecipientsQueryOptions = () =>
  queryOptions({
    queryKey: pitchKeys.recentRecipients(),
    queryFn: getJson('/api/pitches/recent-recipients', {
      on401: 'throw',
      schema: sharedSchema('recentRecipientsResponseSchema'),
    }),
  });
