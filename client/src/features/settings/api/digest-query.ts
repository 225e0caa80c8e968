import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from '@/lib/api-client';
import { settingsKeys } from '@/lib/query-keys';

/** How often the user's trend digest goes, and whether the server can send it at all. */
export const digestQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.digest(),
    queryFn: getJson('/api/settings/digest', { on401: 'throw', schema: sharedSchema('digestSettingsSchema') }),
  });
