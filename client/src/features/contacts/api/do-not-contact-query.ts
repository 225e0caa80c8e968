import { queryOptions } from '@tanstack/react-query';
import { doNotContactListSchema } from '@newsjack/shared';
import { getJson } from '@/lib/api-client';
import { contactKeys } from '@/lib/query-keys';

/** The active company's do-not-contact list (addresses its pitches may not go to). */
export const doNotContactQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.doNotContact(),
    queryFn: getJson('/api/do-not-contact', { on401: 'throw', schema: doNotContactListSchema }),
  });
